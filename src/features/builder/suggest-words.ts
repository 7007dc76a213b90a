/**
 * The Suggest answer's trade-offs said as trade-offs (issue 25, item 7): what the money went to
 * and what was kept cheap for it, and what more money would buy. Pure: the optimiser's answer
 * in, sentences out. (The panel's own sentence on how it chooses is in suggest.ts.)
 */
import { shortName } from '../../domain/builder/labels.ts';
import type { Purpose } from '../../domain/builder/purpose.ts';
import { formatPeso } from '../../domain/format/money.ts';
import type { OptimiseResult, PartLine } from '../../domain/optimiser/types.ts';

/** The part each purpose spends most on, as a sentence names it. */
const FOCUS: Record<Purpose, { slot: PartLine['slot']; word: string }> = {
  gaming: { slot: 'gpus', word: 'graphics card' },
  productivity: { slot: 'cpu', word: 'CPU' },
  generaluse: { slot: 'cpu', word: 'CPU' },
};
/** Parts the optimiser buys at the cheapest that passes (reasons say "the cheapest"). */
const KEPT_CHEAP: Partial<Record<PartLine['slot'], string>> = { mobo: 'board', cpuCooler: 'cooler', psu: 'power supply', case: 'case' };

const list = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** What this build gives and what it gives up for it, as sentences; empty when there is no build. */
export function tradeOffs(result: OptimiseResult): string[] {
  if (result.status !== 'ok' || !result.selection) return [];
  const out: string[] = [];
  const focus = FOCUS[result.purpose];
  const lines = result.lines.filter((l) => !l.owned && !l.kept);
  const spent = result.lines.filter((l) => l.slot === focus.slot).reduce((sum, l) => sum + l.cost, 0);
  const cheap = lines.filter((l) => KEPT_CHEAP[l.slot] && /\bcheapest\b/i.test(l.reason)).map((l) => KEPT_CHEAP[l.slot]!);
  if (spent > 0 && result.total > 0) {
    const share = Math.round((spent / result.total) * 100);
    const rest = cheap.length ? `, so the ${list(cheap)} ${cheap.length === 1 ? 'is' : 'are'} the cheapest that fit and pass our checks` : '';
    out.push(`Most of the money goes to the ${focus.word} (${formatPeso(spent)}, ${share} % of the build)${rest}.`);
  } else if (focus.slot === 'gpus' && result.selection.gpus.every((g) => g === null)) {
    out.push('No graphics card: at this budget the CPU’s own graphics give more for the money; a card would take money the rest of the build needs.');
  }
  const up = result.upgrade;
  if (up && up.percent > 0 && up.changes.length) {
    const swaps = up.changes.filter((c) => c.from && c.to).map((c) => `${shortName(c.from!)} → ${shortName(c.to!)}`);
    const what = swaps.length ? ` (${swaps.join('; ')})` : '';
    out.push(`${formatPeso(up.extra)} more would buy a build about ${Math.round(up.percent)} % stronger${what}; this one keeps that money in your pocket.`);
  }
  return out;
}
