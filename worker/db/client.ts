/** A Drizzle database over a libSQL client: a local file, or Turso over HTTP at the edge. */
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import type { Client } from '@libsql/client';
import * as schema from './schema.ts';

export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

/**
 * How long a write to the embedded file waits for another writer (another request's
 * transaction, another process) before giving up: without it SQLite answers "database is
 * locked" at once and a burst of writes turns into 500s.
 */
export const FILE_BUSY_TIMEOUT_MS = 5000;

/** libSQL client options from our config; the token only when one is set (Turso). */
export function libsqlOptions(config: { databaseUrl: string; databaseAuthToken?: string | undefined }) {
  return {
    url: config.databaseUrl,
    ...(config.databaseAuthToken ? { authToken: config.databaseAuthToken } : {}),
    // One connection per process for the embedded file: its calls are synchronous, so more
    // connections add no parallelism, only lock contention between this process's own writes.
    ...(config.databaseUrl.startsWith('file:') ? { timeout: FILE_BUSY_TIMEOUT_MS, concurrency: 1 } : {}),
  };
}

export function createDatabase(client: Client): Database {
  return drizzle(client, { schema }) as Database;
}
