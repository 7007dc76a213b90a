/**
 * Accounts (better-auth): email and password with scrypt hashing, sessions in an httpOnly
 * cookie, bearer tokens for API clients, password-reset mail through our mailer, Google when
 * configured, and rate limits kept in the database so they survive restarts.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Config } from '../config.ts';
import { CLIENT_IP_HEADERS } from './rate-limit.ts';

/** Spec §9: reset links last an hour and work once (better-auth deletes a used token). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Sign-in, sign-up and reset: a few tries a minute per address, then 429. */
export const AUTH_RATE_LIMIT = { window: 60, max: 5 } as const;

export function createAuth(db: Database, mailer: Mailer, config: Config) {
  const google = config.google;
  return betterAuth({
    appName: 'PC Builder PH',
    baseURL: config.publicOrigin,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicOrigin],
    database: drizzleAdapter(db, { provider: 'sqlite', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6, // the reset form's rule (spec §5); sign-up's stricter rule is checked at /api/register
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicOrigin}/newpassword?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your PC Builder PH password',
          text: `Hi ${user.name || 'there'},\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf you did not ask for this, ignore this email.`,
        });
      },
    },
    user: {
      additionalFields: {
        /** Object-store key of the uploaded avatar, if any. */
        avatarKey: { type: 'string', required: false, input: false },
      },
    },
    rateLimit: {
      enabled: config.rateLimit !== false,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': AUTH_RATE_LIMIT,
        '/sign-up/email': AUTH_RATE_LIMIT,
        '/request-password-reset': AUTH_RATE_LIMIT,
        '/reset-password': AUTH_RATE_LIMIT,
      },
    },
    advanced: {
      // Behind one server we know the client address; the rate limiter keys on it.
      ipAddress: { ipAddressHeaders: [...CLIENT_IP_HEADERS] },
    },
    plugins: [
      bearer(),
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
