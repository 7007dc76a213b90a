/**
 * The reviewed table of makers' figures (content/figures/makers.json) and how it is applied to
 * catalogue parts. The table is the record of where each fit-check figure came from.
 */
export interface FigureRow {
  part: string;
  field: string;
  /** The maker's figure, or null to remove a figure that has no maker source. */
  value: number | null;
  /** The maker's page or manual for this exact model (required unless value is null). */
  source?: string;
  /** How the figure was checked, for the reviewer. */
  checked: string;
}

/** Sets (or removes) each row's figure and source on the parts; returns what changed and what was not found. */
export function applyFigures(partLists: Record<string, unknown>[][], rows: FigureRow[]): { changed: number; missing: string[] } {
  const byId = new Map(partLists.flat().map((p) => [p.id as string, p]));
  let changed = 0;
  const missing: string[] = [];
  for (const row of rows) {
    const part = byId.get(row.part);
    if (!part) {
      missing.push(row.part);
      continue;
    }
    const sources = { ...((part.sources as Record<string, string> | undefined) ?? {}) };
    if (row.value === null) {
      if (part[row.field] !== undefined) changed += 1;
      delete part[row.field];
      delete sources[row.field];
    } else {
      if (part[row.field] !== row.value || sources[row.field] !== row.source) changed += 1;
      part[row.field] = row.value;
      sources[row.field] = row.source!;
    }
    // `sources` stays the part's last key, so diffs of the catalogue stay readable.
    delete part.sources;
    if (Object.keys(sources).length > 0) part.sources = sources;
  }
  return { changed, missing };
}
