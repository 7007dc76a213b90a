/**
 * Kept parts: sorted into their slots, priced (an owned part costs ₱0), and checked against each
 * other with the builder's own verdict (evaluateBuild). Kept parts that cannot go together are
 * named in the smallest groups that show the problem: usually two parts, e.g. a DDR4 kit and an
 * AM5 CPU's board.
 */
import type { Component } from '../catalogue/catalogue.ts';
import { evaluateBuild } from '../builder/compatibility.ts';
import { shortName } from '../builder/labels.ts';
import { chosenParts, type Selection } from '../builder/selection.ts';
import { MULTI_SLOTS, PERIPHERAL_SLOTS, SINGLE_SLOTS, SLOT_CATEGORY, SLOT_OF_CATEGORY, SLOT_PLURALS, emptyParts } from '../builder/slots.ts';
import type { Board, Case, CatalogueIndex, Cooler, Cpu, Gpu, Psu, Ram } from './catalogue-index.ts';
import type { Conflict, KeptPart } from './types.ts';

export interface Kept {
  entries: readonly KeptPart[];
  cpu: Cpu | null;
  mobo: Board | null;
  cooler: Cooler | null;
  psu: Psu | null;
  pcCase: Case | null;
  gpus: Gpu[];
  rams: Ram[];
  m2s: Component<'m2'>[];
  sata: Component<'storage'>[];
  keyboard: Component<'keyboard'> | null;
  mouse: Component<'mouse'> | null;
  headset: Component<'headset'> | null;
  monitor: Component<'monitor'> | null;
  /** Pesos the kept PC parts cost (owned ones ₱0). */
  pcCost: number;
  /** Pesos the kept peripherals cost (owned ones ₱0). */
  peripheralCost: number;
  /** What each kept entry costs in the build. */
  costOf(entry: KeptPart): number;
  /** Whether a part (by identity, else id) is kept, and owned. */
  find(part: Component): KeptPart | undefined;
}

const PERIPHERALS = new Set<string>(PERIPHERAL_SLOTS.map((s) => SLOT_CATEGORY[s]));
const SINGLE_NAMES: Record<string, string> = Object.fromEntries(SINGLE_SLOTS.map((s) => [SLOT_CATEGORY[s], SLOT_PLURALS[s]]));

export const partCost = (entry: KeptPart): number => (entry.owned ? 0 : entry.part.price);

/**
 * The builder's "keep my chosen parts": every chosen part, owned when its id is in `ownedIds`
 * (a part chosen twice, like two RAM modules, is owned twice).
 */
export function keptFromSelection(selection: Selection, ownedIds: Iterable<string> = []): KeptPart[] {
  const owned = new Set(ownedIds);
  return chosenParts(selection).map((part) => ({ part, owned: owned.has(part.id) }));
}

/** Puts parts into the slots a builder selection has (single slots take the first part of their kind). */
export function selectionOf(parts: readonly Component[]): Selection {
  const s = emptyParts<Component>() as unknown as Record<string, Component | null | (Component | null)[]>;
  for (const p of parts) {
    const slot = SLOT_OF_CATEGORY[p.type];
    const value = s[slot];
    if (Array.isArray(value)) value.push(p);
    else s[slot] ??= p;
  }
  for (const slot of MULTI_SLOTS) if ((s[slot] as unknown[]).length === 0) (s[slot] as unknown[]).push(null);
  return s as unknown as Selection;
}

export function readKept(entries: readonly KeptPart[]): { kept: Kept; conflicts: Conflict[] } {
  const first = <C extends Component['type']>(type: C) => (entries.find((e) => e.part.type === type)?.part ?? null) as Component<C> | null;
  const all = <C extends Component['type']>(type: C) => entries.filter((e) => e.part.type === type).map((e) => e.part) as Component<C>[];
  const kept: Kept = {
    entries,
    cpu: first('cpu'),
    mobo: first('mobo'),
    cooler: first('cpu-cooler'),
    psu: first('psu'),
    pcCase: first('case'),
    gpus: all('gpu'),
    rams: all('ram'),
    m2s: all('m2'),
    sata: all('storage'),
    keyboard: first('keyboard'),
    mouse: first('mouse'),
    headset: first('headset'),
    monitor: first('monitor'),
    pcCost: entries.filter((e) => !PERIPHERALS.has(e.part.type)).reduce((sum, e) => sum + partCost(e), 0),
    peripheralCost: entries.filter((e) => PERIPHERALS.has(e.part.type)).reduce((sum, e) => sum + partCost(e), 0),
    costOf: partCost,
    find: (part) => entries.find((e) => e.part === part) ?? entries.find((e) => e.part.id === part.id),
  };
  return { kept, conflicts: keptConflicts(entries.map((e) => e.part)) };
}

/** Problems a part shows on its own are missing parts (no picture yet, no cooler yet), not conflicts. */
function problemsOf(parts: readonly Component[]): string[] {
  return evaluateBuild(selectionOf(parts)).problems;
}

