import { describe, expect, it } from 'vitest';
import { draftLines } from './lines.ts';

const one = (text: string) => draftLines(text)[0]!;
const item = (text: string) => one(text).items![0]!;

describe('prices as shops write them', () => {
  it.each([
    ['R5 7600 tray — 10,950', 10950],
    ['RTX 4060 - ₱18,750', 18750],
    ['CPU - AMD Ryzen 9 7900 ₱20,950.00', 20950],
    ['3) Kingston NV3 2TB - php 6,450', 6450],
    ['i5-14400F - 9.5k', 9500],
    ['Less discount - 644', null],
    ['Seasonic S12III 550 ............ 2,925', 2925],
    ['| Ryzen 7 8700G (with Wraith Spire) | 15,950 |', 15950],
    ['₱ 8,800 - ASRock B650M Pro RS WiFi', 8800],
    ['Antec Atom B650 = 2895', 2895],
  ])('%s → %s', (text, price) => {
    const line = one(text);
    if (price === null) expect(line.kind).toBe('discount');
    else expect(line.items![0]!.price).toBe(price);
  });

  it('a model number is never a price: RX 7600, MWE 650, 14700K, 265K, a leading 990', () => {
    for (const text of ['Sapphire Pulse RX 7600 8GB', 'MWE 650 Bronze V2', 'Core i7-14700K', 'Intel Core Ultra 7 265K', '990 Pro 1TB', 'LG 27" 4K monitor']) {
      expect(item(text).price, text).toBeNull();
    }
    expect(item('Intel Core Ultra 7 265K = 21,950').readText).toBe('Intel Core Ultra 7 265K');
  });

  it('a free item costs ₱0, but "free delivery" is no item', () => {
    expect(item('Freebie: Mousepad XL - FREE').price).toBe(0);
    expect(item('Free delivery within Metro Manila').price).toBeNull();
  });
});

describe('quantities', () => {
  it('reads "2x", "2pcs", "x2" at the end, an invoice QTY column and a tab column; "2x16" and "8gb x2" are kits', () => {
    expect(item('2x Kingston Fury Beast 16GB DDR5 5600 - 3,590 each')).toMatchObject({ quantity: 2, price: 3590 });
    expect(item('2pcs Kingston Fury Beast 32GB @ 5,650')).toMatchObject({ quantity: 2, price: 5650 });
    expect(item('Crucial 8GB DDR4 3200 x2 - 2,100')).toMatchObject({ quantity: 2, price: 1050, fromLineTotal: true });
    expect(item('2  Kingston Fury Beast 8GB DDR4 3200MHz  1,295.00  2,590.00')).toMatchObject({ quantity: 2, price: 1295 });
    expect(item('AMD Ryzen 5 9600X\t1\t15,450.00\t15,450.00')).toMatchObject({ quantity: 1, price: 15450 });
    expect(item('2x16 6000 CL36 — 6,990')).toMatchObject({ quantity: 1, readText: '2x16 6000 CL36' });
    expect(item('8gb x2 3200 tforce vulcan z 2,150')).toMatchObject({ quantity: 1 });
    expect(item('2 x 16GB DDR4 3200 - 4,450')).toMatchObject({ quantity: 1 });
    expect(item('✅ 2x Kingston Fury Beast 16GB DDR5 5600 - 3,590 each')).toMatchObject({ quantity: 2, price: 3590 });
    expect(item('2. ASUS ROG Strix X870E-E Gaming WiFi - ₱29,500')).toMatchObject({ quantity: 1, price: 29500, readText: 'ASUS ROG Strix X870E-E Gaming WiFi' });
  });
});

describe('lines that are not items', () => {
  it('totals, discounts, budgets, separators and several totals on one line', () => {
    expect(one('TOTAL  49,540.00')).toMatchObject({ kind: 'total', amounts: [49540] });
    expect(one('Total w/ Option A: 45,345 / w/ Option B: 43,845')).toMatchObject({ kind: 'total', amounts: [45345, 43845] });
    expect(one('Less: cash discount -1,500')).toMatchObject({ kind: 'discount', amounts: [1500] });
    expect(one('Goods na ba to mga boss? Budget 55k').kind).toBe('note');
    expect(one('----------------').kind).toBe('note');
    expect(one('Total for 3 units available upon request.').kind).toBe('note');
  });

  it('a sentence without a price is prose', () => {
    expect(one('Make sure po naka-latest BIOS yung B450 para sa 5700X3D.').prose).toBe(true);
    expect(one('Ryzen 7 5700X3D').prose).toBeUndefined();
  });
});

describe('several items on one line, labels and notes', () => {
  it('splits slash- and semicolon-separated items only when each piece has a price', () => {
    expect(one('R5 7600 tray — 10,950 / B650M DS3H — 8,450 / 650W Bronze — 2,900').items!.map((i) => i.price)).toEqual([10950, 8450, 2900]);
    expect(one('Ryzen 5 5600X - 6,900; CX650 - 3,700').items).toHaveLength(2);
    expect(one('QUOTATION FOR: Streaming / Video Editing PC').items).toHaveLength(1);
  });

  it('takes the label as a hint and the notes out of the words read', () => {
    expect(item('Proc: i3-12100 w/ fan - 5,850')).toMatchObject({ hint: 'cpu', readText: 'i3-12100', notes: [{ id: 'with-cooler' }] });
    expect(item('(RAM) ADATA XPG 16GB - 2,650')).toMatchObject({ hint: 'ram', readText: 'ADATA XPG 16GB' });
    expect(item('CPU Cooler: Arctic Liquid Freezer III 360 - ₱6,450').hint).toBe('cpu-cooler');
    expect(item('r5 5600 mpk w/ fan 5,950').notes.map((n) => n.id)).toEqual(['with-cooler', 'mpk']);
    expect(item('ryzen 5 7600x w/o fan - 12,450').notes.map((n) => n.id)).toEqual(['no-cooler']);
    expect(item('MSI B450M-A Pro Max II (order basis 3-5 days) - 3,650').notes.map((n) => n.id)).toEqual(['order-basis']);
  });
});

it('keeps every non-blank line, numbered as pasted', () => {
  expect(draftLines('a - 1,000\n\n  \nb - 2,000\r\nTotal 3,000').map((l) => l.number)).toEqual([1, 4, 5]);
});
