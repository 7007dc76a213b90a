/**
 * Applies the reviewed table of makers' figures (content/figures/makers.json) to the catalogue
 * files: sets each figure and its `sources` entry, or removes a figure the table marks null.
 * Kept as a table so the figures survive rebases while parts are added and retired in the same
 * files: `npx node scripts/figures.ts` after a rebase, then `npm run check`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CATEGORIES } from '../src/domain/catalogue/catalogue.ts';
import { applyFigures, type FigureRow } from '../src/catalogue/figures.ts';

export const FIGURES_FILE = 'content/figures/makers.json';

if (import.meta.main) {
  const rows = (JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as { figures: FigureRow[] }).figures;
  const files = Object.fromEntries(
    CATEGORIES.map((c) => [c, JSON.parse(readFileSync(`content/catalogue/${c}.json`, 'utf8')) as { parts: Record<string, unknown>[] }]),
  );
  const { changed, missing } = applyFigures(Object.values(files).map((f) => f.parts), rows);
  for (const [category, file] of Object.entries(files)) {
    writeFileSync(`content/catalogue/${category}.json`, `${JSON.stringify(file, null, 2)}\n`);
  }
  console.log(`${changed} figure(s) changed; ${rows.length} rows in ${FIGURES_FILE}`);
  if (missing.length > 0) console.log(`parts not in the catalogue (retired?): ${missing.join(', ')}`);
}