function names(parts: readonly Component[]): string {
  const list = parts.map((p) => shortName(p));
  return list.length <= 2 ? list.join(' and ') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** Which kept parts cannot go together, in the smallest groups (two, then three, then all) that show it. */
export function keptConflicts(parts: readonly Component[]): Conflict[] {
  const conflicts: Conflict[] = [];
  const countByType = new Map<string, Component[]>();
  for (const p of parts) countByType.set(p.type, [...(countByType.get(p.type) ?? []), p]);
  for (const [type, list] of countByType) {
    if (SINGLE_NAMES[type] && list.length > 1) {
      conflicts.push({ parts: list, problem: `Two or more ${SINGLE_NAMES[type]} are kept (${names(list)}); a build takes one. Keep one of them.` });
    }
  }
  const pc = parts.filter((p) => !PERIPHERALS.has(p.type));
  if (pc.length < 2) return conflicts;
  const alone = new Set(pc.flatMap((p) => problemsOf([p])));
  const reported: Component[][] = [];
  const covered = (group: Component[]) => reported.some((r) => r.every((p) => group.includes(p)));
  const check = (group: Component[]) => {
    if (covered(group)) return;
    const fresh = problemsOf(group).filter((problem) => !alone.has(problem));
    if (fresh.length) {
      reported.push(group);
      conflicts.push({ parts: group, problem: fresh.join(' ') });
    }
  };
  for (let i = 0; i < pc.length; i++) for (let j = i + 1; j < pc.length; j++) check([pc[i]!, pc[j]!]);
  if (pc.length <= 12) {
    for (let i = 0; i < pc.length; i++)
      for (let j = i + 1; j < pc.length; j++) for (let k = j + 1; k < pc.length; k++) check([pc[i]!, pc[j]!, pc[k]!]);
  }
  if (pc.length > 3) check([...pc]);
  return conflicts;
}

export function describeConflicts(conflicts: readonly Conflict[]): string {
  return conflicts.map((c) => `${names(c.parts)} cannot go together: ${c.problem}`).join(' ');
}

/**
 * Kept parts that our rules pass two by two but that no motherboard (or no case) in the catalogue
 * takes together: a DDR4 kit with an AM5 CPU, a Mini-ITX-only case with a CPU whose boards are all
 * larger. Checked with the same fit rules the search uses.
 */
export function catalogueConflicts(index: CatalogueIndex, kept: Kept): Conflict[] {
  const conflicts: Conflict[] = [];
  if (!kept.mobo) {
    const boardNeeds: [Component, (b: Board) => boolean, string][] = [];
    if (kept.cpu) boardNeeds.push([kept.cpu, (b) => index.boardTakesCpu(b, kept.cpu!), `the ${shortName(kept.cpu)} needs ${/^[AEIOU]/.test(kept.cpu.socket) ? 'an' : 'a'} ${kept.cpu.socket} board with ${kept.cpu.memoryTypes.join(' or ')} memory`]);
    for (const ram of new Set(kept.rams)) boardNeeds.push([ram, (b) => index.ramFitsBoard([ram], b), `the ${shortName(ram)} is ${ram.ramType}`]);
    if (kept.pcCase) boardNeeds.push([kept.pcCase, (b) => index.boardFitsCase(b, kept.pcCase!), `the ${shortName(kept.pcCase)} takes ${kept.pcCase.supportedFormFactors.join(', ')} boards`]);
    for (let i = 0; i < boardNeeds.length; i++) {
      for (let j = i + 1; j < boardNeeds.length; j++) {
        const [a, fitsA, whyA] = boardNeeds[i]!;
        const [b, fitsB, whyB] = boardNeeds[j]!;
        if (!index.boards.some((board) => fitsA(board) && fitsB(board))) {
          conflicts.push({ parts: [a, b], problem: `No motherboard in the catalogue takes both: ${whyA}; ${whyB}.` });
        }
      }
    }
  }
  if (!kept.pcCase) {
    const caseNeeds: [Component, (c: Case) => boolean][] = [
      ...kept.gpus.map((g): [Component, (c: Case) => boolean] => [g, (c) => index.gpuFitsCase(g, c)]),
      ...(kept.cooler ? [[kept.cooler, (c: Case) => index.coolerFitsCase(kept.cooler!, c)] as [Component, (c: Case) => boolean]] : []),
      ...(kept.psu ? [[kept.psu, (c: Case) => index.psuFitsCase(kept.psu!, c)] as [Component, (c: Case) => boolean]] : []),
      ...(kept.mobo ? [[kept.mobo, (c: Case) => index.boardFitsCase(kept.mobo!, c)] as [Component, (c: Case) => boolean]] : []),
    ];
    for (let i = 0; i < caseNeeds.length; i++) {
      for (let j = i + 1; j < caseNeeds.length; j++) {
        const [a, fitsA] = caseNeeds[i]!;
        const [b, fitsB] = caseNeeds[j]!;
        if (!index.cases.some((c) => fitsA(c) && fitsB(c))) conflicts.push({ parts: [a, b], problem: 'No case in the catalogue takes both.' });
      }
    }
  }
  return conflicts;
}
