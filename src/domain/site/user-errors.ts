/**
 * Every error the screens can show, in plain words (issue 20): what happened, whether the
 * person's work survived, and what to do. Islands never show an exception's text or a raw
 * answer: a failed call goes through `explainFailure`, which picks the entry by the answer's
 * status and says it for what the person was doing (their build, a comment, a form...).
 *
 * The spec's own texts stay where the spec gives them ('Save failed: ', 'Vote failed',
 * 'Failed to load builds'...); the plain explanation follows them.
 */

/** What went wrong, as the person sees it; one entry each. */
export const ERROR_KINDS = [
  'offline',
  'server',
  'session-ended',
  'forbidden',
  'not-found',
  'conflict',
  'too-large',
  'rate-limited',
  'refused',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The way out the screen offers. */
export type ErrorAction = 'retry' | 'sign-in' | 'reload' | 'wait' | 'change-input';

export interface ErrorEntry {
  /** A dialog or banner title. */
  title: string;
  /** What happened, as one sentence. */
  happened: string;
  /** What to do, as the end of a sentence ("check your connection and try again"). */
  todo: string;
  action: ErrorAction;
  /**
   * The API's own message says it better (a 409's "You can keep at most 200 saved builds...",
   * a 400's "Build name is required"): it is shown instead of `happened` and `todo` when the
   * answer carried the API's error shape and reads as plain words.
   */
  serverSays: boolean;
}

export const ERROR_TABLE: Record<ErrorKind, ErrorEntry> = {
  offline: {
    title: 'No connection',
    happened: "We couldn't reach the server.",
    todo: 'check your connection and try again',
    action: 'retry',
    serverSays: false,
  },
  server: {
    title: 'Server problem',
    happened: 'Something went wrong on our side.',
    todo: 'try again in a minute',
    action: 'retry',
    serverSays: false,
  },
  'session-ended': {
    title: 'Session ended',
    happened: "Your session has ended, so you're signed out.",
    todo: "sign in again and you'll come back here",
    action: 'sign-in',
    serverSays: false,
  },
  forbidden: {
    title: 'Not allowed',
    happened: "The server didn't allow this change from this page.",
    todo: 'reload the page and try again',
    action: 'reload',
    serverSays: false,
  },
  'not-found': {
    title: 'Not found',
    happened: "It isn't there any more; it may have been deleted.",
    todo: "reload the page to see what's there now",
    action: 'reload',
    serverSays: false,
  },
  conflict: {
    title: "Couldn't save",
    happened: 'That clashes with something already saved.',
    todo: 'reload the page and try again',
    action: 'reload',
    serverSays: true,
  },
  'too-large': {
    title: 'Too large',
    happened: 'That is too large to send.',
    todo: 'make it smaller and try again',
    action: 'change-input',
    serverSays: true,
  },
  'rate-limited': {
    title: 'Too many tries',
    happened: 'There were too many tries in a short time.',
    todo: 'wait a minute and try again',
    action: 'wait',
    serverSays: false,
  },
  refused: {
    title: 'Not accepted',
    happened: "The server couldn't accept that.",
    todo: 'check what you entered and try again',
    action: 'change-input',
    serverSays: true,
  },
};

/** What the person had in hand when it failed, and whether it survived (always said). */
export const KEPT = {
  build: 'Your build is still here',
  savedBuilds: 'Your saved builds are safe',
  comment: 'Your comment is still in the box',
  profile: 'Your changes are still in the form',
  form: 'What you typed is still here',
  reading: 'Nothing is lost',
  nothing: 'Nothing was changed',
} as const;
export type Kept = keyof typeof KEPT;

/** A failed call as the API client reports it. */
export interface Failure {
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** The API's error code, when the answer had the API's error shape. */
  code?: string | null;
  /** The answer's message (never shown unless the entry says the server says it better). */
  error?: string | null;
  /** Seconds to wait, from a 429's Retry-After. */
  retryAfter?: number | null;
}

export interface Explained {
  kind: ErrorKind;
  title: string;
  /** The whole explanation, in sentences. */
  message: string;
  action: ErrorAction;
  /** Seconds to wait before trying again, when the server said. */
  retryAfter: number | null;
}

export function kindOf(status: number): ErrorKind {
  if (status <= 0) return 'offline';
  // An answer that came back OK but was not what was asked for is the server's failure too.
  if (status >= 500 || status < 400) return 'server';
  if (status === 401) return 'session-ended';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too-large';
  if (status === 429) return 'rate-limited';
  return 'refused';
}

/**
 * Text an exception or a stray page could carry: browsers' fetch failures, stack lines, markup,
 * JSON. Such text never reaches a person.
 */
const RAW_TEXT =
  /failed to fetch|networkerror|load failed|network request failed|fetch failed|econn|etimedout|enotfound|\b\w*(error|exception):|\bat \S+ \(|\n|<[a-z!/]|[{}[\]]|\bundefined\b|\bnull\b|\bNaN\b|^\s*$/i;

/** The server's own message, when it is plain words meant for people. */
export function plainServerText(text: string | null | undefined): string | null {
  const said = text?.trim() ?? '';
  if (said.length < 3 || said.length > 240 || RAW_TEXT.test(said)) return null;
  return said;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** "try again in 1 minute", "try again in 42 seconds". */
export function waitText(seconds: number): string {
  if (seconds >= 90) return `try again in ${Math.ceil(seconds / 60)} minutes`;
  if (seconds >= 60) return 'try again in 1 minute';
  const s = Math.max(1, Math.ceil(seconds));
  return `try again in ${s} second${s === 1 ? '' : 's'}`;
}

/**
 * A failed call in plain words, for what the person was doing:
 * "We couldn't reach the server. Your build is still here — check your connection and try again."
 */
export function explainFailure(failure: Failure, kept: Kept = 'nothing'): Explained {
  const kind = kindOf(failure.status);
  const entry = ERROR_TABLE[kind];
  const retryAfter = kind === 'rate-limited' && failure.retryAfter && failure.retryAfter > 0 ? failure.retryAfter : null;
  const base = { kind, title: entry.title, action: entry.action, retryAfter };
  const server = entry.serverSays && failure.code ? plainServerText(failure.error) : null;
  if (server) return { ...base, message: `${sentence(server)} ${KEPT[kept]}.` };
  const todo = retryAfter ? waitText(retryAfter) : entry.todo;
  return { ...base, message: `${entry.happened} ${KEPT[kept]} — ${todo}.` };
}

// Split out so pages can carry them without the whole table (the builder's first view).
export { retryAfterSeconds } from './retry-after.ts';
export { CATALOGUE_LOAD_FAILED, SAVE_UNREACHABLE, SUGGESTION_FAILED, type Situation } from './situations.ts';
