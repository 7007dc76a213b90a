/**
 * The daily Cron Trigger under workerd (issue 27): the bundled Worker's `scheduled` handler runs
 * the price refresh against fake shops on loopback, over a real libSQL database reached the way
 * Turso is (Hrana over HTTP: worker/db/hrana-test-server.ts), and mails an alert through the
 * HTTP mail API (a fake one on loopback). Three shops are refreshed, one per platform; the rest
 * are paused through PRICE_REFRESH_PAUSE, which is what the test checks too.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { unstable_dev } from 'wrangler';
import { catalogue } from '../src/catalogue/index.ts';
import type { Component } from '../src/domain/catalogue/catalogue.ts';
import { writeCheckedCatalogue } from '../scripts/catalogue-json.ts';
import { createDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { priceAlert, priceObservation, user } from './db/schema.ts';
import { startHranaServer, type HranaTestServer } from './db/hrana-test-server.ts';
import { catalogueOffers } from './prices/observations.ts';
import { startFakeShops, type FakeProduct, type FakeShops } from './refresh/fake-shop.ts';
import { BOT_TOKEN } from './refresh/polite-fetch.ts';
import { readAnswer } from './testing/client.ts';

const REFRESHED = ['Octagon', 'Silicon Valley', 'Electroworld'];
const offers = catalogueOffers(catalogue);
const mine = offers.filter((o) => REFRESHED.includes(o.offer.shop));
const paused = [...new Set(offers.map((o) => o.offer.shop))].filter((s) => !REFRESHED.includes(s));
const watched = mine.find((o) => o.offer.shop === 'Octagon')!;

let worker: Awaited<ReturnType<typeof unstable_dev>>;
let hrana: HranaTestServer;
let shops: FakeShops;
let mailApi: Server;
const mails: { to: string[]; subject: string; text: string }[] = [];
const db = createDatabase(createClient({ url: `file:${join(mkdtempSync(join(tmpdir(), 'pcb-cron-')), 'db.sqlite')}` }));

beforeAll(async () => {
  writeCheckedCatalogue();
  await applyMigrations(db);
  await db.insert(user).values({ id: 'u1', name: 'Watcher', email: 'watcher@example.ph', emailVerified: true, createdAt: new Date(), updatedAt: new Date() });
  await db.insert(priceAlert).values({ id: 'a1', userId: 'u1', partId: watched.partId, below: watched.offer.price, createdAt: new Date() });
  hrana = await startHranaServer(db.$client);
  // Every refreshed page 10 % cheaper; the watched part's page goes under the alert.
  const products: Record<string, FakeProduct> = {};
  for (const { offer } of mine) products[offer.url] = { price: Math.round(offer.price * 0.9), inStock: true, behaviour: 'ok', title: 'Part' };
  shops = await startFakeShops({ products });
  mailApi = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      mails.push(JSON.parse(body));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"m1"}');
    });
  });
  await new Promise<void>((r) => mailApi.listen(0, '127.0.0.1', r));
  const dir = mkdtempSync(join(tmpdir(), 'pcb-cron-worker-'));
  const config = join(dir, 'wrangler.toml');
  writeFileSync(config, ['name = "pc-builder-ph-cron-test"', `main = "${resolve('worker/edge.ts')}"`, 'compatibility_date = "2026-11-01"', 'compatibility_flags = ["nodejs_compat"]', '[[r2_buckets]]', 'binding = "AVATARS"', 'bucket_name = "test-avatars"'].join('\n'));
  worker = await unstable_dev(resolve('worker/edge.ts'), {
    config,
    vars: {
      DATABASE_URL: hrana.url,
      PUBLIC_ORIGIN: 'http://localhost:8787',
      AUTH_SECRET: 'cron-test-secret-cron-test-secret-12345',
      MAIL_API_KEY: 'test-key',
      MAIL_API_URL: `http://127.0.0.1:${(mailApi.address() as AddressInfo).port}/emails`,
      PRICE_REFRESH_TEST_SHOPS: shops.origin,
      PRICE_REFRESH_INTERVAL_MS: '20',
      PRICE_REFRESH_PAUSE: paused.join(', '),
    },
    persist: false,
    logLevel: 'none',
    experimental: { disableExperimentalWarning: true, testScheduled: true },
  });
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await shops?.close();
  await hrana?.close();
  mailApi?.closeAllConnections();
  mailApi?.close();
});

it('runs the price refresh from the Cron Trigger: seeds, reads the shops, records, reprices the API and mails the alert', async () => {
  const res = await worker.fetch('/__scheduled?cron=17+19+*+*+*');
  expect(res.status).toBe(200);
  // The handler's work is kept alive by waitUntil: wait for its rows.
  const deadline = Date.now() + 60_000;
  let rows = await db.select().from(priceObservation);
  while (rows.length < offers.length + mine.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    rows = await db.select().from(priceObservation);
  }
  expect(rows.length).toBe(offers.length + mine.length);
  const fresh = rows.filter((r) => r.seenAt.getTime() > Date.now() - 120_000);
  expect(fresh.map((r) => r.url).sort()).toEqual(mine.map((o) => o.offer.url).sort());
  // Only the unpaused shops were asked, each robots.txt first, always with our User-Agent.
  expect(new Set(shops.requests.map((r) => r.host)).size).toBe(3);
  expect(shops.requests.every((r) => r.userAgent.startsWith(`${BOT_TOKEN}/1.0 (+http://localhost:8787/price-check)`))).toBe(true);

  // The Worker's API now prices the part from the refresh (its database is the same, over HTTP).
  const category = (Object.values(catalogue.parts).flat() as Component[]).find((p) => p.id === watched.partId)!.type;
  const parts = await readAnswer('GET /api/components/:category', await worker.fetch(`/api/components/${category}`));
  const live = parts.find((p) => p.id === watched.partId)!;
  expect(live.offers!.find((o) => o.url === watched.offer.url)!.price).toBe(Math.round(watched.offer.price * 0.9));

  // The alert mail went through the HTTP mail API.
  for (let i = 0; i < 20 && mails.length === 0; i++) await new Promise((r) => setTimeout(r, 250));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.to).toEqual(['watcher@example.ph']);
  expect(mails[0]!.text).toContain(watched.offer.url);
  expect(mails[0]!.text).toContain('http://localhost:8787/api/alerts/unsubscribe?token=');
}, 120_000);
