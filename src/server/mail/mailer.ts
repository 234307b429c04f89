import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Db } from '../db/client.ts';
import type { OutboxStatus } from '../db/schema.ts';
import {
  claimDueMail,
  enqueueMail,
  messageOf,
  type QueuedMail,
  recordFailedAttempt,
  recordSent,
} from './outbox-queue.ts';
import { formatSpoolFile, spoolFileName } from './spool.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};
export type SendResult = { id: number; status: OutboxStatus };
/** What one delivery attempt came to: sent, refused and kept for a retry, or given up. */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

export type Mailer = {
  /**
   * Stores the message in the outbox and returns: no request waits on SMTP. With SMTP, the
   * delivery worker sends it; without, it is kept (status `logged`) for `npm run outbox`.
   */
  send(message: MailMessage): Promise<SendResult>;
  /** Runs the worker now; resolves once every message due at the call has been tried. */
  deliverDue(): Promise<void>;
  /** Calls `listener` after each delivery attempt (the metrics count them). */
  onAttempt(listener: (outcome: DeliveryOutcome) => void): void;
  /** Stops the worker, waiting a bounded time for a delivery in progress. */
  close(): Promise<void>;
};

/**
 * How often the worker looks for retries that fell due and mail queued by other processes (more
 * often when the first retry is configured sooner).
 */
const POLL_MS = 10_000;
/**
 * How long a claimed message is left to the worker that claimed it; past that (the process
 * died mid-delivery), any process tries it again.
 */
const CLAIM_MS = 2 * 60_000;
/**
 * Nobody waits on the worker, yet a relay that hangs must not hold a message for long. The idle
 * limit is longer than the greeting's, so a silent relay is reported as one that never greeted.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};
/** Shutdown waits this long for a delivery in progress; an abandoned one keeps its claim. */
const SHUTDOWN_GRACE_MS = 3_000;

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /**
   * Without SMTP, each message is also written here as a text file: the embedded database
   * (PGlite) cannot be opened by a second process while the server runs, so `npm run outbox`
   * reads these files instead.
   */
  spoolDir?: string | undefined;
  /** The wait before the first retry of a refused message (`MAIL_RETRY_SECONDS`). */
  firstRetryMs?: number | undefined;
}): Mailer {
  const { db, from, log, now, spoolDir, firstRetryMs } = options;
  // Built from an SMTPTransport: createTransport({ url, ... }) keeps the URL and drops the
  // other options, and with them the timeouts.
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(new SMTPTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }))
    : undefined;
  const listeners: ((outcome: DeliveryOutcome) => void)[] = [];

  async function keepWithoutSmtp(message: MailMessage): Promise<SendResult> {
    const id = await enqueueMail(db, message, 'logged', now());
    let file: string | undefined;
    if (spoolDir) {
      file = path.join(spoolDir, spoolFileName(id));
      await mkdir(spoolDir, { recursive: true });
      await writeFile(file, formatSpoolFile({ id, createdAt: now(), ...message }), 'utf8');
    }
    log.info(
      { outboxId: id, to: message.to, ...(file ? { file } : {}) },
      'SMTP_URL is not set: mail kept in the outbox (read it with npm run outbox)',
    );
    return { id, status: 'logged' };
  }

  async function attempt(sender: Transporter, mail: QueuedMail): Promise<DeliveryOutcome> {
    try {
      await sender.sendMail({ from, ...messageOf(mail) });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const status = await recordFailedAttempt(db, mail, error, now(), firstRetryMs);
      log.warn(
        { outboxId: mail.id, attempts: mail.attempts + 1, error },
        status === 'failed'
          ? 'mail delivery failed for the last time; the message is marked failed'
          : 'mail delivery failed; it stays in the outbox for a retry',
      );
      return status === 'failed' ? 'failed' : 'retry';
    }
    await recordSent(db, mail, now());
    return 'sent';
  }

  let stopped = false;
  /** Set by every call for a pass, cleared when a pass starts: a call during a pass gets another. */
  let passWanted = false;
  let running: Promise<void> | undefined;

  async function deliverUntilNoneDue(sender: Transporter) {
    while (!stopped) {
      const mail = await claimDueMail(db, now(), CLAIM_MS);
      if (!mail) return;
      const outcome = await attempt(sender, mail);
      for (const listener of listeners) listener(outcome);
    }
  }

  function deliverDue(): Promise<void> {
    if (!transport || stopped) return Promise.resolve();
    passWanted = true;
    running ??= (async () => {
      try {
        while (passWanted && !stopped) {
          passWanted = false;
          await deliverUntilNoneDue(transport).catch((err: unknown) =>
            log.warn({ err }, 'mail delivery pass failed; the worker tries again later'),
          );
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const poll = transport
    ? setInterval(() => void deliverDue(), Math.min(POLL_MS, firstRetryMs ?? POLL_MS))
    : undefined;
  poll?.unref();

  return {
    async send(message) {
      if (!transport) return keepWithoutSmtp(message);
      const id = await enqueueMail(db, message, 'pending', now());
      void deliverDue();
      return { id, status: 'pending' };
    },
    deliverDue,
    onAttempt(listener) {
      listeners.push(listener);
    },
    async close() {
      stopped = true;
      clearInterval(poll);
      if (running)
        await Promise.race([running, sleep(SHUTDOWN_GRACE_MS, undefined, { ref: false })]);
      transport?.close();
    },
  };
}
