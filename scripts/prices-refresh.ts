/**
 * `npm run prices:refresh [-- --minutes N]`: re-reads every known shop offer (the reviewed
 * import's pages, nothing else), records what each page says in the database at DATABASE_URL
 * (default: the embedded file of `npm start`) and mails the price alerts it crosses. One line per
 * shop as it finishes, then a summary. The same job the Cloudflare Cron Trigger runs
 * (worker/refresh/job.ts); see the README's operator notes.
 *
 * Environment: PRICE_REFRESH_PAUSE (shops to leave alone, names or hosts, comma-separated);
 * PRICE_REFRESH_TEST_SHOPS (tests only: a loopback address standing in for every shop, e.g. the
 * fake shops of `npm run prices:fake-shops`) and PRICE_REFRESH_INTERVAL_MS (only with it).
 */
import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { catalogue } from '../src/catalogue/index.ts';
import { DEFAULT_DATA_DIR, nodeConfig } from '../worker/config.ts';
import { createDatabase, libsqlOptions } from '../worker/db/client.ts';
import { applyMigrations } from '../worker/db/migrate.ts';
import { nodeMailer } from '../worker/mail/node-mailer.ts';
import { RUN_BUDGET_MS, refreshSettings, runRefreshJob } from '../worker/refresh/job.ts';
import { localSecret } from '../worker/local-secret.ts';

// What this writes in the data folder (database, secret, outbox) is readable by this user only, as with npm start.
process.umask(0o077);
const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
// Unsubscribe links are signed with the server's secret: AUTH_SECRET, or the one `npm start` keeps (made here on a fresh clone).
const config = nodeConfig(process.env, dataDir, () => localSecret(dataDir));
const minutesAt = process.argv.indexOf('--minutes');
const budgetMs = minutesAt > 0 ? Number(process.argv[minutesAt + 1]) * 60_000 : RUN_BUDGET_MS;
if (!(budgetMs > 0)) {
  console.error('--minutes takes a number of minutes, e.g. --minutes 10');
  process.exit(1);
}
let settings: ReturnType<typeof refreshSettings>;
try {
  settings = refreshSettings(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const db = createDatabase(createClient(libsqlOptions(config)));
await applyMigrations(db);
const mailer = nodeMailer(config, dataDir);
try {
  await runRefreshJob({
    db,
    mailer,
    catalogue,
    publicOrigin: config.publicOrigin,
    authSecret: config.authSecret,
    fetch,
    log: (line) => console.log(line),
    budgetMs,
    ...settings,
  });
} catch (err) {
  console.error(`The price refresh failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
