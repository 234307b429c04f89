// npm run bench -- monitoring: plant monitoring at 1,000 plants on PGlite, in this process.
// Seeds with SQL 1,000 customers, won leads and commissioned plants with a live ingestion key
// each, a year of daily and monthly totals (365,000 and 12,000 rows) and the last 7 days of
// 15-minute readings (672,000 rows). Then measures, through the services the routes call:
// a batch of 96 readings (key, rate limit, checks, upsert, day and month rollups) for
// MONITORING_RUNS plants; the customer's generation (today, 30 days, months, years, tickets)
// for as many customers; one run of the alert job over every plant. Writes the "## Plant
// monitoring" section of bench/RESULTS.md with the targets beside the figures.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../src/server/db/client.ts';
import { runPlantAlerts } from '../src/server/features/monitoring/alerts.ts';
import { customerGeneration } from '../src/server/features/monitoring/generation.ts';
import { ingestReadings } from '../src/server/features/monitoring/ingest.ts';
import { istDayStart } from '../src/server/features/monitoring/time.ts';
import { createMailer } from '../src/server/mail/mailer.ts';

const PLANTS = 1000;
const RUNS = Number(process.env.MONITORING_RUNS ?? 200);
const root = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(root, 'bench/RESULTS.md');
const NOW = new Date('2026-11-20T06:30:00Z'); // 12:00 IST

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};
const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-monitoring-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
try {
  await database.migrate(path.join(root, 'drizzle'));
  const { db } = database;
  const seedStarted = performance.now();
  const seed = `
    insert into users (id, email, password_hash, role, user_type, language)
      select 'bench-customer-' || i, 'customer' || i || '@bench.example', 'x', 'customer', 'customer',
        case when i % 2 = 0 then 'hi' else 'en' end
      from generate_series(1, ${PLANTS}) i;
    insert into users (id, email, password_hash, role, user_type)
      values ('bench-ops', 'ops@bench.example', 'x', 'operations', 'admin');
    insert into leads (contact_name, email, phone, business_name, address, city, state, monthly_bill, stage)
      select 'Customer ' || i, 'customer' || i || '@bench.example', '98765' || lpad(i::text, 5, '0'),
        'Plant ' || i, 'Street ' || i,
        (array['Delhi','Mumbai','Jaipur','Pune','Lucknow','Bhilwara'])[1 + i % 6], 'State', 50000, 'won'
      from generate_series(1, ${PLANTS}) i;
    insert into systems (lead_id, customer_user_id, size_kw, commissioned_on, rate_per_kwh, model, stage)
      select id, 'bench-customer-' || id, 50, '2025-11-01', 6.5, 'ppa', 'system_activation' from leads;
    insert into ingestion_keys (system_id, name, key_hash, prefix, created_at)
      select id, 'Logger', encode(sha256(('bench-key-' || id)::bytea), 'hex'), 'bench', '2025-11-01'
      from systems;
    insert into daily_generation (system_id, day, kwh, readings, last_at)
      select s.id, to_char(d, 'YYYY-MM-DD'), 150 + (s.id % 40), 96, d + interval '1 day'
      from systems s, generate_series(date '2025-11-20', date '2026-11-19', interval '1 day') d;
    insert into readings (system_id, month, kwh)
      select system_id, left(day, 7), sum(kwh) from daily_generation group by 1, 2;
    insert into interval_readings (system_id, at, minutes, kwh, day, received_at)
      select s.id, t, 15, 1.6, to_char((t - interval '15 minutes') at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), t
      from systems s,
        generate_series(timestamptz '2026-11-12 18:45:00+00', timestamptz '2026-11-19 18:30:00+00', interval '15 minutes') t;
    analyze
  `;
  // One statement at a time: a prepared statement holds one command.
  for (const statement of seed.split(/;\s*\n/).filter((text) => text.trim()))
    await db.execute(sql.raw(statement));
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // A batch of 96: the quarter-hours of 2026-11-19 again, replacing the seeded ones.
  const dayStart = istDayStart('2026-11-19').getTime();
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

  const log = pino({ level: 'silent' });
  const mailer = createMailer({
    db,
    smtpUrl: undefined,
    from: 'bench@bench.example',
    log,
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

  const rows = [
    [
      'batch of 96 readings ingested',
      `${p50(ingest).toFixed(1)} ms`,
      `${p95(ingest).toFixed(1)} ms`,
      '≤ 20 ms',
    ],
    [
      'customer generation (30 days, months, years)',
      `${p50(views).toFixed(1)} ms`,
      `${p95(views).toFixed(1)} ms`,
      '≤ 50 ms',
    ],
    ['alert run over 1,000 plants', '', `${alertSeconds.toFixed(2)} s`, '≤ 10 s'],
  ];
  const section = [
    '## Plant monitoring',
    '',
    `PGlite, in process, ${new Date().toISOString().slice(0, 10)}; ${PLANTS} plants of 50 kW, a year of daily and monthly totals, 7 days of 15-minute readings (seeded in ${seedSeconds.toFixed(0)} s); ${RUNS} runs behind each percentile; the alert run checked ${outcome.plants} plants (opened ${outcome.opened}, resolved ${outcome.resolved}). \`npm run bench -- monitoring\`.`,
    '',
    '| what | p50 | p95 / time | target |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
  process.stdout.write(`${section}\n`);
  const current = readFileSync(RESULTS, 'utf8');
  const start = current.indexOf('## Plant monitoring');
  let next = start === -1 ? -1 : current.indexOf('\n## ', start + 1);
  if (next === -1) next = current.length;
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${current.slice(next).replace(/^\n*/, '\n')}`;
  writeFileSync(RESULTS, `${updated.trimEnd()}\n`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
