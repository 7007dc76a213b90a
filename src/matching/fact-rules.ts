/**
 * The variant rules: a listing matches a part only when every price-changing fact it states
 * agrees with the part, and it states the facts that tell the part from its siblings (a card's
 * VRAM where the chip comes in two sizes, a memory kit's size, layout and speed, a drive's
 * capacity, a power supply's wattage).
 */
import {
  casLatencies,
  colourOf,
  cpuModels,
  efficiencies,
  gpuChips,
  kitLayout,
  ramSpeeds,
  rcdTimings,
  ramTypes,
  saysWifi,
  sizesGb,
  wattages,
  type KitLayout,
} from './facts.ts';
import type { PartIdentity } from './identity.ts';
import { isModelCode, type Text } from './text.ts';

export interface ListingFacts {
  cpus: string[];
  chips: string[];
  sizes: number[];
  kit: KitLayout | undefined;
  speeds: number[];
  cls: number[];
  /** Memory: second timings stated (tRCD, "CL36-48-48": 48). */
  rcds: number[];
  /** A maker code says the kit has no RGB lighting. */
  noRgb: boolean;
  /** A maker code says the kit is not the EXPO one (Kingston "KF560C30BBK2" vs "KF560C30BBEK2"). */
  noExpo: boolean;
  ramTypes: string[];
  watts: number[];
  colour: string | undefined;
  wifi: boolean;
  /** Drives: what the text says of the kind, size, bus and spindle speed. */
  driveKinds: string[];
  driveSizes: string[];
  driveBuses: string[];
  rpms: number[];
  /** Words that look like maker part numbers (letters and digits, 6+ characters). */
  codes: string[];
  /** Power supplies: efficiency ratings named (bronze, gold...), ATX revisions named (3.0, 3.1). */
  efficiencies: string[];
  atx: string[];
  /** Model years named ("2024"). */
  years: string[];
  /** M.2 module lengths named ("2230", "2280"). */
  m2Lengths: string[];
  /** Monitors: refresh rates named ("165hz", "180 hz"), and model codes ("G27Qi"). */
  refreshRates: number[];
  modelCodes: string[];
  /** Says OC, or carries a maker code like `O8G` (ASUS's OC models). */
  oc: boolean;
}

export function listingFacts(text: Text): ListingFacts {
  return {
    cpus: cpuModels(text),
    chips: gpuChips(text),
    sizes: sizesGb(text),
    kit: kitLayout(text),
    speeds: ramSpeeds(text),
    cls: casLatencies(text),
    rcds: rcdTimings(text),
    noRgb: text.words.includes('nonrgb'),
    noExpo: text.words.includes('nonexpo'),
    ramTypes: ramTypes(text),
    watts: wattages(text),
    colour: colourOf(text),
    wifi: saysWifi(text),
    ...driveFacts(text),
    codes: text.words.filter((w) => w.length >= 6 && isModelCode(w)),
    efficiencies: efficiencies(text),
    atx: [...new Set([...` ${text.words.join(' ')} `.matchAll(/ atx ?3 ([01]) /g)].map((m) => `3.${m[1]}`))],
    years: [...new Set(text.words.filter((w) => /^20[12]\d$/.test(w)))],
    m2Lengths: [...new Set(text.words.filter((w) => /^22(30|42|60|80|110)$/.test(w)))],
    refreshRates: refreshRates(text),
    modelCodes: text.words.filter((w) => isModelCode(w) && w.length >= 4 && !SPEC_WORD.test(w)),
    oc: text.words.includes('oc') || text.words.some((w) => /^o\d{1,2}g$/.test(w)),
  };
}

const SPEC_WORD = /^\d+(hz|ms|gb|tb|mm|w|inch|in|k|p|bit|nits|cd|gtg|mprt|v)$|^(hdr|usb|hdmi|dp|displayport|gen|pcie|ddr|gddr|lga|am|x)\d+[a-z]?$|^\d+x\d+$/;

