/**
 * The committed price files as the app and editors rely on them: every snapshot valid, every
 * offer pointing at an existing catalogue part with a date and an https address; the overrides
 * file naming only known parts; the read sample at least 98 % right, and still agreeing with
 * what the matcher decides today.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_COMPONENTS } from '../src/catalogue/index.ts';
import { readOverrides } from '../src/matching/overrides.ts';
import { checkSample, sampleFileSchema, summarise } from '../src/matching/sample.ts';
import { snapshotSchema } from '../src/domain/pricing/snapshot.ts';
import { catalogueParts, loadOverrides, matcherNow, OVERRIDES_FILE, PRICES_DIR, sampleFiles } from './prices-import.ts';

const partIds = new Set(ALL_COMPONENTS.map((p) => p.id));
const dated = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => /^\d{4}-\d{2}-\d{2}\.json$/.test(f)).sort() : []);
const snapshots = dated(PRICES_DIR);
const samples = sampleFiles();
/** The sample drawn last: sampleFiles() lists them oldest first. */
const newestSample = samples.at(-1);

describe('price snapshots (content/prices/<day>.json)', () => {
  it('there is at least one', () => {
    expect(snapshots.length).toBeGreaterThan(0);
  });

  it.each(snapshots)('%s is valid, dated by its name, and every offer points to a catalogue part', (file) => {
    const snapshot = snapshotSchema.parse(JSON.parse(readFileSync(join(PRICES_DIR, file), 'utf8')));
    expect(snapshot.observedOn).toBe(file.replace('.json', ''));
    const unknown = Object.keys(snapshot.offers).filter((id) => !partIds.has(id));
    expect(unknown, 'offers for parts the catalogue does not have').toEqual([]);
    expect(snapshot.summary.parts).toBe(Object.keys(snapshot.offers).length);
    for (const [id, offers] of Object.entries(snapshot.offers)) {
      expect(offers.length, id).toBeGreaterThan(0);
      expect(offers.map((o) => o.price), `${id} offers sorted by price`).toEqual([...offers].map((o) => o.price).sort((a, b) => a - b));
      expect(new Set(offers.map((o) => o.shop)).size, `${id}: one offer per shop`).toBe(offers.length);
      for (const offer of offers) {
        expect(offer.url, id).toMatch(/^https:\/\//);
        expect(offer.observedOn, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(offer.observedOn)), `${id}: a real date`).toBe(false);
        expect(snapshot.shops, id).toContain(offer.shop);
      }
    }
  });
});

describe('overrides (content/prices/overrides.json)', () => {
  it('names only catalogue parts, one entry per listing', () => {
    expect(() => readOverrides(JSON.parse(readFileSync(OVERRIDES_FILE, 'utf8')), partIds)).not.toThrow();
  });
});

describe('matching samples (content/prices/samples/<day>.json, <day>-<name>.json)', () => {
  it('there is one for the newest snapshot', () => {
    expect(samples.some((f) => f.startsWith(snapshots.at(-1)!.replace('.json', '')))).toBe(true);
  });

  it.each(samples)('%s: 150+ matches across the categories, every one read, at least 98 % right', (file) => {
    const sample = sampleFileSchema.parse(JSON.parse(readFileSync(join(PRICES_DIR, 'samples', file), 'utf8')));
    expect(sample.items.length).toBeGreaterThanOrEqual(150);
    expect(sample.items.filter((i) => i.verdict === 'unchecked')).toEqual([]);
    expect(sample.summary).toEqual(summarise(sample.items));
    expect(sample.summary.accuracy).toBeGreaterThanOrEqual(0.98);
    const categories = new Set(sample.items.map((i) => i.partId.split('-')[0]));
    expect(categories.size).toBeGreaterThanOrEqual(8);
  });

  // The newest sample measures today's matcher: its right matches must still match the same part.
  // An older one was read against an earlier, looser matcher: a right match a stricter rule now
  // leaves unmatched (a memory kit that does not state its latency) costs an offer, not precision,
  // so there only a right match that moved to another part counts against it.
  it.each(samples)('%s still agrees with the matcher: right ones match the same part, wrong ones no longer do', (file) => {
    const sample = sampleFileSchema.parse(JSON.parse(readFileSync(join(PRICES_DIR, 'samples', file), 'utf8')));
    const parts = catalogueParts();
    const check = checkSample(sample.items, matcherNow(parts, loadOverrides(parts)));
    const newest = file === newestSample;
    const counted = newest ? check.rightChanged : check.rightChanged.filter((c) => c.now !== undefined);
    const right = check.rightStill + check.rightChanged.length;
    expect(1 - counted.length / right, JSON.stringify(counted.slice(0, 5).map((c) => [c.item.url, c.item.partId, c.now]))).toBeGreaterThanOrEqual(0.98);
    expect(check.wrongStill.map((w) => w.url)).toEqual([]);
  });
});
