/**
 * Where to send someone after signing in (`?next=`): only a path on this site. Anything that a
 * browser could read as another site — `//host`, `/\host`, schemes, encoded or tab-split
 * forms — falls back to home (spec §2.1: sign-in success goes to /).
 */
const HOME = '/';
/** A made-up origin to resolve against: a result on any other origin left the site. */
const PROBE_ORIGIN = 'https://next-path.invalid';

export function safeNextPath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return HOME;
  // Browsers treat "\" as "/" and drop tabs and newlines inside URLs; refuse such paths outright.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!raw.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(raw)) return HOME;
  if (raw.startsWith('//')) return HOME;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME;
  // Encoded slashes and backslashes at the start could be decoded by a later hop: refuse.
  if (/^\/(%2f|%5c)/i.test(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The next path carried in a page's query string (`?next=/dashboard`). */
export function nextPathFrom(search: string): string {
  return safeNextPath(new URLSearchParams(search).get('next'));
}
