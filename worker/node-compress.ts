/**
 * Gzip for the Node entry (at the edge, Cloudflare compresses). Hono's compress() pipes every
 * body through a CompressionStream: for an 18 KB answer that costs about 420 µs of the one
 * thread, where zlib on the whole buffer costs about 145 µs (measured 2026-11-29, issue 24's
 * signed-in reads: the stream was 40% of a saved-builds request). Our answers are buffers
 * anyway, so they are compressed whole; a large one off the main thread. Pre-compressed pages
 * (Content-Encoding already set) and types that do not shrink pass through as they are.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { SYNC_COMPRESS_MAX_BYTES, gzipWhole } from './encoded-json.ts';

export { SYNC_COMPRESS_MAX_BYTES };
/** Smaller bodies are not worth a gzip header and a CPU pass. */
export const MIN_COMPRESS_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function acceptsGzip(header: string | undefined): boolean {
  // "gzip" listed with a weight other than q=0 (a bare "*" is not read as consent).
  return /(?:^|,)\s*gzip\s*(?:;\s*q\s*=\s*(?!0(?:\.0*)?\s*(?:,|$))[\d.]+\s*)?(?:,|$)/i.test(header ?? '');
}

/**
 * Replaces the answer as built here. Hono copies the old answer's headers over a new one (so a
 * middleware cannot drop one by accident); these headers are already a full copy, so the old
 * answer is let go first (setting undefined is Hono's way to replace an answer whole).
 */
function replace(c: Context, body: BodyInit | null, res: Response, headers: Headers): void {
  c.res = undefined as unknown as Response;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}

export function compressWhole(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    const varied = vary === '*' || (vary !== null && VARIES_BY_ENCODING.test(vary)) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    const headers = new Headers(res.headers);
    headers.set('Vary', varied);
    const length = Number(res.headers.get('Content-Length') ?? Infinity);
    if (!acceptsGzip(c.req.header('Accept-Encoding')) || length < MIN_COMPRESS_BYTES) {
      replace(c, res.body, res, headers);
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < MIN_COMPRESS_BYTES) {
      replace(c, body, res, headers);
      return;
    }
    const zipped = await gzipWhole(body);
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(zipped.byteLength));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replace(c, zipped, res, headers);
  };
}
