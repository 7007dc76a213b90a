/**
 * Shared quotes (issue 28 item 3): POST /api/quotes keeps a checked quote behind a short id,
 * GET /api/quotes/{id} reads it back — for anyone, signed in or not. Personal details are scrubbed
 * once more on the way in; bad input gets a clear 400 and stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { testApp } from '../testing/test-app.ts';
import { sharedQuote } from '../db/schema.ts';
import { catalogue } from '../../src/catalogue/index.ts';
import { MAX_QUOTE_ITEMS } from '../../src/domain/quote/limits.ts';
import type { SharedQuote } from '../../src/domain/quote/keep.ts';
import { QUOTE_ID } from './quotes.ts';
import { readAnswer } from '../testing/client.ts';

const cpu = catalogue.parts.cpu[0]!;
const ram = catalogue.parts.ram[0]!;
const body = (): SharedQuote => ({
  purpose: 'gaming',
  items: [
    {
      text: 'R5 7600 tray — 10,950',
      price: 10950,
      quantity: 1,
      notes: ['tray'],
      partId: cpu.id,
      category: 'cpu',
    },
    {
      text: 'Fury Beast 8GB x2',
      price: 1295,
      quantity: 2,
      notes: [],
      partId: ram.id,
    },
    { text: 'AVR Secure 500VA', price: 750, quantity: 1, notes: [] },
    {
      text: 'RX 7600 option',
      price: 15995,
      quantity: 1,
      notes: [],
      leftOut: true,
    },
  ],
  stated: 26000,
  discounts: 0,
  shop: 'PC Express',
});
const post = (app: Awaited<ReturnType<typeof testApp>>['app'], payload: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/quotes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });

describe('POST /api/quotes and GET /api/quotes/{id}', () => {
  it('keeps a checked quote under a short id that anyone can read back, as shared', async () => {
    const t = await testApp();
    const res = await post(t.app, body());
    expect(res.status).toBe(201);
    const { id } = await readAnswer('POST /api/quotes', res);
    expect(id).toMatch(QUOTE_ID);
    const read = await t.app.request(`/api/quotes/${id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await read.json()).toEqual({
      id,
      ...body(),
      created_at: expect.any(String),
    });
  });

  it('scrubs phone numbers, e-mail addresses and titled names from item texts and the shop name', async () => {
    const t = await testApp();
    const payload = body();
    payload.items[2]!.text = 'AVR - call Mr. Santos 0917 123 4567 or santos@example.com';
    payload.shop = 'PC Express 0917-555-0192';
    const { id } = await readAnswer('POST /api/quotes', await post(t.app, payload));
    const stored = JSON.stringify(await (await t.app.request(`/api/quotes/${id}`)).json());
    expect(stored).not.toMatch(/0917|Santos|example\.com/);
    expect(stored).toContain('PC Express');
  });

  it.each([
    [{ ...body(), items: [] }, 'at least one item'],
    [{ ...body(), items: Array(MAX_QUOTE_ITEMS + 1).fill(body().items[2]) }, `at most ${MAX_QUOTE_ITEMS} items`],
    [{ ...body(), purpose: 'mining' }, 'The purpose is one of'],
    [{ ...body(), items: [{ ...body().items[0], price: -5 }] }, 'cannot be negative'],
    [{ ...body(), items: [{ ...body().items[0], quantity: 0 }] }, 'at least 1'],
    [{ ...body(), items: [{ ...body().items[0], notes: ['free-ssd'] }] }, 'Unknown note'],
    [{ ...body(), items: [{ ...body().items[0], text: 'x'.repeat(161) }] }, 'at most 160 characters'],
    [{ ...body(), items: [{ ...body().items[0], partId: 'cpu-not-a-part' }] }, 'no part with id "cpu-not-a-part"'],
    [{ ...body(), items: [{ ...body().items[0], pasted: 'the whole quote' }] }, 'An item has only'],
    [{ ...body(), extra: 1 }, 'A shared quote has only'],
  ])('refuses %#: a clear 400 (%s) and nothing kept', async (payload, message) => {
    const t = await testApp();
    const res = await post(t.app, payload);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: expect.stringContaining(message),
      code: 'BAD_REQUEST',
    });
    expect((await t.deps.db.select({ n: count() }).from(sharedQuote))[0]!.n).toBe(0);
  });

  it('an id that is not there, or not an id, is a 404 in the usual shape', async () => {
    const t = await testApp();
    for (const id of ['AAAAAAAAAA', 'short', '../../etc', 'x'.repeat(40)]) {
      const res = await t.app.request(`/api/quotes/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: 'No shared quote with this id.',
        code: 'NOT_FOUND',
      });
    }
  });

  it('a signed-in person shares the same way; the quote names no account', async () => {
    const t = await testApp();
    await t.app.request('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'a@example.ph',
        username: 'Ana',
        password: 'Sup3r$ecret',
      }),
    });
    const login = await readAnswer(
      'POST /api/login',
      await t.app.request('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'a@example.ph',
          password: 'Sup3r$ecret',
        }),
      }),
    );
    const res = await post(t.app, body(), {
      Authorization: `Bearer ${login.token}`,
    });
    expect(res.status).toBe(201);
    const { id } = await readAnswer('POST /api/quotes', res);
    expect(JSON.stringify(await (await t.app.request(`/api/quotes/${id}`)).json())).not.toMatch(/Ana|a@example/);
  });
});
