import {
  type Category,
  type Component,
  type PartsByCategory,
  CATEGORIES,
  catalogueFileSchema,
} from '../domain/catalogue/catalogue.ts';

export interface Catalogue {
  parts: PartsByCategory;
  /** Month each category's prices reflect, `YYYY-MM`. */
  pricesAsOf: Record<Category, string>;
}

/** Thrown when a catalogue file breaks the schema; the message is meant for an editor. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

/** Picture shown for every part of a category (artwork made in the project, see public/). */
export function categoryImage(category: Category): string {
  return `/images/parts/${category}.svg`;
}

/**
 * Validates every category file and checks what spans files: ids unique across the whole
 * catalogue. Collects every problem before throwing so an editor sees them all at once.
 */
export function parseCatalogue(files: Partial<Record<Category, unknown>>): Catalogue {
  const problems: string[] = [];
  const parts = {} as PartsByCategory;
  const pricesAsOf = {} as Catalogue['pricesAsOf'];
  const seen = new Map<string, Category>();

  for (const category of CATEGORIES) {
    const file = `content/catalogue/${category}.json`;
    const raw = files[category];
    if (raw === undefined) {
      problems.push(`${file}: file is missing`);
      continue;
    }
    const result = catalogueFileSchema(category).safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues.slice(0, 20)) {
        problems.push(`${file}: ${describePath(raw, issue.path)}: ${issue.message}`);
      }
      continue;
    }
    pricesAsOf[category] = result.data.pricesAsOf;
    parts[category] = result.data.parts.map((part) => {
      const other = seen.get(part.id);
      if (other) problems.push(`${file}: id "${part.id}" is already used in ${other}.json`);
      seen.set(part.id, category);
      return { ...part, type: category, image: categoryImage(category) } as Component<typeof category>;
    }) as never;
  }

  if (problems.length > 0) {
    throw new CatalogueError(`The parts catalogue has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
  return { parts, pricesAsOf };
}

/** "parts[3] (cpu-amd-ryzen-5-7600).cores" rather than a bare path of numbers. */
function describePath(raw: unknown, path: PropertyKey[]): string {
  if (path[0] === 'parts' && typeof path[1] === 'number') {
    const list = (raw as { parts?: { id?: unknown }[] }).parts;
    const id = list?.[path[1]]?.id;
    const rest = path.slice(2).map(String).join('.');
    return `parts[${path[1]}]${typeof id === 'string' ? ` (${id})` : ''}${rest ? `.${rest}` : ''}`;
  }
  return path.map(String).join('.') || '(file)';
}
