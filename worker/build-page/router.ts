/**
 * The public build page (issue 29 item 6): `GET /b/{id}` is the page (server-made HTML in the
 * site's shell, readable without JavaScript), `GET /b/{id}/image.png` its preview picture. Anyone
 * may read both. An unknown or malformed id gets the site's 404 page.
 */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../types.ts';
import { communityBuild } from '../db/schema.ts';
import { photosOf, readShortLink, shortLinkView } from '../db/shared-reads.ts';
import { isHidden } from '../db/hidden-posts.ts';
import { FALLBACK_SHELL, notFoundHtml, pageHtml } from './page-html.ts';
import { previewPng, previewSvg } from './preview-image.ts';
import { shortLinkPath } from '../../src/domain/community/short-link.ts';

/** Prices change a few times a day at most; a page may be kept five minutes. */
const PAGE_CACHE = 'public, max-age=300';

async function postShown(c: Context<AppEnv>, id: string): Promise<boolean> {
  const [post] = await c.var.deps.db.select({ id: communityBuild.id }).from(communityBuild).where(eq(communityBuild.id, id)).limit(1);
  return Boolean(post) && !(await isHidden(c.var.deps.db, id));
}

export function buildPageRouter() {
  const router = new Hono<AppEnv>();

  const shellOf = async (c: Context<AppEnv>) => (await c.var.deps.buildPage?.shell()) ?? FALLBACK_SHELL;
  const notFound = async (c: Context<AppEnv>) => c.html(notFoundHtml(await shellOf(c), c.var.deps.config.publicOrigin, c.req.path), 404);

  router.get('/:id', async (c) => {
    const row = await readShortLink(c, c.req.param('id'));
    if (!row) return notFound(c);
    // "See it in the community" and its photos only while the post is there and not hidden.
    const communityId = row.kind === 'community' && row.sourceId && (await postShown(c, row.sourceId)) ? row.sourceId : null;
    const photos = communityId ? await photosOf(c.var.deps.db, communityId) : [];
    const page = await pageHtml(
      await shellOf(c),
      { id: row.id, build: shortLinkView(c, row), sharedTotal: row.sharedTotal, createdAt: row.createdAt, communityId, photos },
      c.var.deps.config.publicOrigin,
    );
    return c.html(page, 200, { 'Cache-Control': PAGE_CACHE });
  });

  router.get('/:id/image.png', async (c) => {
    const row = await readShortLink(c, c.req.param('id'));
    const kit = c.var.deps.buildPage;
    if (!row || !kit) return c.text('Not found', 404);
    const png = await previewPng(previewSvg(shortLinkView(c, row), shortLinkPath(row.id)), row.id, c.var.deps.storage, kit.renderPng);
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', 'Cache-Control': PAGE_CACHE });
  });

  return router;
}
