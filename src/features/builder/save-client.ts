/**
 * The save calls of spec §7: POST /api/builds, or PUT /api/builds/{id} when editing. A non-OK
 * answer's message (the API's error, else the body text or status text) is passed on. The
 * server recomputes warnings (DESIGN.md), so the saved modal shows the ones it answers with.
 */
import type { SavePayload } from '../../domain/builder/save.ts';
import { api } from '../shared/api-client.ts';

export type SaveOutcome = { ok: true; id: string | null; warnings: string[] } | { ok: false; message: string };

export async function sendBuild(payload: SavePayload, token: string, editingId: string | null): Promise<SaveOutcome> {
  const res = await api<{ id?: unknown; warnings?: unknown } | null>(
    editingId ? `/api/builds/${encodeURIComponent(editingId)}` : '/api/builds',
    { method: editingId ? 'PUT' : 'POST', body: payload, token },
  );
  if (!res.ok) return { ok: false, message: res.error };
  const { id, warnings } = res.data ?? {};
  return {
    ok: true,
    id: id === undefined || id === null ? editingId : String(id),
    warnings: Array.isArray(warnings) ? warnings.filter((w): w is string => typeof w === 'string') : payload.warnings,
  };
}
