/**
 * CPU time per request of the heaviest API routes, measured in-process with `process.cpuUsage`
 * (workerd, run locally, does not account CPU time). It tells an operator which routes fit the
 * Workers free plan's 10 ms of CPU per request: password hashing (scrypt) does not.
 */
import { testApp } from '../worker/testing/test-app.ts';
import { saveSection } from './report.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const { app } = await testApp({
  config: { databaseUrl: ':memory:', publicOrigin: 'http://localhost:4321', authSecret: 'bench-secret-bench-secret-bench-secret-1', rateLimit: false },
});
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const PASSWORD = 'Sup3r$ecret';
await app.request('/api/register', json({ email: 'bench@example.ph', username: 'Bench', password: PASSWORD }));
const login = (await (await app.request('/api/login', json({ email: 'bench@example.ph', password: PASSWORD }))).json()) as { token: string };
const auth = { Authorization: `Bearer ${login.token}` };
const parts = { cpu: 'cpu-amd-ryzen-5-7600', mobo: null, gpus: [], rams: [], m2s: [], storage: [] };

const routes: [string, (i: number) => Response | Promise<Response>][] = [
  ['GET /api/components/gpu (cached)', () => app.request('/api/components/gpu', { headers: { 'Accept-Encoding': 'gzip' } })],
  ['GET /api/me', () => app.request('/api/me', { headers: auth })],
  ['POST /api/builds', (i) => app.request('/api/builds', json({ name: `Build ${i}`, parts }, auth))],
  ['GET /api/builds', () => app.request('/api/builds', { headers: auth })],
  ['POST /api/login (scrypt verify)', () => app.request('/api/login', json({ email: 'bench@example.ph', password: PASSWORD }))],
  ['POST /api/register (scrypt hash)', (i) => app.request('/api/register', json({ email: `b${i}@example.ph`, username: 'B', password: PASSWORD }))],
];

const rows: { route: string; medianCpuMs: number; p95CpuMs: number }[] = [];
for (const [name, call] of routes) {
  await call(-1); // warm
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    const res = await call(i);
    await res.arrayBuffer();
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Number(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2));
  rows.push({ route: name, medianCpuMs: at(0.5), p95CpuMs: at(0.95) });
}
console.table(rows);
saveSection('cpu', rows);
