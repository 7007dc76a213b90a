/**
 * Request helpers every router shares: bounded bodies, JSON checked by zod, same-origin writes,
 * and which answers a shared cache may keep.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { ApiError, errorResponse } from './errors.ts';
import { AVATAR_MAX_BYTES } from './storage/image-type.ts';
import type { AppEnv } from './types.ts';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS } from '../src/domain/community/photos.ts';

/**
 * The most any request body may carry, by route. Accounts and votes need a few hundred bytes;
 * a build or a community post carries a full parts object (a few KB; 64 KB leaves room for
 * every slot filled with whole part objects); an avatar is the picture plus its multipart
 * envelope. Anything else gets the account size.
 */
export const BODY_LIMITS = {
  default: 8 * 1024,
  build: 64 * 1024,
  /** A shared quote: up to 40 items of 160 characters with their prices and parts. */
  quote: 32 * 1024,
  avatar: AVATAR_MAX_BYTES + 64 * 1024,
  /** A build photo (issue 29) and its multipart envelope. */
  photo: PHOTO_MAX_BYTES + 64 * 1024,
} as const;

export function bodyLimitFor(path: string): number {
  if (/^\/api\/users\/[^/]+\/profile-picture$/.test(path)) return BODY_LIMITS.avatar;
  if (/^\/api\/community\/builds\/[^/]+\/photos$/.test(path)) return BODY_LIMITS.photo;
  if (/^\/api\/(builds|community|short-links)(\/|$)/.test(path)) return BODY_LIMITS.build;
  if (path === '/api/quotes') return BODY_LIMITS.quote;
  return BODY_LIMITS.default;
}

const TOO_LARGE: Record<number, string> = {
  [BODY_LIMITS.avatar]: 'The picture is larger than 2 MB. Choose a smaller JPEG or PNG.',
  [BODY_LIMITS.photo]: PHOTO_TEXTS.tooLarge,
};

/**
 * Bounds every request body: a declared Content-Length over the limit is refused before a byte
 * is read, and a body without one is counted as it streams and cut off at the limit (413).
 * The refusal says `Connection: close`: the rest of the body is never read, so the connection
 * cannot carry another request, and a client that is told so reads the 413 instead of meeting a
 * dropped keep-alive connection.
 */
export function limitBodies(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: (c) => {
          c.header('Connection', 'close');
          return errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', TOO_LARGE[maxSize] ?? `The request body is larger than ${Math.round(maxSize / 1024)} KB.`);
        },
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    // A GET or HEAD that declares no body has none to count, and asking for it would build the
    // whole request object on Node for nothing.
    const bodiless = (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.header('content-length') && !c.req.header('transfer-encoding');
    if (bodiless) return next();
    return limiterFor(bodyLimitFor(c.req.path))(c, next);
  };
}

/**
 * Work that must not delay or shape the reply (mail, so that a reply's timing does not say
 * whether an address is registered). At the edge the Worker is kept alive for it; on Node the
 * process simply carries on.
 */
export function afterResponse(c: Context, task: () => Promise<unknown>): void {
  // A macrotask later, so that the reply is on its way before the work starts.
  const run = new Promise((resolve) => setTimeout(resolve, 0))
    .then(task)
    .catch((err: unknown) => console.error(`[api] background work for ${c.req.path} failed:`, err));
  try {
    c.executionCtx.waitUntil(run);
  } catch {
    // No execution context outside Workers: nothing to extend.
  }
}

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
 * The one file of a multipart upload (a profile picture, a build photo): 415 unless the body is
 * multipart/form-data, 400 when it cannot be read or `field` holds no file, 413 over `maxBytes`
 * (the body limit counts the envelope too; this is the file itself).
 */
export async function readUpload(c: Context, upload: { field: string; noun: string; maxBytes: number; tooLarge: string }): Promise<File> {
  const { field, noun } = upload;
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the ${noun} as multipart/form-data in the field ${field}.`);
  }
  const form = await c.req.formData().catch(() => {
    throw new ApiError(400, 'BAD_REQUEST', 'The upload could not be read.');
  });
  const file = form.get(field);
  if (!(file instanceof File)) throw new ApiError(400, 'BAD_REQUEST', `Choose a ${noun} to upload (field ${field}).`);
  if (file.size > upload.maxBytes) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', upload.tooLarge);
  return file;
}

/**
 * Refuses state-changing requests that a browser sent from another site: by Sec-Fetch-Site
 * where the browser sends it, else by Origin, which must be one of the site's own origins
 * (`siteOrigins` in config.ts). Clients that send neither (API tools) pass.
 */
export function sameOriginWrites(origins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const crossSite = site ? !['same-origin', 'none'].includes(site) : origin ? !origins.includes(origin) : false;
      if (crossSite) throw new ApiError(403, 'FORBIDDEN', 'Requests from other sites are not accepted.');
    }
    await next();
  };
}

/** Reads that are the asker's own whoever asks: the account, saved builds and their price history, price alerts, the session. */
const PERSONAL_READS = /^\/api\/(me|builds|alerts|price-history\/builds|auth\/get-session|auth\/callback|community\/photo-reports)(\/|$)/;
/** Reads that visitors share but a signed-in reader gets their own of (their votes, their email). */
const PERSONALISED_READS = /^\/api\/(community\/|users\/[^/]+$)/;

export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const VARY_BY_ASKER = ['Cookie', 'Authorization'];

/** Adds names to a response's Vary header, keeping the ones it has (Accept-Encoding). */
function addVary(headers: Headers, names: readonly string[]): void {
  const have = (headers.get('Vary') ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const lower = new Set(have.map((v) => v.toLowerCase()));
  headers.set('Vary', [...have, ...names.filter((n) => !lower.has(n.toLowerCase()))].join(', '));
}

/**
 * What a shared cache (a CDN in front of /api) may keep. An answer that depends on who asks —
 * any write, a signed-in reader's answer, and reads that are always someone's own — is
 * `private, no-store` and varies by the credentials; a visitor's answer from a route that a
 * signed-in reader would get differently keeps its caching and varies by them too, so that it
 * is never handed to someone signed in. Answers that are the same for everyone (catalogue,
 * health, avatars) keep their own headers.
 */
export function cacheByAsker(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const personalised = PERSONALISED_READS.test(c.req.path);
    const personal = !read || PERSONAL_READS.test(c.req.path) || (personalised && Boolean(c.get('user')));
    if (!personal && !personalised) return;
    const mark = (headers: Headers) => {
      if (personal) headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      addVary(headers, VARY_BY_ASKER);
    };
    try {
      mark(c.res.headers);
    } catch {
      // A response passed on as it came from fetch() has fixed headers: copy it first.
      c.res = new Response(c.res.body, c.res);
      mark(c.res.headers);
    }
  };
}
