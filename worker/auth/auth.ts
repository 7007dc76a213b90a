/**
 * Accounts (better-auth): email and password with scrypt hashing, sessions in an httpOnly
 * cookie, bearer tokens for API clients, password-reset mail through our mailer, Google when
 * configured. Only a few of better-auth's HTTP routes are mounted (worker/routes/auth.ts); the
 * spec's account calls use its server API, behind our own rules and rate limits
 * (worker/auth/rate-limit.ts), so better-auth's own limiter is off.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { siteOrigins, type Config } from '../config.ts';
import { SIGNUP_PASSWORD_MIN } from '../../src/domain/accounts/password.ts';
import { sanitiseDisplayName } from '../../src/domain/accounts/display-name.ts';
import { isOwnAvatarUrl } from './avatar-url.ts';
import { RESET_TOKEN_TTL_SECONDS, cancelResetLinks, rememberSentLink } from './reset-links.ts';

/** How passwords are hashed; only the tests replace better-auth's scrypt (see Deps.passwordHasher). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth(db: Database, mailer: Mailer, config: Config, passwordHasher?: PasswordHasher) {
  const google = config.google;
  return betterAuth({
    appName: 'PC Builder PH',
    // A local run answers on each loopback address: links and cookies follow the one in use.
    baseURL: config.localOrigins
      ? { allowedHosts: config.localOrigins.map((origin) => new URL(origin).host), protocol: 'http', fallback: config.publicOrigin }
      : config.publicOrigin,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [...siteOrigins(config)],
    // better-auth skips its origin check when NODE_ENV is "test": keep it on, so tests see what production does.
    advanced: { disableOriginCheck: false },
    database: drizzleAdapter(db, { provider: 'sqlite', schema }),
    emailAndPassword: {
      enabled: true,
      // The full sign-up rules are checked by our routes; this floor holds for any other path in.
      minPasswordLength: SIGNUP_PASSWORD_MIN,
      maxPasswordLength: 128,
      ...(passwordHasher ? { password: passwordHasher } : {}),
      // /api/register answers the new account without a session; signing in is its own step.
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A successful reset ends every other outstanding link.
      onPasswordReset: async ({ user }) => cancelResetLinks(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        // Only the newest link works: asking again cancels the ones sent before.
        await cancelResetLinks(db, user.id, token);
        await rememberSentLink(db, user.id, token);
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
    // Its limiter keys on the raw path (one row per distinct URL); ours keys on named routes.
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        // Whatever the way in (password or Google), a name is shown to others and a picture is
        // only ever our own avatar route: a provider's picture address is not kept.
        create: {
          before: async (user) => ({
            data: { ...user, name: sanitiseDisplayName(user.name, user.email.split('@')[0] ?? 'PC builder'), image: null },
          }),
        },
        update: {
          before: async (user) => ({
            data: {
              ...user,
              ...(typeof user.name === 'string' ? { name: sanitiseDisplayName(user.name, 'PC builder') } : {}),
              ...('image' in user && !isOwnAvatarUrl(user.image) ? { image: null } : {}),
            },
          }),
        },
      },
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
