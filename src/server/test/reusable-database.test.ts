import { expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase, releaseTestDatabase } from './helper.ts';

/** Everything a test could see of a database: schemas, every table's rows, sequences, settings. */
async function contents(database: Database) {
  const query = async (sql: string) => (await database.executeSql(sql)).rows;
  const tables = await query(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables as { name: string }[])
    rows[name] = (
      await query(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
                     from ${name} t`)
    )[0];
  return {
    schemas: await query(
      `select nspname from pg_namespace where nspname not like 'pg\\_%' order by 1`,
    ),
    rows,
    sequences: await query(`select sequencename, last_value from pg_sequences order by 1`),
    settings: await query(
      `select name, setting from pg_settings where source = 'session' order by 1`,
    ),
  };
}

it.skipIf(process.env.DATABASE_URL)(
  'a database handed back by one test file is, for the next, the template’s copy',
  async () => {
    const first = await openTestDatabase();
    const fresh = await contents(first);
    // What a test file leaves: rows, a used sequence, the job engine's schema, a table of its
    // own, a session setting.
    await first.executeSql(`
      insert into users (id, email, password_hash, role, user_type)
        values ('reuse-1', 'reuse@example.com', 'x', 'customer', 'customer');
      insert into leads (contact_name, email, phone, business_name, address, city, state, monthly_bill)
        values ('A', 'a@example.com', '9876543210', 'B', 'C', 'Jaipur', 'Rajasthan', 50000);
      create schema pgboss;
      create table pgboss.job (id int);
      create table public.scratch_notes (note text);
      set statement_timeout = 1234;
    `);
    expect(await contents(first)).not.toEqual(fresh);
    await releaseTestDatabase(first);

    const next = await openTestDatabase();
    // The same instance, put back: otherwise this test would compare two fresh copies.
    expect(next.db).toBe(first.db);
    expect(await contents(next)).toEqual(fresh);
    await releaseTestDatabase(next);

    // One the test closed itself is never handed out again.
    await next.close();
    await releaseTestDatabase(next);
    const third = await openTestDatabase();
    expect(third.db).not.toBe(first.db);
    await third.close();
  },
);
