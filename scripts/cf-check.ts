/**
 * `npm run cf:check`: bundles the Worker offline exactly as `wrangler deploy` would, reports its
 * size, and fails if the bundle does not carry the API (a Worker that silently lost `/api`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
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
// Modules wrangler uploads beside the script (resvg's WebAssembly for the build page's preview
// image, issue 29) count toward Cloudflare's size limit too (3 MB gzipped free, 10 MB paid).
const modules = readdirSync(OUT).filter((name) => name !== 'edge.js' && !name.endsWith('.map') && name !== 'README.md');
const moduleBytes = modules.map((name) => readFileSync(`${OUT}/${name}`));
const total = gzipSync(bundle).length + moduleBytes.reduce((n, b) => n + gzipSync(b).length, 0);
if (modules.length) console.log(`With ${modules.length} more module(s) (${modules.join(', ')}): ${kib(total)} gzipped in all`);
if (missing.length) {
  console.error(`The Worker bundle lacks the API: ${missing.join(', ')} not found in ${OUT}/edge.js`);
  process.exit(1);
}
console.log('The bundle carries the /api routes.');
