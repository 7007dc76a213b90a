/**
 * Micro-benchmarks of the pure rules that run on every keystroke or selection, over the real
 * catalogue. Budget (DESIGN.md): filtering the whole catalogue < 16 ms per keystroke.
 */
import { componentsOf } from '../src/catalogue/index.ts';
import { evaluateBuild } from '../src/domain/builder/compatibility.ts';
import { emptySelection, type Selection } from '../src/domain/builder/selection.ts';
import { DATABASE_CATEGORIES, indexParts, visibleSections } from '../src/domain/catalogue/component-list.ts';
import { saveSection } from './report.ts';

export function measure(name: string, runs: number, fn: () => unknown, budgetMs: number) {
  for (let i = 0; i < Math.min(50, runs); i++) fn(); // warm up the JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(4));
  const row = { name, runs, medianMs: p(0.5), p99Ms: p(0.99), budgetMs, meetsBudget: p(0.99) < budgetMs };
  console.log(JSON.stringify(row));
  return row;
}

const index = Object.fromEntries(DATABASE_CATEGORIES.map((c) => [c, indexParts(componentsOf(c))])) as Parameters<
  typeof visibleSections
>[0];
const queries = ['r', 'ry', 'ryz', 'ryzen', 'ryzen 7', 'rtx 40', 'ddr5 6000', 'am5 b650', ''];
let i = 0;
const rows = [
  measure('filter + sort the whole database per keystroke', 2000, () =>
    visibleSections(index, 'all', queries[i++ % queries.length]!, { key: 'price', direction: 'asc' }), 16),
];
// A full build: every slot filled, several GPUs, RAM kits and drives.
const first = <T>(list: T[], n = 0) => list[n]!;
const full: Selection = {
  ...emptySelection(),
  mobo: first(componentsOf('mobo').filter((b) => b.socket === 'AM5' && b.gpuSlots >= 2)),
  cpu: first(componentsOf('cpu').filter((c) => c.socket === 'AM5')),
  cpuCooler: first(componentsOf('cpu-cooler')),
  gpus: [first(componentsOf('gpu')), first(componentsOf('gpu')), first(componentsOf('gpu'))],
  rams: [first(componentsOf('ram')), first(componentsOf('ram'), 1)],
  m2s: [first(componentsOf('m2')), first(componentsOf('m2'), 1)],
  storage: [first(componentsOf('storage')), first(componentsOf('storage'), 1)],
  psu: first(componentsOf('psu')),
  case: first(componentsOf('case')),
  keyboard: first(componentsOf('keyboard')),
  mouse: first(componentsOf('mouse')),
  headset: first(componentsOf('headset')),
  monitor: first(componentsOf('monitor')),
};
rows.push(measure('evaluate a full build (compatibility, power, balance, physical)', 20000, () => evaluateBuild(full), 1));

// A full build that trips most rules at once (issue 11): BIOS, PSU below the card maker's figure,
// mixed GPU makers, RAM speed and height, four DDR5 modules, cooler rating, card thickness.
const byId = <C extends Parameters<typeof componentsOf>[0]>(category: C, id: string) =>
  componentsOf(category).find((p) => p.id === id)!;
const troubled: Selection = {
  ...full,
  mobo: byId('mobo', 'mobo-msi-mag-b650-tomahawk-wifi'),
  cpu: byId('cpu', 'cpu-amd-ryzen-7-9800x3d'),
  cpuCooler: byId('cpu-cooler', 'cooler-noctua-nh-d15'),
  gpus: [byId('gpu', 'gpu-zotac-rtx-4090-trinity-oc-24gb'), byId('gpu', 'gpu-asus-tuf-rx-7900-xtx-oc-24gb')],
  rams: [
    byId('ram', 'ram-gskill-trident-z5-neo-rgb-ddr5-6000-32gb-2x16'),
    byId('ram', 'ram-gskill-trident-z5-neo-rgb-ddr5-6000-32gb-2x16'),
  ],
  psu: byId('psu', 'psu-corsair-cx650'),
  case: byId('case', 'case-cooler-master-nr200p'),
};
rows.push(measure('evaluate a full build that trips most rules (problems, notes, not checked)', 20000, () => evaluateBuild(troubled), 1));

saveSection('domain', rows);
if (rows.some((r) => !r.meetsBudget)) process.exitCode = 1;
