/**
 * The price-changing facts a product text states: CPU model, graphics chip, memory size, kit
 * layout, speed, memory type, wattage, colour, Wi-Fi. Read the same way from a shop's handle and
 * from a catalogue part's name, so that both sides of a match are compared like for like.
 */
import type { Text } from './text.ts';
import { CODE_SPELLINGS, COLOUR_WORDS } from './vocabulary.ts';

const num = (s: string) => /^\d+$/.test(s);
const unique = <T>(xs: T[]) => [...new Set(xs)];

/** CPU model as `ryzen 5 5600x`, `i5 12400f`, `ultra 5 225f`; every one the text names. */
export function cpuModels(text: Text): string[] {
  const s = ` ${text.words.join(' ')} `;
  const found: string[] = [];
  const amd = /(?<= )(?:ryzen|r)\s?([3579]) (?:pro )?(\d{4})(x3d|xt|x|gt|ge|g|f|e)?(?= )/g;
  for (const m of s.matchAll(amd)) found.push(`ryzen ${m[1]} ${m[2]}${m[3] ?? ''}`);
  const intel = /(?<= )(?:core )?i([3579])\s?(\d{4,5})(ks|kf|k|f|t|)(?= )/g;
  for (const m of s.matchAll(intel)) found.push(`i${m[1]} ${m[2]}${m[3] ?? ''}`);
  const ultra = /(?<= )ultra ([3579]) (?:processor )?(\d{3})(kf|k|f|t|)(?= )/g;
  for (const m of s.matchAll(ultra)) found.push(`ultra ${m[1]} ${m[2]}${m[3] ?? ''}`);
  return unique(found);
}

const ARC_CHIPS = new Set(['a310', 'a380', 'a580', 'a750', 'a770', 'b570', 'b580']);

/** Graphics chip as `rtx 4060 ti`, `rx 9070 xt`, `arc b580`; every one the text names. */
export function gpuChips(text: Text): string[] {
  const s = ` ${text.pieces.join(' ')} `;
  const found: string[] = [];
  for (const m of s.matchAll(/ (rtx|gtx|gt) (\d{3,4})(?: (ti))?(?: (super|s))?(?= )/g)) {
    if (m[1] === 'gt' && !['710', '730', '1010', '1030'].includes(m[2]!)) continue;
    found.push([m[1], m[2], m[3], m[4] ? 'super' : undefined].filter(Boolean).join(' '));
  }
  for (const m of s.matchAll(/ rx (\d{3,4})(?: (xtx|xt|gre))?(?= )/g)) found.push(['rx', m[1], m[2]].filter(Boolean).join(' '));
  for (const m of s.matchAll(/ ([ab]) (\d{3})(?= )/g)) {
    if (ARC_CHIPS.has(`${m[1]}${m[2]}`)) found.push(`arc ${m[1]}${m[2]}`);
  }
  return unique(found);
}

const UNITS_GB: Record<string, number> = { gb: 1, g: 1, gd: 1, tb: 1000 };

/**
 * Sizes the text states in GB ("8gb", "8 GB", "O8G", "16GD", "2TB" → 2000, "2x16GB" and
 * "16GBx2" → 16), repeats dropped. Only whole words count, so the digits inside a maker's part
 * number ("TM8FP6512G0C101", Sapphire's "11310-01-20G") are not read as sizes.
 */
export function sizesGb(text: Text): number[] {
  const w = text.words;
  const out: number[] = [];
  for (let i = 0; i < w.length; i++) {
    if (/^\d{2}$/.test(w[i - 1] ?? '') && /^\d{5}$/.test(w[i - 2] ?? '')) continue;
    const word = w[i]!;
    const m =
      word.match(/^[a-z]?(\d{1,4})(gb|tb|gd|g)$/) ??
      word.match(/^(\d{1,3})(gb|g)x\d$/) ??
      word.match(/^\dx(\d{1,3})(gb|g)$/);
    if (m) out.push(Number(m[1]) * UNITS_GB[m[2]!]!);
    else if (num(word) && (w[i + 1] === 'gb' || w[i + 1] === 'tb')) out.push(Number(word) * UNITS_GB[w[i + 1]!]!);
  }
  return unique(out);
}

