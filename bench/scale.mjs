// npm run bench -- scale: the admin's lists at volume. Seeds with SQL in the database (generate_series)
// 1,000,000 leads, 100,000 users, 10,000 partners, 1,000 plants with a year of monthly readings
// (the schema keeps monthly readings; there is no 15-minute table), 200,000 documents' metadata
// (no bytes), 100,000 audit rows and 50,000 contacts on PostgreSQL, in a database of its own
// (bench_scale, created and dropped here); 200,000 leads (and the rest scaled by a fifth) on
// PGlite. Then, on the running server: p50/p95 of the leads list's first page, a deep page
// (page 2,000), a search hit and a miss, and the summary cards; the CSV export's time and the
// server's RSS before, at its peak and after; the worst latency of a cheap read
// (/api/auth/session) sent every 100 ms during the export. Writes the "## Scale" section of
// bench/RESULTS.md, targets beside figures.
//
// SCALE_PARTS (postgres,pglite) picks the databases; SCALE_LEADS_PG (1000000) and
// SCALE_LEADS_PGLITE (200000) the sizes; SCALE_RUNS (20) the requests behind each percentile.
// The server runs from dist/ when built (DIST_DIR), else from the sources through tsx.
//
// To compare two builds of the export, alternating: SCALE_ONLY=export measures the export alone
// and prints its figures without writing RESULTS.md; SCALE_KEEP_DB=1 keeps the PostgreSQL
// database (and the PGlite folder, <tmp>/<name>-pglite) after the run and uses it again,
// unseeded, when it already holds the leads; SCALE_PG_DB (bench_scale) names that database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const PARTS = new Set((process.env.SCALE_PARTS ?? 'postgres,pglite').split(','));
const RUNS = Number(process.env.SCALE_RUNS ?? 20);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DB = process.env.SCALE_PG_DB ?? 'bench_scale';
const EXPORT_ONLY = process.env.SCALE_ONLY === 'export';
const KEEP_DB = process.env.SCALE_KEEP_DB === '1';
const ADMIN = { email: 'scale-admin@bench.example', password: 'Scale-admin-password-1' };
const RESULTS = path.join(root, 'bench/RESULTS.md');

