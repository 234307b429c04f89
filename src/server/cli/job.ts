/**
 * `npm run job -- <name> [--payload '<json>']`: runs one job now, in this process, outside the
 * queue (as its schedule would, or with the payload given), and prints how it went. Without a
 * name it lists the jobs. With the embedded database, stop the server first: only one process can
 * open its data folder (this refuses with a line that says so).
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { type Config, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createJobs, registerServerJobs } from '../jobs/index.ts';
import { describeJobError } from '../jobs/job-error.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import { loggerOptions } from '../logging.ts';
import { createMailer } from '../mail/mailer.ts';
import { innermostMessage, knownStartupProblem } from '../startup-error.ts';

let config: Config | undefined;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { payload: { type: 'string' } },
  });
  const [name] = positionals;
  config = loadConfig();
  const log = pino(loggerOptions(config.logLevel), pino.destination(2));
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, max: 2 }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  let mailer: ReturnType<typeof createMailer> | undefined;
  try {
    const jobs = createJobs({ database, log });
    const now = () => new Date();
    mailer = createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log,
      now,
      firstRetryMs: config.mailRetryMs,
    });
    registerServerJobs(jobs, {
      db: database.db,
      now,
      log,
      mailer,
      origin: siteOrigin(config),
      ticketSla: config.ticketSla,
      finance: { db: database.db, mailer, origin: siteOrigin(config) },
    });
    const known = jobs.list();
    if (!name || !known.some((job) => job.name === name)) {
      const lines = known.map((job) => `  ${job.name}${job.schedule ? `  (${job.schedule})` : ''}`);
      process.stderr.write(
        `${name ? `There is no job called ${name}.` : 'Name a job.'} The jobs:\n${lines.join('\n')}\n`,
      );
      return 1;
    }
    await database.migrate();
    const payload = values.payload === undefined ? undefined : JSON.parse(values.payload);
    const started = performance.now();
    try {
      await jobs.runNow(name, payload);
    } catch (err) {
      process.stderr.write(`${name} failed: ${describeJobError(err).message}\n`);
      return 1;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    process.stdout.write(`${name} ran in ${seconds} s.\n`);
    return 0;
  } finally {
    await mailer?.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = knownStartupProblem(err, config) ?? innermostMessage(err);
    process.stderr.write(`job failed: ${message}\n`);
    process.exit(1);
  },
);
