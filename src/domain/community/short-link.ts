/**
 * Short links and the public build page (issue 29 item 6): /b/<id> shows a build to anyone —
 * the parts at today's credible prices, the one verdict (evaluateBuild, for the build's purpose)
 * and a preview card for Messenger and Facebook. What a link shows is its own snapshot of the
 * parts; this module turns that snapshot into what the page, its preview text and its image say.
 */
import { verdictLine } from '../builder/compatibility.ts';
import { fromPartsObject, toPermalinkQuery, type Lookup } from '../builder/persistence.ts';
import { DEFAULT_PURPOSE, PURPOSE_LABELS, PURPOSE_QUERY_KEY, type Purpose } from '../builder/purpose.ts';
import { PRICE_RANGE_FACTOR } from '../builder/selection.ts';
import { formatPeso } from '../format/money.ts';
import { viewStoredParts, type SavedBuildView, type StoredParts } from '../saved-builds/saved-build.ts';

/** What a link was made from: a builder draft (stored when shared), a saved build, a community post. */
export const SHORT_LINK_KINDS = ['draft', 'saved', 'community'] as const;
export type ShortLinkKind = (typeof SHORT_LINK_KINDS)[number];

/** Ten letters and digits from 57 unmistakable ones (about 58 bits): short to paste, not guessable. */
export const SHORT_ID = /^[A-Za-z0-9]{10}$/;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A new id from a cryptographic random source (the same shape as shared quotes' ids). */
export function newShortId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  // 57 × 4 = 228: bytes at or above it are skipped so that every letter is equally likely.
  const out: string[] = [];
  while (out.length < 10) {
    for (const b of random(new Uint8Array(16))) if (b < 228 && out.length < 10) out.push(ALPHABET[b % ALPHABET.length]!);
  }
  return out.join('');
}

export const shortLinkPath = (id: string): string => `/b/${id}`;
export const previewImagePath = (id: string): string => `/b/${id}/image.png`;

/** The title of a shared draft that was given none. */
export const DRAFT_TITLE = 'A PC build';
export const SHORT_LINK_NOT_FOUND = 'No shared build with this short link.';

export interface PublicBuild extends SavedBuildView {
  title: string;
  kind: ShortLinkKind;
  /** Spec §9's range over today's total. */
  range: { low: number; high: number };
  /** The verdict in one line: "Compatible", "Problems found: 2 problems, 1 note", … */
  verdict: string;
  severity: 'good' | 'warn' | 'bad';
  /** The builder permalink of the same parts (the long link keeps working). */
  builderPath: string;
  partCount: number;
}

/** A stored snapshot as the public page shows it, against today's catalogue. */
export function publicBuild(link: { title: string; kind: ShortLinkKind; parts: StoredParts; purpose: Purpose }, lookup: Lookup): PublicBuild {
  const view = viewStoredParts(link.parts, lookup, link.purpose);
  const { selection } = fromPartsObject(link.parts, lookup);
  const severity = view.problems.length ? 'bad' : view.notes.length ? 'warn' : 'good';
  const query = toPermalinkQuery(selection);
  const withPurpose = link.purpose === DEFAULT_PURPOSE ? query : `${query}&${PURPOSE_QUERY_KEY}=${link.purpose}`;
  const partCount = Object.values(view.parts).reduce((n, v) => n + (Array.isArray(v) ? v.length : v ? 1 : 0), 0);
  return {
    ...view,
    title: link.title,
    kind: link.kind,
    range: { low: view.total_price, high: Math.round(view.total_price * PRICE_RANGE_FACTOR) },
    verdict: verdictLine({ empty: partCount === 0, compatSeverity: severity, problems: view.problems, notes: view.notes }),
    severity,
    builderPath: `/builder?${withPurpose}`,
    partCount,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The preview's description: "₱52,340 · Gaming · 9 parts · Compatible. Prices from Philippine shops, approximate." */
export function previewDescription(build: Pick<PublicBuild, 'total_price' | 'purpose' | 'partCount' | 'verdict'>): string {
  return `${formatPeso(build.total_price)} · ${PURPOSE_LABELS[build.purpose]} · ${plural(build.partCount, 'part')} · ${build.verdict}. Prices from Philippine shops, approximate.`;
}
