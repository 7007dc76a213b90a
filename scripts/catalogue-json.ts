/**
 * Writes the validated catalogue as one JSON file for the Worker (`worker/generated/`), so a
 * cold isolate loads checked data instead of running the schemas again. `npm run build`,
 * `npm run typecheck` and `npm run cf:check` call it; the file is generated, not committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { catalogue } from '../src/catalogue/index.ts';

export const CHECKED_CATALOGUE = 'worker/generated/catalogue.json';

export function writeCheckedCatalogue(path = CHECKED_CATALOGUE): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(catalogue));
}

if (import.meta.main) {
  writeCheckedCatalogue();
  console.log(`wrote ${CHECKED_CATALOGUE}`);
}
