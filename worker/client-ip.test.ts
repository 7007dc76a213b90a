import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { createAdaptorServer } from '@hono/node-server';
import { createServerStampingIp } from './client-ip.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** What the app sees, read both ways Hono's adapter can answer: a single header, and all of them. */
async function seenBehind(headers: Record<string, string | string[]>) {
  const app = new Hono().get('/', (c) => c.json({ one: c.req.header('x-client-ip'), all: [...c.req.raw.headers].filter(([name]) => name === 'x-client-ip') }));
  server = createAdaptorServer({ fetch: app.fetch, createServer: createServerStampingIp }) as Server;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ one: string; all: [string, string][] }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(JSON.parse(body)));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the client address on Node (createServerStampingIp)', () => {
  it('is the socket address when the client sends none', async () => {
    expect(await seenBehind({})).toEqual({ one: '127.0.0.1', all: [['x-client-ip', '127.0.0.1']] });
  });

  it('replaces an address the client claims, in any spelling and however often', async () => {
    const seen = await seenBehind({ 'X-Client-IP': ['203.0.113.9', '198.51.100.4'], 'x-client-ip': '192.0.2.1' });
    expect(seen).toEqual({ one: '127.0.0.1', all: [['x-client-ip', '127.0.0.1']] });
  });
});
