/**
 * `npm run cf:check`: bundles the Worker offline exactly as `wrangler deploy` would, reports its
 * size, and fails if the bundle does not carry the API (a Worker that silently lost `/api`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { writeCheckedCatalogue } from './catalogue-json.ts';

const OUT = 'dist-worker';
writeCheckedCatalogue();
// wrangler wants the assets folder of wrangler.toml to exist even for a dry run that uploads
// nothing; on a fresh clone the site may not be built yet.
mkdirSync('dist', { recursive: true });
const run = spawnSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--outdir', OUT], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
if (run.status !== 0) {
  console.error(run.stdout);
  throw new Error('wrangler could not bundle the Worker');
}
const bundle = readFileSync(`${OUT}/edge.js`);
const required = ['/api', '/components', '/builds', 'No API route for'];
const missing = required.filter((text) => !bundle.includes(text));
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`Worker bundle: ${kib(bundle.length)} (${kib(gzipSync(bundle).length)} gzipped)`);
if (missing.length) {
  console.error(`The Worker bundle lacks the API: ${missing.join(', ')} not found in ${OUT}/edge.js`);
  process.exit(1);
}
console.log('The bundle carries the /api routes.');
