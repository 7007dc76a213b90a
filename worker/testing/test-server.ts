/** Starts `worker/node.ts` as `npm start` runs it (a real process and port) for the tests. */
import { spawn } from 'node:child_process';
import { READY_MESSAGE } from '../config.ts';

export function startServer(env: Record<string, string>) {
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
      if (output.includes(READY_MESSAGE)) {
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