const TARGETS = {
  postgres: { page: 50, search: 150, exportS: 20, rssMb: 100, cheap: null },
  pglite: { page: 50, search: 150, exportS: 10, rssMb: 100, cheap: 250 },
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The SQL that seeds `leads` leads and the rest in proportion (sizes for 1 M in comments). */
function seedSql(leads) {
  const usersN = leads / 10; // 100,000
  const partnersN = leads / 100; // 10,000
  const plantsEvery = 1000; // 1,000 won leads with a plant
  const documentsN = leads / 5; // 200,000
  const at = (i, n) =>
    `timestamptz '2022-01-01 00:00:00+00' + (${i}::float8 / ${n}) * interval '3 years'`;
  return [
    `insert into users (id, email, password_hash, first_name, last_name, role, user_type, created_at, updated_at)
      select 'scale-user-' || i, 'user' || i || '@bench.example', 'x',
        (array['Asha','Ravi','सुनीता','Vikram','Meena','राजेश','Pooja','Arjun'])[1 + i % 8],
        (array['Sharma','Kumar','मेहता','Joshi','Verma','Gupta','सिंह'])[1 + i % 7],
        case when i <= ${partnersN} then 'partner' else 'customer' end,
        case when i <= ${partnersN} then 'partner' else 'customer' end,
        ${at('i', usersN)}, ${at('i', usersN)}
      from generate_series(1, ${usersN}) i`,
    `insert into partners (user_id, full_name, company_name, email, phone, city, state, status, created_at)
      select 'scale-user-' || i, 'Partner ' || i, 'Solar Co ' || substr(md5(i::text), 1, 8),
        'partner' || i || '@bench.example', '+91 98290 ' || lpad(i::text, 5, '0'), 'Jaipur',
        'Rajasthan', case when i % 10 = 0 then 'pending' else 'approved' end, ${at('i', partnersN)}
      from generate_series(1, ${partnersN}) i`,
    `insert into leads (partner_id, contact_name, email, phone, business_name, address, city, state,
        monthly_bill, is_eligible, stage, created_at, updated_at)
      select (select min(id) from partners) + i % ${partnersN},
        (array['Asha','Ravi','सुनीता','Vikram','Meena','राजेश','Pooja','Arjun'])[1 + i % 8] || ' ' ||
          (array['Sharma','Kumar','मेहता','Joshi','Verma','Gupta','सिंह'])[1 + i % 7],
        'lead' || i || '@bench.example', '+91 9' || lpad(i::text, 9, '0'),
        'Industries ' || substr(md5(i::text), 1, 10), 'Plot ' || i || ', RIICO', 'Bhilwara',
        'Rajasthan', 20000 + i % 100000, i % 3 = 0,
        case when i % ${plantsEvery} = 0 then 'won' when i % 7 = 0 then 'qualified' else 'new' end,
        ${at('i', leads)}, ${at('i', leads)}
      from generate_series(1, ${leads}) i`,
    `insert into systems (lead_id, size_kw, rate_per_kwh, model, commissioned_on, created_at, updated_at)
      select id, 50, 6.5, 'ppa', '2024-01-01', created_at, created_at from leads where stage = 'won'`,
    `insert into readings (system_id, month, kwh)
      select s.id, to_char(date '2024-01-01' + m * interval '1 month', 'YYYY-MM'), 6000 + m
      from systems s, generate_series(0, 11) m`,
    `insert into documents (lead_id, type, file_name, mime_type, size, content, status, created_at)
      select (select min(id) from leads) + (i * 5) % ${leads}, 'pan_card', 'pan-' || i || '.pdf',
        'application/pdf', 100000 + i % 1000, ''::bytea, 'uploaded', ${at('i', documentsN)}
      from generate_series(1, ${documentsN}) i`,
    `insert into contacts (name, email, phone, subject, message, created_at)
      select 'Contact ' || i, 'contact' || i || '@bench.example', '+91 90000 00000', 'Quote',
        'Please call', ${at('i', leads / 20)}
      from generate_series(1, ${leads / 20}) i`,
    `insert into audit_log (actor_id, action, target_type, target_id, details, created_at)
      select null, 'lead.stage', 'lead', i::text, '{}'::jsonb, ${at('i', leads / 10)}
      from generate_series(1, ${leads / 10}) i`,
    'vacuum analyze',
  ];
}

function serverCommand() {
  const built = path.join(dist, 'node/server/main.js');
  if (existsSync(built)) return { args: [built], from: 'dist' };
  return {
    args: ['--import', 'tsx', path.join(root, 'src/server/main.ts')],
    from: 'sources (tsx)',
  };
}

async function startServer(env) {
  const port = await freePort();
  const { args } = serverCommand();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DIST_DIR: dist,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (i > 2400) throw new Error('server did not start');
    await sleep(250);
  }
  return { url, child };
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const rssMb = (pid) => {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(match[1]) / 1024);
};

async function login(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  const cookie = response.headers.get('set-cookie').split(';')[0];
  // Staff need a second factor before the staff workspace answers: set one up, as a person would.
  const post = (pathname, body) =>
    fetch(url + pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify(body),
    });
  const setup = await post('/api/auth/mfa/setup', {});
  if (!setup.ok) throw new Error(`mfa setup: ${setup.status}`);
  const { secret } = await setup.json();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const enable = await post('/api/auth/mfa/enable', { code });
  if (!enable.ok) throw new Error(`mfa enable: ${enable.status}`);
  return cookie;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function timed(url, cookie, pathAndQuery) {
  const start = performance.now();
  const response = await fetch(url + pathAndQuery, { headers: { cookie } });
  const body = await response.text();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${body.slice(0, 200)}`);
  return { ms, body };
}

async function latency(url, cookie, pathAndQuery) {
  await timed(url, cookie, pathAndQuery); // warm
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(url, cookie, pathAndQuery)).ms);
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 0.5)), p95: Math.round(percentile(times, 0.95)) };
}

/** The export, read as it comes, with the server's RSS sampled and a cheap read every 100 ms. */
async function exportRun(url, cookie, pid) {
  const before = rssMb(pid);
  let peak = before;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssMb(pid));
      await sleep(50);
    }
  })();
  let worstCheap = 0;
  let cheapCount = 0;
  const cheapFailures = [];
  const cheap = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await timed(url, cookie, '/api/auth/session');
      } catch (error) {
        cheapFailures.push(String(error.cause?.code ?? error.message));
      }
      worstCheap = Math.max(worstCheap, performance.now() - started);
      cheapCount++;
      await sleep(Math.max(0, 100 - (performance.now() - started)));
    }
  })();
  const start = performance.now();
  const response = await fetch(`${url}/api/admin/leads?format=csv`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - start) / 1000;
  running = false;
  await Promise.all([sampler, cheap]);
  await sleep(3000);
  return {
    seconds: Number(seconds.toFixed(1)),
    rows: lines - 1,
    mb: Math.round(bytes / 1e6),
    rss: { before, peak, after: rssMb(pid) },
    worstCheapMs: Math.round(worstCheap),
    cheapReads: cheapCount,
    cheapFailures,
  };
}

async function measure(url, pid) {
  const cookie = await login(url);
  if (EXPORT_ONLY) return { export: await exportRun(url, cookie, pid) };
  const list = '/api/admin/leads?pageSize=20';
  const results = {
    firstPage: await latency(url, cookie, `${list}&page=1`),
    deepPage: await latency(url, cookie, `${list}&page=2000`),
    searchHit: await latency(url, cookie, `${list}&q=${encodeURIComponent('lead4242@')}`),
    searchHitHindi: await latency(url, cookie, `${list}&q=${encodeURIComponent('मेहता')}`),
    searchMiss: await latency(url, cookie, `${list}&q=zqxj-nobody`),
    summary: await latency(url, cookie, '/api/admin/summary'),
  };
  const hit = JSON.parse((await timed(url, cookie, `${list}&q=lead4242%40`)).body);
  if (hit.leads.length !== 1) throw new Error(`search hit found ${hit.leads.length} leads`);
  results.export = await exportRun(url, cookie, pid);
  return results;
}

/** A new, empty bench_scale database; its URL. */
async function createDatabase() {
  const server = new pg.Client({ connectionString: PG_SERVER });
  await server.connect();
  await server.query(`drop database if exists ${PG_DB}`);
  await server.query(`create database ${PG_DB}`);
  await server.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${PG_DB}`;
  return url.toString();
}

