/**
 * The import report (`content/prices/reports/<YYYY-MM-DD>.md`): counts per category and shop,
 * the rules, the sample check, the products shops list most that the catalogue lacks, and every
 * rejected, dropped and unmatched listing with its reason.
 */
import { countOutcomes, type ImportRun, type Outcome } from './import.ts';
import type { SampleCheck } from './sample.ts';
import { REJECT_REASONS } from './screen.ts';
import type { Counts, Snapshot } from '../domain/pricing/snapshot.ts';
import type { UnmatchedModel } from './unmatched-models.ts';

export interface ReportContext {
  snapshot: Snapshot;
  run: ImportRun;
  partNames: ReadonlyMap<string, string>;
  unmatchedModels: readonly UnmatchedModel[];
  /** One per sample file in content/prices/samples/ (each read one by one; its `method` says by whom), oldest first. */
  sampleChecks?: readonly { file: string; check: SampleCheck; size: number; accuracy: number; seed?: number }[] | undefined;
  /** How many models per category the "shops list, catalogue lacks" tables show. */
  modelsPerCategory?: number;
}

const n = (x: number) => x.toLocaleString('en-PH');
const peso = (x: number) => `₱${Math.round(x).toLocaleString('en-PH')}`;
const cell = (s: string) => s.replace(/\|/g, '\\|');
const link = (o: Outcome) => o.listing.url;

function countsTable(title: string, rows: Record<string, Counts>, total: Counts): string[] {
  const out = [`| ${title} | listings | matched | offers kept | duplicates / outliers | rejected | unmatched |`, '|---|--:|--:|--:|--:|--:|--:|'];
  const row = (name: string, c: Counts) =>
    `| ${name} | ${n(c.listings)} | ${n(c.offers + c.dropped)} | ${n(c.offers)} | ${n(c.dropped)} | ${n(c.rejected)} | ${n(c.unmatched)} |`;
  for (const [name, c] of Object.entries(rows).sort(([a], [b]) => a.localeCompare(b))) out.push(row(name, c));
  out.push(row('**all**', total));
  return out;
}

