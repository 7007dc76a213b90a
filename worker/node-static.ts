/**
 * Serves Astro's pre-rendered pages from `dist/` for the Node entry: precompressed files when
 * the browser accepts them, long-lived caching for hashed assets, revalidation for pages.
 */
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REDIRECTS } from '../src/domain/site/routes.ts';

/** Astro puts content-hashed bundles under /_astro/: they never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export function staticSite(root: string) {
  const site = new Hono();
  // Real HTTP redirects: the old address never enters the browser's history (replace semantics).
  site.use('*', async (c, next) => {
    const to = REDIRECTS[c.req.path.replace(/(.)\/$/, '$1')];
    if (to) return c.redirect(to, 301);
    return next();
  });
  site.use('*', async (c, next) => {
    await next();
    if (c.res.status >= 400 || c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', c.req.path.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
  });
  site.use('*', serveStatic({ root, precompressed: true }));
  // Whatever no file answers gets the site's own 404 page.
  site.all('*', async (c) => {
    const page = await readFile(join(root, '404.html'), 'utf8').catch(() => 'Page not found');
    return c.html(page, 404);
  });
  return site;
}
