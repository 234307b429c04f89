import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AccountTokenPurpose, accountTokens } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';

/** How long each kind of mailed link stays valid. */
export const TOKEN_TTL_MS = {
  password_reset: 30 * 60 * 1000,
  email_confirmation: 7 * 24 * 3600 * 1000,
  invitation: 7 * 24 * 3600 * 1000,
} as const satisfies Record<AccountTokenPurpose, number>;

export const INVALID_TOKEN_MESSAGE =
  'This link is invalid or has expired. Please ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores a new single-use token for the account and returns the raw token, which goes into a
 * mailed link and nowhere else (only its SHA-256 is kept). 32 random bytes, base64url.
 */
export async function issueAccountToken(
  db: Db,
  input: { userId: string; purpose: AccountTokenPurpose; ttlMs?: number },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + (input.ttlMs ?? TOKEN_TTL_MS[input.purpose])),
    createdAt: now,
  });
  return token;
}

/**
 * Uses a token once: one atomic update that only matches an unused, unexpired token of one of
 * `purposes`, so two requests racing with the same link cannot both succeed. Returns the
 * account and the token's purpose; a wrong, used or expired token is a 400 with one message.
 */
export async function consumeAccountToken(
  db: Db,
  input: { token: string; purposes: readonly AccountTokenPurpose[] },
  now: Date,
): Promise<{ userId: string; purpose: AccountTokenPurpose }> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        inArray(accountTokens.purpose, [...input.purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, purpose: accountTokens.purpose });
  if (!row) throw badRequest(INVALID_TOKEN_MESSAGE, { token: INVALID_TOKEN_MESSAGE });
  return row;
}

/** Ends every unused token of these purposes for the account (e.g. after the password is set). */
export async function revokeAccountTokens(
  db: Db,
  input: { userId: string; purposes: readonly AccountTokenPurpose[] },
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        inArray(accountTokens.purpose, [...input.purposes]),
        isNull(accountTokens.usedAt),
      ),
    );
}
