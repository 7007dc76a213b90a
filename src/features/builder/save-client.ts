/**
 * The save calls of spec §7: POST /api/builds, or PUT /api/builds/{id} when editing. A non-OK
 * answer is passed on whole, for the error table to say in plain words. The server recomputes
 * warnings (DESIGN.md), so the saved modal shows the ones it answers with.
 */
import type { SavePayload } from '../../domain/builder/save.ts';
import { api, type ApiFailure } from '../shared/api-client.ts';

export type SaveOutcome = { ok: true; id: string | null; warnings: string[] } | { ok: false; failure: ApiFailure };

export async function sendBuild(payload: SavePayload, token: string, editingId: string | null): Promise<SaveOutcome> {
  const res = await api<{ id?: unknown; warnings?: unknown } | null>(
    editingId ? `/api/builds/${encodeURIComponent(editingId)}` : '/api/builds',
    { method: editingId ? 'PUT' : 'POST', body: payload, token },
  );
  if (!res.ok) return { ok: false, failure: res };
  const { id, warnings } = res.data ?? {};
  return {
    ok: true,
    id: id === undefined || id === null ? editingId : String(id),
    warnings: Array.isArray(warnings) ? warnings.filter((w): w is string => typeof w === 'string') : payload.warnings,
  };
}
