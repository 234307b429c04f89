import type { Database } from '../db/client.ts';

/**
 * A used embedded database put back as the template made it, so the next test file of this
 * worker can take it instead of opening a copy: opening costs a third of a core-second (PGlite's
 * own start), putting back a few hundredths. Test files share their worker's modules
 * (vitest.config.ts, `isolate: false`) and run one after another, so a database handed back by
 * one file is idle until the next takes it.
 *
 * "As the template made it" is what `pristineState` read from a fresh copy: its schemas, its
 * tables and the rows its migrations seed, and where each sequence stood. Putting back drops
 * what was added (the job engine's schema, a table a test made), empties every table, restores
 * the seeded rows with triggers off (the row counters would count them again), sets every
 * sequence back, and resets the session's settings. reusable-database.test.ts holds a used
 * database to a fresh copy.
 */
export type PristineState = {
  schemas: string[];
  tables: string[];
  seeds: { table: string; columns: string; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

const USER_SCHEMAS = `nspname not like 'pg\\_%' and nspname <> 'information_schema'`;

const rows = async <T>(database: Database, sql: string, values?: unknown[]) =>
  (await database.executeSql(sql, values)).rows as T[];

/** What a fresh copy of the template holds (read once, from the worker's first database). */
export async function pristineState(database: Database): Promise<PristineState> {
  const schemas = await rows<{ name: string }>(
    database,
    `select nspname as name from pg_namespace where ${USER_SCHEMAS} order by 1`,
  );
  // The migrations' own record stays as it is: it is the same in every copy.
  const tables = await rows<{ schema: string; table: string; name: string }>(
    database,
    `select schemaname as schema, tablename as table, format('%I.%I', schemaname, tablename) as name
       from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')
      order by 3`,
  );
  const seeds: PristineState['seeds'] = [];
  for (const { schema, table, name } of tables) {
    const [{ data } = { data: null }] = await rows<{ data: string | null }>(
      database,
      `select json_agg(t)::text as data from ${name} t`,
    );
    if (!data) continue;
    const [{ columns } = { columns: '' }] = await rows<{ columns: string }>(
      database,
      `select string_agg(format('%I', column_name), ', ' order by ordinal_position) as columns
         from information_schema.columns
        where table_schema = $1 and table_name = $2 and is_generated = 'NEVER'`,
      [schema, table],
    );
    seeds.push({ table: name, columns, rows: data });
  }
  const sequences = await rows<{ name: string; value: string; called: boolean }>(
    database,
    `select format('%I.%I', schemaname, sequencename) as name,
            coalesce(last_value, start_value)::text as value,
            last_value is not null as called
       from pg_sequences order by 1`,
  );
  return {
    schemas: schemas.map((s) => s.name),
    tables: tables.map((t) => t.name),
    seeds,
    sequences,
  };
}

/** Puts `database` back as `pristine` describes it; throws when it cannot. */
export async function restorePristine(database: Database, pristine: PristineState): Promise<void> {
  const schemas = await rows<{ raw: string; name: string }>(
    database,
    `select nspname as raw, format('%I', nspname) as name from pg_namespace where ${USER_SCHEMAS}`,
  );
  const keep = new Set(pristine.schemas);
  const added = schemas.filter((s) => !keep.has(s.raw));
  const tables = await rows<{ name: string }>(
    database,
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  const known = new Set(pristine.tables);
  // DELETE, not TRUNCATE: truncating gives each table new files, ten times the cost here.
  // With triggers off (replica), neither foreign keys nor the row counters see the deletes.
  const script = [
    'reset all',
    ...added.map((s) => `drop schema ${s.name} cascade`),
    ...tables
      .filter((t) => !known.has(t.name) && !added.some((s) => t.name.startsWith(`${s.name}.`)))
      .map((t) => `drop table ${t.name} cascade`),
    'set session_replication_role = replica',
    ...pristine.tables.map((t) => `delete from ${t}`),
  ];
  await database.executeSql(script.join(';\n'));
  try {
    for (const seed of pristine.seeds)
      await database.executeSql(
        `insert into ${seed.table} (${seed.columns}) overriding system value
         select ${seed.columns} from json_populate_recordset(null::${seed.table}, $1::json)`,
        [seed.rows],
      );
  } finally {
    await database.executeSql(`reset session_replication_role`);
  }
  await database.executeSql(
    `select setval(s.name::regclass, s.value, s.called)
       from json_to_recordset($1::json) as s(name text, value bigint, called boolean)`,
    [JSON.stringify(pristine.sequences)],
  );
}
