/** A query (or a set of them) prepared once per database handle, on first use. */
import type { Database } from './client.ts';

export function preparedFor<Query>(prepare: (db: Database) => Query): (db: Database) => Query {
  const kept = new WeakMap<Database, Query>();
  return (db) => {
    let query = kept.get(db);
    if (!query) kept.set(db, (query = prepare(db)));
    return query;
  };
}
