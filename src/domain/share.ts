/**
 * Sharing a build to the community gallery (spec §2.11 share dialog, §5 "Share form", §7
 * POST /api/community/builds): the form's checks in the spec's order and texts, and the payload.
 */
export const SHARE_MESSAGES = {
  titleRequired: 'Title required',
  noParts: 'Build has no parts to share',
  loginRequired: 'Login required',
  failed: 'Share failed',
} as const;

export interface ShareInput {
  title: string;
  description: string;
  partCount: number;
  signedIn: boolean;
}

/** The first problem with a share, or null when it may be sent. */
export function shareProblem({ title, partCount, signedIn }: ShareInput): string | null {
  if (title.trim() === '') return SHARE_MESSAGES.titleRequired;
  if (partCount === 0) return SHARE_MESSAGES.noParts;
  if (!signedIn) return SHARE_MESSAGES.loginRequired;
  return null;
}

export interface SharePayload<P> {
  title: string;
  description: string;
  parts: P;
  total_price: number;
}

/** Spec §5: trimmed title and description; a missing total is the rounded sum of part prices. */
export function sharePayload<P>(
  title: string,
  description: string,
  parts: P,
  total: number | undefined,
  partPrices: readonly number[],
): SharePayload<P> {
  return {
    title: title.trim(),
    description: description.trim(),
    parts,
    total_price: typeof total === 'number' && Number.isFinite(total) ? total : Math.round(partPrices.reduce((a, b) => a + b, 0)),
  };
}
