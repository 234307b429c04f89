import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { openTestDatabase, testClock } from '../test/helper.ts';
import { createMailer, MAX_ATTEMPTS } from './mailer.ts';
import { readSpool } from './spool.ts';
import { escapeHtml } from './templates/layout.ts';
import { type SmtpReceiver, startSmtpReceiver } from './test-smtp-server.ts';

/** A logger that keeps what it was given, to read the lines back. */
function recordingLogger() {
  const lines: { level: string; fields: object; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: object, message = '') =>
      lines.push({ level, fields, message });
  const logger = {
    lines,
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    child: () => logger,
    level: 'info',
    silent: () => {},
  };
  return logger;
}

describe('mailer', () => {
  let database: Database;
  let smtp: SmtpReceiver;
  let spoolDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpReceiver();
    spoolDir = mkdtempSync(path.join(tmpdir(), 'mail-spool-'));
  });
  afterAll(async () => {
    await database.close();
    await smtp.close();
    rmSync(spoolDir, { recursive: true, force: true });
  });

  const rowOf = async (id: number) =>
    (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it('without SMTP_URL keeps the mail in the outbox and a spool file, and logs where', async () => {
    const log = recordingLogger();
    const clock = testClock();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'Arkaja Solar <no-reply@example.in>',
      log: log as unknown as FastifyBaseLogger,
      now: clock.now,
      spoolDir,
    });
    const result = await mailer.send({
      to: 'reader@example.in',
      replyTo: 'visitor@example.in',
      subject: 'Your verification code is 123456',
      text: 'Enter 123456 on the website.',
      html: '<p>Enter 123456</p>',
    });
    await mailer.close();

    expect(result.status).toBe('logged');
    expect(await rowOf(result.id)).toMatchObject({
      status: 'logged',
      to: 'reader@example.in',
      replyTo: 'visitor@example.in',
      text: 'Enter 123456 on the website.',
    });
    expect(log.lines.filter((l) => l.level === 'info')).toHaveLength(1);
    expect(log.lines[0]!.message).toContain('npm run outbox');

    const [spooled] = await readSpool(spoolDir, 10);
    expect(spooled).toContain('To: reader@example.in');
    expect(spooled).toContain('Reply-To: visitor@example.in');
    expect(spooled).toContain('Subject: Your verification code is 123456');
    expect(spooled).toContain('Enter 123456 on the website.');
    const file = (log.lines[0]!.fields as { file: string }).file;
    expect(readFileSync(file, 'utf8')).toBe(spooled);
  });

  it('retries a refused mail with backoff and marks it failed after the last attempt', async () => {
    const log = recordingLogger();
    const clock = testClock();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: smtp.url,
      from: 'Arkaja Solar <no-reply@example.in>',
      log: log as unknown as FastifyBaseLogger,
      now: clock.now,
    });
    smtp.refuseWith = '550 No such user here';
    try {
      const { id, status } = await mailer.send({
        to: 'gone@example.in',
        subject: 'Hello',
        text: 'Hello there',
      });
      expect(status).toBe('pending');
      let row = await rowOf(id);
      expect(row.lastError).toContain('No such user here');
      expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));

      // Not yet due: nothing happens.
      await mailer.retryDue();
      expect((await rowOf(id)).attempts).toBe(1);

      // Each retry waits twice as long as the one before.
      let waitMs = 30_000;
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        clock.advance(waitMs);
        await mailer.retryDue();
        row = await rowOf(id);
        expect(row.attempts).toBe(attempt);
        waitMs *= 2;
      }
      expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null });
      expect(row.lastError).toContain('No such user here');
      expect(smtp.mailsTo('gone@example.in')).toEqual([]);
    } finally {
      smtp.refuseWith = null;
      await mailer.close();
    }
  });

  it('escapes everything that reaches HTML', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });
});
