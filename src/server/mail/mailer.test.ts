import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { openTestDatabase, testClock } from '../test/helper.ts';
import { createMailer, type DeliveryOutcome } from './mailer.ts';
import { enqueueMail, MAX_ATTEMPTS, retryDelayMs } from './outbox-queue.ts';
import { readSpool } from './spool.ts';
import { escapeHtml } from './templates/layout.ts';
import { type SmtpReceiver, startSilentRelay, startSmtpReceiver } from './test-smtp-server.ts';

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
    smtp = await startSmtpReceiver();
    spoolDir = mkdtempSync(path.join(tmpdir(), 'mail-spool-'));
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(spoolDir, { recursive: true, force: true });
  });
  // An outbox of its own for each test: a worker delivers whatever is due in it.
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
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

  const mailerOn = (smtpUrl: string, clock = testClock()) => {
    const log = recordingLogger();
    const mailer = createMailer({
      db: database.db,
      smtpUrl,
      from: 'Arkaja Solar <no-reply@example.in>',
      log: log as unknown as FastifyBaseLogger,
      now: clock.now,
    });
    const outcomes: DeliveryOutcome[] = [];
    mailer.onAttempt((outcome) => outcomes.push(outcome));
    return { mailer, clock, log, outcomes };
  };

  it('answers send() before the relay says a word, and delivers once a working relay is back', async () => {
    const relay = await startSilentRelay();
    const port = Number(new URL(relay.url).port);
    const { mailer, clock } = mailerOn(relay.url);
    let receiver: SmtpReceiver | undefined;
    try {
      const { id, status } = await mailer.send({
        to: 'waiting@example.in',
        subject: 'Your code',
        text: 'Enter 654321',
      });
      // Stored and answered while the delivery has not even been tried to the end.
      expect(status).toBe('pending');
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });

      // The worker gives up on the silent relay after a few seconds and keeps the message.
      await mailer.deliverDue();
      expect(relay.connections()).toBeGreaterThan(0);
      const held = await rowOf(id);
      expect(held).toMatchObject({ status: 'pending', attempts: 1 });
      expect(held.lastError).toMatch(/greeting/i);
      expect(held.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));

      // A working relay on the same port gets it at the next try.
      await relay.close();
      receiver = await startSmtpReceiver(port);
      clock.advance(retryDelayMs(1));
      await mailer.deliverDue();
      const [mail] = await receiver.waitForMails('waiting@example.in');
      expect(mail!.text).toBe('Enter 654321');
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await mailer.close();
      await relay.close();
      await receiver?.close();
    }
  });

  it('delivers in the background: the worker wakes on send, and polls for mail queued elsewhere', async () => {
    const { mailer, clock, outcomes } = mailerOn(smtp.url);
    try {
      const { id } = await mailer.send({ to: 'woken@example.in', subject: 'Hi', text: 'Woken' });
      expect((await smtp.waitForMails('woken@example.in'))[0]!.text).toBe('Woken');
      await mailer.deliverDue(); // the worker is idle from here on

      // Written by another process: nothing wakes this worker, its poll finds the message.
      const queuedElsewhere = await enqueueMail(
        database.db,
        { to: 'polled@example.in', subject: 'Hi', text: 'Polled' },
        'pending',
        clock.now(),
      );
      const [polled] = await smtp.waitForMails('polled@example.in', { timeoutMs: 25_000 });
      expect(polled!.text).toBe('Polled');
      await mailer.deliverDue();
      for (const sent of [id, queuedElsewhere])
        expect(await rowOf(sent)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(outcomes).toEqual(['sent', 'sent']);
    } finally {
      await mailer.close();
    }
  }, 40_000);

  it('retries a refused mail with backoff and marks it failed after the last attempt', async () => {
    const { mailer, clock, outcomes } = mailerOn(smtp.url);
    smtp.refuseWith = '550 No such user here';
    try {
      const { id, status } = await mailer.send({
        to: 'gone@example.in',
        subject: 'Hello',
        text: 'Hello there',
      });
      expect(status).toBe('pending');
      await mailer.deliverDue();
      let row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toContain('No such user here');
      expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));

      // Not yet due: nothing happens.
      clock.advance(29_000);
      await mailer.deliverDue();
      expect((await rowOf(id)).attempts).toBe(1);
      clock.advance(1_000);

      // Each retry waits twice as long as the one before.
      let waitMs = 30_000;
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        await mailer.deliverDue();
        row = await rowOf(id);
        expect(row.attempts).toBe(attempt);
        waitMs *= 2;
        clock.advance(waitMs);
      }
      expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null });
      expect(row.lastError).toContain('No such user here');
      expect(smtp.mailsTo('gone@example.in')).toEqual([]);
      expect(outcomes).toEqual([...Array(MAX_ATTEMPTS - 1).fill('retry'), 'failed']);
    } finally {
      smtp.refuseWith = null;
      await mailer.close();
    }
  });

  it('delivers each message once when two processes work on one database', async () => {
    const clock = testClock();
    const first = mailerOn(smtp.url, clock);
    const second = mailerOn(smtp.url, clock);
    const addresses = Array.from({ length: 24 }, (_, i) => `once${i}@example.in`);
    try {
      const ids = await Promise.all(
        addresses.map((to, i) =>
          // Half queued by each process, so both workers wake and race for every row.
          (i % 2 ? first : second).mailer.send({ to, subject: 'Once', text: `Message ${i}` }),
        ),
      );
      await Promise.all([first.mailer.deliverDue(), second.mailer.deliverDue()]);
      for (const to of addresses) expect(smtp.mailsTo(to)).toHaveLength(1);
      for (const { id } of ids)
        expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(first.outcomes.length + second.outcomes.length).toBe(addresses.length);
    } finally {
      await first.mailer.close();
      await second.mailer.close();
    }
  });

  it('shuts down without waiting out a hung delivery, which stays queued for a later try', async () => {
    const relay = await startSilentRelay();
    const { mailer } = mailerOn(relay.url);
    try {
      const { id } = await mailer.send({ to: 'later@example.in', subject: 'Hi', text: 'Later' });
      while (relay.connections() === 0) await new Promise((r) => setImmediate(r));
      await mailer.close();
      // close() came back before the greeting timeout ended the attempt.
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    } finally {
      await relay.close();
    }
  });
});

it('escapes everything that reaches HTML', () => {
  expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
  );
});
