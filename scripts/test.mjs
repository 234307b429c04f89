// npm test: every check and test of the project, overlapped where that makes it faster.
//
//   typecheck ─┐
//   lint ──────┤
//   Vitest ────┤  (all at once, on both cores)
//   build ─────┬─ process tests
//              └─ Playwright
//
// Every part waits at times (timers, sockets, child processes, pages), so all of them share the
// two cores and one fills the others' waits (decision 056; Playwright ran alone after the
// others before, decision 028, and the cores were idle a tenth of the run). Each part's output
// is printed whole when it ends, so parts never interleave; the run fails when any part fails,
// and a part whose prerequisite failed is not started.
//
// TEST_PARTS=typecheck,lint,api,build,process,e2e runs only the parts named (and the build when
// process or e2e is named).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * A part: the npm script it runs, the parts that must pass before it starts (`needs`), the
 * parts that must only have ended (`after`), and settings it runs with unless the caller set
 * them (`env`).
 */
const PARTS = {
  typecheck: { script: 'typecheck' },
  lint: { script: 'lint' },
  api: { script: 'test:api' },
  build: { script: 'build' },
  process: { script: 'test:process', needs: ['build'] },
  // Two browser workers beside the other parts, three when alone (playwright.config.ts): with
  // three, the run was 364-374 s; with two, 339 s (decision 056).
  e2e: { script: 'test:e2e', needs: ['build'], env: { E2E_WORKERS: '2' } },
};

const wanted = new Set(
  (process.env.TEST_PARTS ?? Object.keys(PARTS).join(','))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
);
for (const name of wanted) {
  if (!(name in PARTS)) {
    console.error(`TEST_PARTS names "${name}"; the parts are ${Object.keys(PARTS).join(', ')}`);
    process.exit(2);
  }
  for (const needed of PARTS[name].needs ?? []) wanted.add(needed);
}

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const running = new Map();

/** Runs one part to its end; resolves with whether it passed. Its output is printed at the end. */
function run(name) {
  const { script, env = {} } = PARTS[name];
  const since = Date.now();
  console.log(`▸ ${name} (npm run ${script}) started at ${seconds(started)}`);
  const child = spawn(npm, ['run', '--silent', script], {
    cwd: root,
    env: { ...env, ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that an interrupted run ends its servers and browsers too.
    detached: true,
  });
  running.set(name, child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(name);
      const passed = code === 0;
      const verdict = passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n━━━ ${name}: ${verdict} in ${seconds(since)} ━━━\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`━━━ end of ${name} ━━━\n\n`);
      resolve(passed);
    });
  });
}

const results = new Map();
const done = new Map();
function start(name) {
  if (done.has(name)) return done.get(name);
  const { needs = [], after = [] } = PARTS[name];
  const promise = (async () => {
    const neededPassed = await Promise.all(needs.map(start));
    await Promise.all(after.filter((part) => wanted.has(part)).map(start));
    const failed = needs.filter((_, i) => !neededPassed[i]);
    if (failed.length > 0) {
      console.log(`▸ ${name} not started: ${failed.join(', ')} failed`);
      results.set(name, 'not run');
      return false;
    }
    const passed = await run(name);
    results.set(name, passed ? 'passed' : 'FAILED');
    return passed;
  })();
  done.set(name, promise);
  return promise;
}

// An interrupted run takes its parts (and their servers and browsers) with it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

await Promise.all([...wanted].map(start));
const failed = [...results].filter(([, result]) => result !== 'passed');
console.log(`npm test: ${failed.length === 0 ? 'all passed' : 'FAILED'} in ${seconds(started)}`);
for (const [name, result] of results) console.log(`  ${name.padEnd(10)} ${result}`);
process.exit(failed.length === 0 ? 0 : 1);
