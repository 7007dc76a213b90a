/**
 * `npm run prices:import -- <listings.tsv> [--draw-sample [name] [--seed N]]`
 *
 * Reads a shop-listings file (source_id, shop, price_php, observed_on, url; see
 * ../shared/data/README.md), matches each listing to a catalogue part and writes, per
 * observation day:
 * - content/prices/<day>.json          the offers snapshot the app reads (newest file wins);
 * - content/prices/reports/<day>.md    every rejected, dropped and unmatched listing with why,
 *                                      and the products shops list that the catalogue lacks;
 * - content/prices/reports/<day>.json  that product list, in full, as data.
 * It prints matched and unmatched counts per category and per shop, and checks the listings of
 * every content/prices/samples/*.json (matches a person read and marked right or wrong) against
 * this import. `--draw-sample` draws a sample for a day that has none into samples/<day>.json;
 * `--draw-sample <name>` draws another one into samples/<day>-<name>.json (say, after the
 * catalogue grew), with `--seed N` (default SAMPLE_SEED). A file that exists is never redrawn.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { catalogue } from '../src/catalogue/index.ts';
import { CATEGORIES, type Category } from '../src/domain/catalogue/catalogue.ts';
import type { CataloguePart } from '../src/matching/identity.ts';
import { decide, runImport, type ImportRun } from '../src/matching/import.ts';
import { parseListingsTsv, type Listing } from '../src/matching/listing.ts';
import { buildIndex, listingText } from '../src/matching/matcher.ts';
import { readOverrides, type Override } from '../src/matching/overrides.ts';
import { renderReport } from '../src/matching/report.ts';
import { checkSample, drawSample, sampleFileSchema, summarise, type Candidate, type SampleFile, type SampleItem } from '../src/matching/sample.ts';
import type { Counts, Snapshot } from '../src/domain/pricing/snapshot.ts';
import { groupUnmatched } from '../src/matching/unmatched-models.ts';

export const PRICES_DIR = 'content/prices';
/** The module that tells the app which snapshot is current (src/catalogue/index.ts imports it). */
export const CURRENT_SNAPSHOT_MODULE = 'src/catalogue/price-snapshot.ts';

/** Points the app at the newest dated snapshot in content/prices/ (older ones stay as history). */
export function pointAppAtNewest(): string | undefined {
  const days = readdirSync(PRICES_DIR).filter((f) => /^\d{4}-\d{2}-\d{2}\.json$/.test(f)).sort();
  const newest = days.at(-1);
  if (!newest) return undefined;
  writeFileSync(
    CURRENT_SNAPSHOT_MODULE,
    `// Written by \`npm run prices:import\`: the newest shop-price snapshot the app uses. Do not edit by hand.\nexport { default } from '../../content/prices/${newest}' with { type: 'json' };\n`,
  );
  return newest;
}
export const OVERRIDES_FILE = join(PRICES_DIR, 'overrides.json');
export const SAMPLE_SEED = 20260423;
const SAMPLE_SIZE = 160;
const SAMPLE_MIN_PER_CATEGORY = 10;

/** The listings' source as data/README.md credits it; pass --source-* for another source. */
const DEFAULT_SOURCE = {
  name: 'GeneGulanesJr/Aether, src/data/prices_snapshot.json',
  url: 'https://github.com/GeneGulanesJr/Aether',
  licence: 'MIT',
};

export function catalogueParts(): { category: Category; part: CataloguePart }[] {
  return CATEGORIES.flatMap((category) => catalogue.parts[category].map((part) => ({ category, part: part as CataloguePart })));
}

export function loadOverrides(parts: readonly { part: CataloguePart }[]): Map<string, Override> {
  if (!existsSync(OVERRIDES_FILE)) return new Map();
  return readOverrides(JSON.parse(readFileSync(OVERRIDES_FILE, 'utf8')), new Set(parts.map((p) => p.part.id)));
}

