/** Request helpers every router shares: JSON bodies checked by zod, same-origin writes. */
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** Reads a JSON body and validates it; 415 for another content type, 400 with the first problem. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(400, 'BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid request.');
  return result.data;
}

/**
 * Refuses state-changing requests that a browser sent from another site: by Sec-Fetch-Site
 * where the browser sends it, else by Origin. Clients that send neither (API tools) pass.
 */
export function sameOriginWrites(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const crossSite = site ? !['same-origin', 'none'].includes(site) : origin ? origin !== publicOrigin : false;
      if (crossSite) throw new ApiError(403, 'FORBIDDEN', 'Requests from other sites are not accepted.');
    }
    await next();
  };
}
