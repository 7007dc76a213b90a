import { describe, expect, it } from 'vitest';
import { AUTH_SECRET_MIN, ConfigError, DEFAULT_MAIL_API_URL, nodeConfig, parseConfig } from './config.ts';

const GOOD = {
  DATABASE_URL: 'libsql://pcbuilder-ph.turso.io',
  DATABASE_AUTH_TOKEN: 'token',
  PUBLIC_ORIGIN: 'https://pcbuilder.ph/',
  AUTH_SECRET: 's'.repeat(AUTH_SECRET_MIN),
};

describe('one configuration schema for both entries', () => {
  it('reads a full edge configuration', () => {
    const config = parseConfig({ ...GOOD, MAIL_API_KEY: 're_key', MAIL_FROM: 'PC Builder PH <hi@pcbuilder.ph>' });
    expect(config).toMatchObject({
      databaseUrl: 'libsql://pcbuilder-ph.turso.io',
      databaseAuthToken: 'token',
      publicOrigin: 'https://pcbuilder.ph',
      rateLimit: true,
      mailApi: { url: DEFAULT_MAIL_API_URL, key: 're_key' },
      mailFrom: 'PC Builder PH <hi@pcbuilder.ph>',
      google: undefined,
    });
  });

  it.each([
    [{ AUTH_SECRET: undefined }, 'AUTH_SECRET is missing'],
    [{ AUTH_SECRET: 's'.repeat(AUTH_SECRET_MIN - 1) }, `AUTH_SECRET must be at least ${AUTH_SECRET_MIN} characters`],
    [{ DATABASE_URL: undefined }, 'DATABASE_URL is missing'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL must be a libSQL URL'],
    [{ PUBLIC_ORIGIN: 'pcbuilder.ph' }, 'PUBLIC_ORIGIN must be the site address'],
    [{ GOOGLE_CLIENT_ID: 'only-the-id' }, 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'],
  ])('refuses %o, naming the variable', (change, message) => {
    expect(() => parseConfig({ ...GOOD, ...change })).toThrow(ConfigError);
    expect(() => parseConfig({ ...GOOD, ...change })).toThrow(message);
  });

  it('lists every problem at once', () => {
    expect(() => parseConfig({})).toThrow(/DATABASE_URL is missing.*PUBLIC_ORIGIN is missing.*AUTH_SECRET is missing/);
  });

  it('gives the Node entry defaults that work on a fresh clone', () => {
    let made = 0;
    const secret = () => ((made += 1), 'l'.repeat(43));
    const config = nodeConfig({ PORT: '4500' }, '/tmp/data', secret);
    expect(config).toMatchObject({
      port: 4500,
      host: 'localhost',
      databaseUrl: 'file:/tmp/data/pcbuilder.db',
      publicOrigin: 'http://localhost:4500',
      authSecret: 'l'.repeat(43),
    });
    expect(made).toBe(1);
    nodeConfig({ AUTH_SECRET: 'x'.repeat(40) }, '/tmp/data', secret);
    expect(made).toBe(1); // a configured secret is used as it is
    expect(() => nodeConfig({ AUTH_SECRET: 'short' }, '/tmp/data', secret)).toThrow('AUTH_SECRET must be at least 32 characters');
    expect(nodeConfig({ HOST: '0.0.0.0', RATE_LIMIT: 'off' }, '/d', secret)).toMatchObject({ host: '0.0.0.0', rateLimit: false });
  });
});
