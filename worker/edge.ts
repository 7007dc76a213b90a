/**
 * The Cloudflare Worker entry: the same Hono app over Turso (libSQL over HTTP) and R2. Pages are
 * Workers static assets; only `/api/*` reaches this code (see wrangler.toml).
 */
import { createClient } from '@libsql/client/web';
import { catalogue } from '../src/catalogue/index.ts';
import { createApp, type App } from './app.ts';
import { createDatabase, libsqlOptions } from './db/client.ts';
import { r2Store, type R2BucketLike } from './storage/r2-store.ts';
import type { Mailer } from './mail/mailer.ts';
import { googleConfig } from './config.ts';

export interface EdgeEnv {
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  PUBLIC_ORIGIN: string;
  AUTH_SECRET: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_DISCOVERY_URL?: string;
  AVATARS: R2BucketLike;
}

/** Mail delivery at the edge is configured with the accounts work; until then it logs. */
const logMailer: Mailer = {
  async send(mail) {
    console.log(`[mail] to ${mail.to}: ${mail.subject}`);
  },
};

let app: App | undefined;

export default {
  fetch(request: Request, env: EdgeEnv, ctx: unknown) {
    const config = {
      databaseUrl: env.DATABASE_URL,
      databaseAuthToken: env.DATABASE_AUTH_TOKEN,
      publicOrigin: env.PUBLIC_ORIGIN,
      authSecret: env.AUTH_SECRET,
      google: googleConfig(env as unknown as Record<string, string | undefined>),
    };
    app ??= createApp({
      db: createDatabase(createClient(libsqlOptions(config))),
      storage: r2Store(env.AVATARS),
      mailer: logMailer,
      config,
      catalogue,
    });
    return app.fetch(request, env, ctx as never);
  },
};
