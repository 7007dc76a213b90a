/**
 * `npm run screenshots`: pictures of every page at phone (375 px) and desktop (1280 px) width,
 * into test-results/screenshots/, for a person to look at. Needs the server running (npm start).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';


const base = process.env.BASE_URL || 'http://localhost:4321';
const pages = (process.argv[2] ?? '/,/components,/does-not-exist').split(',');
const out = 'test-results/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