/** Lets the bench admin of a kept database set up its second factor again at login. */
const RESET_ADMIN_SQL = [
  `update users set mfa_secret = null, mfa_enabled_at = null, mfa_last_step = null where email = '${ADMIN.email}'`,
  `delete from mfa_recovery_codes where user_id in (select id from users where email = '${ADMIN.email}')`,
];

/** The database's URL when SCALE_KEEP_DB kept it with `leads` leads in it. */
async function keptDatabase(leads) {
  const url = new URL(PG_SERVER);
  url.pathname = `/${PG_DB}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from leads');
    if (rows[0].n !== leads) return null;
    for (const statement of RESET_ADMIN_SQL) await client.query(statement);
    return url.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Seeds a new database by SQL (the server migrates it first); its URL and the seconds taken. */
async function seededDatabase(leads) {
  const databaseUrl = await createDatabase();
  const first = await startServer({ DATABASE_URL: databaseUrl });
  await stopServer(first.child);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seedStart = performance.now();
  for (const statement of seedSql(leads)) await client.query(statement);
  const seedSeconds = Math.round((performance.now() - seedStart) / 1000);
  await client.end();
  console.log(`  postgres: seeded ${leads} leads in ${seedSeconds} s`);
  return { databaseUrl, seedSeconds };
}

async function runPostgres(leads) {
  const kept = KEEP_DB ? await keptDatabase(leads) : null;
  if (kept) console.log(`  postgres: using the kept database ${PG_DB}`);
  try {
    const { databaseUrl, seedSeconds } = kept
      ? { databaseUrl: kept, seedSeconds: null }
      : await seededDatabase(leads);
    const { url, child } = await startServer({ DATABASE_URL: databaseUrl });
    try {
      return { leads, seedSeconds, ...(await measure(url, child.pid)) };
    } finally {
      await stopServer(child);
    }
  } finally {
    if (!KEEP_DB) {
      const server = new pg.Client({ connectionString: PG_SERVER });
      await server.connect();
      await server.query(`drop database if exists ${PG_DB}`);
      await server.end();
    }
  }
}

/** The PGlite data folder SCALE_KEEP_DB keeps: true when it holds `leads` leads. */
async function keptPglite(dataDir, leads) {
  if (!existsSync(path.join(dataDir, 'pglite'))) return false;
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    const { rows } = await db.query('select count(*)::int as n from leads');
    if (rows[0].n !== leads) return false;
    for (const statement of RESET_ADMIN_SQL) await db.exec(statement);
    return true;
  } finally {
    await db.close();
  }
}

async function runPglite(leads) {
  const dataDir = KEEP_DB
    ? path.join(os.tmpdir(), `${PG_DB}-pglite`)
    : mkdtempSync(path.join(os.tmpdir(), 'arkaja-scale-'));
  const kept = KEEP_DB && (await keptPglite(dataDir, leads));
  if (kept) console.log(`  pglite: using the kept folder ${dataDir}`);
  try {
    let seedSeconds = null;
    if (!kept) {
      rmSync(dataDir, { recursive: true, force: true });
      const first = await startServer({ DATA_DIR: dataDir });
      await stopServer(first.child);
      const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      const seedStart = performance.now();
      for (const statement of seedSql(leads)) await db.exec(statement);
      seedSeconds = Math.round((performance.now() - seedStart) / 1000);
      await db.close();
      console.log(`  pglite: seeded ${leads} leads in ${seedSeconds} s`);
    }
    const { url, child } = await startServer({ DATA_DIR: dataDir });
    try {
      return { leads, seedSeconds, ...(await measure(url, child.pid)) };
    } finally {
      await stopServer(child);
    }
  } finally {
    if (!KEEP_DB) rmSync(dataDir, { recursive: true, force: true });
  }
}

const mark = (value, target) => (target === null ? '' : value <= target ? ' ✓' : ' ✗');

function table(results) {
  const kinds = Object.keys(results);
  const head = `| | ${kinds.map((k) => `${k}, ${results[k].leads.toLocaleString('en-IN')} leads`).join(' | ')} |`;
  const sep = `|---|${kinds.map(() => '---').join('|')}|`;
  const row = (label, cell) =>
    `| ${label} | ${kinds.map((k) => cell(results[k], TARGETS[k])).join(' | ')} |`;
  const p = (key, targetKey) => (r, t) =>
    `${r[key].p50} / ${r[key].p95} ms (≤ ${t[targetKey]})${mark(r[key].p95, t[targetKey])}`;
  return [
    head,
    sep,
    row('first page, p50 / p95', p('firstPage', 'page')),
    row('page 2,000, p50 / p95', p('deepPage', 'page')),
    row('search hit (an e-mail), p50 / p95', p('searchHit', 'search')),
    row('search hit (Hindi surname), p50 / p95', p('searchHitHindi', 'search')),
    row('search miss, p50 / p95', p('searchMiss', 'search')),
    row('summary cards, p50 / p95', p('summary', 'page')),
    row(
      'CSV export of every lead',
      (r, t) =>
        `${r.export.seconds} s, ${r.export.rows.toLocaleString('en-IN')} rows, ${r.export.mb} MB (≤ ${t.exportS} s)${mark(r.export.seconds, t.exportS)}`,
    ),
    row(
      'server RSS before / peak / after',
      (r, t) =>
        `${r.export.rss.before} / ${r.export.rss.peak} / ${r.export.rss.after} MB (peak + ≤ ${t.rssMb})${mark(r.export.rss.peak - r.export.rss.before, t.rssMb)}`,
    ),
    row(
      'worst cheap read during export',
      (r, t) =>
        `${r.export.worstCheapMs} ms of ${r.export.cheapReads}${r.export.cheapFailures.length ? ` (${r.export.cheapFailures.length} failed: ${[...new Set(r.export.cheapFailures)].join(', ')})` : ''}${t.cheap === null ? '' : ` (≤ ${t.cheap})${mark(r.export.worstCheapMs, t.cheap)}`}`,
    ),
    row('seeding by SQL', (r) => (r.seedSeconds === null ? 'kept' : `${r.seedSeconds} s`)),
  ].join('\n');
}

function writeSection(results) {
  const section = [
    '## Scale',
    '',
    `\`npm run bench -- scale\`, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, server from ${serverCommand().from}. Leads list of the admin API, ${RUNS} requests per figure after one unmeasured; targets in brackets. Readings are monthly (the schema has no 15-minute table).`,
    '',
    table(results),
    '',
  ].join('\n');
  const existing = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Bench results\n';
  const start = existing.indexOf('\n## Scale\n');
  let next;
  if (start === -1) next = `${existing.trimEnd()}\n\n${section}`;
  else {
    const end = existing.indexOf('\n## ', start + 1);
    next = existing.slice(0, start + 1) + section + (end === -1 ? '' : existing.slice(end));
  }
  writeFileSync(RESULTS, next);
}

const results = {};
if (PARTS.has('postgres')) {
  console.log('scale: PostgreSQL');
  results.PostgreSQL = await runPostgres(Number(process.env.SCALE_LEADS_PG ?? 1_000_000));
  console.log(JSON.stringify(results.PostgreSQL));
}
if (PARTS.has('pglite')) {
  console.log('scale: PGlite');
  results.PGlite = await runPglite(Number(process.env.SCALE_LEADS_PGLITE ?? 200_000));
  console.log(JSON.stringify(results.PGlite));
}
for (const name of Object.keys(results))
  TARGETS[name] = TARGETS[name === 'PGlite' ? 'pglite' : 'postgres'];
if (!EXPORT_ONLY) {
  writeSection(results);
  console.log(table(results));
}
