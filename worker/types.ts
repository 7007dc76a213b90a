/** The API's shared types: what every route may use, kept apart from the app that wires them. */
import type { Database } from './db/client.ts';
import type { ObjectStore } from './storage/object-store.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Config } from './config.ts';
import type { Catalogue } from '../src/catalogue/parse.ts';
import type { Auth, PasswordHasher } from './auth/auth.ts';

export type { PasswordHasher } from './auth/auth.ts';

/** What the app is built from; each entry (Node, Worker, tests) supplies its own. */
export interface Deps {
  db: Database;
  storage: ObjectStore;
  mailer: Mailer;
  config: Config;
  catalogue: Catalogue;
  /**
   * Only the tests set this, to a cheap hash: better-auth's scrypt (about 75 ms a call) is right
   * for real accounts and far too slow for hundreds of sign-ups in a unit suite.
   */
  passwordHasher?: PasswordHasher | undefined;
  /** How often the API asks whether a price refresh added observations (default 30 s; tests: 0). */
  priceCheckMs?: number | undefined;
  /** The public build page's shell and image renderer (issue 29); without it, a bare page and no image. */
  buildPage?: BuildPageKit | undefined;
}

/** What the public build page (/b/<id>) needs from its runtime: worker/build-page/png-node.ts, png-edge.ts. */
export interface BuildPageKit {
  /** The site's pre-rendered shell page, or null when the site is not built. */
  shell(): Promise<string | null>;
  renderPng(svg: string): Promise<Uint8Array>;
}

/** The signed-in person as the session middleware (auth/session.ts) reads them. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null | undefined;
  avatarKey?: string | null | undefined;
  createdAt?: Date | undefined;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    auth: Auth;
    user: SessionUser | null;
    /** The signed-in person's reader version (worker/reader-memo.ts); null when unknown or signed out. */
    readerVersion: number | null;
  };
}
