/**
 * Shared quotes (issue 28 item 3): a checked quote kept behind a short link, /quote?q=<id>.
 * Anyone may share one (no account needed: a quote is shared in Messenger) and anyone with the
 * link reads it; nobody changes or deletes it. What is kept is only the items as read (keep.ts):
 * texts scrubbed of phone numbers, e-mail addresses and titled names once more here, prices,
 * quantities, notes and the parts settled on, which must be in the catalogue. Sharing is limited
 * per client (rate-limit.ts `quoteShare`), and bodies to 32 KB (http.ts).
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../types.ts';
import { ApiError } from '../errors.ts';
import { readJson } from '../http.ts';
import { limitRequests } from '../auth/rate-limit.ts';
import { sharedQuote } from '../db/schema.ts';
import { lookupFor } from '../catalogue-lookup.ts';
import { CATEGORIES, type Category } from '../../src/domain/catalogue/categories.ts';
import type { SharedQuote } from '../../src/domain/quote/keep.ts';
import { scrubPersonal } from '../../src/domain/quote/privacy.ts';
import { sharedQuoteSchema } from '../../src/domain/quote/shared-schema.ts';

/** Ten letters and digits (about 57 bits): short to paste, not guessable. */
export const QUOTE_ID = /^[A-Za-z0-9]{10}$/;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function newQuoteId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const QUOTE_NOT_FOUND = 'No shared quote with this id.';

export function quotesRouter() {
  const router = new Hono<AppEnv>();

  router.post('/', limitRequests('quoteShare'), async (c) => {
    const body = await readJson(c, sharedQuoteSchema);
    const lookup = lookupFor(c.var.deps.catalogue);
    for (const item of body.items) {
      if (!item.partId) continue;
      const category = (item.category ?? CATEGORIES.find((cat) => lookup(cat, item.partId!))) as Category | undefined;
      if (!category || !lookup(category, item.partId)) throw new ApiError(400, 'BAD_REQUEST', `The catalogue has no part with id "${item.partId}".`);
    }
    const shop = body.shop ? scrubPersonal(body.shop).text : '';
    const payload = {
      ...body,
      items: body.items.map((item) => ({ ...item, text: scrubPersonal(item.text).text || '(a line)' })),
      ...(shop ? { shop } : { shop: undefined }),
    } as SharedQuote;
    if (!shop) delete payload.shop;
    const id = newQuoteId();
    await c.var.deps.db.insert(sharedQuote).values({ id, payload, createdAt: new Date() });
    return c.json({ id }, 201);
  });

  router.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!QUOTE_ID.test(id)) throw new ApiError(404, 'NOT_FOUND', QUOTE_NOT_FOUND);
    const [row] = await c.var.deps.db.select().from(sharedQuote).where(eq(sharedQuote.id, id)).limit(1);
    if (!row) throw new ApiError(404, 'NOT_FOUND', QUOTE_NOT_FOUND);
    // A shared quote never changes: caches may keep it.
    return c.json({ id: row.id, ...row.payload, created_at: row.createdAt.toISOString() }, 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  return router;
}
