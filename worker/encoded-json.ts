/**
 * A JSON body kept ready to send many times: its text and, computed once on first use, its gzip
 * bytes and its parsed value. Shared by the catalogue (fixed for the life of the process) and the visitors' cache of
 * the community gallery.
 */
import type { Context } from 'hono';

export interface EncodedJson {
  json: string;
  /** The gzip bytes, computed when first asked for. */
  gzip(): Promise<ArrayBuffer>;
  /** The parsed value, parsed when first asked for; shared, so never to be changed. */
  value(): unknown;
}

async function gzip(text: string): Promise<ArrayBuffer> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

export function encodeJson(json: string): EncodedJson {
  let zipped: Promise<ArrayBuffer> | undefined;
  let parsed: { value: unknown } | undefined;
  return { json, gzip: () => (zipped ??= gzip(json)), value: () => (parsed ??= { value: JSON.parse(json) as unknown }).value };
}

const JSON_TYPE = 'application/json; charset=UTF-8';

/** The gzip bytes when the client takes gzip, else the text; with the given headers. */
export async function sendEncoded(c: Context, body: EncodedJson, headers: Record<string, string>): Promise<Response> {
  if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
    // `encodeBody: 'manual'` tells the Workers runtime these bytes are already gzip (it would
    // otherwise compress them a second time); Node ignores the option.
    const init = { status: 200, headers: { ...headers, Vary: 'Accept-Encoding', 'Content-Type': JSON_TYPE, 'Content-Encoding': 'gzip' }, encodeBody: 'manual' };
    return new Response(await body.gzip(), init as ResponseInit);
  }
  return c.body(body.json, 200, { ...headers, Vary: 'Accept-Encoding', 'Content-Type': JSON_TYPE });
}
