import { eq, lt, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { verificationCodes } from '#server/db/schema.ts';
import { tooManyRequests } from '#server/errors.ts';
import { consumeRateLimit, type RateLimitRule } from '#server/lib/security-rate-limit.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { verificationCodeMail } from '#server/mail/templates/verification-code.ts';
import type { Language } from '#shared/languages.ts';
import {
  type SendVerificationCodeResponse,
  verificationMessages,
} from '#shared/schemas/verification.ts';
import {
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_RESEND_INTERVAL_SECONDS,
} from '#shared/verification-codes.ts';
import { checkCode, codeCheckError, generateCode, hashCode } from './code.ts';

const HOUR = 3600;

/**
 * Hourly limits: codes are mail the server sends to any address, and checks are guesses. An
 * address is limited first; the per-IP limit is only a ceiling against abuse, high enough for an
 * office of people behind one shared address each getting their own codes.
 */
export const VERIFICATION_LIMITS = {
  sendsPerAddress: { limit: 5, windowSeconds: HOUR },
  sendsPerIp: { limit: 100, windowSeconds: HOUR },
  checksPerIp: { limit: 60, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

const resendTooSoon = (sentAt: Date, now: Date) => {
  const readyAt = sentAt.getTime() + VERIFICATION_RESEND_INTERVAL_SECONDS * 1000;
  return tooManyRequests(
    Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)),
    verificationMessages.resendTooSoon,
  );
};

/**
 * Creates a new code for `email` (replacing any earlier one), stores its hash and mails it.
 * Refused with 429 + Retry-After sooner than the resend interval after the last code, and past
 * the hourly limits per address and (much higher) per IP.
 */
export async function sendVerificationCode(
  deps: { db: Db; mailer: Mailer },
  input: { email: string; language: Language; ip: string },
  now: Date,
): Promise<SendVerificationCodeResponse> {
  const { db, mailer } = deps;
  const { email, language, ip } = input;
  const resendCutoff = new Date(now.getTime() - VERIFICATION_RESEND_INTERVAL_SECONDS * 1000);

  // A cheap read first, so a too-early resend does not use up the hourly allowance.
  const [previous] = await db
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email));
  if (previous && previous.sentAt > resendCutoff) throw resendTooSoon(previous.sentAt, now);

  // The address first: a refused address does not use up its network's allowance.
  await consumeRateLimit(
    db,
    `verify-send:email:${email}`,
    VERIFICATION_LIMITS.sendsPerAddress,
    now,
    verificationMessages.tooManyCodes,
  );
  await consumeRateLimit(
    db,
    `verify-send:ip:${ip}`,
    VERIFICATION_LIMITS.sendsPerIp,
    now,
    verificationMessages.tooManyCodes,
  );

  const code = generateCode();
  const fresh = {
    codeHash: hashCode(email, code),
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
    attempts: 0,
    sentAt: now,
    verifiedAt: null,
  };
  // The condition on sentAt makes two simultaneous requests send one code, not two.
  const stored = await db
    .insert(verificationCodes)
    .values({ email, ...fresh })
    .onConflictDoUpdate({
      target: verificationCodes.email,
      set: fresh,
      setWhere: lte(verificationCodes.sentAt, resendCutoff),
    })
    .returning({ email: verificationCodes.email });
  if (stored.length === 0) throw resendTooSoon(now, now);

  await mailer.send({
    to: email,
    ...verificationCodeMail({
      language,
      code,
      validMinutes: VERIFICATION_CODE_TTL_SECONDS / 60,
    }),
  });
  return {
    sent: true,
    expiresInSeconds: VERIFICATION_CODE_TTL_SECONDS,
    resendAfterSeconds: VERIFICATION_RESEND_INTERVAL_SECONDS,
  };
}

/** Confirms that `code` is the live code of `email`, without spending it (the contact form does). */
export async function checkVerificationCode(
  db: Db,
  input: { email: string; code: string; ip: string },
  now: Date,
): Promise<{ verified: true }> {
  await consumeRateLimit(db, `verify-check:ip:${input.ip}`, VERIFICATION_LIMITS.checksPerIp, now);
  const result = await db.transaction(async (tx) => {
    const outcome = await checkCode(tx, input.email, input.code, now);
    if (outcome === 'valid') {
      await tx
        .update(verificationCodes)
        .set({ verifiedAt: now })
        .where(eq(verificationCodes.email, input.email));
    }
    return outcome;
  });
  if (result !== 'valid') throw codeCheckError(result);
  return { verified: true };
}

/** Forgets codes that expired: they can no longer pass, and the address need not be kept. */
export async function deleteExpiredCodes(db: Db, now: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
}
