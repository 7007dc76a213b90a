/** A reader's kept answers: served only at the version and from the source they were made at, and bounded. */
import { describe, expect, it } from 'vitest';
import { ReaderMemo } from './reader-memo.ts';
import { encodeJson } from './encoded-json.ts';

const catalogueToday = {};
const catalogueTomorrow = {};

describe('ReaderMemo', () => {
  it('gives back an answer at the same version from the same source', () => {
    const memo = new ReaderMemo();
    const body = encodeJson('[1]');
    memo.set('u1\nbuilds', 3, catalogueToday, body);
    expect(memo.get('u1\nbuilds', 3, catalogueToday)).toBe(body);
  });

  it('keeps "nothing here is theirs" apart from "nothing kept"', () => {
    const memo = new ReaderMemo();
    memo.set('u1\npage', 1, catalogueToday, null);
    expect(memo.get('u1\npage', 1, catalogueToday)).toBeNull();
    expect(memo.get('u2\npage', 1, catalogueToday)).toBeUndefined();
  });

  it('forgets an answer once the reader’s version moves or the shared source is another', () => {
    const memo = new ReaderMemo();
    memo.set('u1\nbuilds', 3, catalogueToday, encodeJson('[1]'));
    expect(memo.get('u1\nbuilds', 4, catalogueToday)).toBeUndefined();
    memo.set('u1\nbuilds', 4, catalogueToday, encodeJson('[1,2]'));
    expect(memo.get('u1\nbuilds', 4, catalogueTomorrow)).toBeUndefined();
    // Dropped, not kept beside the new one: an older version never comes back.
    expect(memo.size).toBe(0);
  });

  it('holds at most its entries, dropping the one read longest ago', () => {
    const memo = new ReaderMemo({ maxEntries: 2 });
    memo.set('a', 1, catalogueToday, encodeJson('"a"'));
    memo.set('b', 1, catalogueToday, encodeJson('"b"'));
    memo.get('a', 1, catalogueToday);
    memo.set('c', 1, catalogueToday, encodeJson('"c"'));
    expect(memo.size).toBe(2);
    expect(memo.get('b', 1, catalogueToday)).toBeUndefined();
    expect(memo.get('a', 1, catalogueToday)?.json).toBe('"a"');
  });

  it('holds at most its characters of JSON, and never one answer larger than all of them', () => {
    const memo = new ReaderMemo({ maxChars: 10 });
    memo.set('a', 1, catalogueToday, encodeJson('"aaaa"'));
    memo.set('b', 1, catalogueToday, encodeJson('"bbbb"'));
    memo.set('c', 1, catalogueToday, encodeJson('"cccc"'));
    expect(memo.get('a', 1, catalogueToday)).toBeUndefined();
    expect(memo.get('c', 1, catalogueToday)?.json).toBe('"cccc"');
    memo.set('big', 1, catalogueToday, encodeJson(`"${'x'.repeat(20)}"`));
    expect(memo.get('big', 1, catalogueToday)).toBeUndefined();
  });
});
