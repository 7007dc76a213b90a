/** The Node entry as `npm start` runs it: a real process, a real port, a real file database. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['worker/node.ts'], {
    env: { ...process.env, SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('PC Builder PH on http://localhost:')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(output));
    });
  });
  ready.catch(() => {}); // awaited only by the tests that expect a start
  return { child, ready, exited, output: () => output };
}

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
      expect(((await gpus.json()) as unknown[]).length).toBeGreaterThan(50);
    } finally {
      server.child.kill();
      await server.exited;
    }
  }, 30_000);

  it('refuses a bad PORT with a clear message instead of a stack of errors', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-node-')) });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
  }, 30_000);
});
