import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type AccountTokenPurpose, accountTokens } from '#server/db/schema.ts';
import { badRequest } from '#server/errors.ts';
import {
  consumeRateLimit,
  type RateLimitRule,
  refundRateLimit,
} from '#server/lib/security-rate-limit.ts';

/** How long each kind of mailed link stays valid. */
export const TOKEN_TTL_MS = {
  password_reset: 30 * 60 * 1000,
  email_confirmation: 7 * 24 * 3600 * 1000,
  invitation: 7 * 24 * 3600 * 1000,
} as const satisfies Record<AccountTokenPurpose, number>;

export const INVALID_TOKEN_MESSAGE =
  'This link is invalid or has expired. Please ask for a new one.';

/**
 * Tries with mailed links (reset, invitation, confirmation), counted before the token is looked
 * up. Per network address only wrong, used or expired links count (a valid one gives its try
 * back), so an office sharing an address is not held up by its own links; per token every try
 * counts, which bounds the password hashes that one valid link can cost.
 */
export const TOKEN_LIMITS = {
  failuresPerIp: { limit: 5, windowSeconds: 15 * 60 },
  triesPerToken: { limit: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export const TOO_MANY_LINK_TRIES = 'Too many tries with this link. Please try again later.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const failuresKey = (ip: string) => `link-failures:${ip}`;

/**
 * Stores a new single-use token for the account and returns the raw token, which goes into a
 * mailed link and nowhere else (only its SHA-256 is kept). 32 random bytes, base64url. Only the
 * newest link of a purpose works: the account's older unused tokens of that purpose end here.
 */
export async function issueAccountToken(
  db: Db,
  input: { userId: string; purpose: AccountTokenPurpose; ttlMs?: number },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await revokeAccountTokens(db, { userId: input.userId, purposes: [input.purpose] }, now);
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
 * The cheap checks of a link, made before anything costly (a password hash): counts the try per
 * network address and per token (429 past either limit), then looks the token up without using
 * it (400 when it is wrong, used or expired). consumeAccountToken uses it afterwards.
 */
export async function checkAccountToken(
  db: Db,
  input: { token: string; purposes: readonly AccountTokenPurpose[]; ip: string },
  now: Date,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  await consumeRateLimit(
    db,
    failuresKey(input.ip),
    TOKEN_LIMITS.failuresPerIp,
    now,
    TOO_MANY_LINK_TRIES,
  );
  await consumeRateLimit(
    db,
    `link-token:${tokenHash}`,
    TOKEN_LIMITS.triesPerToken,
    now,
    TOO_MANY_LINK_TRIES,
  );
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        inArray(accountTokens.purpose, [...input.purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw badRequest(INVALID_TOKEN_MESSAGE, { token: INVALID_TOKEN_MESSAGE });
  await refundRateLimit(db, failuresKey(input.ip));
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
