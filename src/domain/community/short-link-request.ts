/** What "Copy short link" sends (POST /api/short-links; issue 29): a draft's parts, or a saved build or community post by id. */
import type { Purpose } from '../builder/purpose.ts';

export type ShortLinkRequest =
  | { kind: 'draft'; parts: unknown; purpose: Purpose; title?: string }
  | { kind: 'saved'; id: string }
  | { kind: 'community'; id: string };
