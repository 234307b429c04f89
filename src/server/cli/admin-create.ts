/**
 * `npm run admin:create`: creates an admin account in the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL). Takes ADMIN_EMAIL and ADMIN_PASSWORD from the environment, or asks
 * for them. With PGlite, stop the server first: only one process can open its data folder, and
 * while the server holds it this refuses with a line that says so.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { type Config, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { adminCredentialsProblem, ensureAdmin } from '../features/auth/index.ts';
import { PasswordHasher } from '../lib/password.ts';
import { innermostMessage, knownStartupProblem } from '../startup-error.ts';

/** Asks a question; with `secret`, what is typed is not echoed. */
async function ask(question: string, secret = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  try {
    const answer = rl.question(question);
    muted = secret;
    return (await answer).trim();
  } finally {
    rl.close();
    if (secret) process.stdout.write('\n');
  }
}

async function credentials(admin: { email: string; password: string } | undefined) {
  if (admin) return admin;
  if (!process.stdin.isTTY)
    throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD, or run this in a terminal to be asked.');
  const email = (await ask('Admin e-mail: ')).toLowerCase();
  const password = await ask('Password (not shown): ', true);
  const again = await ask('Password again: ', true);
  if (password !== again) throw new Error('The two passwords differ.');
  return { email, password };
}

let config: Config | undefined;

async function main(): Promise<number> {
  config = loadConfig();
  const admin = await credentials(config.admin);
  const problem = adminCredentialsProblem(admin);
  if (problem) throw new Error(problem);

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await database.migrate();
    const result = await ensureAdmin(database.db, admin, new Date(), new PasswordHasher());
    const messages = {
      created: `Created the admin account ${admin.email}.`,
      exists: `${admin.email} is already an admin; nothing changed.`,
      'taken-by-non-admin': `${admin.email} belongs to an account that is not an admin; nothing changed.`,
    } as const;
    process.stdout.write(`${messages[result]}\n`);
    return result === 'taken-by-non-admin' ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = knownStartupProblem(err, config) ?? innermostMessage(err);
    process.stderr.write(`admin:create failed: ${message}\n`);
    process.exit(1);
  },
);
