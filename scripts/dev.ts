/**
 * `npm run dev`: Astro's dev server for pages (hot reload) plus the API server beside it;
 * Astro proxies /api to it (see astro.config.mjs).
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4322';
const children = [
  spawn(process.execPath, ['worker/node.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SKIP_BUILD: '1' },
  }),
  spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
