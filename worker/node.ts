/**
 * The embedded entry (`npm start`): builds the site if its sources changed, opens the libSQL
 * file database (creating the data folder), applies migrations, and serves the pages and
 * `/api/*` from one process. Problems an operator or editor can fix are reported in one line.
 */
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { networkInterfaces } from 'node:os';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createClient } from '@libsql/client';
import { SITE_DIR, buildIfStale } from '../scripts/build.ts';
import { createApp } from './app.ts';
import { DEFAULT_DATA_DIR, READY_MESSAGE, nodeConfig, readPort } from './config.ts';
import { createDatabase, libsqlOptions } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { keepPreparedStatements } from './db/statement-cache.ts';
import { seedSnapshot } from './prices/observations.ts';
import { localSecret } from './local-secret.ts';
import { diskStore } from './storage/disk-store.ts';
import { nodeMailer } from './mail/node-mailer.ts';
import { staticSite } from './node-static.ts';
import { nodeBuildPage } from './build-page/png-node.ts';
import { compressWhole } from './node-compress.ts';
import { lingerOnClose, type ClosableSocket } from './lingering-close.ts';
import { createServerStampingIp } from './client-ip.ts';

/**
 * The data folder holds accounts, sessions, pictures and mail: readable by this user only. New
 * files get that from the umask; what an older version left readable is tightened here.
 */
function privateDataFolder(dataDir: string): void {
  process.umask(0o077);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new Error(`Cannot create the data folder ${dataDir}: ${(err as Error).message}`, { cause: err });
  }
  const tighten = (path: string) => {
    const isDir = statSync(path).isDirectory();
    chmodSync(path, isDir ? 0o700 : 0o600);
    if (isDir) for (const entry of readdirSync(path)) tighten(join(path, entry));
  };
  tighten(dataDir);
}

/** Whether this machine has the IPv6 loopback address (some containers have IPv4 only). */
function hasIpv6Loopback(): boolean {
  return Object.values(networkInterfaces()).some((addresses) => addresses?.some((a) => a.family === 'IPv6' && a.address === '::1'));
}

async function main() {
  const dataDir = resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
  readPort(process.env); // a typo in PORT is reported before a long build
  // The site is built first, with the usual permissions; everything after is private.
  if (process.env.SKIP_BUILD !== '1') await buildIfStale();
  privateDataFolder(dataDir);
  const config = nodeConfig(process.env, dataDir, () => localSecret(dataDir), { hasIpv6Loopback: hasIpv6Loopback() });
  // Loaded here, not imported above, so that a bad catalogue edit is reported like any other
  // start-up problem rather than as a module-loading stack trace.
  const { catalogue } = await import('../src/catalogue/index.ts');

  keepPreparedStatements();
  const db = createDatabase(createClient(libsqlOptions(config)));
  const migrations = await applyMigrations(db);
  // Issue 27: the shipped snapshot's offers are the first price observations (history starts there).
  await seedSnapshot(db, catalogue);

  const server = new Hono()
    .use(compressWhole())
    .route(
      '/',
      createApp({
        db,
        storage: diskStore(join(dataDir, 'uploads')),
        mailer: nodeMailer(config, dataDir),
        config,
        catalogue,
        buildPage: nodeBuildPage(join(SITE_DIR, 'b-shell', 'index.html')),
      }),
    )
    .route('/', staticSite(SITE_DIR));

  // An answer sent before the body was read (413) closes the connection without a reset.
  const fetchAndLinger = async (request: Request, env: { incoming?: { socket?: ClosableSocket } }) => {
    const response = await server.fetch(request, env);
    if (response.headers.get('connection') === 'close') lingerOnClose(env.incoming?.socket);
    return response;
  };
  const listeners = await Promise.all(
    config.hosts.map((hostname) =>
      listen(createAdaptorServer({ fetch: fetchAndLinger as typeof server.fetch, createServer: createServerStampingIp }), config.port, hostname),
    ),
  );
  const open = config.localOrigins ? `http://localhost:${config.port}` : config.publicOrigin;
  const also = config.localOrigins?.filter((origin) => origin !== open) ?? [];
  // One write: whoever waits for the ready line (tests, scripts) has the details with it.
  console.log(
    `${READY_MESSAGE} ${open}${also.length ? ` (or ${also.join(', ')})` : ''}\n` +
      `  listening on ${config.hosts.join(', ')} port ${config.port}; database ${config.databaseUrl}; migrations: ${migrations}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const listener of listeners) listener.close();
      db.$client.close();
      process.exit(0);
    });
  }
}

/** Starts one listener; a busy port is reported in words, not as a stack trace. */
function listen(listener: ServerType, port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    listener.once('error', (err: NodeJS.ErrnoException) => {
      const where = `${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `${where} is already in use by another program. Stop it, or start with another PORT (e.g. PORT=4322 npm start).`
            : `cannot listen on ${where}: ${err.message}`,
          { cause: err },
        ),
      );
    });
    listener.listen(port, hostname, () => resolve(listener));
  });
}

main().catch((err: Error) => {
  console.error(`\nPC Builder PH could not start: ${err.message}`);
  process.exit(1);
});