function refreshRates(text: Text): number[] {
  const out: number[] = [];
  const w = text.words;
  for (let i = 0; i < w.length; i++) {
    const m = w[i]!.match(/^(\d{2,3})hz$/) ?? (/^\d{2,3}$/.test(w[i]!) && w[i + 1] === 'hz' ? [w[i]!, w[i]!] : null);
    if (m) out.push(Number(m[1]));
  }
  return [...new Set(out)];
}

function driveFacts(text: Text): Pick<ListingFacts, 'driveKinds' | 'driveSizes' | 'driveBuses' | 'rpms'> {
  const s = ` ${text.words.join(' ')} `;
  const kinds: string[] = [];
  if (/ (ssd|solid state|nand|ssds) /.test(s)) kinds.push('ssd');
  if (/ (hdd|hard (disk|drive)|harddisk|harddrive|\d+ ?rpm) /.test(s)) kinds.push('hdd');
  const sizes: string[] = [];
  if (/ 2 5 ?(inch|in)? | 2 5inch | (notebook|laptop|mobile) /.test(s)) sizes.push('2.5');
  if (/ 3 5 ?(inch|in)? | 3 5inch /.test(s)) sizes.push('3.5');
  const buses: string[] = [];
  if (/ (nvme|pcie|gen ?[345]|gen[345]x4|m 2|m2) /.test(s)) buses.push('nvme');
  if (/ sata /.test(s) && !buses.includes('nvme')) buses.push('sata');
  const rpms = [...new Set(text.pieces.filter((p, i) => /^(5400|5900|7200|10000)$/.test(p) && /^rpm/.test(text.pieces[i + 1] ?? 'rpm')).map(Number))];
  return { driveKinds: kinds, driveSizes: sizes, driveBuses: buses, rpms };
}

/**
 * A drive or memory listing that carries a maker part number of the part's family (same leading
 * letters: WD20EZBX against the part's WD20EZAZ, WDS200T2X0E against WDS100T2X0E, Crucial
 * CT8G4DFS832A against CT8G4DFRA32A) but not the part's own is another model, capacity or
 * module, whatever its title says.
 */
export function otherPartNumber(part: PartIdentity, codes: readonly string[]): string | undefined {
  for (const pn of part.partNumbers) {
    const family = pn.match(/^[a-z]{2,}/)?.[0];
    if (!family) continue;
    const other = codes.find((c) => c.startsWith(family) && !pn.includes(c) && !c.includes(pn));
    if (other) return other;
  }
  return undefined;
}

/**
 * A memory listing that carries a maker part number of the same shape as the part's own (G.Skill
 * "F5-6000U3636E16GX2-TZ5RK" against the part's "F5-6000J3636F16GX2-TZ5RK"; "…-TZ5RS", the
 * silver kit; "…F16GX1…", one stick) but not the part's own is another kit, whatever its title
 * says. The code must stand on word boundaries in the listing; returns it, or undefined.
 */
export function otherMakerCode(part: PartIdentity, text: Text): string | undefined {
  for (const pn of part.partNumbers) {
    if (text.squashed.includes(pn)) return undefined;
    // The last run of letters may be longer: G.Skill "…-32GTZSK" (Trident Z) against "…-32GTZR".
    for (let longer = 0; longer <= 3; longer++) {
      const runs = pn.match(/[a-z]+|\d+/g) ?? [];
      const shape = runs.map((run, i) => {
        const extra = i === runs.length - 1 && /[a-z]/.test(run) ? longer : 0;
        return /\d/.test(run) ? `\\d{${run.length}}` : `[a-z]{${run.length + extra}}`;
      });
      if (longer > 0 && !/[a-z]$/.test(pn)) break;
      for (const m of text.squashed.matchAll(new RegExp(shape.join(''), 'g'))) {
        const end = m.index + m[0].length;
        // The longer run must stay inside one word (not run on into "… ddr4").
        const finalRun = (runs.at(-1)?.length ?? 0) + longer;
        const oneWord = longer === 0 || text.bounds.slice(end - finalRun + 1, end).every((b) => b < 2);
        if (text.bounds[m.index] === 2 && text.bounds[end]! >= 1 && oneWord) return m[0];
      }
    }
  }
  return undefined;
}

