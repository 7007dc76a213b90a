import { describe, expect, it } from 'vitest';
import { NOTE_WHY, noteParts, withWhy } from './note-parts.ts';

describe('a note with its reason (issue 25)', () => {
  it('reads as two sentences in plain text', () => {
    expect(withWhy('Do this.', 'because of that.')).toBe('Do this. Why: because of that.');
    expect(NOTE_WHY).toBe(' Why: ');
  });
  it('splits back into the line and the reason', () => {
    expect(noteParts(withWhy('Do this.', 'Because of that.'))).toEqual({ line: 'Do this.', why: 'Because of that.' });
  });
  it('a note without a reason is all line', () => {
    expect(noteParts('One RAM module runs in single channel.')).toEqual({ line: 'One RAM module runs in single channel.', why: null });
  });
});
