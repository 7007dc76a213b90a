/**
 * The Node server (`npm start`) under a burst of concurrent writes, a clean restart, a hard
 * kill in the middle of a burst, and a data folder it cannot write: nothing committed is lost
 * or doubled, and a problem is reported clearly instead of a crash loop.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/catalogue/index.ts';
import { startServer } from './testing/test-server.ts';
import { readAnswer } from './testing/client.ts';
import { testPng } from './photos/test-photos.ts';

const PASSWORD = 'Sup3r$ecret';
/** A whole picture: avatars must decode as a whole (issue 24 item 6). */
const PNG = testPng(16, 16);
const cpu = catalogue.parts.cpu.find((c) => c.integratedGraphics)!;
const USERS = 12;
const SAVES_EACH = 4;

function server(dataDir: string, port: number) {
  const s = startServer({ DATA_DIR: dataDir, PORT: String(port), RATE_LIMIT: 'off' });
  const url = (path: string) => `http://localhost:${port}${path}`;
  const json = (method: string, path: string, body: unknown, token?: string) =>
    fetch(url(path), {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    s.child.kill(signal);
    await s.exited;
  };
  return { ...s, url, json, stop };
}

async function signUpAll(s: ReturnType<typeof server>, prefix: string) {
  return Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const email = `${prefix}-${i}@example.ph`;
      expect((await s.json('POST', '/api/register', { email, username: `User ${i}`, password: PASSWORD })).status).toBe(201);
      const login = await readAnswer('POST /api/login', await s.json('POST', '/api/login', { email, password: PASSWORD }));
      return { token: login.token, id: login.user.id };
    }),
  );
}

const port = () => 20000 + Math.floor(Math.random() * 20000);

describe('the Node server under load and failure', () => {
  it('a burst of saves, shares, votes, comments and uploads loses and doubles nothing, and survives a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pcb-burst-'));
    const p = port();
    let s = server(dataDir, p);
    await s.ready;
    try {
      const users = await signUpAll(s, 'burst');
      const post = await readAnswer('POST /api/community/builds', await s.json('POST', '/api/community/builds', { title: 'Burst target', parts: { cpu: cpu.id } }, users[0]!.token));
      const burst = users.flatMap((u, i) => [
        ...Array.from({ length: SAVES_EACH }, (_, k) => s.json('POST', '/api/builds', { name: `Build ${i}-${k}`, parts: { cpu: cpu.id } }, u.token)),
        s.json('POST', `/api/community/builds/${post.id}/vote`, { direction: i % 3 === 0 ? 'down' : 'up' }, u.token),
        s.json('POST', `/api/community/builds/${post.id}/comments`, { text: `Comment from ${i}` }, u.token),
        (() => {
          const form = new FormData();
          form.set('profilePicture', new File([PNG as BlobPart], 'me.png', { type: 'image/png' }));
          return fetch(s.url(`/api/users/${u.id}/profile-picture`), { method: 'POST', headers: { Authorization: `Bearer ${u.token}` }, body: form });
        })(),
      ]);
      const statuses = (await Promise.all(burst)).map((r) => r.status);
      expect(statuses.filter((x) => x >= 300)).toEqual([]);

      const check = async () => {
        for (const u of users) {
          const builds = await readAnswer('GET /api/builds', await fetch(s.url('/api/builds'), { headers: { Authorization: `Bearer ${u.token}` } }));
          expect(builds).toHaveLength(SAVES_EACH);
          expect(new Set(builds.map((b) => b.name)).size).toBe(SAVES_EACH);
          const me = await readAnswer('GET /api/users/:id', await fetch(s.url(`/api/users/${u.id}`)));
          expect(me.profile_picture).toMatch(/\/avatar\?v=/);
          expect((await fetch(s.url(me.profile_picture!))).status).toBe(200);
        }
        const detail = await readAnswer('GET /api/community/builds/:id', await fetch(s.url(`/api/community/builds/${post.id}`)));
        const downs = users.filter((_, i) => i % 3 === 0).length;
        expect([detail.up_votes, detail.down_votes]).toEqual([USERS - downs, downs]);
        expect(detail.comments).toHaveLength(USERS);
      };
      await check();

      // A clean restart on the same data folder: everything is still there, sessions too.
      await s.stop();
      s = server(dataDir, p);
      await s.ready;
      await check();
    } finally {
      await s.stop();
    }
  }, 120_000);

  it('a hard kill in the middle of a burst loses no committed write, and the server starts cleanly after', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pcb-kill-'));
    const p = port();
    let s = server(dataDir, p);
    await s.ready;
    const users = await signUpAll(s, 'kill');
    const committed: { token: string; id: string }[] = [];
    const attempts = users.flatMap((u) =>
      Array.from({ length: 10 }, (_, k) =>
        s
          .json('POST', '/api/builds', { name: `Kill ${k}`, parts: { cpu: cpu.id } }, u.token)
          .then(async (r) => {
            if (r.status === 201) committed.push({ token: u.token, id: (await readAnswer('POST /api/builds', r)).id });
          })
          .catch(() => {}), // cut off by the kill: not committed as far as the client knows
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    s.child.kill('SIGKILL');
    await Promise.all(attempts);
    await s.exited;

    s = server(dataDir, p);
    await s.ready; // starts cleanly on the same folder
    try {
      for (const { token, id } of committed) {
        expect((await fetch(s.url(`/api/builds/${id}`), { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
      }
      // And nothing beyond what was attempted, nothing doubled.
      let total = 0;
      for (const u of users) {
        const builds = await readAnswer('GET /api/builds', await fetch(s.url('/api/builds'), { headers: { Authorization: `Bearer ${u.token}` } }));
        expect(new Set(builds.map((b) => b.id)).size).toBe(builds.length);
        total += builds.length;
      }
      expect(total).toBeGreaterThanOrEqual(committed.length);
      expect(total).toBeLessThanOrEqual(USERS * 10);
    } finally {
      await s.stop();
    }
  }, 120_000);

  it('a data folder it cannot create gives one clear message and an exit, not a crash loop', async () => {
    // A regular file where a folder should be (root ignores permissions, so this is the
    // reliable way to make the folder impossible here).
    const blocker = join(mkdtempSync(join(tmpdir(), 'pcb-blocked-')), 'not-a-folder');
    writeFileSync(blocker, '');
    const s = startServer({ DATA_DIR: join(blocker, 'data'), PORT: String(port()) });
    expect(await s.exited).not.toBe(0);
    expect(s.output()).toContain(`PC Builder PH could not start: Cannot create the data folder ${join(blocker, 'data')}`);
    expect(s.output().split('\n').filter((l) => l.includes('could not start'))).toHaveLength(1);
  }, 120_000);
});
