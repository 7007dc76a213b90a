/**
 * The API as one Hono app, built from its dependencies so that the Node entry, the Worker entry
 * and the tests construct the same thing with different storage underneath. No route knows which
 * runtime it runs on.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './types.ts';
import { ApiError, errorResponse, storageFailure } from './errors.ts';
import { componentsRouter } from './routes/components.ts';
import { healthRouter } from './routes/health.ts';
import { accountsRouter } from './routes/accounts.ts';
import { usersRouter } from './routes/users.ts';
import { buildsRouter } from './routes/builds.ts';
import { communityRouter } from './routes/community/router.ts';
import { quotesRouter } from './routes/quotes.ts';
import { shortLinksRouter } from './routes/short-links.ts';
import { photosRouter } from './routes/photos.ts';
import { buildPageRouter } from './build-page/router.ts';
import { createAuth } from './auth/auth.ts';
import { loadSession } from './auth/session.ts';
import { cacheByAsker, limitBodies, sameOriginWrites } from './http.ts';
import { siteOrigins } from './config.ts';
import { authRouter } from './routes/auth.ts';
import { securityHeaders } from './security-headers.ts';
import { VisitorCache } from './visitor-cache.ts';
import { ReaderMemo } from './reader-memo.ts';
import { liveCatalogue } from './prices/live-catalogue.ts';
import { alertsRouter } from './routes/alerts.ts';
import { priceHistoryRouter } from './routes/price-history.ts';
import { pricesRouter } from './routes/prices.ts';
import type { PricedCatalogue } from '../src/catalogue/observed-prices.ts';

export function createApp(deps: Deps) {
  const auth = createAuth(deps.db, deps.mailer, deps.config, deps.passwordHasher);
  const visitorCache = new VisitorCache();
  const readerMemo = new ReaderMemo();
  // Issue 27: every route reads the catalogue priced from the newest price observations.
  const prices = liveCatalogue(deps.db, deps.catalogue as PricedCatalogue, deps.priceCheckMs);
  const withDeps: MiddlewareHandler<AppEnv> = async (c, next) => {
    const catalogue = await prices.current();
    c.set('deps', catalogue === deps.catalogue ? deps : { ...deps, catalogue });
    c.set('auth', auth);
    await next();
  };
  const api = new Hono<AppEnv>()
    .use(withDeps)
    .use(cacheByAsker())
    .use(limitBodies())
    .use(sameOriginWrites(siteOrigins(deps.config)))
    .route('/health', healthRouter())
    .route('/components', componentsRouter())
    // The spec's account calls (/auth/reset among them), then the few better-auth routes we use.
    .route('/', accountsRouter())
    .route('/auth', authRouter())
    .use('/users/*', loadSession)
    .route('/users', usersRouter(visitorCache))
    .use('/builds/*', loadSession)
    .route('/builds', buildsRouter(readerMemo))
    .route('/alerts', alertsRouter())
    .route('/price-history', priceHistoryRouter())
    .route('/prices', pricesRouter())
    .use('/community/*', loadSession)
    .route('/community', communityRouter(visitorCache, readerMemo))
    .route('/community', photosRouter(visitorCache))
    .route('/quotes', quotesRouter())
    .use('/short-links/*', loadSession)
    .route('/short-links', shortLinksRouter())
    // A mounted app's notFound is not consulted by its parent, so unknown paths end here.
    .all('*', (c) => errorResponse(c, 404, 'NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}.`));

  return new Hono()
    .use(securityHeaders())
    .route('/api', api)
    // Issue 29: the public page of a short link, made here (the rest of the site is pre-rendered).
    .route('/b', new Hono<AppEnv>().use(withDeps).route('/', buildPageRouter()))
    .onError((err, c) => {
      if (err instanceof ApiError) return errorResponse(c, err.status, err.code, err.message);
      if (err instanceof HTTPException && err.status < 500) {
        return errorResponse(c, err.status, 'BAD_REQUEST', err.message || 'Bad request.');
      }
      const machine = storageFailure(err);
      if (machine) {
        console.error(`[api] ${c.req.method} ${c.req.path}: ${machine.message}`, err);
        return errorResponse(c, machine.status, machine.code, machine.message);
      }
      console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
      return errorResponse(c, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    });
}

export type App = ReturnType<typeof createApp>;
