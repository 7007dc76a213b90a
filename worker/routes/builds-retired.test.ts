/**
 * A part retired from the catalogue (issue 21: the ASRock RX 7900 GRE Challenger left when AMD
 * ended the RX 7900 GRE and no Philippine shop listed it) still reads back in a build saved while
 * it was listed: named, at the price it was saved with, marked "no longer listed".
 */
import { describe, expect, it } from 'vitest';
import { partSnapshot, testApp } from '../testing/test-app.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import type { Component } from '../../src/domain/catalogue/catalogue.ts';
import { unlistedWarning } from '../../src/domain/saved-builds/saved-build.ts';
import { cleanParts, cleanTotal, setup } from '../testing/builds.ts';
import { readAnswer } from '../testing/client.ts';

/** The retired part as the catalogue held it (content/catalogue/gpu.json before issue 21). */
const retired: Component<'gpu'> = {
  id: 'gpu-asrock-rx-7900-gre-challenger-16gb-oc',
  name: 'ASRock Radeon RX 7900 GRE Challenger 16GB OC',
  brand: 'ASRock',
  price: 33995,
  chipMaker: 'amd',
  chipset: 'Radeon RX 7900 GRE',
  vram: 16,
  powerDraw: 260,
  recommendedPsuW: 700,
  computeUnits: 80,
  boostClock: 2293,
  lengthMm: 269,
  slotWidth: 2.5,
  type: 'gpu',
  image: catalogue.parts.gpu[0]!.image,
  priceSource: 'estimate',
};

describe('a build holding a part the catalogue retired', () => {
  it('the part is really gone from today’s catalogue', () => {
    expect(catalogue.parts.gpu.map((g) => g.id)).not.toContain(retired.id);
  });

  it('reads back with the part named, at its saved price, marked unlisted, in the list and alone', async () => {
    const whileListed = { ...catalogue, parts: { ...catalogue.parts, gpu: [...catalogue.parts.gpu, retired] } };
    const t = await setup({ catalogue: whileListed });
    const saved = await t.save({ name: 'Before the retirement', parts: { ...cleanParts(), gpus: [retired.id] } });
    expect(saved.parts.gpus).toEqual([partSnapshot(retired)]);

    const today = await testApp({ db: t.deps.db, catalogue });
    const read = async <R extends 'GET /api/builds' | 'GET /api/builds/:id'>(route: R, path: string) => {
      const res = await today.app.request(path, { headers: t.owner.auth });
      expect(res.status).toBe(200);
      return await readAnswer(route, res);
    };
    const now = await read('GET /api/builds/:id', `/api/builds/${saved.id}`);
    expect(now.parts.gpus).toEqual([{ ...partSnapshot(retired), unlisted: true }]);
    expect(now.unlisted_parts).toEqual([retired.name]);
    expect(now.warnings).toContain(unlistedWarning(retired.name));
    expect(now.has_issues).toBe(true);
    expect(now.saved_total_price).toBe(cleanTotal + retired.price);
    expect(now.total_price).toBe(cleanTotal + retired.price);
    expect((await read('GET /api/builds', '/api/builds'))[0]).toEqual(now);
  });
});
