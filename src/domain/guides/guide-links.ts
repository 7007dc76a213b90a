/** Internal links in a guide's Markdown that point at no page of this site. */
import { isKnownRoute } from '../site/routes.ts';

export function brokenInternalLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
  return targets.filter((href) => !isKnownRoute(href));
}
