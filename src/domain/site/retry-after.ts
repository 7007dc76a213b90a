/** Reading a Retry-After header (the API client's, and the error table's wait texts). */
/**
 * Seconds from a Retry-After header: a number of seconds or an HTTP date. Null when absent or
 * unreadable.
 */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
