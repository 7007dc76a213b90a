/**
 * How Philippine shops shorten parts in a quote, and the words a quote line may use around a
 * part: maker shorthand ("Giga", "CM"), CPU model codes on their own ("7800X3D", "14400F"), kind
 * words ("proc", "mobo", "casing") and chat words ("po", "sir"). Data for matching.ts.
 */
import { toText } from '../../matching/text.ts';

/** Maker shorthand shops write (squashed word → the maker as the catalogue spells it). */
const MAKER_SHORTHAND: Record<string, string> = {
  giga: 'gigabyte',
  gbyte: 'gigabyte',
  cm: 'cooler master',
  coolermaster: 'cooler master',
  tt: 'thermaltake',
  tforce: 'teamgroup t-force',
  lianli: 'lian li',
  bequiet: 'be quiet',
  idcooling: 'id-cooling',
  powercolour: 'powercolor',
  zotac: 'zotac',
};

/**
 * The line with maker shorthand spelled out and bare CPU model codes read as the model
 * ("7800X3D" → "ryzen 7 7800x3d"). Only codes with a letter or five digits are read so: a bare
 * "7600" may as well be an RX 7600 or DDR5-7600 memory.
 */
export function expandShorthand(line: string, cpuCodes: ReadonlyMap<string, string>): string {
  const words = toText(line).words;
  const out: string[] = [];
  words.forEach((word, i) => {
    const maker = MAKER_SHORTHAND[word];
    if (maker) return void out.push(maker);
    const cpu = cpuCodes.get(word);
    const before = words[i - 1] ?? '';
    const namedAlready = /^(?:ryzen|r[3579]|i[3579]|core|ultra|[3579])$/.test(before);
    if (cpu && !namedAlready && (/[a-z]/.test(word) || /^\d{5}$/.test(word))) return void out.push(cpu);
    out.push(word);
  });
  return out.join(' ');
}

/** Words that say what kind of part a line is (they are not model words). */
export const CATEGORY_WORDS: readonly string[] = (
  'cpu processor proc procie mobo motherboard mainboard board mb ram memory mem gpu vga video card graphics gfx ssd hdd nvme ' +
  'storage drive harddisk psu power supply case casing chassis cooler aio hsf heatsink monitor display keyboard mouse headset ' +
  'tower mid full mini micro fan fans liquid air kit stick sticks desktop internal unit module modules'
).split(' ');

/** What a note leaves behind once its phrase is taken out, and other trade words. */
export const NOTE_WORDS: readonly string[] = 'tray mpk bnew new sealed stock available basis order with w fan hsf box boxed retail original official warranty'.split(' ');

/** Chat words around a part. */
export const QUOTE_STOPWORDS: readonly string[] = (
  'po sir maam mam boss lods bro the a an of for and or with w only lang na pa ba yung ng sa at option each ea pcs pc piece set ' +
  'unit units price srp cash promo item items qty'
).split(' ');

/** A word that states a spec, not a model: sizes, speeds, memory types, chips, buses, ratings, chipsets. */
export const FACT_WORD =
  /^(?:\d+(?:\.\d+)?(?:gb|g|tb|t|w|mhz|mts|ghz|hz|mm|rpm|inch|in|k|p|cm)?|ddr\d|d\d|cl\d+|\d+x\d+(?:gb)?|x\d|\d+gbx\d|gen\d|gen\d+x\d|pcie\d?|m2|sata|ssd|hdd|nvme|rx|rtx|gtx|gt|arc|ti|xt|xtx|gre|super|oc|argb|rgb|atx\d*|e?atx|matx|itx|[abhxzq]\d{3}[em]?|80plus|bronze|silver|gold|platinum|titanium|white|black|fhd|qhd|uhd|ips|va|curved)$/;
