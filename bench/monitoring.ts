// npm run bench -- monitoring: plant monitoring at issue 34's scale, in this process, on
// PostgreSQL (in a database of its own, bench_monitoring, created and dropped here) when one
// answers on BENCH_DATABASE_URL, then on PGlite. Seeds with SQL 1,000 customers, won leads and
// commissioned plants of 50 kW with a live ingestion key each, then the plants' 15-minute
// readings, 96 a day (zero at night, a daylight curve by day), for the MONITORING_DAYS days
// before 2026-11-20 (365: 35 M rows, 3.5 GiB, seeded in 2.5 minutes on PostgreSQL and 5 on
// PGlite on 2 quiet cores), the daily totals summed from them, made-up daily totals for the rest
// of the year when the readings cover less, and the monthly totals summed from the days. Then measures, through the
// services the routes call: a batch of 96 readings (key, rate limit, checks, upsert, day and
// month rollups) for MONITORING_RUNS plants; the customer's generation (today, 30 days, months,
// years, tickets) for as many customers; one run of the alert job over every plant. Writes the
// "## Plant monitoring" section of bench/RESULTS.md with the targets beside the figures and the
// machine's load average at the start and the end.
//
// MONITORING_PARTS (postgres,pglite) picks the databases; MONITORING_DAYS=2 is a quick check.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { type Database, type Db, openDatabase } from '../src/server/db/client.ts';
import { runPlantAlerts } from '../src/server/features/monitoring/alerts.ts';
import { customerGeneration } from '../src/server/features/monitoring/generation.ts';
import { ingestReadings } from '../src/server/features/monitoring/ingest.ts';
import { addDays, istDayStart } from '../src/server/features/monitoring/time.ts';
import { createMailer } from '../src/server/mail/mailer.ts';

const PLANTS = 1000;
const YEAR_DAYS = 365;
const RUNS = Number(process.env.MONITORING_RUNS ?? 200);
const PARTS = new Set((process.env.MONITORING_PARTS ?? 'postgres,pglite').split(','));
const DAYS = Number(process.env.MONITORING_DAYS ?? YEAR_DAYS);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DB = 'bench_monitoring';
const root = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(root, 'bench/RESULTS.md');
const NOW = new Date('2026-11-20T06:30:00Z'); // 12:00 IST
const LAST_DAY = '2026-11-19'; // the last full IST day before NOW

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};
const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const count = (n: number) => n.toLocaleString('en-IN');
const size = (bytes: number) =>
  bytes < 2 ** 30 ? `${(bytes / 2 ** 20).toFixed(0)} MiB` : `${(bytes / 2 ** 30).toFixed(1)} GiB`;
const loadAverage = () => os.loadavg()[0]!.toFixed(2);

/** Runs a script of SQL as written (with no time limit) and returns the rows of its last statement. */
type Exec = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The rows of one database: the plants, their keys and a year of rollups, `days` of them from
 * 15-minute readings. Returns the seconds it took and the number of 15-minute rows.
 */
