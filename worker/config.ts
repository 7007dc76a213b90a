/**
 * Server configuration: one schema for both entries. The Node entry (`npm start`) fills in
 * defaults that work on a fresh clone; the Worker reads its bindings and secrets as they are.
 * A missing or bad value is reported by its variable name, all problems at once.
 */
import { z } from 'zod';

export interface Config {
  /** libSQL URL: `file:` for the embedded database, `libsql://` / `https://` for Turso. */
  databaseUrl: string;
  databaseAuthToken?: string | undefined;
  /** The site's public origin, e.g. `https://pcbuilder.ph`; links in mail point here. */
  publicOrigin: string;
  /**
   * Only for a local run without PUBLIC_ORIGIN: every address a browser on this machine may use
   * for the site (localhost, 127.0.0.1, [::1] on the port listened on), all accepted as this site.
   * Absent: `publicOrigin` alone decides (production).
   */
  localOrigins?: readonly string[] | undefined;
  /** Signs sessions and tokens; at least 32 characters. */
  authSecret: string;
  /** Google sign-in (OpenID Connect); absent: the button is hidden. */
  google?: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** Tests turn the rate limiter off where they sign in many times; never off in production. */
  rateLimit?: boolean;
  /** SMTP for outgoing mail (Node); absent: the outbox file. */
  smtpUrl?: string | undefined;
  /** An HTTP mail API (Resend's shape; the edge's way to send mail). */
  mailApi?: { url: string; key: string } | undefined;
  /** The sender of outgoing mail. */
  mailFrom?: string | undefined;
  /** Issue 29: accounts (by email, lower-case) that may hide community posts. */
  moderatorEmails?: readonly string[] | undefined;
}

/** Google's own discovery document; tests point GOOGLE_DISCOVERY_URL at a local OIDC server. */
export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';
/** Resend's endpoint; any service that takes `{from, to, subject, text}` with a bearer key fits. */
export const DEFAULT_MAIL_API_URL = 'https://api.resend.com/emails';
export const AUTH_SECRET_MIN = 32;

export const DEFAULT_PORT = 4321;
/** Only this machine can reach `npm start` unless HOST says otherwise (0.0.0.0 in a container). */
export const DEFAULT_HOST = 'localhost';
const IPV4_LOOPBACK = '127.0.0.1';
const IPV6_LOOPBACK = '::1';
export const DEFAULT_DATA_DIR = 'data';
/** The first words `npm start` prints once it answers (tests and benchmarks wait for them). */
export const READY_MESSAGE = 'PC Builder PH is running: open';

/** The environment variables both entries read (Worker secrets and vars carry the same names). */
export type ConfigEnv = Partial<
  Record<
    | 'DATABASE_URL'
    | 'DATABASE_AUTH_TOKEN'
    | 'PUBLIC_ORIGIN'
    | 'AUTH_SECRET'
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_DISCOVERY_URL'
    | 'SMTP_URL'
    | 'MAIL_API_KEY'
    | 'MAIL_API_URL'
    | 'MAIL_FROM'
    | 'RATE_LIMIT'
    | 'MODERATOR_EMAILS',
    string | undefined
  >
>;

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const envSchema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is missing (a libSQL URL: file:…, libsql://… or https://…)' })
    .regex(/^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/|:memory:)/, 'DATABASE_URL must be a libSQL URL (file:…, libsql://… or https://…)'),
  DATABASE_AUTH_TOKEN: optional,
  PUBLIC_ORIGIN: z
    .string({ error: 'PUBLIC_ORIGIN is missing (the site address, e.g. https://pcbuilder.ph)' })
    .url('PUBLIC_ORIGIN must be the site address, e.g. https://pcbuilder.ph')
    .transform((v) => new URL(v).origin),
  AUTH_SECRET: z
    .string({ error: `AUTH_SECRET is missing (${AUTH_SECRET_MIN}+ random characters)` })
    .min(AUTH_SECRET_MIN, `AUTH_SECRET must be at least ${AUTH_SECRET_MIN} characters`),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_DISCOVERY_URL: optional,
  SMTP_URL: optional,
  MAIL_API_KEY: optional,
  MAIL_API_URL: optional,
  MAIL_FROM: optional,
  RATE_LIMIT: optional,
  MODERATOR_EMAILS: optional,
});

