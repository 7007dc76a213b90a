import { describe, expect, it } from 'vitest';
import { draftLines } from './lines.ts';
import { personalLine, scrubPersonal } from './privacy.ts';

describe('personal details in a pasted quote', () => {
  it.each([
    ['call 0917 123 4567', 'phone'],
    ['call 0917-123-4567 po', 'phone'],
    ['Viber +63 917 555 0192', 'phone'],
    ['msg 09171234567', 'phone'],
    ['Tel (02) 8123-4567', 'phone'],
    ['email jose.delacruz@example.com', 'email'],
    ['Dear Mr. Reyes,', 'name'],
    ['Hi Ms. Villanueva,', 'name'],
  ])('%s: the %s is taken out', (text, kind) => {
    const scrubbed = scrubPersonal(text);
    expect(scrubbed.removed).toContain(kind);
    expect(scrubbed.text).not.toMatch(/\d{4}|@|Reyes|Villanueva/);
  });

  it('leaves part names, prices and polite words alone', () => {
    for (const text of ['Kingston Fury Beast 2x8 DDR4 3200 - 2,450', 'Good day sir! Here’s your quote po', 'Seagate IronWolf 8TB - 12,850', 'Sir eto na po final:']) {
      expect(scrubPersonal(text)).toEqual({ text, removed: [] });
    }
  });

  it('labelled lines, a name after a closing and an address are whole personal lines', () => {
    expect(personalLine('Name: Juan Miguel Ramos', undefined)).toBe('name');
    expect(personalLine('Customer: Maria Santos', undefined)).toBe('name');
    expect(personalLine('Prepared by: Anne', undefined)).toBe('name');
    expect(personalLine('Address: Blk 12 Lot 7, Brgy. Molino III, Bacoor', undefined)).toBe('address');
    expect(personalLine('Delivery address: 123 Mabini St., Brgy. San Roque, Marikina City', undefined)).toBe('address');
    expect(personalLine('Contact No.: 0917 123 4567', undefined)).toBe('phone');
    expect(personalLine('Jose Dela Cruz', 'Best regards,')).toBe('name');
    expect(personalLine('Jose Dela Cruz', 'Thank you for your inquiry.')).toBeNull();
    expect(personalLine('Corsair 4000D Airflow', 'Regards,')).toBeNull();
  });

  it('a contact line keeps no text at all; an item line keeps its part but not the number', () => {
    const [contact, item] = draftLines('For inquiries call 0917-888-1234\nRTX 4060 Dual - 18,000 (text 0917 123 4567)');
    expect(contact).toMatchObject({ kind: 'contact', text: '', removed: ['phone'] });
    expect(item!.kind).toBe('item');
    expect(item!.text).not.toMatch(/0917/);
    expect(item!.items![0]!.price).toBe(18000);
  });
});
