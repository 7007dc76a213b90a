/**
 * Prepared statements kept per connection for the embedded file database (Node only).
 *
 * `@libsql/client` prepares every statement again on every call, parsing and planning the same
 * SQL for each request, and asks the statement for its columns twice per call. Drizzle's SQL
 * texts are fixed (values are bound parameters), so the same few hundred texts recur: each
 * connection keeps the statement it prepared for a text, with its columns, and hands it out
 * again. Issue 24 measured it (2026-11-29, a saved builds read): the session read from 117 to
 * 60 µs, the saved-builds list from 228 to 163 µs.
 *
 * Why it is safe: the client uses each statement to completion within one synchronous call, so
 * one statement is never in use twice at once; libsql resets a statement before each run; a
 * statement that changes the schema (or a script run through exec) empties the connection's
 * kept statements, so no statement outlives the columns it was prepared for. (A migration run by
 * another process is re-prepared by SQLite itself; the columns kept stay right because every
 * statement we run names its columns — Drizzle writes them out, and no query says `select *`.)
 */
import Database from 'libsql';

/** Distinct SQL texts kept per connection; the oldest is dropped beyond this. */
export const KEPT_STATEMENTS_MAX = 500;

type Connection = Database.Database;
type Statement = Database.Statement;
const kept = new WeakMap<Connection, Map<string, Statement>>();
const CHANGES_SCHEMA = /^\s*(?:create|alter|drop)\b/i;
let installed = false;

const forget = (db: Connection) => kept.get(db)?.clear();

/** Installs the cache on every libsql connection in this process (idempotent). */
export function keepPreparedStatements(): void {
  if (installed) return;
  installed = true;
  const { prepare, exec } = Database.prototype;
  Database.prototype.prepare = function keptPrepare(this: Connection, sql: string): Statement {
    if (CHANGES_SCHEMA.test(sql)) {
      forget(this);
      return prepare.call(this, sql);
    }
    let statements = kept.get(this);
    if (!statements) kept.set(this, (statements = new Map()));
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepare.call(this, sql);
      const columns = statement.columns.bind(statement);
      let known: Database.ColumnDefinition[] | undefined;
      statement.columns = () => (known ??= columns());
      if (statements.size >= KEPT_STATEMENTS_MAX) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
    }
    return statement;
  } as Connection['prepare'];
  Database.prototype.exec = function keptExec(this: Connection, sql: string) {
    forget(this);
    return exec.call(this, sql);
  };
}
