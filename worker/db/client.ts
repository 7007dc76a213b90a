/** A Drizzle database over a libSQL client: a local file, or Turso over HTTP at the edge. */
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import type { Client } from '@libsql/client';
import * as schema from './schema.ts';

export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

/** libSQL client options from our config; the token only when one is set (Turso). */
export function libsqlOptions(config: { databaseUrl: string; databaseAuthToken?: string | undefined }) {
  return config.databaseAuthToken
    ? { url: config.databaseUrl, authToken: config.databaseAuthToken }
    : { url: config.databaseUrl };
}

export function createDatabase(client: Client): Database {
  return drizzle(client, { schema }) as Database;
}
