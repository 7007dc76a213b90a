/**
 * Where to send someone after signing in (`?next=`): only a page of this site. The value is
 * resolved the way the browser will resolve it (dot segments, encoded dots, tabs and
 * backslashes included), and the result is kept only if it is on this site's origin and
 * resolves to itself when the browser reads it again: `/..//evil.example` resolves to
 * `//evil.example`, which a second reading takes for another host. Anything else goes home
 * (spec §2.1: sign-in success goes to /).
 */
const HOME = '/';
/** A made-up origin to resolve against: a result on any other origin left the site. */
const PROBE_ORIGIN = 'https://next-path.invalid';
/** The page that reads `?next=`: relative values resolve against it, as in the browser. */
const LOGIN_PAGE = `${PROBE_ORIGIN}/login`;

/** The URL a browser on this site would go to for `target`, or null when it cannot be parsed. */
function resolveOnSite(target: string, base: string): URL | null {
  try {
    return new URL(target, base);
  } catch {
    return null;
  }
}

export function safeNextPath(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return HOME;
  // Browsers read "\" as "/" and drop tabs and newlines inside URLs; such values are never ours.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!raw.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(raw)) return HOME;
  const first = resolveOnSite(raw, LOGIN_PAGE);
  if (!first || first.origin !== PROBE_ORIGIN) return HOME;
  const path = `${first.pathname}${first.search}${first.hash}`;
  // The path is read once more (location.assign, a redirect): it must land on the same page.
  const again = resolveOnSite(path, LOGIN_PAGE);
  if (!again || again.origin !== PROBE_ORIGIN || again.href !== first.href) return HOME;
  // Encoded slashes and backslashes at the start could be decoded by a later hop: refuse.
  if (/^\/(%2f|%5c)/i.test(first.pathname)) return HOME;
  return path;
}

/** The next path carried in a page's query string (`?next=/dashboard`). */
export function nextPathFrom(search: string): string {
  return safeNextPath(new URLSearchParams(search).get('next'));
}
