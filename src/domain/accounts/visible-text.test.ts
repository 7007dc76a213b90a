import { describe, expect, it } from 'vitest';
import { MAX_MARKS_PER_LETTER, stripHiddenText, textFault, textFaultMessage, writtenTextProblem } from './visible-text.ts';
import { displayNameProblem, normaliseDisplayName, sanitiseDisplayName } from './display-name.ts';
import { commentProblem, descriptionProblem, normaliseText, normaliseTitle, titleProblem } from '../community/community.ts';

/**
 * Every character class of issue 24 item 5. Control, bidi and the Cf zero-width characters were
 * refused before; the rows marked "new" passed the old rule (it looked only at Cc/Cf/Co/Cs).
 */
const HIDDEN: [string, string][] = [
  ['NUL (control)', 'Juan\u0000Cruz'],
  ['a right-to-left override (bidi)', 'Juan\u202Egnp.exe'],
  ['a first-strong isolate (bidi)', 'Juan\u2068Cruz'],
  ['a zero-width space', 'Ju\u200Ban'],
  ['a combining grapheme joiner (zero-width; new)', 'Ju\u034Fan'],
  ['a Khmer inherent vowel (zero-width; new)', 'Juan\u17B4'],
  ['a Mongolian free variation selector (new)', 'Juan\u180B'],
  ['a text variation selector U+FE0E (new)', 'Juan\uFE0E'],
  ['an emoji variation selector after a letter (new)', 'Juan\uFE0F'],
  ['a supplementary variation selector U+E0100 (new)', 'Juan\u{E0100}\u{E0101}\u{E0102}'],
  ['a run of variation selectors hiding data after an emoji (new)', 'ok 😀\u{E0143}\u{E0159}\u{E0152}'],
  ['the Hangul filler U+3164 (new)', 'Juan\u3164'],
  ['the Hangul choseong filler U+115F (new)', '\u115FJuan'],
  ['the Hangul jungseong filler U+1160 (new)', 'Ju\u1160an'],
  ['the halfwidth Hangul filler U+FFA0 (new)', 'Juan\uFFA0'],
  ['the Braille blank U+2800 (new)', 'Juan\u2800Cruz'],
  ['a tag character (new)', 'Juan\u{E0041}'],
];

describe('textFault: one rule for names, titles, descriptions and comments', () => {
  it.each(HIDDEN)('refuses %s', (_label, text) => {
    expect(textFault(text)).toBe('hidden');
    expect(textFault(text, { lineBreaks: true })).toBe('hidden');
  });

  it.each([
    ['only Hangul fillers', '\u3164\u3164\u3164', 'hidden'],
    ['only Braille blanks', '\u2800\u2800', 'hidden'],
    ['only punctuation', '...!!!', 'nothing-visible'],
    ['only emoji', '🖥🔥', 'nothing-visible'],
    ['only a combining mark', '\u0301', 'nothing-visible'],
  ] as const)('refuses a text of %s (new)', (_label, text, fault) => {
    expect(textFault(text)).toBe(fault);
  });

  it(`allows ${MAX_MARKS_PER_LETTER} combining marks on a letter, refuses ${MAX_MARKS_PER_LETTER + 1} or a stack of 78 (new)`, () => {
    expect(textFault('Nguye\u0302\u0303n')).toBeNull(); // ễ written as e + two marks
    expect(textFault('ที่')).toBeNull(); // Thai: a vowel and a tone mark
    expect(textFault('Ju\u0301\u0300\u0302an')).toBe('stacked-marks');
    expect(textFault(`Z${'\u0336\u0337\u0338'.repeat(26)}algo`)).toBe('stacked-marks');
  });

  it('takes ordinary writing in any script, one emoji colour selector, and line breaks where allowed', () => {
    for (const text of ['Juan dela Cruz', 'María Clara Ñañez', '李小龍', 'Ahmad بن علي', 'Nguyễn', "D'Angelo O'Neil-Santos", 'RTX 4060', '2024']) {
      expect(textFault(text)).toBeNull();
    }
    expect(textFault('Love it ❤️')).toBeNull();
    expect(textFault('Love it ❤️\uFE0F')).toBe('hidden');
    expect(textFault('line one\nline two', { lineBreaks: true })).toBeNull();
    expect(textFault('line one\nline two')).toBe('hidden');
  });

  it('names the field in its messages', () => {
    expect(textFaultMessage('Title', 'hidden')).toBe('Title cannot contain control, direction or invisible characters');
    expect(textFaultMessage('Comment', 'stacked-marks')).toBe('Comment cannot stack more than 2 accents on one letter');
    expect(textFaultMessage('Full Name', 'nothing-visible')).toBe('Full Name must contain at least one letter or digit');
  });

  it('writtenTextProblem: empty is the required text or fine; then the fault; then the length', () => {
    const rule = { field: 'Title', max: 3, tooLong: 'too long', required: 'required' };
    expect(writtenTextProblem('', rule)).toBe('required');
    expect(writtenTextProblem('', { field: 'Title', max: 3, tooLong: 'too long' })).toBeNull();
    expect(writtenTextProblem('\u3164', rule)).toBe('Title cannot contain control, direction or invisible characters');
    expect(writtenTextProblem('abcd', rule)).toBe('too long');
    expect(writtenTextProblem('abc', rule)).toBeNull();
  });

  it('stripHiddenText drops hidden characters and cuts stacks to the limit', () => {
    expect(stripHiddenText('Ju\u3164an\u2800 Cruz\uFE0F')).toBe('Juan Cruz');
    expect(stripHiddenText('Ju\u0301\u0300\u0302\u0303an')).toBe('J\u00FA\u0300an'.normalize('NFC'));
  });
});

describe('every field uses it', () => {
  const fillerOnly = '\u3164';
  it('display names', () => {
    expect(displayNameProblem(normaliseDisplayName(fillerOnly), 'empty')).toBe('Full Name cannot contain control, direction or invisible characters');
    expect(displayNameProblem(normaliseDisplayName('---'), 'empty')).toBe('Full Name must contain at least one letter or digit');
    expect(displayNameProblem(normaliseDisplayName('Ju\u0301\u0300\u0302an'), 'empty')).toBe('Full Name cannot stack more than 2 accents on one letter');
    expect(sanitiseDisplayName('\u3164\u3164', 'juan')).toBe('juan');
    expect(sanitiseDisplayName('🔥🔥', 'juan')).toBe('juan');
  });
  it('titles', () => {
    expect(titleProblem(normaliseTitle(fillerOnly))).toBe('Title cannot contain control, direction or invisible characters');
    expect(titleProblem(normaliseTitle('\u2800'))).toBe('Title cannot contain control, direction or invisible characters');
    expect(titleProblem(normaliseTitle('!!!'))).toBe('Title must contain at least one letter or digit');
  });
  it('descriptions', () => {
    expect(descriptionProblem(normaliseText(`Fast ${fillerOnly}`))).toBe('Description cannot contain control, direction or invisible characters');
    expect(descriptionProblem(normaliseText('a\u0301\u0301\u0301'))).toBe('Description cannot stack more than 2 accents on one letter');
  });
  it('comments', () => {
    expect(commentProblem(normaliseText('Nice\uFE0E'))).toBe('Comment cannot contain control, direction or invisible characters');
    expect(commentProblem(normaliseText('?? ??'))).toBe('Comment must contain at least one letter or digit');
  });
});
