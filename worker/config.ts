/** Server configuration, read from the environment by each entry. */
export interface Config {
  /** libSQL URL: `file:` for the embedded database, `libsql://` / `https://` for Turso. */
  databaseUrl: string;
  databaseAuthToken?: string | undefined;
  /** The site's public origin, e.g. `https://pcbuilder.ph`. */
  publicOrigin: string;
}

export const DEFAULT_PORT = 4321;
export const DEFAULT_DATA_DIR = 'data';

/** Configuration for the Node entry: everything has a default that works on a fresh clone. */
export function nodeConfig(env: NodeJS.ProcessEnv, dataDir: string): Config & { port: number } {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}").`);
  }
  return {
    port,
    databaseUrl: env.DATABASE_URL || `file:${dataDir}/pcbuilder.db`,
    databaseAuthToken: env.DATABASE_AUTH_TOKEN || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || `http://localhost:${port}`,
  };
}
