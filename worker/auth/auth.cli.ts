/** For `npx auth generate` only: the auth options, over a throwaway database. */
import { createClient } from '@libsql/client';
import { createDatabase } from '../db/client.ts';
import { createAuth } from './auth.ts';

export const auth = createAuth(
  createDatabase(createClient({ url: ':memory:' })),
  { send: async () => {} },
  {
    databaseUrl: ':memory:',
    publicOrigin: 'http://localhost:4321',
    authSecret: 'generate-only-secret-generate-only-secret',
    google: { clientId: 'x', clientSecret: 'x', discoveryUrl: 'http://localhost/.well-known/openid-configuration' },
  },
);
