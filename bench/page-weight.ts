/**
 * JavaScript each page really loads, measured in Chromium against the built site: every script
 * the page requests, gzipped at level 9 as the server's precompressed copy is. Budgets (DESIGN.md): builder ≤ 120 KB
 * (and the other island screens: components, community gallery, dashboard),
 * home, learn and wiki pages, part pages, the comparison and the public build page ≤ 15 KB and no framework runtime.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { SITE_DIR } from '../scripts/build.ts';
import { saveSection } from './report.ts';
import { READY_MESSAGE } from '../worker/config.ts';
import { SHARED_BUILD_PAGE, resolvePath } from './shared-build.ts';

/** BENCH_WEIGHT_PORT: another port when something else holds this one. */
const PORT = Number(process.env.BENCH_WEIGHT_PORT ?? 4397);
const BUDGETS_KB: Record<string, number> = {
  '/': 15,
  '/learn': 15,
  '/learn/components': 15,
  '/learn/compatibility': 15,
  '/learn/bottlenecks': 15,
  '/learn/budget-tips': 15,
  // Issue 29: a part page and the comparison carry no framework, only a few lines of script.
  '/parts/cpu-amd-ryzen-5-7600': 15,
  '/compare?ids=cpu-amd-ryzen-5-7600,cpu-intel-core-i5-14400f': 15,
  // Issue 29: the public build page is made on the server and needs no island.
  [SHARED_BUILD_PAGE]: 15,
  '/components': 120,
  '/builder': 120,
  '/builder/edit': 120,
  '/quote': 120,
  '/community': 120,
  '/prebuilt/gaming': 120,
  '/dashboard': 120,
};

const server = spawn(process.execPath, ['worker/node.ts'], {
  env: { ...process.env, PORT: String(PORT), SKIP_BUILD: '1', DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-weight-')) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes(READY_MESSAGE) && resolve()));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
const rows: Record<string, unknown>[] = [];
try {
  for (const [path, budget] of Object.entries(BUDGETS_KB)) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://localhost:${PORT}${await resolvePath(path, `http://localhost:${PORT}`)}`, { waitUntil: 'networkidle' });
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
    );
    const gzBytes = [...scripts].reduce((n, p) => n + gzipSync(readFileSync(join(SITE_DIR, p)), { level: 9 }).length, 0);
    const kb = Math.round((gzBytes / 1024) * 10) / 10;
    const row = { page: path, scripts: scripts.size, jsGzipKb: kb, inlineScriptBytes: inline, budgetKb: budget, meetsBudget: kb <= budget };
    if (!row.meetsBudget) failed = true;
    rows.push(row);
    console.log(JSON.stringify(row));
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
saveSection('page-weight', rows);
if (failed) process.exitCode = 1;