async function seed(exec: Exec, days: number, log: (line: string) => void) {
  const started = performance.now();
  const firstYearDay = addDays(LAST_DAY, 1 - YEAR_DAYS);
  const firstReadingDay = addDays(LAST_DAY, 1 - days);
  for (const statement of [
    `insert into users (id, email, password_hash, role, user_type, language)
      select 'bench-customer-' || i, 'customer' || i || '@bench.example', 'x', 'customer', 'customer',
        case when i % 2 = 0 then 'hi' else 'en' end
      from generate_series(1, ${PLANTS}) i`,
    `insert into users (id, email, password_hash, role, user_type)
      values ('bench-ops', 'ops@bench.example', 'x', 'operations', 'admin')`,
    `insert into leads (contact_name, email, phone, business_name, address, city, state, monthly_bill, stage)
      select 'Customer ' || i, 'customer' || i || '@bench.example', '98765' || lpad(i::text, 5, '0'),
        'Plant ' || i, 'Street ' || i,
        (array['Delhi','Mumbai','Jaipur','Pune','Lucknow','Bhilwara'])[1 + i % 6], 'State', 50000, 'won'
      from generate_series(1, ${PLANTS}) i`,
    `insert into systems (lead_id, customer_user_id, size_kw, commissioned_on, rate_per_kwh, model, stage)
      select id, 'bench-customer-' || id, 50, '2025-11-01', 6.5, 'ppa', 'system_activation' from leads`,
    `insert into ingestion_keys (system_id, name, key_hash, prefix, created_at)
      select id, 'Logger', encode(sha256(('bench-key-' || id)::bytea), 'hex'), 'bench', '2025-11-01'
      from systems`,
  ])
    await exec(statement);

  // Bulk load: the primary key is built once after the rows (a sort, not 35 M insertions into a
  // growing index), and the foreign key's per-row check is skipped (the plants are those above).
  await exec('alter table interval_readings drop constraint interval_readings_pk');
  // A plant's day: 96 quarter-hours; 06:00 to 18:00 IST on a sine whose day sums to about
  // 150 to 189 kWh by plant (over 70 % of the 200 kWh expected: no low-generation alert).
  const PLANTS_PER_STATEMENT = 100;
  for (let first = 1; first <= PLANTS; first += PLANTS_PER_STATEMENT) {
    await exec(
      `begin;
        set local session_replication_role = replica;
        insert into interval_readings (system_id, at, minutes, kwh, day, received_at)
          select s.id, d.start + q * interval '15 minutes', 15,
            case when q between 25 and 72
              then round(((150 + s.id % 40) * pi() / 96 * sin(pi() * (q - 24.5) / 48))::numeric, 3)
              else 0 end,
            d.day, d.start + q * interval '15 minutes'
          from systems s,
            (select to_char(date '${firstReadingDay}' + i, 'YYYY-MM-DD') as day,
                (date '${firstReadingDay}' + i)::timestamp at time zone 'Asia/Kolkata' as start
              from generate_series(0, ${days - 1}) i) d,
            generate_series(1, 96) q
          where s.id between ${first} and ${first + PLANTS_PER_STATEMENT - 1};
      commit`,
    );
    const plantsDone = Math.min(PLANTS, first + PLANTS_PER_STATEMENT - 1);
    log(
      `  ${plantsDone} plants' readings in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  await exec(
    'alter table interval_readings add constraint interval_readings_pk primary key (system_id, at)',
  );
  log(`  primary key built at ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await exec(
    `insert into daily_generation (system_id, day, kwh, readings, last_at)
      select system_id, day, sum(kwh), count(*), max(at) from interval_readings group by 1, 2`,
  );
  // The year's days before the readings: a total as a logger's day would have, no rows behind it.
  if (days < YEAR_DAYS)
    await exec(
      `insert into daily_generation (system_id, day, kwh, readings, last_at)
        select s.id, to_char(date '${firstYearDay}' + i, 'YYYY-MM-DD'), 150 + (s.id % 40), 96,
          (date '${firstYearDay}' + i + 1)::timestamp at time zone 'Asia/Kolkata'
        from systems s, generate_series(0, ${YEAR_DAYS - days - 1}) i`,
    );
  await exec(
    `insert into readings (system_id, month, kwh)
      select system_id, left(day, 7), sum(kwh) from daily_generation group by 1, 2`,
  );
  // Settled as autovacuum would leave them, so that it does not start during the measurements.
  await exec('vacuum (analyze)');
  const { rows } = await exec(
    `select count(*)::int as n, pg_total_relation_size('interval_readings')::float8 as bytes
      from interval_readings`,
  );
  return {
    seconds: (performance.now() - started) / 1000,
    intervalRows: Number(rows[0]!.n),
    intervalBytes: Number(rows[0]!.bytes),
  };
}

/** The three measurements on a seeded database. */
async function measure(db: Db) {
  // A batch of 96: the quarter-hours of the last day again, replacing the seeded ones.
  const dayStart = istDayStart(LAST_DAY).getTime();
  const batch = Array.from({ length: 96 }, (_, i) => ({
    at: new Date(dayStart + (i + 1) * 900_000).toISOString(),
    kwh: '1.75',
  }));
  const ingest: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const plant = 1 + ((run * 7) % PLANTS);
    const started = performance.now();
    await ingestReadings(db, `Bearer bench-key-${plant}`, () => batch, String, NOW);
    ingest.push(performance.now() - started);
  }

  const views: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const id = 1 + ((run * 13) % PLANTS);
    const user = { id: `bench-customer-${id}`, role: 'customer' } as never;
    const started = performance.now();
    await customerGeneration(db, user, NOW);
    views.push(performance.now() - started);
  }

  const mailer = createMailer({
    db,
    smtpUrl: undefined,
    from: 'bench@bench.example',
    log: pino({ level: 'silent' }),
    now: () => NOW,
  });
  const alertStarted = performance.now();
  const outcome = await runPlantAlerts(
    {
      db,
      mailer,
      origin: 'http://localhost',
      sla: { acknowledgeWorkingHours: 4, resolveHours: 48 },
    },
    NOW,
  );
  const alertSeconds = (performance.now() - alertStarted) / 1000;
  await mailer.close();
  return { ingest, views, alertSeconds, outcome };
}

