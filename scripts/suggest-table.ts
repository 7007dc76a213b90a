/**
 * The optimiser's answers across budgets, as a shop technician reads them (issue 23):
 *
 *   npx node scripts/suggest-table.ts --table [--use gaming,productivity] [--step 5000]
 *       one row per budget: budget, total, left, CPU, GPU, board, RAM, storage, PSU (Markdown);
 *       --compact gives short names (chip, chipset and model, sizes) for a closing note
 *   npx node scripts/suggest-table.ts --walk [--budgets 30000,50000,80000,150000]
 *       every part of each build with its price and reason, the leftover, steady note and hint
 */
import { parseArgs } from 'node:util';
import { catalogue } from '../src/catalogue/index.ts';
import type { Component } from '../src/domain/catalogue/catalogue.ts';
import { shortName } from '../src/domain/builder/labels.ts';
import { chosenParts, type Selection } from '../src/domain/builder/selection.ts';
import { formatPeso } from '../src/domain/format/money.ts';
import { isEstimate } from '../src/domain/pricing/price-display.ts';
import { optimiseBuild } from '../src/domain/optimiser/optimise.ts';
import { PURPOSES, type OptimiseResult, type Purpose } from '../src/domain/optimiser/types.ts';

const { values } = parseArgs({
  options: {
    table: { type: 'boolean' },
    walk: { type: 'boolean' },
    use: { type: 'string' },
    step: { type: 'string', default: '5000' },
    compact: { type: 'boolean' },
    budgets: { type: 'string', default: '30000,50000,80000,150000' },
  },
});
const uses = (values.use ? values.use.split(',') : values.table ? ['gaming', 'productivity'] : [...PURPOSES]) as Purpose[];

/** A part's short name, starred when no shop lists it (priced by estimate). */
const label = (p: Component | null | undefined) => (p ? `${shortName(p)}${isEstimate(p) ? ' *' : ''}` : '—');
const ramText = (s: Selection) => {
  const kits = s.rams.filter((r) => r !== null);
  return kits.map((k) => `${k.capacityGb} GB (${k.modules}×) ${k.ramType}-${k.frequency_mhz}`).join(' + ') || '—';
};
const driveText = (s: Selection) =>
  [...s.m2s, ...s.storage]
    .filter((d) => d !== null)
    .map((d) => `${d.capacityGb >= 1000 ? `${d.capacityGb / 1000} TB` : `${d.capacityGb} GB`} ${label(d)}`)
    .join(' + ') || '—';

/** Short cells for --compact: the chip or model, sizes and ratings, '*' where no shop lists the part. */
const star = (p: Component) => (isEstimate(p) ? '*' : '');
const compactRow = (s: Selection): string[] => {
  const gpu = s.gpus.find((g) => g !== null);
  const kits = s.rams.filter((r) => r !== null);
  const drives = [...s.m2s, ...s.storage].filter((d) => d !== null);
  return [
    `${shortName(s.cpu!).replace(/^(AMD|Intel) (Core )?/, '')}${star(s.cpu!)}`,
    gpu ? `${gpu.chipset.replace(/^(GeForce|Radeon|Intel) /, '')}${star(gpu)}` : 'iGPU',
    `${s.mobo!.name.replace(/^(ASUS|MSI|Gigabyte|ASRock|Biostar) /, '')}${star(s.mobo!)}`,
    `${kits.reduce((n, k) => n + k.capacityGb, 0)} GB ${kits[0]!.ramType}-${kits[0]!.frequency_mhz}${kits.some((k) => k.modules === 1) ? ' (2 sticks)' : ''}${kits.map(star).join('')}`,
    drives.map((d) => `${d.capacityGb >= 1000 ? `${d.capacityGb / 1000} TB` : `${d.capacityGb} GB`}${star(d)}`).join('+'),
    `${s.psu!.wattage} W ${s.psu!.efficiency.replace('80+ ', '')}${star(s.psu!)}`,
  ];
};

function tableRows(purpose: Purpose, step: number): string[] {
  const rows = ['| budget | total | left | CPU | GPU | board | RAM | storage | PSU |', '|---|---|---|---|---|---|---|---|---|'];
  for (let budget = 20_000; budget <= 300_000; budget += step) {
    const r = optimiseBuild(catalogue.parts, { budget, purpose });
    if (r.status !== 'ok') {
      rows.push(`| ${formatPeso(budget)} | — | — | ${r.message} | | | | | |`);
      continue;
    }
    const s = r.selection!;
    if (values.compact) {
      rows.push(`| ${formatPeso(budget)} | ${formatPeso(r.total)} | ${formatPeso(budget - r.total)} | ${compactRow(s).join(' | ')} |`);
      continue;
    }
    const gpu = s.gpus.find((g) => g !== null);
    const psu = s.psu ? `${s.psu.wattage} W ${s.psu.efficiency.replace('80+ ', '')} ${label(s.psu)}` : '—';
    rows.push(
      `| ${formatPeso(budget)} | ${formatPeso(r.total)} | ${formatPeso(budget - r.total)} | ${label(s.cpu)} | ${gpu ? label(gpu) : '(CPU graphics)'} | ${label(s.mobo)} | ${ramText(s)} | ${driveText(s)} | ${psu} |`,
    );
  }
  return rows;
}

function walk(r: OptimiseResult): string[] {
  const out = [`### ${r.purpose} ${formatPeso(r.budget)}: ${r.summary}`];
  if (r.status !== 'ok') return [...out, r.message ?? ''];
  for (const line of r.lines) out.push(`- ${line.slot}: ${label(line.part)} — ${formatPeso(line.cost)}. ${line.reason}`);
  if (!r.selection!.cpuCooler) out.push('- cooler: boxed');
  out.push(`- badges: ${r.compatibility!.badges.map((b) => b.label).join(', ') || 'none'}; notes: ${r.compatibility!.notes.join(' | ') || 'none'}`);
  if (r.leftover) out.push(`- left: ${r.leftover}`);
  if (r.steady) out.push(`- steady: ${r.steady}`);
  if (r.upgrade) out.push(`- +₱5,000: ${r.upgrade.text}`);
  out.push(`- parts: ${chosenParts(r.selection!).length}`);
  return out;
}

if (values.table) {
  for (const purpose of uses) console.log([`\n## ${purpose} (* = no shop lists it; priced by estimate)`, ...tableRows(purpose, Number(values.step))].join('\n'));
} else if (values.walk) {
  for (const purpose of uses) for (const budget of values.budgets.split(',').map(Number)) console.log(walk(optimiseBuild(catalogue.parts, { budget, purpose })).join('\n') + '\n');
} else {
  console.log('Use --table or --walk (see the comment at the top of scripts/suggest-table.ts).');
}
