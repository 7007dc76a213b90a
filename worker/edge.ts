/**
 * The Cloudflare Worker entry: the same Hono app over Turso (libSQL over HTTP), R2 for avatars
 * and an HTTP mail API. Pages are Workers static assets; only `/api/*` and the public build pages
 * `/b/*` reach this code (see wrangler.toml). The catalogue comes already checked from the build (worker/generated/). The
 * daily Cron Trigger runs the price refresh (`scheduled`, issue 27).
 */
import { createClient } from '@libsql/client/web';
import checkedCatalogue from './generated/catalogue.json' with { type: 'json' };
import type { PricedCatalogue } from '../src/catalogue/observed-prices.ts';
import { refreshSettings, runRefreshJob, type RefreshEnv } from './refresh/job.ts';
import { createApp, type App } from './app.ts';
import { ConfigError, parseConfig, type ConfigEnv } from './config.ts';
import { createDatabase, libsqlOptions } from './db/client.ts';
import { r2Store, type R2BucketLike } from './storage/r2-store.ts';
import { DEFAULT_MAIL_FROM, httpMailer, logMailer } from './mail/http-mailer.ts';
import { errorBody } from './errors.ts';
import { edgeBuildPage, type AssetsBinding } from './build-page/png-edge.ts';

export interface EdgeEnv extends ConfigEnv, RefreshEnv {
  AVATARS: R2BucketLike;
  /** The static assets (wrangler.toml [assets] binding): the /b/<id> page's shell and the preview font. */
  ASSETS?: AssetsBinding;
}

let app: App | undefined;

/** What both handlers are built from, per isolate. */
function edgeDeps(env: EdgeEnv) {
  const config = parseConfig(env);
  return {
    db: createDatabase(createClient(libsqlOptions(config))),
    mailer: config.mailApi ? httpMailer(config.mailApi, config.mailFrom ?? DEFAULT_MAIL_FROM) : logMailer,
    config,
    catalogue: checkedCatalogue as unknown as PricedCatalogue,
  };
}

/** Builds the app once per isolate from the bindings; a bad configuration is refused, named. */
export function edgeApp(env: EdgeEnv): App {
  return createApp({ ...edgeDeps(env), storage: r2Store(env.AVATARS), buildPage: env.ASSETS ? edgeBuildPage(env.ASSETS) : undefined });
}

/** The daily Cron Trigger (wrangler.toml [triggers]): the price refresh, the same job as `npm run prices:refresh`. */
export async function refreshAtEdge(env: EdgeEnv): Promise<void> {
  const { db, mailer, config, catalogue } = edgeDeps(env);
  await runRefreshJob({
    db,
    mailer,
    catalogue,
    publicOrigin: config.publicOrigin,
    authSecret: config.authSecret,
    fetch: (input, init) => fetch(input, init),
    log: (line) => console.log(`[prices] ${line}`),
    ...refreshSettings(env),
  });
}

export default {
  fetch(request: Request, env: EdgeEnv, ctx: unknown) {
    try {
      app ??= edgeApp(env);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      console.error(`[edge] refusing to serve: ${err.message}`);
      return Response.json(errorBody('INTERNAL', `The server is not configured: ${err.message}`), { status: 503 });
    }
    return app.fetch(request, env, ctx as never);
  },
  scheduled(_controller: unknown, env: EdgeEnv, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    ctx.waitUntil(
      refreshAtEdge(env).catch((err: Error) => {
        console.error(`[prices] the refresh failed: ${err.message}`);
        throw err;
      }),
    );
  },
};
