import pg from 'pg';
import { createPostgresDatabase } from '../../src/server/test/helper.ts';

/** The PostgreSQL server the process tests use (every machine runs one on 127.0.0.1:5432). */
export const POSTGRES_SERVER_URL =
  process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type ScratchDatabase = Awaited<ReturnType<typeof scratchDatabase>>;

/** A new, empty database for one test (the server under test migrates it), dropped by `drop()`. */
export async function scratchDatabase(prefix: string) {
  const created = await createPostgresDatabase(POSTGRES_SERVER_URL, prefix);
  return {
    ...created,
    /** Runs a query on this database in a session of its own. */
    async query<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    /** Ends every session of this database (as pg_terminate_backend by an administrator). */
    async terminateSessions(): Promise<number> {
      const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
          [created.name],
        );
        return rows.filter((r) => r.ended).length;
      } finally {
        await client.end();
      }
    },
    /** How many sessions the database has now. */
    async sessionCount(): Promise<number> {
      const client = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [created.name],
        );
        return rows[0]!.n;
      } finally {
        await client.end();
      }
    },
  };
}
