/**
 * The refresh job end to end (issue 27), against fake shops on loopback: the snapshot seeded,
 * the pages read, the API's offers and prices from the newest observations (a cheaper price, an
 * out-of-stock offer out of the price, a page gone retired), the part's history from April to
 * today, a saved build's move, and the alert mails in the outbox — one per alert per day, with a
 * one-click unsubscribe that needs no sign-in.
 */
import { readFileSync, existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/catalogue/index.ts';
import type { PricedCatalogue } from '../../src/catalogue/observed-prices.ts';
import type { Component } from '../../src/domain/catalogue/catalogue.ts';
import { manilaDay } from '../../src/domain/pricing/price-age.ts';
import { testApp } from '../testing/test-app.ts';
import { json } from '../testing/builds.ts';
import { signUp } from '../testing/community.ts';
import { readAnswer } from '../testing/client.ts';
import { startFakeShops, type FakeProduct, type FakeShops } from './fake-shop.ts';
import { runRefreshJob } from './job.ts';
import { platformOf } from './shops.ts';

const all = Object.values(catalogue.parts).flat() as Component[];
const onPlatforms = (p: Component) => (p.offers ?? []).every((o) => platformOf(new URL(o.url).host) !== 'json-ld');
/** Parts with two to four offers at Shopify or WooCommerce shops, none flagged, prices within 10 %. */
const candidates = all.filter((p) => {
  const offers = p.offers ?? [];
  const prices = offers.map((o) => o.price);
  return offers.length >= 2 && offers.length <= 4 && !p.flaggedOffers && onPlatforms(p) && Math.max(...prices) <= 1.1 * Math.min(...prices) && new Set(offers.map((o) => o.shop)).size === offers.length;
});
const cpu = candidates.find((p) => p.type === 'cpu')!;
const gpu = candidates.find((p) => p.type === 'gpu' && p.offers!.length >= 3)!;

/** The catalogue with only these parts' offers known to the job. */
function onlyOffersOf(ids: string[]): PricedCatalogue {
  const parts = Object.fromEntries(
    Object.entries(catalogue.parts).map(([category, list]) => [category, list.map((p) => (ids.includes(p.id) ? p : { ...p, offers: undefined }))]),
  );
  return { ...catalogue, parts } as PricedCatalogue;
}

let shops: FakeShops | undefined;
afterEach(async () => {
  await shops?.close();
});

describe('a refresh end to end', () => {
  it('updates the API, the history and the alerts, and mails once a day with a one-click unsubscribe', async () => {
    expect(cpu, 'a CPU with 2–4 close offers at API shops').toBeDefined();
    expect(gpu, 'a GPU with 3–4 close offers at API shops').toBeDefined();
    const [cheapest, outOfStock] = [...cpu.offers!].sort((a, b) => a.price - b.price);
    // The dearest card offer goes: the build still gets cheaper.
    const goneUrl = [...gpu.offers!].sort((a, b) => b.price - a.price)[0]!.url;
    const newLow = Math.round(cheapest!.price * 0.92);
    const products: Record<string, FakeProduct> = {};
    for (const o of [...cpu.offers!, ...gpu.offers!]) products[o.url] = { price: o.price, inStock: true, behaviour: 'ok', title: 'Part' };
    products[cheapest!.url]!.price = newLow;
    products[outOfStock!.url] = { ...products[outOfStock!.url]!, price: newLow - 500, inStock: false };
    products[goneUrl]!.behaviour = 'gone';
    shops = await startFakeShops({ products });

    const t = await testApp({ priceCheckMs: 0 });
    const owner = await signUp(t.app, 'alerts@example.ph', 'Alerts');
    const saved = await readAnswer('POST /api/builds', await t.app.request('/api/builds', json('POST', { name: 'Watch me', parts: { cpu: cpu.id, gpus: [gpu.id] } }, owner.auth)));
    const partAlert = await readAnswer('POST /api/alerts', await t.app.request('/api/alerts', json('POST', { partId: cpu.id, below: cheapest!.price }, owner.auth)));
    const buildAlert = await readAnswer('POST /api/alerts', await t.app.request('/api/alerts', json('POST', { buildId: saved.id, below: saved.total_price }, owner.auth)));
    expect(partAlert).toMatchObject({ kind: 'part', name: cpu.name, price: cpu.price, label: expect.stringMatching(/^under ₱/) });

    const lines: string[] = [];
    const job = () =>
      runRefreshJob({
        db: t.deps.db,
        mailer: t.deps.mailer,
        catalogue: onlyOffersOf([cpu.id, gpu.id]),
        publicOrigin: t.deps.config.publicOrigin,
        authSecret: t.deps.config.authSecret,
        fetch,
        log: (line) => lines.push(line),
        testShops: shops!.origin,
        intervalMs: 5,
      });
    const first = await job();
    expect(first.seeded).toBe(cpu.offers!.length + gpu.offers!.length);
    expect(lines.some((l) => /offers read/.test(l))).toBe(true);

    // The API: the new lowest price; the out-of-stock offer listed but not the price; the gone page retired.
    const cpus = await readAnswer('GET /api/components/cpu', await t.app.request('/api/components/cpu'));
    const livePart = cpus.find((p) => p.id === cpu.id)!;
    expect(livePart.price).toBe(newLow);
    expect(livePart.offers!.find((o) => o.url === outOfStock!.url)).toMatchObject({ inStock: false, price: newLow - 500 });
    const today = manilaDay(new Date());
    expect(livePart.priceAsOf).toBe(today);
    const gpus = await readAnswer('GET /api/components/gpu', await t.app.request('/api/components/gpu'));
    expect(gpus.find((p) => p.id === gpu.id)!.offers!.map((o) => o.url)).not.toContain(goneUrl);

    // History: the April snapshot, then today.
    const history = await readAnswer('GET /api/price-history/parts/:partId', await t.app.request(`/api/price-history/parts/${cpu.id}`));
    expect(history.points[0]).toMatchObject({ day: catalogue.shopPrices.observedOn, price: cpu.price });
    expect(history.points.at(-1)).toMatchObject({ day: today, price: newLow, shop: cheapest!.shop });
    expect(history.summary).toContain(`Latest ₱${newLow.toLocaleString('en-PH')}`);
    const move = await readAnswer('GET /api/price-history/builds/:id', await t.app.request(`/api/price-history/builds/${saved.id}`, { headers: owner.auth }));
    expect(move.total).toBeLessThan(move.savedTotal);
    expect(move.move).toMatch(/less than when saved/);
    expect(move.points.at(-1)).toEqual({ day: today, total: move.total });

    // The mails: one per alert, with part, shop, price and link, and an unsubscribe link.
    const outbox = () => (existsSync(t.outbox) ? readFileSync(t.outbox, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { to: string; subject: string; text: string; headers?: Record<string, string> }) : []);
    const alertsMail = outbox().filter((m) => m.to === 'alerts@example.ph' && !/password/i.test(m.subject));
    expect(alertsMail).toHaveLength(2);
    const partMail = alertsMail.find((m) => m.subject.startsWith(cpu.name))!;
    expect(partMail.subject).toBe(`${cpu.name} is ₱${newLow.toLocaleString('en-PH')} at ${cheapest!.shop}`);
    expect(partMail.text).toContain(cheapest!.url);
    expect(partMail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const buildMail = alertsMail.find((m) => m.subject.startsWith('Your build'))!;
    expect(buildMail.text).toContain(cpu.name);

    // A second refresh the same day sends nothing more.
    await job();
    expect(outbox().filter((m) => m.to === 'alerts@example.ph' && !/password/i.test(m.subject))).toHaveLength(2);

    // One click, no sign-in: the page, then the button.
    const link = new URL(/Stop this alert \(one click, no sign-in\): (\S+)/.exec(partMail.text)![1]!);
    const page = await t.app.request(`${link.pathname}${link.search}`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop this alert');
    const stop = await t.app.request(`${link.pathname}${link.search}`, { method: 'POST', headers: { Accept: 'text/html', 'Sec-Fetch-Site': 'same-origin' } });
    expect(stop.status).toBe(200);
    const left = await readAnswer('GET /api/alerts', await t.app.request('/api/alerts', { headers: owner.auth }));
    expect(left.map((a) => a.id)).toEqual([buildAlert.id]);
    const again = await t.app.request(`${link.pathname}${link.search}`, { method: 'POST' });
    expect(again.status).toBe(404);
  }, 30_000);
});
