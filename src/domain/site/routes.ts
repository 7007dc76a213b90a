/**
 * The site's routes (spec §2.1). Guides may link only to these, so a typo in a link target fails
 * the build instead of sending a reader to a 404.
 */
export const ROUTES = [
  '/',
  '/builder',
  '/builder/edit',
  '/quote',
  '/prebuilt',
  '/prebuilt/all',
  '/prebuilt/gaming',
  '/prebuilt/productivity',
  '/prebuilt/generaluse',
  '/community',
  '/components',
  '/learn',
  '/learn/components',
  '/learn/compatibility',
  '/learn/bottlenecks',
  '/learn/budget-tips',
  '/dashboard',
  '/settings',
  '/login',
  '/signup',
  '/forgot-password',
  '/newpassword',
  '/price-check',
] as const;
export type Route = (typeof ROUTES)[number];

/** Old or alternative paths and where they now live; served as permanent redirects. */
export const REDIRECTS: Record<string, Route> = {
  // Spec §2.1: the component-explainer redirect (replace semantics: an HTTP redirect leaves
  // no history entry behind).
  '/learn/component-explainer': '/learn/components',
};

/** True for a site-internal link whose path (before any # or ?) is a known route. */
export function isKnownRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return (ROUTES as readonly string[]).includes(path);
}
