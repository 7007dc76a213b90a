import { describe, expect, it } from 'vitest';
import {
  FULL_NAME_INVISIBLE,
  FULL_NAME_MAX,
  FULL_NAME_TOO_LONG,
  displayNameProblem,
  normaliseDisplayName,
  sanitiseDisplayName,
} from './display-name.ts';

const EMPTY = 'Full Name is required';

describe('display names', () => {
  it('normalises to NFC, trims and folds spaces', () => {
    expect(normaliseDisplayName('  Jose\u0301   Rizal ')).toBe('José Rizal');
    expect(normaliseDisplayName('José Rizal')).toBe('José Rizal');
  });

  it.each([
    ['NUL', 'Juan\u0000Cruz'],
    ['a newline', 'Juan\nCruz'],
    ['a right-to-left override', 'Juan\u202Egnp.exe'],
    ['a right-to-left isolate', 'Juan\u2067Cruz'],
    ['a zero-width space', 'Ju\u200Ban'],
    ['a zero-width joiner', 'Ju\u200Dan'],
    ['a byte-order mark', '\uFEFFJuan'],
    ['a line separator', 'Juan\u2028Cruz'],
  ])('refuses %s', (_label, name) => {
    expect(displayNameProblem(name, EMPTY)).toBe(FULL_NAME_INVISIBLE);
  });

  it('takes ordinary names in any script, with accents and an ñ', () => {
    for (const name of ['Juan dela Cruz', 'María Clara Ñañez', '李小龍', 'Ahmad بن علي', "D'Angelo O'Neil-Santos"]) {
      expect(displayNameProblem(normaliseDisplayName(name), EMPTY)).toBeNull();
    }
  });

  it(`caps the length at ${FULL_NAME_MAX} characters (counted as people see them)`, () => {
    expect(displayNameProblem('a'.repeat(FULL_NAME_MAX), EMPTY)).toBeNull();
    expect(displayNameProblem('a'.repeat(FULL_NAME_MAX + 1), EMPTY)).toBe(FULL_NAME_TOO_LONG);
    expect(displayNameProblem('ñ'.repeat(FULL_NAME_MAX), EMPTY)).toBeNull();
  });

  it("gives the form's own message for an empty name", () => {
    expect(displayNameProblem('', EMPTY)).toBe(EMPTY);
    expect(displayNameProblem('', 'Enter your full name')).toBe('Enter your full name');
  });

  it("cleans a provider's name instead of refusing it", () => {
    expect(sanitiseDisplayName('Gabriela\u202E Silang\u200B', 'gabriela')).toBe('Gabriela Silang');
    expect(sanitiseDisplayName('\u200B\u0000', 'gabriela')).toBe('gabriela');
    expect(sanitiseDisplayName(null, 'gabriela')).toBe('gabriela');
    expect([...sanitiseDisplayName('x'.repeat(500), 'g')].length).toBe(FULL_NAME_MAX);
  });
});
