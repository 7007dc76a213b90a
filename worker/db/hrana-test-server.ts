/**
 * A libSQL server for tests, on loopback: the Hrana-over-HTTP protocol (v2, JSON: what
 * `@libsql/client/web` speaks to Turso) in front of an embedded libSQL file. No libSQL server can
 * be had from npm or Debian here, and the Worker reaches its database only over HTTP, so this is
 * how workerd gets a real database in tests (the cron handler's run, issue 27). Each pipeline
 * runs in autocommit on one connection; batons are not kept (no interactive transactions).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client, InValue, ResultSet } from '@libsql/client';

type HranaValue = { type: 'null' } | { type: 'integer'; value: string } | { type: 'float'; value: number } | { type: 'text'; value: string } | { type: 'blob'; base64: string };
interface Stmt {
  sql: string;
  args?: HranaValue[];
  named_args?: { name: string; value: HranaValue }[];
}
type Condition = { type: 'ok' | 'error'; step: number } | { type: 'not'; cond: Condition } | { type: 'and' | 'or'; conds: Condition[] } | { type: 'is_autocommit' };

const fromHrana = (v: HranaValue): InValue =>
  v.type === 'null' ? null : v.type === 'integer' ? BigInt(v.value) : v.type === 'blob' ? Buffer.from(v.base64, 'base64') : v.value;

function toHrana(v: unknown): HranaValue {
  if (v === null || v === undefined) return { type: 'null' };
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return Number.isInteger(v) ? { type: 'integer', value: String(v) } : { type: 'float', value: v };
  if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return { type: 'blob', base64: Buffer.from(v as ArrayBuffer).toString('base64') };
  return { type: 'text', value: String(v) };
}

async function execute(db: Client, stmt: Stmt) {
  const args = stmt.named_args?.length
    ? Object.fromEntries(stmt.named_args.map((a) => [a.name.replace(/^[:@$]/, ''), fromHrana(a.value)]))
    : (stmt.args ?? []).map(fromHrana);
  const rs: ResultSet = await db.execute({ sql: stmt.sql, args });
  return {
    cols: rs.columns.map((name, i) => ({ name, decltype: rs.columnTypes[i] ?? null })),
    rows: rs.rows.map((row) => rs.columns.map((_c, i) => toHrana(row[i]))),
    affected_row_count: rs.rowsAffected,
    last_insert_rowid: rs.lastInsertRowid === undefined ? null : String(rs.lastInsertRowid),
  };
}

const errorOf = (err: unknown) => ({ message: (err as Error).message, code: 'SQLITE_ERROR' });

async function handle(db: Client, request: { type: string; stmt?: Stmt; batch?: { steps: { condition?: Condition | null; stmt: Stmt }[] } }) {
  if (request.type === 'execute') return { type: 'execute', result: await execute(db, request.stmt!) };
  if (request.type === 'close') return { type: 'close' };
  if (request.type === 'get_autocommit') return { type: 'get_autocommit', is_autocommit: true };
  if (request.type === 'sequence') {
    await db.executeMultiple((request as unknown as { sql: string }).sql);
    return { type: 'sequence' };
  }
  if (request.type === 'batch') {
    const results: unknown[] = [];
    const errors: unknown[] = [];
    const holds = (c: Condition | null | undefined): boolean => {
      if (!c) return true;
      if (c.type === 'ok') return results[c.step] != null;
      if (c.type === 'error') return errors[c.step] != null;
      if (c.type === 'not') return !holds(c.cond);
      if (c.type === 'and') return c.conds.every(holds);
      if (c.type === 'or') return c.conds.some(holds);
      return true;
    };
    for (const step of request.batch!.steps) {
      if (!holds(step.condition)) {
        results.push(null);
        errors.push(null);
        continue;
      }
      try {
        results.push(await execute(db, step.stmt));
        errors.push(null);
      } catch (err) {
        results.push(null);
        errors.push(errorOf(err));
      }
    }
    return { type: 'batch', result: { step_results: results, step_errors: errors } };
  }
  throw new Error(`unsupported request ${request.type}`);
}

export interface HranaTestServer {
  url: string;
  close(): Promise<void>;
}

export async function startHranaServer(db: Client): Promise<HranaTestServer> {
  // One pipeline at a time: the embedded file has one writer.
  let queue = Promise.resolve();
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(req.url === '/v2' ? 200 : 404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      queue = queue.then(async () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { requests: Parameters<typeof handle>[1][] };
        const results = [];
        for (const request of body.requests) {
          try {
            results.push({ type: 'ok', response: await handle(db, request) });
          } catch (err) {
            results.push({ type: 'error', error: errorOf(err) });
          }
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ baton: null, base_url: null, results }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
