/** `npm run db:migrate`: applies migrations to DATABASE_URL (default: the embedded file). */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { DEFAULT_DATA_DIR, nodeConfig } from '../config.ts';
import { createDatabase, libsqlOptions } from './client.ts';
import { applyMigrations } from './migrate.ts';

// `--remote` (used by `npm run deploy`) refuses to fall back to the local file by mistake.
if (process.argv.includes('--remote') && !/^(libsql|https?|wss?):\/\//.test(process.env.DATABASE_URL ?? '')) {
  console.error('npm run deploy migrates the production database: set DATABASE_URL (libsql://…) and DATABASE_AUTH_TOKEN first.');
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
mkdirSync(dataDir, { recursive: true });
// Migrations need no secret; a placeholder keeps the shared configuration schema satisfied.
const config = nodeConfig(process.env, dataDir, () => 'migrations-need-no-secret-'.padEnd(32, '-'));
const db = createDatabase(createClient(libsqlOptions(config)));
console.log(`migrations: ${await applyMigrations(db)} (${config.databaseUrl})`);
db.$client.close();
