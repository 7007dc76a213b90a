/**
 * `npm run bench`: load benchmark of the catalogue API against the real Node server on the
 * embedded database. Starts the server on a spare port, drives it with autocannon from this
 * process for a fixed time, prints requests/s and latency percentiles, writes bench/results/.
 * Budgets (DESIGN.md): ≥ 1,000 requests/s with p99 < 50 ms on a 2-core machine.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 4398);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TARGETS = ['/api/components/gpu', '/api/components/cpu', '/api/components/mobo'];

const server = spawn(process.execPath, ['worker/node.ts'], {
  env: { ...process.env, PORT: String(PORT), SKIP_BUILD: '1', DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-bench-')) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (d: Buffer) => d.toString().includes('PC Builder PH on') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const results: Record<string, unknown>[] = [];
try {
  for (const path of TARGETS) {
    const run = await autocannon({
      url: `http://localhost:${PORT}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const row = {
      path,
      connections: CONNECTIONS,
      seconds: SECONDS,
      requestsPerSecond: Math.round(run.requests.average),
      p50ms: run.latency.p50,
      p99ms: run.latency.p99,
      errors: run.errors + run.non2xx,
      kbPerResponse: Math.round(run.throughput.average / run.requests.average / 102.4) / 10,
      meetsBudget: run.requests.average >= 1000 && run.latency.p99 < 50 && run.errors + run.non2xx === 0,
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  server.kill();
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/api-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`, JSON.stringify(results, null, 2));
if (results.some((r) => !r.meetsBudget)) process.exitCode = 1;
