/**
 * The Cloudflare Worker entry: the same Hono app over Turso (libSQL over HTTP), R2 for avatars
 * and an HTTP mail API. Pages are Workers static assets; only `/api/*` reaches this code (see
 * wrangler.toml). The catalogue comes already checked from the build (worker/generated/).
 */
import { createClient } from '@libsql/client/web';
import checkedCatalogue from './generated/catalogue.json' with { type: 'json' };
import type { Catalogue } from '../src/catalogue/parse.ts';
import { createApp, type App } from './app.ts';
import { ConfigError, parseConfig, type ConfigEnv } from './config.ts';
import { createDatabase, libsqlOptions } from './db/client.ts';
import { r2Store, type R2BucketLike } from './storage/r2-store.ts';
import { DEFAULT_MAIL_FROM, httpMailer, logMailer } from './mail/http-mailer.ts';
import { errorBody } from './errors.ts';

export interface EdgeEnv extends ConfigEnv {
  AVATARS: R2BucketLike;
}

let app: App | undefined;

/** Builds the app once per isolate from the bindings; a bad configuration is refused, named. */
export function edgeApp(env: EdgeEnv): App {
  const config = parseConfig(env);
  return createApp({
    db: createDatabase(createClient(libsqlOptions(config))),
    storage: r2Store(env.AVATARS),
    mailer: config.mailApi ? httpMailer(config.mailApi, config.mailFrom ?? DEFAULT_MAIL_FROM) : logMailer,
    config,
    catalogue: checkedCatalogue as unknown as Catalogue,
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
};
