/** Where the previous page of the community list ended, in the gallery's order, as an opaque token. */
import { z } from 'zod';
import { ApiError } from '../errors.ts';

export const CURSOR_INVALID = 'The cursor is not valid. Load the list again from the start.';

export interface Position {
  score: number;
  createdAt: number;
  id: string;
}

const cursorShape = z.tuple([z.number().int(), z.number().int().nonnegative(), z.string().min(1).max(200)]);

export function encodeCursor(p: Position): string {
  const bytes = new TextEncoder().encode(JSON.stringify([p.score, p.createdAt, p.id]));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(cursor: string): Position {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const [score, createdAt, id] = cursorShape.parse(JSON.parse(text));
    return { score, createdAt, id };
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', CURSOR_INVALID);
  }
}
