/** A Drizzle database over a libSQL client: a local file, or Turso over HTTP at the edge. */
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import type { Client } from '@libsql/client';
import * as schema from './schema.ts';

export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

export function createDatabase(client: Client): Database {
  return drizzle(client, { schema }) as Database;
}
