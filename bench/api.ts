/**
 * `npm run bench`: load benchmark of the API against the real Node server on the embedded
 * database, on loopback at fixed concurrency: catalogue reads, the community list with 10,000
 * shared builds in the database, the community list and saved builds read with a session, and a
 * vote. Prints requests/s and latency percentiles and writes bench/results/. Budgets (DESIGN.md):
 * ≥ 1,000 requests/s with p99 < 50 ms for the catalogue, the community list and signed-in reads
 * on a 2-core machine. Reported, not asserted in CI: shared machines are noisy.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createClient } from '@libsql/client';
import { catalogue } from '../src/catalogue/index.ts';
import { createDatabase } from '../worker/db/client.ts';
import { communityBuild, communityVote, user as users } from '../worker/db/schema.ts';
import { saveSection } from './report.ts';
import { READY_MESSAGE } from '../worker/config.ts';
import { aBuild } from '../worker/testing/factories.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const COMMUNITY_BUILDS = 10_000;
const dataDir = mkdtempSync(join(tmpdir(), 'pcb-bench-'));
const url = (path: string) => `http://localhost:${PORT}${path}`;

function startServer() {
  // BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...flags, 'worker/node.ts'], {
    env: { ...process.env, PORT: String(PORT), SKIP_BUILD: '1', DATA_DIR: dataDir, RATE_LIMIT: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (d: Buffer) => d.toString().includes(READY_MESSAGE) && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { server, ready };
}

/** User + system CPU time a process has used so far, in ms (Linux /proc; clock ticks are 1/100 s). */
function serverCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const post = (path: string, body: unknown, token?: string) =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

// First start: migrations and one signed-in user with saved builds and one shared build.
let { server, ready } = startServer();
await ready;
await post('/api/register', { email: 'bench@example.ph', username: 'Bench', password: 'Sup3r$ecret' });
const signIn = async (email: string) => (await (await post('/api/login', { email, password: 'Sup3r$ecret' })).json()) as { token: string; user: { id: string } };
const { token, user: benchUser } = await signIn('bench@example.ph');
// A second reader who has not voted on anything: the gallery's first page holds nothing of theirs.
await post('/api/register', { email: 'reader@example.ph', username: 'Reader', password: 'Sup3r$ecret' });
const { token: readerToken } = await signIn('reader@example.ph');
const cpu = catalogue.parts.cpu.find((c) => c.integratedGraphics)!;
for (let i = 0; i < 20; i++) await post('/api/builds', { name: `Saved ${i}`, parts: { cpu: cpu.id } }, token);
const target = (await (await post('/api/community/builds', { title: 'Vote target', parts: { cpu: cpu.id } }, token)).json()) as { id: string };
server.kill();
await new Promise((resolve) => server.on('exit', resolve));

// 10,000 shared builds by 400 members, written straight into the database (scores spread, many
// ties). The gallery allows 50 live posts a person and shows at most 3 of one author on its first
// page, so the builds are spread over authors as a real gallery's would be.
const db = createDatabase(createClient({ url: `file:${dataDir}/pcbuilder.db` }));
const AUTHORS = 400;
const authors = Array.from({ length: AUTHORS }, (_, i) => ({ id: `bench-author-${i}`, name: `Member ${i}`, email: `member${i}@example.ph` }));
await db.insert(users).values(authors);
const parts = aBuild({ cpu: { id: cpu.id, name: cpu.name, price: cpu.price } });
const purposes = ['gaming', 'productivity', 'generaluse'] as const;
for (let start = 0; start < COMMUNITY_BUILDS; start += 500) {
  await db.insert(communityBuild).values(
    Array.from({ length: 500 }, (_, k) => {
      const i = start + k;
      return {
        id: `bench-${i}`,
        userId: authors[i % AUTHORS]!.id,
        title: `Bench build ${i}`,
        description: 'A build shared for the benchmark.',
        parts,
        totalPrice: cpu.price,
        purpose: purposes[i % 3]!,
        upVotes: i % 37,
        downVotes: i % 11,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      };
    }),
  );
}
// The bench user voted on one build in five: every gallery page has some of their votes on it.
for (let start = 0; start < COMMUNITY_BUILDS; start += 2500) {
  await db.insert(communityVote).values(
    Array.from({ length: 500 }, (_, k) => ({ buildId: `bench-${start + k * 5}`, userId: benchUser.id, direction: 'up' as const, createdAt: new Date() })),
  );
}
db.$client.close();

