// npm run bench: HTTP throughput against a bare Fastify route, write throughput on PGlite and
// PostgreSQL, Lighthouse scores of the main pages, and the server's peak memory. Writes
// bench/results.json and prints a table. All figures come from one run on one machine.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LIGHTHOUSE_PATHS = ['/', '/services', '/projects', '/sustainability', '/contact'];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function startApp(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dist, 'node/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // Each benchmark request claims its own client address (see newsletterWrites).
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child);
  return { url, child };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
const peakRssMb = (pid) => {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return match ? Number((Number(match[1]) / 1024).toFixed(1)) : null;
};

async function load(name, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const non2xx = result.non2xx + result.errors;
  if (non2xx > 0) console.warn(`  ${name}: ${non2xx} non-2xx responses or errors`);
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx,
  };
}

let counter = 0;
/** Unique e-mails and client addresses, so neither the unique index nor the per-IP limit interferes. */
const newsletterWrites = (url) => ({
  url,
  // setupRequest works per entry of `requests`; at the top level autocannon drops its body.
  requests: [
    {
      method: 'POST',
      path: '/api/newsletter',
      setupRequest: (request) => {
        counter++;
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
          },
          body: JSON.stringify({ email: `bench-${process.pid}-${counter}@bench.example` }),
        };
      },
    },
  ],
});

async function pgAvailable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  try {
    for (const p of LIGHTHOUSE_PATHS) {
      const { lhr } = await lighthouse(`${url}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      rows.push({
        path: p,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
        tbtMs: Math.round(audit('total-blocking-time')),
      });
      console.log(`  lighthouse ${p}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (!existsSync(path.join(dist, '.build-stamp'))) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
    cwd: root,
  });
}

const http = [];
const barePort = await freePort();
const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bareUrl = `http://127.0.0.1:${barePort}`;
await waitFor(`${bareUrl}/hello`, bare);
console.log(`▸ bare Fastify route (${DURATION} s each, ${CONNECTIONS} connections)`);
const baseline = await load('bare fastify GET /hello', { url: `${bareUrl}/hello` });
await stop(bare);
http.push({ ...baseline, ratioToBare: 1 });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arkaja-bench-'));
const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: '' });
console.log('▸ app on PGlite');
const reads = [
  ['GET /api/feedback/top/project', { url: `${app.url}/api/feedback/top/project` }],
  [
    'GET /api/feedback?entityType=project&entityId=1',
    { url: `${app.url}/api/feedback?entityType=project&entityId=1` },
  ],
  [
    'GET /services (prerendered, br)',
    { url: `${app.url}/services`, headers: { 'accept-encoding': 'br' } },
  ],
];
for (const [name, options] of reads) {
  const row = await load(name, options);
  http.push({ ...row, ratioToBare: Number((row.reqPerSec / baseline.reqPerSec).toFixed(2)) });
}
http.push({
  ...(await load('POST /api/newsletter (PGlite)', newsletterWrites(app.url))),
  ratioToBare: null,
});

let lighthouseRows = [];
try {
  console.log('▸ lighthouse (mobile)');
  lighthouseRows = await runLighthouse(app.url);
} catch (err) {
  console.warn(`  lighthouse failed: ${err.message}`);
}
const peakRss = peakRssMb(app.child.pid);
await stop(app.child);
rmSync(dataDir, { recursive: true, force: true });

if (await pgAvailable()) {
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${name}`;
  const onPg = await startApp({ DATABASE_URL: dbUrl.toString() });
  console.log('▸ app on PostgreSQL');
  http.push({
    ...(await load('POST /api/newsletter (PostgreSQL)', newsletterWrites(onPg.url))),
    ratioToBare: null,
  });
  await stop(onPg.child);
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
} else {
  console.log('▸ PostgreSQL not reachable: write benchmark on PostgreSQL skipped');
}

const results = {
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  date: new Date().toISOString(),
  durationSeconds: DURATION,
  connections: CONNECTIONS,
  http: http.map(({ name, reqPerSec, p99Ms, ratioToBare }) => ({
    name,
    reqPerSec,
    p99Ms,
    ratioToBare,
  })),
  lighthouse: lighthouseRows,
  peakRssMb: peakRss,
};
writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log(`\n${results.machine}, ${results.date}`);
console.table(results.http);
console.table(results.lighthouse);
console.log(`peak RSS of the app server (PGlite run): ${peakRss} MB`);
