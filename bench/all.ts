/**
 * `npm run bench`: every benchmark in turn (a budget miss in one does not stop the others), then
 * the one report, bench/REPORT.md. Exits non-zero when any benchmark missed its budget.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { composeReport } from './report.ts';
import { writeFileSync } from 'node:fs';

const BENCHES = ['domain', 'optimiser', 'api', 'cpu', 'page-weight', 'interaction', 'quote', 'lighthouse'];
// A section left from an older run must not pass for this one's.
rmSync('bench/results/latest', { recursive: true, force: true });
const missed: string[] = [];
for (const name of BENCHES) {
  console.log(`\n== bench/${name}.ts`);
  const run = spawnSync(process.execPath, [`bench/${name}.ts`], { stdio: 'inherit' });
  if (run.status !== 0) missed.push(name);
}
const report = composeReport();
writeFileSync('bench/REPORT.md', report);
console.log(`\n${report}`);
if (missed.length) {
  console.error(`Budget missed or failed: ${missed.join(', ')} (see above).`);
  process.exitCode = 1;
}
