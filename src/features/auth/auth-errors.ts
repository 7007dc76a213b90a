/**
 * The auth forms' failures in plain words (issue 20). A refusal of what was typed (a wrong
 * password, an address already registered, a rule the server checks) keeps the server's own
 * words, as the spec asks; anything else — no answer, too many tries, a server fault — goes
 * through the error table, and never shows an exception's text. The spec's leads ('Network
 * error', 'Network Error: ', 'Reset failed') stay in front.
 */
import { explainFailure, plainServerText, retryAfterSeconds } from '../../domain/site/user-errors.ts';
import { errorFrom } from '../shared/api-client.ts';

/** Statuses whose message is about what the person typed. */
const ABOUT_THE_INPUT = new Set([400, 401, 409, 422]);

/** What a non-OK answer says: the server's words for a refused input (else `fallback`), or the table's. */
export async function failureText(res: Response, fallback: string): Promise<string> {
  const body = await res.text().catch(() => '');
  const { error, code } = errorFrom(body, '');
  if (ABOUT_THE_INPUT.has(res.status)) return plainServerText(error) ?? fallback;
  return explainFailure({ status: res.status, code, error, retryAfter: retryAfterSeconds(res.headers.get('Retry-After')) }, 'form').message;
}

/** A request that got no answer: the spec's lead, then what happened and what to do. */
export function networkFailureText(lead: string): string {
  return `${lead}${lead.endsWith(':') ? '' : '.'} ${explainFailure({ status: 0 }, 'form').message}`;
}
