import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { type OutboxStatus, outbox } from '../db/schema.ts';
import { formatSpoolFile, spoolFileName } from './spool.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};
export type SendResult = { id: number; status: OutboxStatus };

export type Mailer = {
  /** Stores the message in the outbox, then tries to deliver it once; failures are retried later. */
  send(message: MailMessage): Promise<SendResult>;
  /** Delivers every message whose retry is due. */
  retryDue(): Promise<void>;
  close(): Promise<void>;
};

export const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min, ... capped at 1 h. */
export const retryDelayMs = (attempts: number) =>
  Math.min(3600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
const RETRY_POLL_MS = 15_000;
/** How long a retrying process holds a row before another process may try it. */
const CLAIM_MS = 5 * 60_000;
/** The request that sends a mail waits for SMTP, so a dead server must not hold it for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

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
}): Mailer {
  const { db, from, log, now, spoolDir } = options;
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;

  async function keepWithoutSmtp(id: number, message: MailMessage): Promise<OutboxStatus> {
    await db.update(outbox).set({ status: 'logged' }).where(eq(outbox.id, id));
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
    return 'logged';
  }

  async function deliver(
    id: number,
    message: MailMessage,
    attempts: number,
  ): Promise<OutboxStatus> {
    if (!transport) return keepWithoutSmtp(id, message);
    try {
      await transport.sendMail({ from, ...message });
      await db
        .update(outbox)
        .set({
          status: 'sent',
          sentAt: now(),
          attempts: attempts + 1,
          lastError: null,
          nextAttemptAt: null,
        })
        .where(eq(outbox.id, id));
      return 'sent';
    } catch (err) {
      const tries = attempts + 1;
      const status: OutboxStatus = tries >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await db
        .update(outbox)
        .set({
          status,
          attempts: tries,
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
          nextAttemptAt:
            status === 'pending' ? new Date(now().getTime() + retryDelayMs(tries)) : null,
        })
        .where(eq(outbox.id, id));
      log.warn({ outboxId: id, attempts: tries }, 'mail delivery failed; it stays in the outbox');
      return status;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let retrying: Promise<void> | undefined;

  const mailer: Mailer = {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          replyTo: message.replyTo ?? null,
          status: 'pending',
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      return { id, status: await deliver(id, message, 0) };
    },
    async retryDue() {
      if (!transport) return;
      const due = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now())))
        .limit(20);
      for (const row of due) {
        // Claim the row so a second process does not send it too.
        const claimed = await db
          .update(outbox)
          .set({ nextAttemptAt: new Date(now().getTime() + CLAIM_MS) })
          .where(and(eq(outbox.id, row.id), eq(outbox.nextAttemptAt, row.nextAttemptAt!)))
          .returning({ id: outbox.id });
        if (claimed.length === 0) continue;
        await deliver(
          row.id,
          {
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
            ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          },
          row.attempts,
        );
      }
    },
    async close() {
      clearInterval(timer);
      await retrying;
      transport?.close();
    },
  };

  if (transport) {
    timer = setInterval(() => {
      retrying ??= mailer
        .retryDue()
        .catch((err) => log.warn({ err }, 'mail retry failed'))
        .finally(() => {
          retrying = undefined;
        });
    }, RETRY_POLL_MS);
    timer.unref();
  }
  return mailer;
}
