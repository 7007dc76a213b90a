/**
 * The save calls of spec §7: POST /api/builds, or PUT /api/builds/{id} when editing. A non-OK
 * answer's body text (or status text) becomes the message.
 */
import type { SavePayload } from '../../domain/builder/save.ts';
import { authHeaders } from '../../domain/session.ts';

export type SaveOutcome = { ok: true; id: string | null } | { ok: false; message: string };

export async function sendBuild(payload: SavePayload, token: string, editingId: string | null): Promise<SaveOutcome> {
  try {
    const res = await fetch(editingId ? `/api/builds/${encodeURIComponent(editingId)}` : '/api/builds', {
      method: editingId ? 'PUT' : 'POST',
      headers: { 'Content-Type': 'application/json', ...authHeaders(token) },
      body: JSON.stringify(payload),
    });
    const text = await res.text();
    if (!res.ok) {
      let message = text;
      try {
        const body = JSON.parse(text) as { error?: unknown; message?: unknown };
        message = String(body.error ?? body.message ?? text);
      } catch {
        /* plain text body */
      }
      return { ok: false, message: message || res.statusText };
    }
    let id: string | null = editingId;
    try {
      const body = JSON.parse(text) as { id?: unknown };
      if (body.id !== undefined) id = String(body.id);
    } catch {
      /* no JSON body: keep what we had */
    }
    return { ok: true, id };
  } catch (err) {
    return { ok: false, message: (err as Error).message };
  }
}
