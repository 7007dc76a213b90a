/** `npm run db:migrate`: applies migrations to DATABASE_URL (default: the embedded file). */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { DEFAULT_DATA_DIR, nodeConfig } from '../config.ts';
import { createDatabase, libsqlOptions } from './client.ts';
import { applyMigrations } from './migrate.ts';

const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
mkdirSync(dataDir, { recursive: true });
const config = nodeConfig(process.env, dataDir);
const db = createDatabase(createClient(libsqlOptions(config)));
console.log(`migrations: ${await applyMigrations(db)} (${config.databaseUrl})`);
db.$client.close();
