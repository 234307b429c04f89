import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { badRequest, conflict } from '#server/errors.ts';
import type { Jobs } from '#server/jobs/index.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import { consumeRateLimit, type RateLimitRule } from '#server/lib/security-rate-limit.ts';
import { mailLink } from '#server/mail/links.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { emailConfirmationMail, passwordResetMail } from '#server/mail/templates/account-links.ts';
import { paths } from '#shared/paths.ts';
import { accountMessages } from '#shared/schemas/account.ts';
import { endAllSessions, forgetUserSessions } from '../sessions/index.ts';
import { linkInvitedPlants } from './invited-plants.ts';
import { assertPasswordNotCommon, checkCurrentPassword } from './service.ts';
import {
  checkAccountToken,
  consumeAccountToken,
  INVALID_TOKEN_MESSAGE,
  issueAccountToken,
  revokeAccountTokens,
  TOKEN_TTL_MS,
} from './tokens.ts';

/** What the services that mail links need besides the database. */
export type LinkDeps = { db: Db; mailer: Mailer; origin: string };

const HOUR = 3600;
/**
 * Reset links: a few per address an hour (each one is mail sent to someone's inbox), and a
 * ceiling per network address against someone trying many addresses. Confirmation resends are
 * counted per account.
 */
export const RECOVERY_LIMITS = {
  forgotPerEmail: { limit: 5, windowSeconds: HOUR },
  forgotPerIp: { limit: 30, windowSeconds: HOUR },
  confirmationPerAccount: { limit: 5, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';
export const TOO_MANY_CONFIRMATIONS = 'Too many confirmation e-mails. Please try again later.';

type Recipient = {
  id: string;
  email: string;
  firstName: string | null;
  username: string | null;
  language: 'en' | 'hi';
};

const greetingName = (user: Recipient) =>
  user.firstName || user.username || user.email.split('@')[0]!;

/** The job that looks an address up and mails its account a reset link (`mailResetLink`). */
export const PASSWORD_RESET_JOB = 'password-reset-mail';

declare module '../../jobs/engine.ts' {
  interface JobPayloads {
    [PASSWORD_RESET_JOB]: { userId: string | null };
  }
}

/**
 * Defines the reset mail job on `jobs`. It runs in whichever process takes it, with the clock of
 * that moment: a link mailed after a restart is valid for its full time from when it is made.
 */
export function defineRecoveryJobs(jobs: Jobs, deps: LinkDeps & { now: () => Date }): void {
  jobs.define(PASSWORD_RESET_JOB, z.object({ userId: z.string().nullable() }), async ({ userId }) =>
    mailResetLink(deps, userId, deps.now()),
  );
}

/**
 * POST /api/auth/password/forgot. The answer is the same whether or not the address has an
 * account (no enumeration), and so is the work before it: the limits, one indexed lookup, then
 * one job queued in the database (`PASSWORD_RESET_JOB`) for every address, with the account's id
 * or null. The token and the mail are the job's, so no request waits on them, and a restart
 * loses none (decision 039). The job holds an id, never the address: the queue's tables keep
 * nothing an account's deletion would have to find.
 */
export async function requestPasswordReset(
  deps: { db: Db; jobs: Jobs },
  input: { email: string; ip: string },
  now: Date,
): Promise<{ message: string }> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  await consumeRateLimit(
    db,
    `forgot-ip:${input.ip}`,
    RECOVERY_LIMITS.forgotPerIp,
    now,
    TOO_MANY_RESET_REQUESTS,
  );
  await consumeRateLimit(
    db,
    `forgot:${email}`,
    RECOVERY_LIMITS.forgotPerEmail,
    now,
    TOO_MANY_RESET_REQUESTS,
  );
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(usableWithAddress(email))
    .limit(1);
  await deps.jobs.enqueue(PASSWORD_RESET_JOB, { userId: user?.id ?? null });
  return { message: accountMessages.forgotAccepted };
}

/** An account that may receive a reset link: not disabled, not deleted. */
const usable = and(isNull(users.disabledAt), isNull(users.deletedAt));
const usableWithAddress = (email: string) => and(sql`lower(${users.email}) = ${email}`, usable);

/** Mails a reset link, in its language, to this account if it is (still) usable. */
async function mailResetLink(deps: LinkDeps, userId: string | null, now: Date): Promise<void> {
  const { db, mailer } = deps;
  if (!userId) return;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), usable))
    .limit(1);
  if (user) {
    const token = await issueAccountToken(db, { userId: user.id, purpose: 'password_reset' }, now);
    const mail = passwordResetMail({
      language: user.language,
      name: greetingName(user),
      link: mailLink(deps.origin, paths.resetPassword, user.language, { token }),
      validMinutes: TOKEN_TTL_MS.password_reset / 60_000,
    });
    await mailer.send({ to: user.email, ...mail });
  }
}