export interface KitLayout {
  modules: number;
  perModuleGb?: number;
}

/**
 * A memory kit's layout: "2x16GB", "2 x 8", "16GBx2", "16x2", "kit of 2", "dual", "single";
 * undefined when not stated. Of two numbers around the "x", the module count is the smaller.
 */
export function kitLayout(text: Text): KitLayout | undefined {
  const s = ` ${text.words.join(' ')} `;
  const layout = s.match(/ (\d{1,3}) ?(?:gb?)? ?x ?(\d{1,3}) ?(?:gb?)?(?= )/);
  if (layout) {
    const [a, b] = [Number(layout[1]), Number(layout[2])];
    if (a <= 8 || b <= 8) {
      const modules = a <= b ? a : b;
      return { modules, perModuleGb: a <= b ? b : a };
    }
  }
  const kitOf = s.match(/ kit of (\d) | (\d) ?pcs | (\d) ?sticks? /);
  if (kitOf) return { modules: Number(kitOf[1] ?? kitOf[2] ?? kitOf[3]) };
  if (/ (dual|twin)( channel)?( kit)? | kit /.test(s)) return { modules: 2 };
  if (/ single( stick| pack| module)? /.test(s)) return { modules: 1 };
  return undefined;
}

const RAM_SPEEDS = new Set([
  2133, 2400, 2666, 2933, 3000, 3200, 3466, 3600, 3733, 3800, 4000, 4133, 4266, 4400, 4600, 4800, 5200, 5600, 6000,
  6200, 6400, 6600, 6800, 7000, 7200, 7600, 8000, 8200, 8400, 8800,
]);

/** Memory speeds in MT/s the text states ("3200MHz", "6000MT/s", a bare "3600"). */
export function ramSpeeds(text: Text): number[] {
  return unique(text.pieces.filter((p) => num(p) && RAM_SPEEDS.has(Number(p))).map(Number));
}

/** Memory generations named: "DDR4", "D5"... */
export function ramTypes(text: Text): string[] {
  const out: string[] = [];
  for (const w of text.words) {
    const m = w.match(/^(?:ddr|d)([345])(?:x|l)?$|^ddr([345])\D/);
    if (m) out.push(`DDR${m[1] ?? m[2]}`);
  }
  return unique(out);
}

/**
 * Wattages a power-supply text names: "750W", "750 watts", and the number inside a model code
 * ("CX650", "A750GL", "GX-750"), counted when it is a multiple of 50 between 300 and 2000.
 */
export function wattages(text: Text): number[] {
  const out: number[] = [];
  const p = text.pieces;
  for (let i = 0; i < p.length; i++) {
    if (!num(p[i]!)) continue;
    const n = Number(p[i]);
    if (n < 300 || n > 2000 || n % 50 !== 0) continue;
    const next = p[i + 1];
    const inCode = text.words.some((w) => w !== p[i] && /[a-z]/.test(w) && new RegExp(`(^|\\D)${n}(\\D|$)`).test(w));
    if (next === 'w' || next === 'watts' || next === 'watt' || inCode || text.words.includes(String(n))) out.push(n);
  }
  return unique(out);
}

/** "80+ White" is an efficiency rating: a rating word right after "80 plus" (or a bare "80") is no colour. */
const afterEightyPlus = (words: readonly string[], i: number) => words[i - 1] === '80plus' || words[i - 1] === '80';

/** 80 Plus ratings the text names: bronze, gold... and white, which counts only right after "80+". */
export function efficiencies(text: Text): string[] {
  const w = text.words;
  return unique(w.filter((word, i) => EFFICIENCY_WORDS.has(word) || (word === 'white' && afterEightyPlus(w, i))));
}
const EFFICIENCY_WORDS = new Set(['bronze', 'silver', 'gold', 'platinum', 'titanium']);

/** `white` when the text names white (or another colour) and not black; `both` when it names both. */
export function colourOf(text: Text): string | 'both' | undefined {
  const named = text.words.filter((w, i) => COLOUR_WORDS[w] !== undefined && !afterEightyPlus(text.words, i));
  const colours = unique(named.map((w) => COLOUR_WORDS[w]!));
  if (colours.length === 0) return undefined;
  if (text.words.includes('black') || colours.length > 1) return 'both';
  return colours[0];
}

