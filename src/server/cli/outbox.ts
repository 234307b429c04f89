/**
 * npm run outbox [-- --limit N]: prints the newest outgoing messages, so the contact flow can be
 * completed without an SMTP server (the verification code is in the printed text).
 *
 * With DATABASE_URL it reads the outbox table. With the embedded database it reads the spool
 * files the server writes beside it instead, so it works while the server runs: the embedded
 * database belongs to one process at a time (the server holds its lock).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { desc } from 'drizzle-orm';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { formatSpoolFile, readSpool } from '../mail/spool.ts';
import { innermostMessage, knownStartupProblem } from '../startup-error.ts';

const RULE = '─'.repeat(72);

async function fromDatabase(url: string, limit: number): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url, max: 1 });
  try {
    const rows = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    return rows.reverse().map((row) => {
      const state = [`Status: ${row.status}`, `Attempts: ${row.attempts}`];
      if (row.lastError) state.push(`Last-Error: ${row.lastError}`);
      return `${state.join('\n')}\n${formatSpoolFile({
        id: row.id,
        createdAt: row.createdAt,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
      })}`;
    });
  } finally {
    await database.close();
  }
}

let config: Config | undefined;

async function main() {
  const { values } = parseArgs({
    options: { limit: { type: 'string', short: 'n', default: '10' } },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1)
    throw new ConfigError('--limit must be a whole number above 0');

  config = loadConfig();
  const spoolDir = path.join(config.dataDir, 'outbox');
  const messages = config.databaseUrl
    ? await fromDatabase(config.databaseUrl, limit)
    : await readSpool(spoolDir, limit);
  if (messages.length === 0) {
    const where = config.databaseUrl ? 'the outbox table' : spoolDir;
    process.stdout.write(`No messages yet (looked in ${where}).\n`);
    return;
  }
  process.stdout.write(`${messages.map((m) => `${RULE}\n${m.trimEnd()}\n`).join('')}${RULE}\n`);
  process.stdout.write(`${messages.length} newest message(s), oldest first.\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${knownStartupProblem(err, config) ?? innermostMessage(err)}\n`);
  process.exit(1);
});
