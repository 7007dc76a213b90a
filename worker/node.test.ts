/** The Node entry as `npm start` runs it: a real process, a real port, a real file database. */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer as start } from './testing/test-server.ts';
import { readAnswer } from './testing/client.ts';

describe('npm start (worker/node.ts)', () => {
  it('creates a missing data folder, migrates and serves the API', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pcb-node-')), 'nested', 'data');
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = start({ DATA_DIR: dataDir, PORT: port });
    try {
      await server.ready;
      expect(existsSync(join(dataDir, 'pcbuilder.db'))).toBe(true);
      const health = await fetch(`http://localhost:${port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
      const gpus = await fetch(`http://localhost:${port}/api/components/gpu`);
      expect(gpus.headers.get('content-encoding')).toBe('gzip');
      expect((await readAnswer('GET /api/components/gpu', gpus)).length).toBeGreaterThan(50);
      // The real server hashes passwords with better-auth's scrypt (salt:key in hex), never the tests' cheap hash.
      const registered = await fetch(`http://localhost:${port}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'scrypt@example.ph', username: 'Scrypt', password: 'Sup3r$ecret' }),
      });
      expect(registered.status).toBe(201);
      const { createClient } = await import('@libsql/client');
      const db = createClient({ url: `file:${join(dataDir, 'pcbuilder.db')}` });
      const row = (await db.execute("select password from account where provider_id = 'credential'")).rows[0];
      db.close();
      expect(String(row?.password)).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    } finally {
      server.child.kill();
      await server.exited;
    }
  }, 120_000);

  it('an early 413 reaches the client every time, however the oversized body is sent', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = start({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-node-')), PORT: port });
    try {
      await server.ready;
      const base = `http://localhost:${port}`;
      const declared = () =>
        fetch(`${base}/api/users/someone/profile-picture`, {
          method: 'POST',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          body: new Uint8Array(10 * 1024 * 1024),
        });
      const streamed = () => {
        let chunks = 0;
        const body = new ReadableStream<Uint8Array>({
          pull: (c) => (chunks++ > 200 ? c.close() : c.enqueue(new Uint8Array(64 * 1024))),
        });
        return fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);
      };
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) {
        for (const send of [declared, streamed]) {
          const res = await send().catch((err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message);
          seen.push(typeof res === 'string' ? res : `${res.status} ${res.headers.get('connection')} ${((await res.json()) as { code: string }).code}`);
        }
      }
      expect(seen).toEqual(Array(10).fill('413 close PAYLOAD_TOO_LARGE'));
    } finally {
      server.child.kill();
      await server.exited;
    }
  }, 120_000);

  it('refuses a bad PORT with a clear message instead of a stack of errors', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-node-')) });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
  }, 120_000);

  it('keeps the data folder private: the folder 0700, the database, secret and outbox 0600', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pcb-node-')), 'data');
    // A folder an older version left readable to everyone is tightened too.
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'outbox.jsonl'), '', { mode: 0o644 });
    chmodSync(join(dataDir, 'outbox.jsonl'), 0o644);
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = start({ DATA_DIR: dataDir, PORT: port });
    try {
      await server.ready;
      await fetch(`http://localhost:${port}/api/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.ph' }),
      });
      const mode = (path: string) => (statSync(join(dataDir, path)).mode & 0o777).toString(8);
      expect(mode('.')).toBe('700');
      for (const file of ['pcbuilder.db', 'auth-secret', 'outbox.jsonl']) expect([file, mode(file)]).toEqual([file, '600']);
    } finally {
      server.child.kill();
      await server.exited;
    }
  }, 120_000);

  it('listens on this machine only (each loopback address), unless HOST says otherwise', async () => {
    const addresses = Object.values(networkInterfaces()).flat();
    const external = addresses.find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    const ipv6Loopback = addresses.some((a) => a?.address === '::1');
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = start({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-node-')), PORT: port });
    try {
      await server.ready;
      expect(server.output()).toContain(`PC Builder PH is running: open http://localhost:${port}`);
      expect(server.output()).toContain(`listening on 127.0.0.1${ipv6Loopback ? ', ::1' : ''} port ${port}`);
      expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      if (ipv6Loopback) expect((await fetch(`http://[::1]:${port}/api/health`)).status).toBe(200);
      if (external) await expect(fetch(`http://${external}:${port}/api/health`)).rejects.toThrow();
    } finally {
      server.child.kill();
      await server.exited;
    }
    const open = start({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-node-')), PORT: port, HOST: '0.0.0.0' });
    try {
      await open.ready;
      if (external) expect((await fetch(`http://${external}:${port}/api/health`)).status).toBe(200);
      expect(open.output()).toContain(`listening on 0.0.0.0 port ${port}`);
    } finally {
      open.child.kill();
      await open.exited;
    }
  }, 120_000);

  it('a first run works as 127.0.0.1 and [::1] too: sign up, sign in (cookie), save, sign out', async () => {
    const ipv6Loopback = Object.values(networkInterfaces()).flat().some((a) => a?.address === '::1');
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = start({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-node-')), PORT: port });
    try {
      await server.ready;
      for (const host of ['127.0.0.1', ...(ipv6Loopback ? ['[::1]'] : [])]) {
        const origin = `http://${host}:${port}`;
        // As a browser without Fetch Metadata sends it: the Origin header alone.
        const post = (path: string, body: unknown, cookie = '') =>
          fetch(`${origin}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
            body: JSON.stringify(body),
          });
        const email = `first-run-${host.replace(/\W/g, '')}@example.ph`;
        expect((await post('/api/register', { email, username: 'First Run', password: 'Sup3r$ecret' })).status).toBe(201);
        const login = await post('/api/login', { email, password: 'Sup3r$ecret' });
        expect(login.status).toBe(200);
        const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
        expect((await fetch(`${origin}/api/me`, { headers: { Cookie: cookie } })).status).toBe(200);
        const saved = await post('/api/builds', { name: 'First build', parts: { cpu: 'cpu-amd-ryzen-5-7600' } }, cookie);
        expect(saved.status, await saved.clone().text()).toBe(201);
        expect((await post('/api/auth/sign-out', {}, cookie)).status).toBe(200);
        expect((await fetch(`${origin}/api/me`, { headers: { Cookie: cookie } })).status).toBe(401);
        // A look-alike is still another site.
        const evil = await fetch(`${origin}/api/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: `http://${host === '[::1]' ? 'localhost' : host}.evil.example:${port}` },
          body: JSON.stringify({ email: `evil-${email}`, username: 'Evil', password: 'Sup3r$ecret' }),
        });
        expect(evil.status).toBe(403);
      }
    } finally {
      server.child.kill();
      await server.exited;
    }
  }, 120_000);
});
