/** Server configuration, read from the environment by each entry. */
export interface Config {
  /** libSQL URL: `file:` for the embedded database, `libsql://` / `https://` for Turso. */
  databaseUrl: string;
  databaseAuthToken?: string | undefined;
  /** The site's public origin, e.g. `https://pcbuilder.ph`. */
  publicOrigin: string;
  /** Signs sessions and tokens; at least 32 characters. */
  authSecret: string;
  /** Google sign-in (OpenID Connect); absent: the button is hidden. */
  google?: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** Tests turn the rate limiter off where they sign in many times; never off in production. */
  rateLimit?: boolean;
  /** SMTP for outgoing mail; absent: the outbox file. */
  smtpUrl?: string | undefined;
}

/** Google's own discovery document; tests point GOOGLE_DISCOVERY_URL at a local OIDC server. */
export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

export function googleConfig(env: Record<string, string | undefined>): Config['google'] {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    discoveryUrl: env.GOOGLE_DISCOVERY_URL || GOOGLE_DISCOVERY_URL,
  };
}

export const DEFAULT_PORT = 4321;
/** Only this machine can reach `npm start` unless HOST says otherwise (0.0.0.0 in a container). */
export const DEFAULT_HOST = 'localhost';
export const DEFAULT_DATA_DIR = 'data';

/** Configuration for the Node entry: everything has a default that works on a fresh clone. */
export function nodeConfig(env: NodeJS.ProcessEnv, dataDir: string): Config & { port: number; host: string } {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}").`);
  }
  return {
    port,
    host: env.HOST || DEFAULT_HOST,
    databaseUrl: env.DATABASE_URL || `file:${dataDir}/pcbuilder.db`,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || `http://localhost:${port}`,
    authSecret: env.AUTH_SECRET || '',
    google: googleConfig(env),
    smtpUrl: env.SMTP_URL || undefined,
    // Browser tests sign in dozens of times from one address; never set this in production.
    rateLimit: env.RATE_LIMIT !== 'off',
  };
}
