/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default throttling) on every page template
 * against the built site, offline, in Debian's Chromium. Budgets (DESIGN.md): performance ≥ 95
 * and accessibility ≥ 95 on home, learn and wiki pages; ≥ 90 performance where an island hydrates.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

const PORT = 4396;
const PAGES: { path: string; minPerformance: number }[] = [
  { path: '/', minPerformance: 95 },
  { path: '/learn', minPerformance: 95 },
  { path: '/learn/components', minPerformance: 95 },
  { path: '/learn/compatibility', minPerformance: 95 },
  { path: '/learn/bottlenecks', minPerformance: 95 },
  { path: '/learn/budget-tips', minPerformance: 95 },
  { path: '/components', minPerformance: 90 },
  { path: '/builder', minPerformance: 90 },
];
const only = process.argv[2]?.split(',');

const server = spawn(process.execPath, ['worker/node.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-lh-')) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes('PC Builder PH on') && resolve()));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
});
const rows = [];
try {
  for (const { path, minPerformance } of PAGES.filter((p) => !only || only.includes(p.path))) {
    // A run that fails to measure (no score, a runtime error) is retried once and said so.
    let lhr;
    let attempts = 0;
    do {
      attempts++;
      const result = await lighthouse(`http://localhost:${PORT}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      lhr = result!.lhr;
    } while (attempts < 2 && (lhr.runtimeError || lhr.categories.performance?.score == null));
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const row = {
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      meetsBudget: score('performance') >= minPerformance && score('accessibility') >= 95,
      attempts,
      failedAccessibilityAudits: Object.values(lhr.audits)
        .filter((a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
  server.kill();
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/lighthouse-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`, JSON.stringify(rows, null, 2));
if (rows.some((r) => !r.meetsBudget)) process.exitCode = 1;
