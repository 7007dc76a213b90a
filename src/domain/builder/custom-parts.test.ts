import { describe, expect, it } from 'vitest';
import { customPartsSchema } from './custom-parts-schema.ts';
import {
  MAX_CUSTOM_NAME,
  MAX_CUSTOM_PARTS,
  MAX_PRICE,
  customFromQuery,
  customNotChecked,
  customOf,
  customToQuery,
  readCustomPart,
  withCustom,
  withCustomNotes,
} from './custom-parts.ts';
import { yourTotal, yourTotalText } from './custom-parts-text.ts';
import { buildAsText } from './build-text.ts';
import { evaluateBuild } from './compatibility.ts';
import { cpu, part, sel } from './test-parts.ts';

const ups = { name: 'APC Back-UPS 700VA', category: 'ups', price: 3950 } as const;

describe('custom parts (issue 29)', () => {
  it('reads a valid line and tidies its name; refuses anything else', () => {
    expect(readCustomPart({ ...ups, name: '  APC\tBack-UPS \n700VA ' })).toEqual(ups);
    expect(readCustomPart({ ...ups, price: 0 })).toEqual({ ...ups, price: 0 });
    expect(readCustomPart({ ...ups, price: MAX_PRICE })).toBeDefined();
    for (const bad of [{ ...ups, price: MAX_PRICE + 1 }, { ...ups, price: -1 }, { ...ups, price: 1.5 }, { ...ups, name: ' ' }, { ...ups, name: 'x'.repeat(MAX_CUSTOM_NAME + 1) }, { ...ups, category: 'toaster' }, null, 'UPS'])
      expect(readCustomPart(bad)).toBeUndefined();
  });

  it('the API schema holds the same limits, with the reason', () => {
    expect(customPartsSchema.parse([{ ...ups, name: ' APC  Back-UPS 700VA ' }])).toEqual([ups]);
    const fail = (value: unknown) => customPartsSchema.safeParse(value).error?.issues[0]?.message;
    expect(fail([{ ...ups, price: MAX_PRICE + 1 }])).toMatch(/not a PC part's price/);
    expect(fail([{ ...ups, name: 'x'.repeat(MAX_CUSTOM_NAME + 1) }])).toMatch(/at most 80 characters/);
    expect(fail(Array.from({ length: MAX_CUSTOM_PARTS + 1 }, () => ups))).toMatch(/at most 12 custom parts/);
    expect(fail([{ ...ups, extra: 1 }])).toMatch(/only name, category and price/);
  });

  it('rides in a parts object as `custom`, and only when there are lines', () => {
    const parts = { cpu: null };
    expect(withCustom(parts, [])).toBe(parts);
    expect(customOf(withCustom(parts, [ups]))).toEqual([ups]);
    expect(customOf({ custom: [ups, { bad: true }] })).toEqual([ups]);
    expect(customOf({ custom: Array.from({ length: 20 }, () => ups) })).toHaveLength(MAX_CUSTOM_PARTS);
  });

  it('round-trips through the permalink, dropping what is not valid', () => {
    const lines = [ups, { name: 'Fans ~ x3 | black', category: 'case-fan', price: 1200 } as const];
    expect(customFromQuery(customToQuery(lines))).toEqual([ups, { name: 'Fans x3 black', category: 'case-fan', price: 1200 }]);
    expect(customFromQuery('Fan~case-fan~12.5|~ups~100|UPS~ups~100')).toEqual([{ name: 'UPS', category: 'ups', price: 100 }]);
    expect(customFromQuery(null)).toEqual([]);
  });

  it('your total puts each quote in place of its part price and adds the custom lines', () => {
    const a = cpu('AM5', { price: 10_000 });
    const b = part('psu', { price: 3_000, wattage: 650 });
    const selection = sel({ cpu: a, psu: b });
    expect(yourTotal(selection, {}, [])).toBeNull();
    const t = yourTotal(selection, { [a.id]: { price: 9_500 } }, [ups])!;
    expect(t).toEqual({ total: 9_500 + 3_000 + 3_950, today: 13_000, quoted: 1, custom: 1 });
    expect(yourTotalText(t)).toBe('₱16,450 with 1 quoted price and 1 custom part');
    expect(yourTotalText(yourTotal(selection, {}, [ups, ups])!)).toBe('₱20,900 with 2 custom parts');
  });

  it('the verdict says it cannot check a custom line, and nothing else changes', () => {
    const result = evaluateBuild(sel({ cpu: cpu('AM5') }));
    const withNotes = withCustomNotes(result, [ups]);
    expect(customNotChecked([ups])).toEqual(['Not checked: APC Back-UPS 700VA is a custom part.']);
    expect(withNotes.notes).toEqual([...result.notes, 'Not checked: APC Back-UPS 700VA is a custom part.']);
    expect(withNotes.problems).toEqual(result.problems);
    expect(withCustomNotes(result, [])).toBe(result);
  });

  it('Copy as text lists quotes and custom lines and your total', () => {
    const a = cpu('AM5', { price: 10_000, name: 'Ryzen 5 7600' });
    const selection = sel({ cpu: a });
    const text = buildAsText(selection, withCustomNotes(evaluateBuild(selection), [ups]), undefined, { quotes: { [a.id]: { price: 9_800, shop: 'PC Express' } }, custom: [ups] });
    expect(text).toContain('CPU: Ryzen 5 7600 — ₱10,000 (your quote ₱9,800, PC Express)');
    expect(text).toContain('UPS / AVR: APC Back-UPS 700VA — ₱3,950 (custom part)');
    expect(text).toContain('Your total: ₱13,750 with 1 quoted price and 1 custom part');
    expect(text).toContain('- Not checked: APC Back-UPS 700VA is a custom part.');
    expect(buildAsText(selection, evaluateBuild(selection))).not.toContain('Your total');
  });
});
