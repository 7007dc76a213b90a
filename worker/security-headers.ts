/**
 * The security headers every response carries, pages and API alike, in one place: the Node
 * server applies them as middleware, and the build writes the same set into `dist/_headers`
 * for Cloudflare's asset layer (which serves pages without running the Worker).
 */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Content-Security-Policy for every response, pages included. Astro inlines small scripts. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });

/** The headers the middleware sets on a page, as name → value (lower-case names). */
export async function pageSecurityHeaders(): Promise<Record<string, string>> {
  const probe = new Hono().use(securityHeaders()).get('/', (c) => c.text(''));
  const res = await probe.request('/');
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'content-type') headers[name] = value;
  });
  return headers;
}

/** Cloudflare's `_headers` file: the same headers on every static path. */
export async function cloudflareHeadersFile(): Promise<string> {
  const lines = Object.entries(await pageSecurityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}
