/**
 * How long the builder takes from choosing a part to showing the new summary, in Chromium,
 * against the built site. Budget (issue: "within one frame"): under 16.7 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { saveSection } from './report.ts';
import { READY_MESSAGE } from '../worker/config.ts';

const PORT = 4395;
const server = spawn(process.execPath, ['worker/node.ts'], {
  env: { ...process.env, PORT: String(PORT), SKIP_BUILD: '1', DATA_DIR: mkdtempSync(join(tmpdir(), 'pcb-ix-')) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout.on('data', (d: Buffer) => d.toString().includes(READY_MESSAGE) && resolve()));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('crash', () => console.error('page crashed'));
  page.on('pageerror', (e) => console.error('page error', e.message));
  // A realistic starting point: a board, a CPU and a PSU already chosen.
  await page.goto(`http://localhost:${PORT}/builder?mobo=mobo-msi-mag-b650-tomahawk-wifi&cpu=cpu-amd-ryzen-5-7600&psu=psu-corsair-cx650`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]') && !document.querySelector('.ps__button:disabled'));
  const gpu = page.locator('.ps', { has: page.locator('.ps__label', { hasText: /^GPU$/ }) });
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    await gpu.locator('.ps__button').click();
    // Alternate between two cards of different prices so every choice changes the summary.
    // The picker's own list (its sort menu is a <select> with options of its own).
    const option = page.getByRole('listbox').getByRole('option').nth(i % 2 === 0 ? 0 : 5);
    await option.waitFor();
    // Time from the click on an option to the paint-ready summary (next animation frame).
    const ms = await option.evaluate(
      (el) =>
        new Promise<number>((resolve) => {
          const summary = document.querySelector('[data-testid="price-range"]')!;
          const start = performance.now();
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(summary, { childList: true, subtree: true, characterData: true });
          setTimeout(() => resolve(Number.NaN), 2000); // no change seen: reported, never hangs
          (el as HTMLElement).click();
        }),
    );
    times.push(ms);
    if (process.env.DEBUG) console.log(i, ms);
  }
  if (times.some(Number.isNaN)) throw new Error('A choice did not change the summary; pick options with different prices.');
  times.sort((a, b) => a - b);
  const pick = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1));
  const row = { name: 'choose a GPU → summary painted', runs: times.length, medianMs: pick(0.5), p95Ms: pick(0.95), budgetMs: 16.7 };
  console.log(JSON.stringify({ ...row, meetsBudget: row.medianMs < 16.7 }));
  saveSection('interaction', [{ ...row, meetsBudget: row.medianMs < 16.7 }]);
  if (row.medianMs >= 16.7) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill();
}