type Figures = Awaited<ReturnType<typeof measure>> &
  Awaited<ReturnType<typeof seed>> & { name: string; days: number; load: string };

async function seedAndMeasure(
  database: Database,
  exec: Exec,
  name: string,
  days: number,
): Promise<Figures> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  log(`▸ ${name}: seeding ${days} days of 15-minute readings`);
  await database.migrate(path.join(root, 'drizzle'));
  const seeded = await seed(exec, days, log);
  log(`  seeded ${count(seeded.intervalRows)} rows in ${seeded.seconds.toFixed(0)} s; measuring`);
  const loadBefore = loadAverage();
  const measured = await measure(database.db);
  return { name, days, ...seeded, ...measured, load: `${loadBefore} → ${loadAverage()}` };
}

async function onServer(statement: string) {
  const server = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2000 });
  await server.connect();
  try {
    await server.query(statement);
  } finally {
    await server.end();
  }
}

async function onPostgres(): Promise<Figures> {
  await onServer(`drop database if exists ${PG_DB}`);
  await onServer(`create database ${PG_DB}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${PG_DB}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  // The seed's statements run for minutes: a session of their own, without the pool's limit.
  const seeder = new pg.Client({ connectionString: url.toString() });
  await seeder.connect();
  const exec: Exec = async (text) => {
    const result = (await seeder.query(text)) as pg.QueryResult | pg.QueryResult[];
    return { rows: (Array.isArray(result) ? result.at(-1)! : result).rows };
  };
  try {
    return await seedAndMeasure(database, exec, 'PostgreSQL', DAYS);
  } finally {
    await seeder.end();
    await database.close();
    await onServer(`drop database if exists ${PG_DB}`);
  }
}

async function onPglite(): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-monitoring-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await seedAndMeasure(database, (text) => database.executeSql(text), 'PGlite', DAYS);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAtStart = loadAverage();
const figures: Figures[] = [];
if (PARTS.has('postgres')) {
  const answers = await onServer('select 1').then(
    () => true,
    () => false,
  );
  if (answers) figures.push(await onPostgres());
  else process.stdout.write(`▸ PostgreSQL does not answer on ${PG_SERVER}: skipped\n`);
}
if (PARTS.has('pglite')) figures.push(await onPglite());
const loadAtEnd = loadAverage();

const mark = (value: number, target: number) => (value <= target ? '✓' : '✗');
const ms = (values: number[], target: number) =>
  `${p50(values).toFixed(1)} / ${p95(values).toFixed(1)} ms (≤ ${target}) ${mark(p95(values), target)}`;
const rows = [
  ['batch of 96 readings ingested, p50 / p95', ...figures.map((f) => ms(f.ingest, 20))],
  [
    'customer generation (30 days, months, years), p50 / p95',
    ...figures.map((f) => ms(f.views, 50)),
  ],
  [
    'alert run over 1,000 plants',
    ...figures.map(
      (f) =>
        `${f.alertSeconds.toFixed(2)} s (≤ 10) ${mark(f.alertSeconds, 10)}; opened ${f.outcome.opened}, resolved ${f.outcome.resolved}`,
    ),
  ],
  [
    '15-minute readings',
    ...figures.map(
      (f) => `${count(f.intervalRows)} (${f.days} days; ${size(f.intervalBytes)} with its index)`,
    ),
  ],
  ['seeding by SQL', ...figures.map((f) => `${f.seconds.toFixed(0)} s`)],
  ['1-minute load average as the measuring began → ended', ...figures.map((f) => f.load)],
];
const section = [
  '## Plant monitoring',
  '',
  `\`npm run bench -- monitoring\`, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, in process through the services the routes call. ${PLANTS} plants of 50 kW, a key each, a year of daily and monthly totals (summed from the 15-minute readings where there are readings); ${RUNS} runs behind each percentile, the alert run once (every plant silent since midnight: a "no data" alert, its ticket and mails each). The machine's 1-minute load average was ${loadAtStart} at the start of the run (seeding included) and ${loadAtEnd} at its end (on ${os.cpus().length} cores, a figure above ${os.cpus().length} means other work was waiting for them).`,
  '',
  `| | ${figures.map((f) => f.name).join(' | ')} |`,
  `|---|${figures.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
  '',
].join('\n');
process.stdout.write(`\n${section}\n`);
const current = readFileSync(RESULTS, 'utf8');
const start = current.indexOf('## Plant monitoring');
let next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
if (next === -1) next = current.length;
const updated =
  start === -1
    ? `${current.trimEnd()}\n\n${section}`
    : `${current.slice(0, start)}${section}${current.slice(next).replace(/^\n*/, '\n')}`;
writeFileSync(RESULTS, `${updated.trimEnd()}\n`);
