/**
 * Where the previous page of the community list ended, in the gallery's order, as an opaque token.
 *
 * The first page shows at most a few posts of each author (community-limits.ts), so the posts it
 * passed over come on the pages after it. A cursor therefore holds where the last page ended
 * (`after`; none right after the first page) and, until the list has gone past it, where the
 * first page ended (`firstPageEnd`): up to there, only the posts the first page passed over are
 * still to come.
 */
import { z } from 'zod';
import { ApiError } from '../../errors.ts';

export const CURSOR_INVALID = 'The cursor is not valid. Load the list again from the start.';

export interface Position {
  score: number;
  createdAt: number;
  id: string;
}

export interface Cursor {
  after: Position | null;
  firstPageEnd: Position | null;
}

const position = z.tuple([z.number().int(), z.number().int().nonnegative(), z.string().min(1).max(200)]);
/** `[score, createdAt, id]`, or `[after | null, firstPageEnd]` while the first page's leftovers remain. */
const cursorShape = z.union([position, z.tuple([position.nullable(), position])]);

const asTuple = (p: Position) => [p.score, p.createdAt, p.id] as const;
const fromTuple = ([score, createdAt, id]: readonly [number, number, string]): Position => ({ score, createdAt, id });

export function encodeCursor(cursor: Position | Cursor): string {
  const value =
    'score' in cursor
      ? asTuple(cursor)
      : cursor.firstPageEnd === null
        ? asTuple(cursor.after!)
        : [cursor.after && asTuple(cursor.after), asTuple(cursor.firstPageEnd)];
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(token: string): Cursor {
  try {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const value = cursorShape.parse(JSON.parse(text));
    if (value.length === 3) return { after: fromTuple(value), firstPageEnd: null };
    const [after, end] = value;
    return { after: after && fromTuple(after), firstPageEnd: fromTuple(end) };
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', CURSOR_INVALID);
  }
}
