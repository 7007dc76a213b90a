/**
 * Issue 22: one verdict everywhere. For the same parts and purpose, the builder (evaluateBuild in
 * the page), a saved build as saved and as read back, the dashboard's list, and a community post
 * give the same problems, notes, warnings, has_issues and badges. The purpose is stored with the
 * build and the post; a share without one takes the saved build's.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/catalogue/index.ts';
import { lookupIn } from '../../src/catalogue/lookup.ts';
import { evaluateBuild } from '../../src/domain/builder/compatibility.ts';
import { fromPartsObject } from '../../src/domain/builder/persistence.ts';
import type { Purpose } from '../../src/domain/builder/purpose.ts';
import type { CommunityBuildDetail } from '../../src/domain/community/community.ts';
import type { SavedBuildResponse } from '../../src/domain/saved-builds/saved-build.ts';
import { json, setup } from '../testing/builds.ts';
import { readAnswer, readError } from '../testing/client.ts';

type Ids = Record<string, string | string[]>;

/** The builder's own verdict, as the page computes it, in the API's words. */
function builderVerdict(parts: Ids, purpose: Purpose) {
  const r = evaluateBuild(fromPartsObject(parts, lookupIn(catalogue.parts)).selection, purpose);
  return { purpose, warnings: r.warnings, problems: r.problems, notes: r.notes, has_issues: r.hasIssues, badges: r.badges };
}
const verdictOf = (b: SavedBuildResponse | CommunityBuildDetail) => ({
  purpose: b.purpose,
  warnings: b.warnings,
  problems: b.problems,
  notes: b.notes,
  has_issues: b.has_issues,
  badges: b.badges,
});

const CASES: [string, Ids, Purpose][] = [
  // Issue 22's example: Compatible in the builder, "has_issues" and "CPU overpowered" once saved.
  ['Ryzen 7 7700 + RTX 3050 for productivity', { cpu: 'cpu-amd-ryzen-7-7700', gpus: ['gpu-msi-rtx-3050-ventus-2x-xs-8g-oc'] }, 'productivity'],
  ['Ryzen 7 7700 + RTX 3050 for gaming', { cpu: 'cpu-amd-ryzen-7-7700', gpus: ['gpu-msi-rtx-3050-ventus-2x-xs-8g-oc'] }, 'gaming'],
  ['Core i3-12100F + RTX 4090 (a bottleneck note) for gaming', { cpu: 'cpu-intel-core-i3-12100f', gpus: ['gpu-zotac-rtx-4090-trinity-oc-24gb'] }, 'gaming'],
  ['Core i3-12100F + RTX 4090 for productivity', { cpu: 'cpu-intel-core-i3-12100f', gpus: ['gpu-zotac-rtx-4090-trinity-oc-24gb'] }, 'productivity'],
  ['a socket mismatch (a problem) for general use', { mobo: 'mobo-asus-prime-a520m-k', cpu: 'cpu-amd-ryzen-5-7600' }, 'generaluse'],
];

describe('builder, saved build, dashboard and community post agree (issue 22)', () => {
  it.each(CASES)('%s', async (_name, parts, purpose) => {
    const { app, owner, save, get, list } = await setup();
    const expected = builderVerdict(parts, purpose);

    const saved = await save({ name: 'Same parts', parts, purpose });
    expect(verdictOf(saved)).toEqual(expected);
    const readBack = await readAnswer('GET /api/builds/:id', await get(saved.id));
    expect(verdictOf(readBack)).toEqual(expected);
    expect(verdictOf((await list()).find((b) => b.id === saved.id)!)).toEqual(expected);

    // Shared from the dashboard without naming a purpose: the post takes the saved build's.
    const posted = await app.request('/api/community/builds', json('POST', { title: 'Same parts', parts, saved_build_id: saved.id }, owner.auth));
    expect(posted.status).toBe(201);
    const post = await readAnswer('POST /api/community/builds', posted);
    expect(verdictOf(post)).toEqual(expected);
    const visitor = await readAnswer('GET /api/community/builds/:id', await app.request(`/api/community/builds/${post.id}`));
    expect(verdictOf(visitor)).toEqual(expected);
  });

  it('the issue’s productivity build is compatible everywhere: no issue, no "overpowered", no "upgrade GPU"', async () => {
    const { save } = await setup();
    const saved = await save({ name: 'Editing rig', parts: CASES[0]![1], purpose: 'productivity' });
    expect(saved).toMatchObject({ purpose: 'productivity', has_issues: false, problems: [] });
    expect(saved.warnings.join(' ')).not.toMatch(/overpowered|upgrading GPU/);
  });

  it('a saved build keeps its purpose; a re-save without one keeps it, with one changes it; a bad one is a 400 and changes nothing', async () => {
    const { save, put, get } = await setup();
    const parts = CASES[0]![1];
    const saved = await save({ name: 'Rig', parts, purpose: 'productivity' });
    expect((await put(saved.id, { name: 'Rig', parts })).status).toBe(200);
    expect((await readAnswer('GET /api/builds/:id', await get(saved.id))).purpose).toBe('productivity');
    const bad = await put(saved.id, { name: 'Rig', parts, purpose: 'mining' });
    expect(bad.status).toBe(400);
    expect((await readError(bad)).error).toBe('purpose must be gaming, productivity or generaluse');
    expect((await readAnswer('GET /api/builds/:id', await get(saved.id))).purpose).toBe('productivity');
    expect((await put(saved.id, { name: 'Rig', parts, purpose: 'generaluse' })).status).toBe(200);
    expect((await readAnswer('GET /api/builds/:id', await get(saved.id))).purpose).toBe('generaluse');
  });

  it('a new build without a purpose is for gaming (as old rows are)', async () => {
    const { save } = await setup();
    expect((await save({ name: 'Plain', parts: CASES[1]![1] })).purpose).toBe('gaming');
  });
});
