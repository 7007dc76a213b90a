/**
 * Password-reset links: better-auth keeps a live link as a `reset-password:<token>` row and
 * deletes it once used or cancelled. So that a link's page can say what became of it (issue 25:
 * "This link was already used."), each link sent also gets a ledger row keyed by the SHA-256 of
 * its token (never the token itself) holding its fate and its account, kept for
 * RESET_LINK_MEMORY_DAYS. Reading the ledger never consumes a link.
 */
import { and, eq, like, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verification } from '../db/schema.ts';
import { RESET_LINK_MEMORY_DAYS, type ResetLinkState } from '../../src/domain/accounts/reset-link.ts';

/** Spec §9: reset links last an hour and work once (better-auth deletes a used token). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
const RESET_PREFIX = 'reset-password:';
const LEDGER_PREFIX = 'reset-ledger:';
const MEMORY_MS = RESET_LINK_MEMORY_DAYS * 24 * 60 * 60 * 1000;

/** What the ledger records; a link still `sent` whose live row is gone or old has expired. */
type Fate = 'sent' | 'used' | 'replaced';
const ledgerValue = (fate: Fate, userId: string) => `${fate}:${userId}`;

async function ledgerId(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return LEDGER_PREFIX + [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Cancels a user's outstanding reset links, all of them or all but the one just sent. */
export async function cancelResetLinks(db: Database, userId: string, keepToken?: string): Promise<void> {
  const keepLedger = keepToken ? await ledgerId(keepToken) : undefined;
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, `${RESET_PREFIX}%`),
        keepToken ? ne(verification.identifier, `${RESET_PREFIX}${keepToken}`) : undefined,
      ),
    );
  await db
    .update(verification)
    .set({ value: ledgerValue('replaced', userId), updatedAt: new Date() })
    .where(
      and(
        eq(verification.value, ledgerValue('sent', userId)),
        like(verification.identifier, `${LEDGER_PREFIX}%`),
        keepLedger ? ne(verification.identifier, keepLedger) : undefined,
      ),
    );
}

/** Notes a link just sent (and forgets this account's links older than the ledger keeps). */
export async function rememberSentLink(db: Database, userId: string, token: string): Promise<void> {
  const now = Date.now();
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${LEDGER_PREFIX}%`), like(verification.value, `%:${userId}`), lt(verification.expiresAt, new Date(now))));
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: await ledgerId(token),
    value: ledgerValue('sent', userId),
    expiresAt: new Date(now + MEMORY_MS),
  });
}

/** Notes that a link was just used to set a password (after the reset cancelled the others). */
export async function rememberUsedLink(db: Database, token: string): Promise<void> {
  const id = await ledgerId(token);
  const [row] = await db.select().from(verification).where(eq(verification.identifier, id)).limit(1);
  if (!row) return;
  const userId = row.value.slice(row.value.indexOf(':') + 1);
  await db.update(verification).set({ value: ledgerValue('used', userId), updatedAt: new Date() }).where(eq(verification.identifier, id));
}

/** What became of a link, and whose it was (undefined when the site does not know it). */
export async function resetLinkState(db: Database, token: string): Promise<{ state: ResetLinkState; userId?: string }> {
  const now = new Date();
  const [ledger] = await db
    .select()
    .from(verification)
    .where(eq(verification.identifier, await ledgerId(token)))
    .limit(1);
  if (!ledger || ledger.expiresAt < now) return { state: 'unknown' };
  const [fate, ...rest] = ledger.value.split(':');
  const userId = rest.join(':');
  if (fate === 'used' || fate === 'replaced') return { state: fate, userId };
  const [live] = await db
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(and(eq(verification.identifier, `${RESET_PREFIX}${token}`), eq(verification.value, userId)))
    .limit(1);
  return { state: live && live.expiresAt >= now ? 'valid' : 'expired', userId };
}
