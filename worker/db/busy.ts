/** Retrying a write that found the embedded database busy. */
const BUSY_ATTEMPTS = 5;

/**
 * Runs a write again when SQLite reports the database busy (another connection holds the write
 * lock, e.g. an open rate-limiter transaction). The write is one statement or one batch, rolled
 * back whole on failure, so running it again is safe.
 */
export async function retryWhenBusy<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt >= BUSY_ATTEMPTS || !isBusy(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

export function isBusy(err: unknown): boolean {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if ((typeof code === 'string' && code.startsWith('SQLITE_BUSY')) || (typeof message === 'string' && message.includes('database is locked'))) {
      return true;
    }
  }
  return false;
}
