/**
 * "Your quote" on saved builds (issue 28): a part may carry the price a shop quoted for it,
 * `quote: {price, shop?, date?}`; it is checked, kept with the build, read back with today's
 * prices beside it, and reaches only the owner.
 */
import { describe, expect, it } from 'vitest';
import { board, cleanParts, cleanTotal, errorOf, goodCpu, ram, setup } from '../testing/builds.ts';
import { readAnswer } from '../testing/client.ts';

const quote = { price: 10950, shop: 'PC Express', date: '2026-05-01' };

describe('saved builds keep quoted prices', () => {
  it('saves a quote on a part and reads it back, totals unchanged (today’s prices)', async () => {
    const t = await setup();
    const saved = await t.save({ name: 'Quoted', parts: { ...cleanParts(), cpu: { id: goodCpu.id, quote }, rams: [{ id: ram.id, quote: { price: 999 } }, cleanParts().rams[1]] } });
    expect(saved.parts.cpu).toMatchObject({ id: goodCpu.id, price: goodCpu.price, quote });
    expect(saved.parts.rams[0]).toMatchObject({ id: ram.id, quote: { price: 999 } });
    expect(saved.parts.rams[1]!.quote).toBeUndefined();
    expect(saved.parts.mobo!.quote).toBeUndefined();
    expect(saved.total_price).toBe(cleanTotal);
    const read = await readAnswer('GET /api/builds/:id', await t.get(saved.id));
    expect(read.parts.cpu!.quote).toEqual(quote);
    expect((await t.list())[0]!.parts.cpu!.quote).toEqual(quote);
  });

  it('a re-save without the quote drops it; with a new one replaces it', async () => {
    const t = await setup();
    const saved = await t.save({ name: 'Quoted', parts: { ...cleanParts(), cpu: { id: goodCpu.id, quote } } });
    const again = await t.put(saved.id, { name: 'Quoted', parts: { ...cleanParts(), cpu: { id: goodCpu.id, quote: { price: 9999 } } } });
    expect((await readAnswer('PUT /api/builds/:id', again)).parts.cpu!.quote).toEqual({ price: 9999 });
    const plain = await t.put(saved.id, { name: 'Quoted', parts: cleanParts() });
    expect((await readAnswer('PUT /api/builds/:id', plain)).parts.cpu!.quote).toBeUndefined();
  });

  it.each([
    [{ price: -1 }, 'A quoted price cannot be negative.'],
    [{ price: 10.5 }, 'A quoted price must be whole pesos.'],
    [{ price: '10950' }, 'A quoted price must be a number of pesos.'],
    [{ price: 3_000_000 }, 'is not a PC part'],
    [{ price: 100, shop: 'x'.repeat(61) }, 'at most 60 characters'],
    [{ price: 100, date: 'May 1' }, 'YYYY-MM-DD'],
    [{ price: 100, note: 'hi' }, 'only price, shop and date'],
  ])('refuses a bad quote %j with a clear 400 and saves nothing', async (bad, message) => {
    const t = await setup();
    const res = await t.post({ name: 'Bad', parts: { ...cleanParts(), cpu: { id: goodCpu.id, quote: bad } } });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.error).toContain(message);
    expect(body.error).toContain('cpu');
    expect(await t.rows()).toBe(0);
  });

  it('a quoted build is the owner’s alone: visitors get 401, someone else 404', async () => {
    const t = await setup();
    const saved = await t.save({ name: 'Quoted', parts: { ...cleanParts(), mobo: { id: board.id, quote } } });
    expect((await t.app.request(`/api/builds/${saved.id}`)).status).toBe(401);
    expect((await t.get(saved.id, t.other.auth)).status).toBe(404);
    expect(await t.list(t.other.auth)).toEqual([]);
  });
});
