import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type OutboxStatus, outbox } from '../db/schema.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The outbox table as a delivery queue shared by every process on one database. A row is
 * claimed by one worker at a time (a lease on `nextAttemptAt`); a worker that dies mid-delivery
 * loses its lease, and another process tries the row again.
 */

export type QueuedMail = typeof outbox.$inferSelect;

export const MAX_ATTEMPTS = 8;
export const DEFAULT_RETRY_MS = 30_000;
/** `firstRetryMs` (30 s unless configured), then twice as long each time, capped at 1 h. */
export const retryDelayMs = (attempts: number, firstRetryMs = DEFAULT_RETRY_MS) =>
  Math.min(3600_000, firstRetryMs * 2 ** Math.max(0, attempts - 1));

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Stores a message: `pending` is due at once, `logged` is kept for reading, never sent. */
export async function enqueueMail(
  db: Db,
  message: MailMessage,
  status: 'pending' | 'logged',
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      status,
      nextAttemptAt: status === 'pending' ? now : null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * Takes the oldest due message and leases it for `leaseMs`. The row is locked (SKIP LOCKED) for
 * the transaction that moves its lease, so workers in several processes never take the same row.
 */
export function claimDueMail(db: Db, now: Date, leaseMs: number): Promise<QueuedMail | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const nextAttemptAt = later(now, leaseMs);
    await tx.update(outbox).set({ nextAttemptAt }).where(eq(outbox.id, due.id));
    return { ...due, nextAttemptAt };
  });
}

export async function recordSent(db: Db, mail: QueuedMail, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      attempts: mail.attempts + 1,
      lastError: null,
      nextAttemptAt: null,
    })
    .where(eq(outbox.id, mail.id));
}

/** Counts the attempt; the message waits for its next try, or fails after the last one. */
export async function recordFailedAttempt(
  db: Db,
  mail: QueuedMail,
  error: string,
  now: Date,
  firstRetryMs = DEFAULT_RETRY_MS,
): Promise<OutboxStatus> {
  const attempts = mail.attempts + 1;
  const status: OutboxStatus = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
  await db
    .update(outbox)
    .set({
      status,
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: status === 'pending' ? later(now, retryDelayMs(attempts, firstRetryMs)) : null,
    })
    .where(eq(outbox.id, mail.id));
  return status;
}

/** Messages waiting to be sent and messages given up on, across every process. */
export async function countUndelivered(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']))
    .groupBy(outbox.status);
  const of = (status: OutboxStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return { pending: of('pending'), failed: of('failed') };
}

/** The message as the transport takes it. */
export const messageOf = (mail: QueuedMail): MailMessage => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
});
