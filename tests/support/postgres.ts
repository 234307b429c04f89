import pg from 'pg';
import { createPostgresDatabase } from '#server/test/helper.ts';

/** The PostgreSQL server the process tests use (every machine runs one on 127.0.0.1:5432). */
export const POSTGRES_SERVER_URL =
  process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one query in a session of its own on the database of `url`. */
async function queryOnce<Row extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = Awaited<ReturnType<typeof scratchDatabase>>;

/** A new, empty database for one test (the server under test migrates it), dropped by `drop()`. */
export async function scratchDatabase(prefix: string) {
  const created = await createPostgresDatabase(POSTGRES_SERVER_URL, prefix);
  return {
    ...created,
    /** Runs a query on this database in a session of its own. */
    query: <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      queryOnce<Row>(created.url, text, values),
    /** Ends every session of this database (as an administrator's pg_terminate_backend). */
    async terminateSessions(): Promise<number> {
      const rows = await queryOnce<{ ended: boolean }>(
        POSTGRES_SERVER_URL,
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
        [created.name],
      );
      return rows.filter((r) => r.ended).length;
    },
    /** How many sessions the database has now. */
    async sessionCount(): Promise<number> {
      const rows = await queryOnce<{ n: number }>(
        POSTGRES_SERVER_URL,
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [created.name],
      );
      return rows[0]!.n;
    },
  };
}