/**
 * POST /api/auth/password/reset with a reset link's token, or an invitation's (an account an
 * admin made for someone, who chooses the password here). Sets the password, ends every session
 * and every other open link of the account; following the mailed link also proves the address.
 */
export async function resetPassword(
  deps: { db: Db; passwords: PasswordHasher },
  input: { token: string; password: string; ip: string },
  now: Date,
): Promise<{ message: string }> {
  const { db } = deps;
  const purposes = ['password_reset', 'invitation'] as const;
  assertPasswordNotCommon(input.password);
  await checkAccountToken(db, { token: input.token, purposes, ip: input.ip }, now);
  const passwordHash = await deps.passwords.hash(input.password);
  const userId = await db.transaction(async (tx) => {
    const { userId } = await consumeAccountToken(tx, { token: input.token, purposes }, now);
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), isNull(users.disabledAt), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!updated) throw badRequest(INVALID_TOKEN_MESSAGE, { token: INVALID_TOKEN_MESSAGE });
    await linkInvitedPlants(tx, userId, now);
    await revokeAccountTokens(tx, { userId, purposes }, now);
    await endAllSessions(tx, userId);
    return userId;
  });
  forgetUserSessions(db, userId);
  return { message: accountMessages.passwordReset };
}

/**
 * POST /api/auth/password/change: the current password, then the new one; every other session
 * of the user ends (the caller's own stays, see the route). The new password's own rules are
 * checked first, as they cost nothing and say nothing about the current one.
 */
export async function changePassword(
  deps: { db: Db; passwords: PasswordHasher },
  input: { userId: string; currentPassword: string; newPassword: string; ip: string },
  now: Date,
): Promise<void> {
  const { db, passwords } = deps;
  if (input.currentPassword === input.newPassword)
    throw badRequest(accountMessages.samePassword, { newPassword: accountMessages.samePassword });
  assertPasswordNotCommon(input.newPassword);
  await checkCurrentPassword(
    deps,
    {
      userId: input.userId,
      password: input.currentPassword,
      ip: input.ip,
      field: 'currentPassword',
    },
    now,
  );
  await db
    .update(users)
    .set({ passwordHash: await passwords.hash(input.newPassword), updatedAt: now })
    .where(eq(users.id, input.userId));
  await revokeAccountTokens(db, { userId: input.userId, purposes: ['password_reset'] }, now);
  forgetUserSessions(db, input.userId);
}

/** Mails the account a confirmation link (at sign-up, and when the owner asks again). */
export async function sendEmailConfirmation(
  deps: LinkDeps,
  user: Recipient,
  now: Date,
): Promise<void> {
  const token = await issueAccountToken(
    deps.db,
    { userId: user.id, purpose: 'email_confirmation' },
    now,
  );
  const mail = emailConfirmationMail({
    language: user.language,
    name: greetingName(user),
    link: mailLink(deps.origin, paths.confirmEmail, user.language, { token }),
    validDays: TOKEN_TTL_MS.email_confirmation / (24 * 3600_000),
  });
  await deps.mailer.send({ to: user.email, ...mail });
}

/** POST /api/auth/email/resend: a new link for the signed-in, still unconfirmed user. */
export async function resendEmailConfirmation(
  deps: LinkDeps,
  userId: string,
  now: Date,
): Promise<{ message: string }> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw badRequest(INVALID_TOKEN_MESSAGE);
  if (user.emailConfirmedAt) throw conflict(accountMessages.alreadyConfirmed);
  await consumeRateLimit(
    deps.db,
    `confirm-resend:${userId}`,
    RECOVERY_LIMITS.confirmationPerAccount,
    now,
    TOO_MANY_CONFIRMATIONS,
  );
  await sendEmailConfirmation(deps, user, now);
  return { message: accountMessages.confirmationSent };
}

/** POST /api/auth/email/confirm: the confirmation link's token marks the address confirmed. */
export async function confirmEmail(
  db: Db,
  input: { token: string; ip: string },
  now: Date,
): Promise<{ message: string }> {
  const { token } = input;
  await checkAccountToken(db, { token, purposes: ['email_confirmation'], ip: input.ip }, now);
  const userId = await db.transaction(async (tx) => {
    const { userId } = await consumeAccountToken(
      tx,
      { token, purposes: ['email_confirmation'] },
      now,
    );
    await tx
      .update(users)
      .set({
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await linkInvitedPlants(tx, userId, now);
    await revokeAccountTokens(tx, { userId, purposes: ['email_confirmation'] }, now);
    return userId;
  });
  forgetUserSessions(db, userId);
  return { message: accountMessages.emailConfirmed };
}