export function renderReport(ctx: ReportContext): string {
  const { snapshot, run, partNames } = ctx;
  const day = snapshot.observedOn;
  const outcomes = run.outcomes.filter((o) => o.listing.observedOn === day);
  const { total, byCategory, byShop } = countOutcomes(outcomes, snapshot.shops);
  const offers = Object.values(snapshot.offers).reduce((sum, list) => sum + list.length, 0);
  const lines: string[] = [
    `# Price import: listings seen on ${day}`,
    '',
    `Listings: \`${snapshot.source.file}\`, ${snapshot.source.name} (${snapshot.source.url}, ${snapshot.source.licence}).`,
    `Written by \`npm run prices:import\`; do not edit by hand (fix the catalogue, the rules or \`content/prices/overrides.json\` and import again).`,
    '',
    `**${n(total.listings)} listings** from ${snapshot.shops.length} shops: ${n(total.offers + total.dropped)} matched a catalogue part, ` +
      `${n(offers)} kept as offers for **${n(snapshot.summary.parts)} parts**; ${n(total.rejected)} rejected; ${n(total.unmatched)} unmatched.`,
    '',
    '## Per category (the listing source\'s categories)',
    '',
    ...countsTable('category', byCategory, total),
    '',
    '## Per shop',
    '',
    ...countsTable('shop', byShop, total),
    '',
    '## Rules',
    '',
    '- **Match by model identity**: the part\'s brand and every model word of its name (from the catalogue; "OC", "Edition", "Gaming" are not required), and every price-changing fact the listing states must agree: CPU model, graphics chip (Ti/Super/XT), VRAM (must be stated where the chip comes in two sizes), OC model, memory type, speed, CAS latency, kit size and layout (2×16 vs 1×32), drive capacity, SSD vs HDD, 2.5" vs 3.5", NVMe vs SATA, spindle speed, PSU wattage, 80+ rating and stated ATX revision, monitor refresh rate and model code, board Wi-Fi and memory type, colour (a listing that says white is the white part). A board whose name states DDR4 ("D4") needs a listing that states it. A part whose name states a model year or an ATX revision (the 2024 NZXT C850, the ATX 3.0 Focus GX-750) needs a listing that states the year, the revision or its part number; a memory kit needs the CAS latency or its part number; an M.2 drive stated as 2230 or 2242 is not the 2280 part. Maker codes are read for what they state (G.Skill F4/F5, Kingston KF5…, Corsair …GX5…: the memory type; Samsung MZ-V9P1T0: 1 TB; Acer "M3bmiipx": model M3). A memory listing carrying another maker part number of the part\'s shape is another kit. A word that marks another product of the line (Ti, Max, Digital, Zero Dark, LCD, V2, R2, Plus, Pro...) rules a part out; words that are a model for one maker and a description for another ("Compact", "Mesh", "Airflow" on cases) count only for the makers whose catalogue parts carry them. Of parts that match equally, the one whose name words the listing covers most wins (an OC card over its non-OC twin for a listing that says OC; "AG400" over "AG400 ARGB" for one that does not); a listing naming both colours is the base part; a tie is left unmatched for the overrides file.',
    '- **Rejected before matching**: used/refurbished/demo; bundles, combos and items "must be purchased with" another; CPU + board bundles; cases sold with a PSU; tray CPUs; laptop memory (SO-DIMM); fans, thermal paste, laptop coolers, SSD heatsinks, hubs and custom-loop parts under coolers; TVs, projectors, mounts, cables under monitors; memory cards, flash drives, external drives, NAS units, UPSes, laptops, PCs; items under the wrong category; listings naming several capacities, speeds, wattages or VRAM sizes at one price.',
    '- **Duplicate rule**: one listing per part per shop. A `-copy`, `copy-of-` or `-N` page of a product the shop lists already goes first; of the rest, the lowest price is kept.',
    '- **Outlier rule**: when three or more shops list the part (one price per shop), a price above 2.5× or below 0.4× the median of those prices is dropped; for a kit of n memory modules the low bound is 1.25/n of the median (a per-stick price on a kit page). A part listed at only two shops whose prices differ more than 2.5× keeps both (see "Unresolved spreads").',
    '- **Prices**: whole pesos, rounded from the listed figure (some shops list card/instalment prices with centavos).',
    '',
  ];

  if (ctx.sampleChecks?.length) lines.push('## Sample check', '');
  for (const { check, file, size, accuracy, seed } of ctx.sampleChecks ?? []) {
    lines.push(
      `\`${file}\`${seed === undefined ? '' : ` (seed ${seed})`}: ${size} matches read one by one (the file's method says by whom), ${(accuracy * 100).toFixed(1)} % right when read. This import: ` +
        `${check.rightStill} of the right ones still match the same part (agreement ${(check.agreement * 100).toFixed(1)} %); ` +
        `${check.wrongFixed} of the wrong ones no longer match the wrong part, ${check.wrongStill.length} still do.`,
      '',
    );
    for (const c of check.rightChanged) lines.push(`- re-read: ${c.item.url} was ${c.item.partId}, now ${c.now ?? 'unmatched'}`);
    for (const w of check.wrongStill) lines.push(`- still wrong: ${w.url} → ${w.partId}`);
    if (check.rightChanged.length || check.wrongStill.length) lines.push('');
  }

  lines.push(...modelsSection(ctx.unmatchedModels, ctx.modelsPerCategory ?? 60));

  if (run.spreads.length) {
    lines.push('## Unresolved spreads', '', 'Parts at exactly two shops whose prices differ more than 2.5×; both offers are kept.', '');
    for (const s of run.spreads.filter((x) => x.observedOn === day)) {
      lines.push(`- ${partNames.get(s.partId) ?? s.partId}: ${s.offers.map((o) => `${o.shop} ${peso(o.price)}`).join(' vs ')}`);
    }
    lines.push('');
  }

  const rejected = outcomes.filter((o): o is Extract<Outcome, { kind: 'rejected' }> => o.kind === 'rejected');
  lines.push(`## Rejected listings (${n(rejected.length)})`, '');
  for (const reason of Object.keys(REJECT_REASONS) as (keyof typeof REJECT_REASONS)[]) {
    const group = rejected.filter((o) => o.reason === reason);
    if (!group.length) continue;
    lines.push(`### ${REJECT_REASONS[reason]} (${n(group.length)})`, '', '| category | shop | price | listing | why |', '|---|---|--:|---|---|');
    for (const o of sortRows(group)) lines.push(`| ${o.listing.category} | ${o.listing.shop} | ${peso(o.listing.price)} | ${link(o)} | ${cell(o.detail)} |`);
    lines.push('');
  }

  const dropped = outcomes.filter((o): o is Extract<Outcome, { kind: 'dropped' }> => o.kind === 'dropped');
  lines.push(`## Matched but dropped (${n(dropped.length)})`, '');
  for (const reason of ['duplicate', 'outlier'] as const) {
    const group = dropped.filter((o) => o.reason === reason);
    if (!group.length) continue;
    lines.push(`### ${REJECT_REASONS[reason]} (${n(group.length)})`, '', '| part | shop | price | listing | why |', '|---|---|--:|---|---|');
    for (const o of sortRows(group)) lines.push(`| ${o.partId} | ${o.listing.shop} | ${peso(o.listing.price)} | ${link(o)} | ${cell(o.detail)} |`);
    lines.push('');
  }

  const unmatched = outcomes.filter((o): o is Extract<Outcome, { kind: 'unmatched' }> => o.kind === 'unmatched');
  lines.push(
    `## Unmatched listings (${n(unmatched.length)})`,
    '',
    'Listings that match no catalogue part. "nearest" is the part whose brand and model words the listing has, and why it is still not that part; "noise" marks listings that do not look like a part of their category.',
    '',
  );
  for (const category of [...new Set(unmatched.map((o) => o.listing.category))].sort()) {
    const group = unmatched.filter((o) => o.listing.category === category);
    lines.push(`### ${category} (${n(group.length)})`, '', '| shop | price | listing | note |', '|---|--:|---|---|');
    for (const o of sortRows(group)) {
      const note = o.ambiguous
        ? `ties: ${o.ambiguous.join(', ')}`
        : o.nearest
          ? `nearest ${o.nearest.partId}: ${o.nearest.why}`
          : o.looksLikePart
            ? ''
            : 'noise';
      lines.push(`| ${o.listing.shop} | ${peso(o.listing.price)} | ${link(o)} | ${cell(note)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

function sortRows<T extends Outcome>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.listing.category.localeCompare(b.listing.category) || a.listing.handle.localeCompare(b.listing.handle) || a.listing.shop.localeCompare(b.listing.shop));
}

function modelsSection(models: readonly UnmatchedModel[], perCategory: number): string[] {
  const out = [
    '## Parts shops list that the catalogue lacks',
    '',
    `Unmatched listings that look like parts, grouped by a normalised model (brand, model words, the variant facts), most shops first: the worklist for adding parts. ${n(models.length)} models in all; ${n(models.filter((m) => m.shops >= 2).length)} are listed at two or more shops. The grouping is by text, so one product can appear under two spellings and near-identical variants can share a line: check each against the maker's page before adding it. The \`.json\` file beside this report lists every model at two or more shops, with example links.`,
    '',
  ];
  for (const category of [...new Set(models.map((m) => m.category))].sort()) {
    const group = models.filter((m) => m.category === category);
    out.push(`### ${category} (${n(group.length)} models, ${n(group.filter((m) => m.shops >= 2).length)} at 2+ shops)`, '', '| model | shops | listings | median price | example |', '|---|--:|--:|--:|---|');
    for (const m of group.slice(0, perCategory)) {
      out.push(`| ${cell(m.model)} | ${m.shops} | ${m.listings} | ${peso(m.medianPrice)} | ${m.examples[0] ?? ''} |`);
    }
    out.push('');
  }
  return out;
}
