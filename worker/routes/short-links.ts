/**
 * Short links (issue 29 item 6): `POST /api/short-links` makes /b/<id> for a builder draft (the
 * draft is stored with the link), one of your saved builds, or a community post; `GET
 * /api/short-links/{id}` reads one as the public page shows it. Anyone may read a link. A visitor
 * may make one for a draft (a build is shared in Messenger before anyone signs up); a saved
 * build needs its owner (anyone else gets the same 404 as for an id that does not exist); a
 * community post is public, so anyone may. Making links is limited per person, or per client for
 * visitors (rate-limit.ts `shortLink`). Sharing the same thing again gives the same link.
 */
import { Hono, type Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { readJson } from '../http.ts';
import { clientIp, limitRequests } from '../auth/rate-limit.ts';
import { requireUser } from '../auth/session.ts';
import { retryWhenBusy } from '../db/busy.ts';
import { build, communityBuild, shortLink } from '../db/schema.ts';
import { lookupFor } from '../catalogue-lookup.ts';
import { readShortLink, shortLinkView, type ShortLinkRow } from '../db/shared-reads.ts';
import { partsSchema, purposeSchema } from '../requests.ts';
import { checkSave, readStoredParts, BUILD_NOT_FOUND_MESSAGE, NO_PARTS_MESSAGE, type PartIds, type StoredParts } from '../../src/domain/saved-builds/saved-build.ts';
import { quotesOf, withQuotes } from '../../src/domain/builder/your-quote.ts';
import { DEFAULT_PURPOSE, purposeFrom, type Purpose } from '../../src/domain/builder/purpose.ts';
import { COMMUNITY_BUILD_NOT_FOUND, TITLE_TOO_LONG, normaliseTitle, titleProblem } from '../../src/domain/community/community.ts';
import {
  DRAFT_TITLE,
  SHORT_LINK_NOT_FOUND,
  newShortId,
  previewImagePath,
  shortLinkPath,
  type ShortLinkKind,
} from '../../src/domain/community/short-link.ts';

const draftBody = z.object({
  kind: z.literal('draft'),
  parts: partsSchema(NO_PARTS_MESSAGE),
  purpose: purposeSchema,
  title: z
    .string({ error: 'The title must be text.' })
    .max(1000, TITLE_TOO_LONG)
    .transform(normaliseTitle)
    .superRefine((title, ctx) => {
      const problem = title ? titleProblem(title) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});
const sourceBody = z.object({
  kind: z.enum(['saved', 'community']),
  id: z.string({ error: 'id must name the build to share.' }).min(1, 'id must name the build to share.').max(200, 'id is too long.'),
});
const createBody = z.discriminatedUnion('kind', [draftBody, sourceBody], {
  error: "Send {kind: 'draft', parts, purpose?, title?} or {kind: 'saved' | 'community', id}.",
});

interface Snapshot {
  kind: ShortLinkKind;
  sourceId: string | null;
  title: string;
  parts: StoredParts;
  purpose: Purpose;
  sharedTotal: number;
}


/** One link per distinct share: a SHA-256 of what it shows. */
async function fingerprintOf(s: Snapshot): Promise<string> {
  const text = JSON.stringify([s.kind, s.sourceId, s.title, s.purpose, s.parts]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a request shares, checked against the catalogue and, for a saved build, its owner. */
async function snapshotFor(c: Context<AppEnv>): Promise<Snapshot> {
  const body = await readJson(c, createBody);
  const { db, catalogue } = c.var.deps;
  if (body.kind === 'draft') {
    const checked = checkSave(body.parts as PartIds, lookupFor(catalogue));
    if (!checked.ok) throw new ApiError(400, 'BAD_REQUEST', checked.message);
    // "Your quote" prices ride on the parts, as in a save (the parsed body is cached).
    const quotes = quotesOf(((await c.req.json()) as { parts?: unknown }).parts);
    const parts = withQuotes(checked.parts, quotes);
    return { kind: 'draft', sourceId: null, title: body.title || DRAFT_TITLE, parts, purpose: body.purpose ?? DEFAULT_PURPOSE, sharedTotal: Math.round(checked.savedTotal) };
  }
  if (body.kind === 'saved') {
    const me = requireUser(c);
    const [row] = await db.select().from(build).where(and(eq(build.id, body.id), eq(build.userId, me.id))).limit(1);
    if (!row) throw new ApiError(404, 'NOT_FOUND', BUILD_NOT_FOUND_MESSAGE);
    return { kind: 'saved', sourceId: row.id, title: row.name, parts: readStoredParts(row.parts), purpose: purposeFrom(row.purpose), sharedTotal: row.savedTotal };
  }
  const [post] = await db.select().from(communityBuild).where(eq(communityBuild.id, body.id)).limit(1);
  if (!post) throw new ApiError(404, 'NOT_FOUND', COMMUNITY_BUILD_NOT_FOUND);
  return { kind: 'community', sourceId: post.id, title: post.title, parts: readStoredParts(post.parts), purpose: purposeFrom(post.purpose), sharedTotal: post.totalPrice };
}

const answer = (row: Pick<ShortLinkRow, 'id'>) => ({ id: row.id, url: shortLinkPath(row.id), image: previewImagePath(row.id) });

/** A visitor is limited by client address, a signed-in person by their account. */
const limitByAsker = limitRequests('shortLink', (c) => (c.var.user ? `user:${c.var.user.id}` : clientIp(c.req.raw.headers)));

export function shortLinksRouter() {
  const router = new Hono<AppEnv>();

  router.post('/', limitByAsker, async (c) => {
    const snapshot = await snapshotFor(c);
    const fingerprint = await fingerprintOf(snapshot);
    const { db } = c.var.deps;
    const existing = async () => (await db.select({ id: shortLink.id }).from(shortLink).where(eq(shortLink.fingerprint, fingerprint)).limit(1))[0];
    const found = await existing();
    if (found) return c.json(answer(found), 200);
    const id = newShortId();
    // Two people sharing the same thing at once: the second insert does nothing, both get the first link.
    await retryWhenBusy(() =>
      db
        .insert(shortLink)
        .values({ id, ...snapshot, fingerprint, createdBy: c.var.user?.id ?? null, createdAt: new Date() })
        .onConflictDoNothing({ target: shortLink.fingerprint }),
    );
    const made = await existing();
    if (!made) throw new ApiError(503, 'UNAVAILABLE', 'The link could not be stored. Please try again.');
    return c.json(answer(made), made.id === id ? 201 : 200);
  });

  router.get('/:id', async (c) => {
    const row = await readShortLink(c, c.req.param('id'));
    if (!row) throw new ApiError(404, 'NOT_FOUND', SHORT_LINK_NOT_FOUND);
    const view = shortLinkView(c, row);
    return c.json(
      { ...answer(row), ...view, source_id: row.kind === 'community' ? row.sourceId : null, shared_total: row.sharedTotal, created_at: row.createdAt.toISOString() },
      200,
      // Today's prices change the answer a few times a day at most; the snapshot never changes.
      { 'Cache-Control': 'public, max-age=300' },
    );
  });

  return router;
}
