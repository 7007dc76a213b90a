/**
 * The dashboard's calls (spec §7): the signed-in user's saved builds, deleting one, and sharing
 * one to the community gallery.
 */
import { asDashboardBuilds, type DashboardBuild } from '../../domain/saved-builds/dashboard.ts';
import type { SharePayload } from '../../domain/community/share.ts';
import { api, unexpectedAnswer, type ApiResult } from '../shared/api-client.ts';

export async function listSavedBuilds(): Promise<ApiResult<DashboardBuild[]>> {
  const res = await api('/api/builds');
  if (!res.ok) return res;
  const builds = asDashboardBuilds(res.data);
  return builds ? { ...res, data: builds } : unexpectedAnswer(res.status, 'a list of builds');
}

export const deleteSavedBuild = (id: string) => api(`/api/builds/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Spec §7 POST /api/community/builds: the gallery's copy of the build, with its id there. */
export const shareToCommunity = <P>(payload: SharePayload<P>) =>
  api<{ id: string }>('/api/community/builds', { method: 'POST', body: payload });
