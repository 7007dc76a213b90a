/**
 * The one-click unsubscribe link of an alert mail (issue 27): the alert's id signed with the
 * server's secret (HMAC-SHA-256, WebCrypto: the same on Node and at the edge), so that it needs
 * no sign-in and cannot be made for someone else's alert.
 */
const encoder = new TextEncoder();

async function key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(`price-alert-unsubscribe:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function fromBase64Url(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

export async function unsubscribeToken(alertId: string, secret: string): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(alertId)));
  return `${alertId}.${toBase64Url(signature)}`;
}

/** The alert id a token names, or undefined when it is not one of ours. */
export async function alertIdFromToken(token: string, secret: string): Promise<string | undefined> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 300) return undefined;
  const alertId = token.slice(0, dot);
  const signature = fromBase64Url(token.slice(dot + 1));
  if (!signature) return undefined;
  const ok = await crypto.subtle.verify('HMAC', await key(secret), signature as BufferSource, encoder.encode(alertId));
  return ok ? alertId : undefined;
}