({ server, ready } = startServer());
await ready;

const TARGETS: { name: string; path: string; method?: 'POST'; body?: string; auth?: string; budget: boolean }[] = [
  { name: 'catalogue: GPUs', path: '/api/components/gpu', budget: true },
  { name: 'catalogue: CPUs', path: '/api/components/cpu', budget: true },
  { name: 'community list (10,000 builds)', path: '/api/community/builds', budget: true },
  { name: 'community list, gaming', path: '/api/community/builds?purpose=gaming', budget: true },
  // Visitors are served from the visitors' cache; a signed-in reader gets the same page with their
  // own votes read fresh (the page made theirs and compressed again), or the visitors' very bytes
  // when nothing on it is theirs; either is known by one indexed read of the session per request.
  { name: 'community list, signed in (their votes on the page)', path: '/api/community/builds', auth: token, budget: true },
  { name: 'community list, signed in (nothing of theirs on it)', path: '/api/community/builds', auth: readerToken, budget: true },
  { name: 'saved builds (20), signed in', path: '/api/builds', auth: token, budget: true },
  { name: 'vote (same user, alternating)', path: `/api/community/builds/${target.id}/vote`, method: 'POST', body: JSON.stringify({ direction: 'up' }), auth: token, budget: false },
];

// BENCH_ONLY=community runs the targets whose name contains it (the report then covers only those).
const only = process.env.BENCH_ONLY;
const results: Record<string, unknown>[] = [];
try {
  for (const t of TARGETS.filter((target) => !only || target.name.includes(only))) {
    const cpuBefore = serverCpuMs(server.pid!);
    const run = await autocannon({
      url: url(t.path),
      connections: CONNECTIONS,
      duration: SECONDS,
      method: t.method ?? 'GET',
      ...(t.body ? { body: t.body } : {}),
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        ...(t.body ? { 'content-type': 'application/json' } : {}),
        ...(t.auth ? { authorization: `Bearer ${t.auth}` } : {}),
      },
    });
    const errors = run.errors + run.non2xx;
    // The server's own CPU time per answer: steadier than requests/s on a shared machine.
    const serverCpuMsPerRequest = Math.round(((serverCpuMs(server.pid!) - cpuBefore) / Math.max(1, run.requests.total)) * 1000) / 1000;
    const row = {
      target: t.name,
      path: t.path,
      connections: CONNECTIONS,
      seconds: SECONDS,
      requestsPerSecond: Math.round(run.requests.average),
      p50ms: run.latency.p50,
      p99ms: run.latency.p99,
      errors,
      serverCpuMsPerRequest,
      kbPerResponse: Math.round(run.throughput.average / Math.max(1, run.requests.average) / 102.4) / 10,
      budget: t.budget ? '≥ 1,000 req/s, p99 < 50 ms' : 'reported',
      // Reported targets have no load budget: only errors would fail them.
      meetsBudget: t.budget ? run.requests.average >= 1000 && run.latency.p99 < 50 && errors === 0 : errors === 0 ? 'no budget' : false,
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  server.kill();
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/api-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`, JSON.stringify(results, null, 2));
saveSection('api', results.map(({ path: _path, budget: _budget, ...row }) => row));
console.table(results.map(({ target, requestsPerSecond, p50ms, p99ms, serverCpuMsPerRequest, errors, meetsBudget }) => ({ target, requestsPerSecond, p50ms, p99ms, serverCpuMsPerRequest, errors, meetsBudget })));
if (results.some((r) => !r.meetsBudget)) process.exitCode = 1;
