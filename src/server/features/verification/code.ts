import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { verificationCodes } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { VERIFICATION_ERROR_CODES, verificationMessages } from '#shared/schemas/verification.ts';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
} from '#shared/verification-codes.ts';

/** A random code of VERIFICATION_CODE_LENGTH digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

/**
 * Only this hash is stored. The address is part of it, so a code hash cannot be matched against
 * another address's row; a million codes are easy to enumerate, which is why a code also dies
 * after a few wrong tries and ten minutes.
 */
export function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export type CodeCheck = 'valid' | 'invalid' | 'expired' | 'locked';

/**
 * Compares `code` with the live code of `email`, counting a wrong try. Run it inside a transaction
 * when the code is spent afterwards: the row is locked until then. It never throws for a wrong
 * code, so the counted try is kept even when the caller's transaction goes on to fail the request.
 */
export async function checkCode(
  db: Db,
  email: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .for('update');
  if (!row || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return 'locked';
  if (sameHash(hashCode(email, code), row.codeHash)) return 'valid';
  const [updated] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.email, email))
    .returning({ attempts: verificationCodes.attempts });
  return (updated?.attempts ?? VERIFICATION_CODE_MAX_ATTEMPTS) >= VERIFICATION_CODE_MAX_ATTEMPTS
    ? 'locked'
    : 'invalid';
}

/** Single use: the code is gone once the message it verified is stored. */
export async function spendCode(db: Db, email: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.email, email));
}

/** The 400 a failed check answers with; its code tells the client whether to ask for a new one. */
export function codeCheckError(result: Exclude<CodeCheck, 'valid'>): AppError {
  return new AppError(400, VERIFICATION_ERROR_CODES[result], verificationMessages[result]);
}