/** What the import decides now for one sampled listing: its part id, or undefined. */
export function matcherNow(parts: ReturnType<typeof catalogueParts>, overrides: ReadonlyMap<string, Override>) {
  const index = buildIndex(parts);
  return (item: SampleItem): string | undefined => {
    const listing: Listing = {
      line: 0,
      sourceId: `${item.category}-sample`,
      category: item.category,
      shop: item.shop,
      price: item.price,
      observedOn: '2000-01-01',
      url: item.url,
      handle: item.handle,
    };
    // One listing alone: no duplicate or outlier can drop it, so the decision is the match.
    const outcome = decide(listing, overrides, index);
    return outcome.kind === 'offer' || outcome.kind === 'dropped' ? outcome.partId : undefined;
  };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function printCounts(title: string, rows: Record<string, Counts>): void {
  console.log(`\n${title.padEnd(18)} listings  matched  offers  dropped  rejected  unmatched`);
  for (const [name, c] of Object.entries(rows).sort(([a], [b]) => a.localeCompare(b))) {
    const cols = [c.listings, c.offers + c.dropped, c.offers, c.dropped, c.rejected, c.unmatched];
    console.log(`${name.padEnd(18)} ${cols.map((x, i) => String(x).padStart([8, 8, 7, 8, 9, 10][i]!)).join(' ')}`);
  }
}

function sampleCandidates(run: ImportRun, day: string, partNames: Map<string, string>, categoryOf: Map<string, string>): Candidate[] {
  return run.outcomes.flatMap((o) =>
    (o.kind === 'offer' || o.kind === 'dropped') && o.listing.observedOn === day
      ? [{
          url: o.listing.url,
          shop: o.listing.shop,
          category: o.listing.category,
          handle: o.listing.handle,
          price: o.listing.price,
          partId: o.partId,
          partName: partNames.get(o.partId) ?? o.partId,
          partCategory: categoryOf.get(o.partId) ?? 'unknown',
        }]
      : [],
  );
}

function main(): void {
  const file = process.argv[2];
  if (!file || file.startsWith('--')) {
    console.error('usage: npm run prices:import -- <listings.tsv> [--draw-sample [name] [--seed N]] [--source-name N --source-url U --licence L]');
    process.exit(2);
  }
  const parts = catalogueParts();
  const overrides = loadOverrides(parts);
  const { listings, problems } = parseListingsTsv(readFileSync(file, 'utf8'));
  for (const p of problems) console.warn(`line ${p.line}: ${p.problem} (skipped)`);
  const source = {
    name: arg('--source-name') ?? DEFAULT_SOURCE.name,
    url: arg('--source-url') ?? DEFAULT_SOURCE.url,
    licence: arg('--licence') ?? DEFAULT_SOURCE.licence,
    file: basename(file),
  };
  const run = runImport({ listings, parts, overrides, source });
  const partNames = new Map(parts.map(({ part }) => [part.id, part.name]));
  const categoryOf = new Map(parts.map(({ category, part }) => [part.id, category]));
  const match = matcherNow(parts, overrides);
  mkdirSync(join(PRICES_DIR, 'reports'), { recursive: true });
  mkdirSync(join(PRICES_DIR, 'samples'), { recursive: true });

  for (const snapshot of run.snapshots) {
    const day = snapshot.observedOn;
    writeFileSync(join(PRICES_DIR, `${day}.json`), `${JSON.stringify(snapshot, null, 2)}\n`);
    pointAppAtNewest();

    const draw = sampleToDraw();
    const samplePath = join(PRICES_DIR, 'samples', `${day}${draw?.name ? `-${draw.name}` : ''}.json`);
    if (draw && !existsSync(samplePath)) {
      const items = drawSample(sampleCandidates(run, day, partNames, categoryOf), draw.seed, SAMPLE_SIZE, SAMPLE_MIN_PER_CATEGORY);
      const sample: SampleFile = {
        observedOn: day,
        seed: draw.seed,
        method: `drawSample(seed ${draw.seed}, ${SAMPLE_SIZE} matches, at least ${SAMPLE_MIN_PER_CATEGORY} per catalogue category) over the ${partNames.size}-part catalogue; each to be read one by one (say here who read them): right means the listing is this exact part, variant included`,
        summary: summarise(items),
        items,
      };
      writeFileSync(samplePath, `${JSON.stringify(sample, null, 2)}\n`);
      console.log(`drew ${items.length} matches into ${samplePath}: read each and set its verdict`);
    }

    const unmatchedModels = groupUnmatched(
      run.outcomes.flatMap((o) =>
        o.kind === 'unmatched' && o.looksLikePart && o.listing.observedOn === day
          ? [{ category: o.listing.category, shop: o.listing.shop, price: o.listing.price, url: o.listing.url, text: listingText(o.listing.handle) }]
          : [],
      ),
    );
    const sampleChecks = checkSamples(match);
    writeFileSync(join(PRICES_DIR, 'reports', `${day}.md`), `${renderReport({ snapshot, run, partNames, unmatchedModels, sampleChecks })}\n`);
    const head = JSON.stringify({ observedOn: day, source: snapshot.source }).slice(0, -1);
    writeFileSync(
      join(PRICES_DIR, 'reports', `${day}.json`),
      `${head},"note":"models listed at two or more shops; the report lists every unmatched listing","unmatchedModels":[\n${unmatchedModels
        .filter((m) => m.shops >= 2)
        .map((m) => JSON.stringify(m))
        .join(',\n')}\n]}\n`,
    );
    report(snapshot, unmatchedModels.filter((m) => m.shops >= 2).length, sampleChecks);
  }
}

/** `--draw-sample [name] [--seed N]`: which sample to draw, if any. */
function sampleToDraw(): { name?: string; seed: number } | undefined {
  const i = process.argv.indexOf('--draw-sample');
  if (i < 0) return undefined;
  const next = process.argv[i + 1];
  const name = next && !next.startsWith('--') ? next : undefined;
  if (name !== undefined && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
    console.error(`--draw-sample ${name}: a sample name is lower-case letters, digits and hyphens`);
    process.exit(2);
  }
  const seed = arg('--seed') === undefined ? SAMPLE_SEED : Number(arg('--seed'));
  if (!Number.isInteger(seed)) {
    console.error('--seed takes a whole number');
    process.exit(2);
  }
  return name === undefined ? { seed } : { name, seed };
}

/** Sample files, oldest first: `<day>.json`, the first drawn for a day, then `<day>-<name>.json`, drawn later. */
export const SAMPLE_FILE = /^\d{4}-\d{2}-\d{2}(-[a-z0-9]+)*\.json$/;

export function sampleFiles(): string[] {
  const dir = join(PRICES_DIR, 'samples');
  const key = (f: string) => f.replace(/\.json$/, '');
  return existsSync(dir) ? readdirSync(dir).filter((f) => SAMPLE_FILE.test(f)).sort((a, b) => key(a).localeCompare(key(b))) : [];
}

/** Checks every sample file against this import (and refreshes each summary from its verdicts). */
function checkSamples(match: (item: SampleItem) => string | undefined) {
  return sampleFiles().flatMap((name) => {
    const path = join(PRICES_DIR, 'samples', name);
    const sample = sampleFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    const summary = summarise(sample.items);
    if (JSON.stringify(summary) !== JSON.stringify(sample.summary)) {
      writeFileSync(path, `${JSON.stringify({ ...sample, summary }, null, 2)}\n`);
      console.log(`updated the summary of ${path} from its verdicts: ${summary.right} right, ${summary.wrong} wrong`);
    }
    if (summary.right + summary.wrong === 0) return [];
    return [{ file: path, check: checkSample(sample.items, match), size: summary.size, accuracy: summary.accuracy, seed: sample.seed }];
  });
}

function report(snapshot: Snapshot, modelsAt2Shops: number, sampleChecks: ReturnType<typeof checkSamples>): void {
  const t = snapshot.summary.total;
  console.log(`\n${snapshot.observedOn}: ${t.listings} listings, ${t.offers + t.dropped} matched (${t.offers} offers for ${snapshot.summary.parts} parts, ${t.dropped} duplicates/outliers), ${t.rejected} rejected, ${t.unmatched} unmatched`);
  printCounts('category', snapshot.summary.byCategory);
  printCounts('shop', snapshot.summary.byShop);
  console.log(`\nunmatched products listed at 2+ shops: ${modelsAt2Shops}`);
  for (const sampleCheck of sampleChecks) {
    const c = sampleCheck.check;
    console.log(`sample ${sampleCheck.file}: ${c.rightStill} right still match (agreement ${(c.agreement * 100).toFixed(1)} %), ${c.rightChanged.length} changed, ${c.wrongStill.length} wrong still match`);
  }
  console.log(`wrote ${PRICES_DIR}/${snapshot.observedOn}.json and reports/${snapshot.observedOn}.md`);
}

if (import.meta.main) main();
