/**
 * The gallery's calls (spec §7 /api/community/...): a page of builds with the next page's cursor
 * (the `X-Next-Cursor` header; none on the last page), one build with its comments, delete,
 * comment and vote. Answers are checked before they are rendered.
 */
import { asCommunityBuilds, asCommunityDetail } from '../../domain/community/community-gallery.ts';
import type { Purpose } from '../../domain/builder/purpose.ts';
import type { CommunityBuild, CommunityBuildDetail, CommunityComment, VoteCounts, VoteRequest } from '../../domain/community/community.ts';
import { api, apiWithHeaders, unexpectedAnswer, type ApiResult } from '../shared/api-client.ts';

export const PAGE_SIZE = 24;
const BUILDS = '/api/community/builds';
const one = (id: string) => `${BUILDS}/${encodeURIComponent(id)}`;

export interface BuildsPage {
  builds: CommunityBuild[];
  /** Where the next page starts, or null on the last page. */
  next: string | null;
}


export async function listBuilds(purpose: Purpose | null, cursor: string | null): Promise<ApiResult<BuildsPage>> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (purpose) query.set('purpose', purpose);
  if (cursor) query.set('cursor', cursor);
  const { result, headers } = await apiWithHeaders(`${BUILDS}?${query}`);
  if (!result.ok) return result;
  const builds = asCommunityBuilds(result.data);
  if (!builds) return unexpectedAnswer(result.status, 'a list of builds');
  return { ...result, data: { builds, next: headers?.get('X-Next-Cursor') || null } };
}

export async function fetchBuild(id: string): Promise<ApiResult<CommunityBuildDetail>> {
  const res = await api(one(id));
  if (!res.ok) return res;
  const detail = asCommunityDetail(res.data);
  return detail ? { ...res, data: detail } : unexpectedAnswer(res.status, 'a build');
}

export const deleteBuild = (id: string) => api(one(id), { method: 'DELETE' });

export const postComment = (id: string, text: string) => api<CommunityComment>(`${one(id)}/comments`, { method: 'POST', body: { text } });

export const sendVote = (id: string, direction: VoteRequest) => api<VoteCounts>(`${one(id)}/vote`, { method: 'POST', body: { direction } });