/** Thrown when the configuration cannot run the server; the message names each variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates an environment into a Config, or throws a ConfigError listing every problem. */
export function parseConfig(env: ConfigEnv): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(`Configuration problem: ${result.error.issues.map((i) => i.message).join('; ')}.`);
  }
  const e = result.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Configuration problem: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither.');
  }
  return {
    databaseUrl: e.DATABASE_URL,
    databaseAuthToken: e.DATABASE_AUTH_TOKEN,
    publicOrigin: e.PUBLIC_ORIGIN,
    authSecret: e.AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL ?? GOOGLE_DISCOVERY_URL }
        : undefined,
    // Browser tests sign in dozens of times from one address; never set this in production.
    rateLimit: e.RATE_LIMIT !== 'off',
    smtpUrl: e.SMTP_URL,
    mailApi: e.MAIL_API_KEY ? { url: e.MAIL_API_URL ?? DEFAULT_MAIL_API_URL, key: e.MAIL_API_KEY } : undefined,
    mailFrom: e.MAIL_FROM,
    moderatorEmails: (e.MODERATOR_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** The origins a request from this site may carry: the local ones, else the public origin alone. */
export function siteOrigins(config: Pick<Config, 'publicOrigin' | 'localOrigins'>): readonly string[] {
  return config.localOrigins ?? [config.publicOrigin];
}

/**
 * The addresses `npm start` listens on. `localhost` (the default) means each loopback address
 * the machine has: a name is bound to only one of its addresses, and which one (127.0.0.1 or
 * ::1) varies by system, so that http://127.0.0.1 or http://[::1] would otherwise not answer.
 */
export function listenHosts(host: string, hasIpv6Loopback: boolean): string[] {
  if (host !== DEFAULT_HOST) return [host];
  return hasIpv6Loopback ? [IPV4_LOOPBACK, IPV6_LOOPBACK] : [IPV4_LOOPBACK];
}

/**
 * The origins a browser on this machine shows for a local run: localhost, and each address the
 * server listens on (a wildcard stands for the loopback address of its family; `::` also takes
 * IPv4). Compared as browsers send them (`new URL(…).origin`), so look-alikes such as
 * http://127.0.0.1.evil.example or another port never match.
 */
export function localOrigins(port: number, hosts: readonly string[]): string[] {
  const origin = (host: string) => new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
  const origins = new Set([origin(DEFAULT_HOST)]);
  for (const host of hosts) {
    if (host === '0.0.0.0') origins.add(origin(IPV4_LOOPBACK));
    else if (host === '::') origins.add(origin(IPV4_LOOPBACK)).add(origin(IPV6_LOOPBACK));
    else origins.add(origin(host));
  }
  return [...origins];
}

export function readPort(env: NodeJS.ProcessEnv): number {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}").`);
  }
  return port;
}

/**
 * Configuration for the Node entry: everything has a default that works on a fresh clone (the
 * auth secret is made on first start and kept in the data folder; see worker/node.ts). Without
 * PUBLIC_ORIGIN the site answers as localhost, 127.0.0.1 and [::1] alike (issue 20, item 5).
 */
export function nodeConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  localSecret: () => string,
  machine: { hasIpv6Loopback: boolean } = { hasIpv6Loopback: false },
): Config & { port: number; host: string; hosts: string[] } {
  const port = readPort(env);
  const host = env.HOST || DEFAULT_HOST;
  const hosts = listenHosts(host, machine.hasIpv6Loopback);
  const config = parseConfig({
    ...env,
    DATABASE_URL: env.DATABASE_URL || `file:${dataDir}/pcbuilder.db`,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN || `http://localhost:${port}`,
    AUTH_SECRET: env.AUTH_SECRET || localSecret(),
  });
  return { ...config, ...(env.PUBLIC_ORIGIN ? {} : { localOrigins: localOrigins(port, hosts) }), port, host, hosts };
}