const VRAM_SIZES = new Set([2, 3, 4, 6, 8, 10, 11, 12, 16, 20, 24, 32, 48]);
const sameCapacity = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b) <= 0.03;

/** Why the listing's facts rule the part out, or undefined when they agree. */
export function checkFacts(
  part: PartIdentity,
  facts: ListingFacts,
  multiVramChips: ReadonlySet<string>,
  byPartNumber: boolean,
): string | undefined {
  const f = part.facts;

  if (f.cpu) {
    if (!facts.cpus.includes(f.cpu)) return facts.cpus.length ? `CPU ${facts.cpus.join(', ')}` : '-no CPU model';
    if (facts.cpus.length > 1) return `names several CPUs: ${facts.cpus.join(', ')}`;
  }
  if (f.chip) {
    if (!facts.chips.includes(f.chip)) return facts.chips.length ? `chip ${facts.chips.join(', ')}` : '-no chip';
    if (facts.chips.length > 1) return `names several chips: ${facts.chips.join(', ')}`;
    const vram = facts.sizes.filter((s) => VRAM_SIZES.has(s));
    if (f.vramGb && vram.length > 0 && (vram.length > 1 || vram[0] !== f.vramGb)) return `VRAM ${vram.join('/')} GB`;
    if (f.vramGb && vram.length === 0 && multiVramChips.has(f.chip)) return `VRAM not stated (the ${f.chip} comes in more than one size)`;
    // Shops drop "OC" from a handle mostly when the card is the maker's non-OC model.
    if (f.oc && !facts.oc) return 'OC not stated (the part is the OC model)';
  }
  if (f.colour && facts.colour !== f.colour && facts.colour !== 'both') return `the part is ${f.colour}, the listing is not`;
  if (!f.colour && facts.colour && facts.colour !== 'both') return `the listing is ${facts.colour}, the part is not`;
  if (part.category === 'ram') return checkMemory(part, facts, byPartNumber);
  if (part.category === 'storage' || part.category === 'm2') {
    const sizes = facts.sizes.filter((s) => s >= 60);
    if (sizes.length === 0) return 'capacity not stated';
    if (sizes.length > 1) return `several capacities: ${sizes.join('/')} GB`;
    if (!sameCapacity(sizes[0]!, f.capacityGb!)) return `capacity ${sizes[0]} GB`;
    if (f.m2Length && facts.m2Lengths.length > 0 && !facts.m2Lengths.includes(f.m2Length)) return `M.2 ${facts.m2Lengths.join('/')}`;
    if (f.driveKind && facts.driveKinds.length === 1 && facts.driveKinds[0] !== f.driveKind) return `an ${facts.driveKinds.join('').toUpperCase()}`;
    if (f.driveSize && facts.driveSizes.some((x) => x !== f.driveSize)) return `${facts.driveSizes.join('/')}-inch`;
    if (f.driveBus && facts.driveBuses.length > 0 && !facts.driveBuses.includes(f.driveBus)) return `${facts.driveBuses[0]} drive`;
    if (f.rpm && facts.rpms.some((r) => r !== f.rpm)) return `${facts.rpms.join('/')} rpm`;
    // One hard-drive line and capacity comes at 5400 and 7200 rpm, in 2.5" and 3.5" (WD Blue 1TB).
    if (f.driveKind === 'hdd' && !byPartNumber && facts.rpms.length === 0 && facts.driveSizes.length === 0) {
      return 'an HDD listing that states neither its spindle speed, its size nor the part number';
    }
    const otherNumber = otherPartNumber(part, facts.codes);
    if (otherNumber) return `another part number: ${otherNumber}`;
  }
  if (f.efficiency && facts.efficiencies.some((e) => e !== f.efficiency)) return `80+ ${facts.efficiencies.join('/')}`;
  if (f.atx && facts.atx.some((v) => v !== f.atx)) return `ATX ${facts.atx.join('/')}`;
  const revision = revisionNotStated(f, facts, byPartNumber);
  if (revision) return revision;
  if (f.wattage) {
    if (facts.watts.length > 1) return `several wattages: ${facts.watts.join('/')} W`;
    if (facts.watts[0] !== f.wattage) return facts.watts.length ? `${facts.watts[0]} W` : 'wattage not stated';
  }
  if (part.category === 'monitor') {
    if (f.refreshHz && facts.refreshRates.length && !facts.refreshRates.includes(f.refreshHz)) return `${facts.refreshRates.join('/')} Hz`;
    const other = facts.modelCodes.find((code) => !part.text.squashed.includes(code));
    if (other) return `another model code: ${other}`;
  }
  if (part.category === 'mobo') {
    if (f.wifi !== undefined && facts.wifi !== f.wifi) return f.wifi ? 'Wi-Fi not stated' : 'the listing has Wi-Fi, the part does not';
    if (f.ramType && facts.ramTypes.some((t) => t !== f.ramType)) return `memory ${facts.ramTypes.join('/')}`;
    if (f.ramTypeNamed && f.ramType && !facts.ramTypes.includes(f.ramType)) return `${f.ramType} not stated (the part's name states it)`;
  }
  return undefined;
}

