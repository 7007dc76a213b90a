/**
 * Builds the site (Astro) and precompresses it. `npm start` calls `buildIfStale` so that a fresh
 * clone, or a clone with edited content, serves what its sources say.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress.ts';
import { REDIRECTS } from '../src/domain/site/routes.ts';
import { cloudflareHeadersFile } from '../worker/security-headers.ts';
import { writeCheckedCatalogue } from './catalogue-json.ts';

const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json'];
/** Where the site is built; `SITE_DIR` lets a second checkout's tests build beside the first. */
export const SITE_DIR = process.env.SITE_DIR || 'dist';
const STAMP = `${SITE_DIR}/.built-at`;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function isStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(`${SITE_DIR}/index.html`)) return true;
  const builtAt = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}

export async function build(): Promise<void> {
  const astro = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', SITE_DIR], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (astro.status !== 0) throw new Error('The site build failed; see the messages above.');
  const count = await precompress(SITE_DIR);
  // Cloudflare compresses by itself; the precompressed copies and the stamp are for Node only.
  writeFileSync(`${SITE_DIR}/.assetsignore`, '*.gz\n*.br\n.built-at\n');
  // Cloudflare serves the same redirects as the Node server (src/domain/site/routes.ts).
  writeFileSync(`${SITE_DIR}/_redirects`, Object.entries(REDIRECTS).map(([from, to]) => `${from} ${to} 301\n`).join(''));
  // …and the same security headers on pages (worker/security-headers.ts).
  writeFileSync(`${SITE_DIR}/_headers`, await cloudflareHeadersFile());
  // The Worker ships the catalogue already checked, so a cold isolate does not validate it again.
  writeCheckedCatalogue();
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`precompressed ${count} files`);
}

export async function buildIfStale(): Promise<void> {
  if (isStale()) {
    console.log('Building the site (sources changed since the last build)…');
    await build();
  }
}

if (import.meta.main) await build();