/** Says it has Wi-Fi: "WiFi", "Wi-Fi 6E", Gigabyte's "AX", "WF7", "AC" on a board. */
export function saysWifi(text: Text): boolean {
  return text.words.some((w) => /^wifi/.test(w) || w === 'ax' || w === 'ac' || /^wf\d?$/.test(w) || w === 'wireless');
}

/**
 * CAS latencies a memory text states: "CL30", "CL 36", or inside maker part numbers: G.Skill
 * "F5-6000J3038…" (30), "F5-6000U4040…" (40), "F4-3200C16D…" (16), ADATA "AX5U6000C3016G…" (30), Kingston "KF560C36…" (36), TeamGroup "…6000HC30…" (30), Corsair
 * "…M2B6000C30" / "…M2E6000Z36".
 */
export function casLatencies(text: Text): number[] {
  const out: number[] = [];
  const w = text.words;
  for (let i = 0; i < w.length; i++) {
    const word = w[i]!;
    const m =
      word.match(/^cl(\d{2})$/) ??
      (word === 'cl' && /^\d{2}$/.test(w[i + 1] ?? '') ? [word, w[i + 1]!] : null) ??
      word.match(/^\d{4}[a-wyz](\d{2})\d{2}/) ??
      word.match(/^\d{4}c(\d{2})[a-z]$/) ??
      word.match(/^a[dx][45]u\d{4}c(\d{2})\d{1,2}g$/) ??
      word.match(/^kf\d{3}c(\d{2})/) ??
      word.match(/\d{4}hc(\d{2})/) ??
      word.match(/m\d[a-z]\d{4}[cz](\d{2})$/);
    if (m) out.push(Number(m[1]));
  }
  return unique(out);
}

/**
 * The second timing (tRCD) a memory text states, which tells apart G.Skill kits of one speed and
 * latency ("CL36-36-36" against "CL36-48-48"): after a CAS latency ("cl30-38-38", "cl 34 38"),
 * or inside a G.Skill DDR5 part number ("F5-6000J3038…": 38).
 */
export function rcdTimings(text: Text): number[] {
  const out: number[] = [];
  const w = text.words;
  for (let i = 0; i < w.length; i++) {
    const cl = /^cl\d{2}$/.test(w[i]!) ? i + 1 : w[i] === 'cl' && /^\d{2}$/.test(w[i + 1] ?? '') ? i + 2 : -1;
    if (cl > 0 && /^\d{2}$/.test(w[cl] ?? '') && /^\d{2,3}$/.test(w[cl + 1] ?? '')) out.push(Number(w[cl]));
    const gskill = /^\d{4}[a-z]\d{2}(\d{2})[a-z]\d{2}gx\d/.exec(w[i]!);
    if (gskill && w[i - 1] === 'f5') out.push(Number(gskill[1]));
  }
  return unique(out);
}

/**
 * Words a maker's part number implies, added to a listing before matching so the variant rules
 * see them: Kingston Fury "KF560C30BWEAK2" → white, rgb ("KF560C30BBK2", no E: an XMP kit, not
 * the EXPO one; a revision digit may follow the colour, "KF436C17BB2AK2"); Deepcool "R-AG400-BKANMC-G" → argb,
 * "R-AK400-BKADMN-G" → digital (the letters after the colour: lighting N/L/A, display N/D; a
 * Digital model is always ARGB, so its A is not added).
 */
export function impliedWords(text: Text): string[] {
  const out: string[] = [];
  for (const word of text.words) {
    const kf = word.match(/^kf\d{3}c\d{2}(b[bw])\d?(e?)(a?)/);
    if (kf) {
      if (kf[1] === 'bw') out.push('white');
      out.push(kf[3] === 'a' ? 'rgb' : 'nonrgb');
      if (kf[2] !== 'e') out.push('nonexpo');
    }
  }
  out.push(...memoryTypeOfCodes(text), ...samsungCapacity(text));
  const s = ` ${text.words.join(' ')} `;
  for (const m of s.matchAll(/ r ([a-z]{2}\d{3}[a-z0-9]*) (bk|wh)([nla])([ndp])[a-z]{2} /g)) {
    if (m[2] === 'wh') out.push('white');
    // Every Deepcool Digital cooler is lit (ARGB): its code's A says nothing beyond Digital.
    if (m[3] === 'a' && m[4] !== 'd') out.push('argb');
    if (m[3] === 'l') out.push('led');
    if (m[4] === 'd') out.push('digital');
  }
  return [...new Set(out)];
}

