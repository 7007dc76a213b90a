/**
 * The whole setup on saved builds and community posts (issue 29 item 5): case fans, thermal
 * paste, a Wi-Fi card, an OS and a UPS are slots like the others — checked against the catalogue,
 * priced, totalled, judged (a UPS too small for the PC is a problem) and kept; a bad id is a 400
 * that changes nothing; another person cannot read the build.
 */
import { describe, expect, it } from 'vitest';
import { aPart } from '../testing/factories.ts';
import { cleanParts, cleanTotal, errorOf, setup } from '../testing/builds.ts';
import { readAnswer } from '../testing/client.ts';
import { upsWatts } from '../../src/domain/builder/ups.ts';

const fanPack = aPart('case-fan', (f) => f.fansInPack === 3);
const paste = aPart('thermal-paste');
const windows = aPart('os', (o) => o.licence === 'Retail');

describe('saved builds keep the whole setup', () => {
  it('saves fans, paste, OS and a UPS, totals them and reads them back', async () => {
    const t = await setup();
    const ups = aPart('ups', (u) => upsWatts(u).watts >= 900);
    const saved = await t.save({ name: 'Whole setup', parts: { ...cleanParts(), caseFans: [fanPack.id, fanPack.id], thermalPaste: paste.id, os: windows.id, ups: ups.id } });
    expect(saved.parts.caseFans.map((f) => f.id)).toEqual([fanPack.id, fanPack.id]);
    expect(saved.parts.ups?.id).toBe(ups.id);
    expect(saved.parts.os?.id).toBe(windows.id);
    expect(saved.total_price).toBe(cleanTotal + 2 * fanPack.price + paste.price + windows.price + ups.price);
    expect(saved.problems.some((p) => p.startsWith('UPS too small'))).toBe(false);
    const read = await readAnswer('GET /api/builds/:id', await t.get(saved.id));
    expect(read.parts.thermalPaste?.id).toBe(paste.id);
    expect(read.total_price).toBe(saved.total_price);
  });

  it('a UPS too small for the PC is a problem on the saved build too', async () => {
    const t = await setup();
    const cpu = aPart('cpu', (c) => c.maxTdp >= 200);
    const gpu = aPart('gpu', (g) => g.powerDraw >= 300);
    const small = aPart('ups', (u) => upsWatts(u).watts < 500 && u.kind === 'UPS');
    const saved = await t.save({ name: 'Too small', parts: { cpu: cpu.id, gpus: [gpu.id], ups: small.id } });
    expect(saved.has_issues).toBe(true);
    expect(saved.problems.some((p) => p.startsWith('UPS too small'))).toBe(true);
  });

  it('refuses an unknown setup part with a clear 400 and saves nothing', async () => {
    const t = await setup();
    const res = await t.post({ name: 'Bad', parts: { ...cleanParts(), ups: 'ups-made-up' } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('The catalogue has no ups part with id "ups-made-up" (ups).');
    const fans = await t.post({ name: 'Bad', parts: { ...cleanParts(), caseFans: Array(7).fill(fanPack.id) } });
    expect(fans.status).toBe(400);
    expect((await errorOf(fans)).error).toBe('Too many case fan packs: 7 chosen; a build takes at most 6.');
    expect(await t.rows()).toBe(0);
  });

  it('only the owner reads a build with a setup', async () => {
    const t = await setup();
    const saved = await t.save({ name: 'Mine', parts: { ...cleanParts(), os: windows.id } });
    expect((await t.get(saved.id, t.other.auth)).status).toBe(404);
    expect((await t.app.request(`/api/builds/${saved.id}`)).status).toBe(401);
  });
});
