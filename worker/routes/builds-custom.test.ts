/**
 * Custom parts and prices on saved builds and community posts (issue 29 item 4): custom lines
 * `custom: [{name, category, price}]` are checked, kept and read back; "your total" puts each
 * quote in place of its part's price and adds the custom lines; the verdict says what it cannot
 * check; bad input is a clear 400 that changes nothing; only the owner reads or changes a build.
 */
import { describe, expect, it } from 'vitest';
import { board, cleanParts, cleanTotal, errorOf, goodCpu, json, setup } from '../testing/builds.ts';
import { readAnswer } from '../testing/client.ts';

const ups = { name: 'APC Back-UPS BX700U', category: 'ups', price: 3_950 };
const quote = { price: goodCpu.price - 500, shop: 'PC Express' };

describe('saved builds keep custom parts', () => {
  it('saves custom lines and a quote, reads them back with your total and what is not checked', async () => {
    const t = await setup();
    const saved = await t.save({ name: 'Whole setup', parts: { ...cleanParts(), cpu: { id: goodCpu.id, quote }, custom: [ups, { name: '  Windows 11 Home  ', category: 'os', price: 0 }] } });
    expect(saved.parts.custom).toEqual([ups, { name: 'Windows 11 Home', category: 'os', price: 0 }]);
    // Today's total stays the catalogue's; your total uses the quote and adds the custom lines.
    expect(saved.total_price).toBe(cleanTotal);
    expect(saved.your_total_price).toBe(cleanTotal - 500 + ups.price);
    expect(saved.notes).toContain('Not checked: APC Back-UPS BX700U is a custom part.');
    expect(saved.warnings).toContain('Not checked: Windows 11 Home is a custom part.');
    expect(saved.has_issues).toBe(false);
    const read = await readAnswer('GET /api/builds/:id', await t.get(saved.id));
    expect(read.parts.custom).toEqual(saved.parts.custom);
    expect(read.your_total_price).toBe(saved.your_total_price);
    expect((await t.list())[0]!.parts.custom).toHaveLength(2);
  });

  it('a build without quotes or custom lines has no your total; a re-save without them drops them', async () => {
    const t = await setup();
    const plain = await t.save();
    expect(plain.your_total_price).toBeUndefined();
    expect(plain.parts.custom).toBeUndefined();
    const saved = await t.save({ name: 'With UPS', parts: { ...cleanParts(), custom: [ups] } });
    const again = await readAnswer('PUT /api/builds/:id', await t.put(saved.id, { name: 'With UPS', parts: cleanParts() }));
    expect(again.parts.custom).toBeUndefined();
    expect(again.your_total_price).toBeUndefined();
  });

  it.each([
    [[{ name: '', category: 'ups', price: 100 }], 'needs a name'],
    [[{ name: 'x'.repeat(81), category: 'ups', price: 100 }], 'at most 80 characters'],
    [[{ name: 'Fan', category: 'toaster', price: 100 }], "category is one of"],
    [[{ name: 'Fan', category: 'case-fan', price: -1 }], 'cannot be negative'],
    [[{ name: 'Fan', category: 'case-fan', price: 99.5 }], 'whole pesos'],
    [[{ name: 'Fan', category: 'case-fan', price: 3_000_000 }], "not a PC part's price"],
    [[{ name: 'Fan', category: 'case-fan', price: 100, url: 'x' }], 'only name, category and price'],
    [Array.from({ length: 13 }, (_, i) => ({ name: `Fan ${i}`, category: 'case-fan', price: 100 })), 'at most 12 custom parts'],
    ['a UPS', 'custom must be a list'],
  ])('refuses bad custom lines %j with a clear 400 and saves nothing', async (custom, message) => {
    const t = await setup();
    const res = await t.post({ name: 'Bad', parts: { ...cleanParts(), custom } });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.error).toContain(message);
    expect(await t.rows()).toBe(0);
  });

  it('a bad re-save leaves the saved build as it was', async () => {
    const t = await setup();
    const saved = await t.save({ name: 'With UPS', parts: { ...cleanParts(), custom: [ups] } });
    const res = await t.put(saved.id, { name: 'With UPS', parts: { ...cleanParts(), custom: [{ ...ups, price: -5 }] } });
    expect(res.status).toBe(400);
    const read = await readAnswer('GET /api/builds/:id', await t.get(saved.id));
    expect(read.parts.custom).toEqual([ups]);
  });

  it('custom lines are the owner’s alone: visitors 401, someone else 404 and cannot overwrite them', async () => {
    const t = await setup();
    const saved = await t.save({ name: 'Mine', parts: { ...cleanParts(), custom: [ups] } });
    expect((await t.app.request(`/api/builds/${saved.id}`)).status).toBe(401);
    expect((await t.post({ name: 'Visitor', parts: { ...cleanParts(), custom: [ups] } }, {})).status).toBe(401);
    expect((await t.get(saved.id, t.other.auth)).status).toBe(404);
    expect((await t.put(saved.id, { name: 'Theirs', parts: { mobo: board.id, custom: [] } }, t.other.auth)).status).toBe(404);
    const read = await readAnswer('GET /api/builds/:id', await t.get(saved.id));
    expect(read.parts.custom).toEqual([ups]);
  });
});

describe('community posts share custom lines and quotes', () => {
  it('a shared build carries its custom lines and quoted prices; bad ones are refused', async () => {
    const t = await setup();
    const bad = await t.app.request('/api/community/builds', json('POST', { title: 'Bad', parts: { ...cleanParts(), custom: [{ ...ups, category: 'nope' }] } }, t.owner.auth));
    expect(bad.status).toBe(400);
    const res = await t.app.request('/api/community/builds', json('POST', { title: 'Whole setup', parts: { ...cleanParts(), cpu: { id: goodCpu.id, quote }, custom: [ups] } }, t.owner.auth));
    expect(res.status).toBe(201);
    const { id } = await readAnswer('POST /api/community/builds', res);
    const detail = await readAnswer('GET /api/community/builds/:id', await t.app.request(`/api/community/builds/${id}`));
    expect(detail.parts.custom).toEqual([ups]);
    expect(detail.parts.cpu!.quote).toEqual(quote);
    expect(detail.notes).toContain('Not checked: APC Back-UPS BX700U is a custom part.');
  });
});