/**
 * The memory generation maker part numbers and standards imply: G.Skill "F5-6000J3038…" (F4/F5),
 * Kingston "KF560C30…" (the digit after KF), Corsair "CMK32GX5M2…" (X4/X5), ADATA "AX5U…"/"AD4U…",
 * Crucial "CT8G4DFRA32A" (DDR4) and "CT16G48C40U5" (U5: DDR5), Lexar "LD5…", TeamGroup
 * "TF3D416G3600…"/"TED516G4800…"; AMD EXPO and Intel XMP 3.0 exist for DDR5 only.
 */
function memoryTypeOfCodes(text: Text): string[] {
  const w = text.words;
  const out: string[] = [];
  w.forEach((word, i) => {
    const gskill = /^f([45])$/.exec(word);
    if (gskill && /^\d{4}[a-z]\d{2}/.test(w[i + 1] ?? '')) out.push(`ddr${gskill[1]}`);
    const m =
      /^kf([45])\d{2}c\d{2}/.exec(word) ??
      /^cm[a-z]\d+gx([45])m\d/.exec(word) ??
      /^a[dx]([45])u\d{4}/.exec(word) ??
      /^ld([45])[a-z]{2}\d{3}g/.exec(word) ??
      /^t[a-z0-9]*?d([45])\d{1,3}g\d{4}/.exec(word) ??
      (/^c[tp]\d*k?\d+g4d[a-z]{2,4}\d{2}a?$/.test(word) ? ['', '4'] : null) ??
      (/^c[tp]\d*k?\d+g\d{2}c\d{2}u5$/.test(word) ? ['', '5'] : null);
    if (m) out.push(`ddr${m[1]}`);
    if (word === 'expo' || (word === 'xmp' && w[i + 1] === '3' && w[i + 2] === '0')) out.push('ddr5');
  });
  return out;
}

/** Samsung's drive part numbers state the capacity: "MZ-V9P1T0BW" is 1 TB, "MZ-V8V500BW" 500 GB. */
function samsungCapacity(text: Text): string[] {
  const w = text.words;
  const out: string[] = [];
  w.forEach((word, i) => {
    if (w[i - 1] !== 'mz') return;
    const tb = /^[a-z0-9]{3}(\d)t(\d)[a-z]{1,2}$/.exec(word);
    const gb = /^[a-z0-9]{3}(\d{3})[a-z]{1,2}$/.exec(word);
    if (tb) out.push(tb[2] === '0' ? `${tb[1]}tb` : `${tb[1]}${tb[2]}00gb`);
    else if (gb) out.push(`${gb[1]}gb`);
  });
  return out;
}

/**
 * A listing's words with maker suffixes split off, so the model code stands alone: Acer's
 * configuration letters ("VG240Y M3bmiipx" → "m3 bmiipx"), and the spellings in CODE_SPELLINGS
 * (Lian Li "O11D" → "o11 dynamic").
 */
export function respelled(text: Text): string[] {
  return respellWords(text.words, text.words.includes('acer'));
}

export function respellWords(words: readonly string[], acer: boolean): string[] {
  return words.flatMap((word) => {
    const spelled = CODE_SPELLINGS[word];
    if (spelled) return spelled.split(' ');
    const config = acer ? acerConfig(word) : undefined;
    return config ? [config.code, config.suffix] : [word];
  });
}

/** Acer's configuration letters after a model code ("M3bmiipx", "X1bmiipx"): the code, and the suffix. */
export function acerConfig(word: string): { code: string; suffix: string } | undefined {
  const m = /^([a-z0-9]+?)(b[mi][imphuzrx]*x)$/.exec(word);
  return m ? { code: m[1]!, suffix: m[2]! } : undefined;
}