/**
 * A part the maker sold before under the same name (a year or an ATX revision in the catalogue's
 * name: the 2024 NZXT C850, the ATX 3.0 Focus GX-750) matches only a listing that says which:
 * the year, the ATX revision, or the part's own part number. Else the listing may be the older
 * model, which shops still list.
 */
function revisionNotStated(f: PartIdentity['facts'], facts: ListingFacts, byPartNumber: boolean): string | undefined {
  if (byPartNumber || (!f.year && !f.atx)) return undefined;
  if (f.year && facts.years.includes(f.year)) return undefined;
  if (f.atx && facts.atx.includes(f.atx)) return undefined;
  const which = [f.year && `the ${f.year} model`, f.atx && `ATX ${f.atx}`].filter(Boolean).join(', ');
  return `revision not stated (the part is ${which}; the listing states neither that nor its part number)`;
}

function checkMemory(part: PartIdentity, facts: ListingFacts, byPartNumber: boolean): string | undefined {
  const f = part.facts;
  if (facts.ramTypes.length !== 1 || facts.ramTypes[0] !== f.ramType) {
    return facts.ramTypes.length ? `memory ${facts.ramTypes.join('/')}` : 'memory type not stated';
  }
  if (facts.speeds.length > 1) return `several speeds: ${facts.speeds.join('/')}`;
  if (facts.speeds.length === 0 && !byPartNumber) return 'speed not stated';
  if (facts.speeds.length === 1 && facts.speeds[0] !== f.speed) return `${facts.speeds[0]} MT/s`;
  if (f.casLatency && facts.cls.some((cl) => cl !== f.casLatency)) return `CL${facts.cls.join('/')}`;
  if (f.rcd && facts.rcds.some((t) => t !== f.rcd)) return `CL${f.casLatency}-${facts.rcds.join('/')}`;
  // One kit name comes in several latencies (CL30 and CL36 at 6000 MT/s): the listing must say which.
  if (f.casLatency && facts.cls.length === 0 && !byPartNumber) return `CAS latency not stated (the part is CL${f.casLatency})`;
  if (part.phrases.includes('rgb') && facts.noRgb) return 'a kit without RGB (maker code)';
  if (part.text.words.includes('expo') && facts.noExpo) return 'an XMP kit, not the EXPO one (maker code)';
  const sizes = facts.sizes.filter((s) => s >= 2 && s <= 512);
  const kit = facts.kit;
  const total = kit?.perModuleGb ? kit.modules * kit.perModuleGb : sizes.length === 1 ? sizes[0] : undefined;
  if (kit?.perModuleGb && sizes.some((s) => s !== total && s !== kit.perModuleGb)) return `sizes ${sizes.join('/')} GB`;
  if (!kit?.perModuleGb && sizes.length > 1) return `several sizes: ${sizes.join('/')} GB`;
  if (total === undefined) return byPartNumber ? undefined : 'size not stated';
  if (total !== f.capacityGb) return `${total} GB`;
  const modules = kit?.modules ?? 1;
  if (modules !== f.modules && !byPartNumber) {
    return kit ? `a kit of ${modules}` : `${f.modules}-module kit not stated`;
  }
  return undefined;
}
