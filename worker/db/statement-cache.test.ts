/** Kept statements give the same answers as fresh ones: after errors, schema changes and scripts too. */
import { describe, expect, it } from 'vitest';
import Database from 'libsql';
import { createClient } from '@libsql/client';
import { KEPT_STATEMENTS_MAX, keepPreparedStatements } from './statement-cache.ts';

keepPreparedStatements();

describe('kept prepared statements (embedded database)', () => {
  it('hands out the statement prepared for the same text, one per connection', () => {
    const one = new Database(':memory:');
    const two = new Database(':memory:');
    expect(one.prepare('select 1 as n')).toBe(one.prepare('select 1 as n'));
    expect(two.prepare('select 1 as n')).not.toBe(one.prepare('select 1 as n'));
    expect(one.prepare('select 2 as n')).not.toBe(one.prepare('select 1 as n'));
  });

  it('keeps at most KEPT_STATEMENTS_MAX texts, dropping the oldest', () => {
    const db = new Database(':memory:');
    const first = db.prepare('select 0');
    for (let i = 1; i <= KEPT_STATEMENTS_MAX; i++) db.prepare(`select ${i}`);
    expect(db.prepare(`select ${KEPT_STATEMENTS_MAX}`)).toBe(db.prepare(`select ${KEPT_STATEMENTS_MAX}`));
    expect(db.prepare('select 0')).not.toBe(first);
  });

  it('answers each call with its own parameters, through the client', async () => {
    const client = createClient({ url: ':memory:' });
    await client.execute('create table t (id integer primary key, name text not null)');
    for (const [id, name] of [[1, 'Ana'], [2, 'Ben'], [3, 'Cris']] as const) await client.execute({ sql: 'insert into t values (?, ?)', args: [id, name] });
    const byId = (id: number) => client.execute({ sql: 'select name from t where id = ?', args: [id] }).then((r) => r.rows.map((row) => row.name));
    expect(await byId(1)).toEqual(['Ana']);
    expect(await byId(3)).toEqual(['Cris']);
    expect(await byId(9)).toEqual([]);
    const above = (id: number) => client.execute({ sql: 'select id from t where id > ? order by id', args: [id] }).then((r) => r.rows.map((row) => Number(row.id)));
    expect(await above(0)).toEqual([1, 2, 3]);
    expect(await above(2)).toEqual([3]);
    client.close();
  });

  it('runs again after a statement failed on a constraint', async () => {
    const client = createClient({ url: ':memory:' });
    await client.execute('create table t (id integer primary key, name text not null)');
    const insert = (id: number, name: string | null) => client.execute({ sql: 'insert into t values (?, ?)', args: [id, name] });
    await insert(1, 'Ana');
    await expect(insert(1, 'Again')).rejects.toThrow(/constraint/i);
    await expect(insert(2, null)).rejects.toThrow(/constraint/i);
    await insert(2, 'Ben');
    expect((await client.execute('select count(*) as n from t')).rows[0]!.n).toBe(2);
    client.close();
  });

  it('sees the columns a migration adds, and a script run through exec', async () => {
    const client = createClient({ url: ':memory:' });
    await client.execute('create table t (id integer primary key)');
    await client.execute('insert into t values (1)');
    expect((await client.execute('select * from t')).columns).toEqual(['id']);
    await client.execute("alter table t add column name text not null default 'x'");
    expect((await client.execute('select * from t')).columns).toEqual(['id', 'name']);
    await client.executeMultiple("alter table t add column city text default 'Cebu'; update t set name = 'y';");
    const after = await client.execute('select * from t');
    expect(after.columns).toEqual(['id', 'name', 'city']);
    expect(after.rows[0]).toMatchObject({ id: 1, name: 'y', city: 'Cebu' });
    client.close();
  });
});
