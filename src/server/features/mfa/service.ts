import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, notLike, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mfaRecoveryCodes, users } from '#server/db/schema.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import {
  openStored,
  type SealedSecrets,
  sealContext,
  sealStoredValues,
} from '#server/lib/sealed-secrets.ts';
import {
  consumeRateLimit,
  lockRateLimitFrom,
  type RateLimitRule,
  refundRateLimit,
} from '#server/lib/security-rate-limit.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { mfaResetMail } from '#server/mail/templates/mfa-reset.ts';
import { mfaMessages, RECOVERY_CODE_COUNT } from '#shared/schemas/mfa.ts';
import { displayName, USER_NOT_FOUND } from '#shared/schemas/user.ts';
import { recordAudit } from '../audit/index.ts';
import { checkCurrentPassword, liveUser } from '../auth/index.ts';
import { endAllSessions, forgetUserSessions } from '../sessions/index.ts';
import { matchingStep, newTotpSecret, totpFor } from './totp.ts';

/**
 * Wrong codes at one account, from every address and process together (the database counts):
 * five within 15 minutes lock the second step for 15 minutes from the fifth.
 */
export const MFA_FAILURES: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
const failuresKey = (userId: string) => `mfa-failures:${userId}`;

/** Recovery codes: 10 random characters of base32, shown in two groups of five. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(10);
  const text = [...bytes].map((b) => alphabet[b % 32]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}
/** 50 random bits each and single use, so a fast hash is enough (no password is hashed here). */
const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** The TOTP secret of an account is stored sealed (decision 054), bound to its column and row. */
export const mfaSecretContext = (userId: string) => sealContext('users.mfa_secret', userId);
type SecretDeps = { db: Db; secrets: SealedSecrets };

/** The TOTP secret as stored (a value still in plain text is sealed at the next start). */
const openSecret = (secrets: SealedSecrets, userId: string, stored: string): string =>
  openStored(secrets, stored, mfaSecretContext(userId));

/**
 * Seals every TOTP secret still stored in plain text, and seals again those sealed with a
 * previous key (DATA_ENCRYPTION_PREVIOUS_KEYS); run at every start. A secret sealed with a key
 * this server lacks stops the start, rather than locking its owner out at their next sign-in.
 */
export async function sealStoredMfaSecrets({ db, secrets }: SecretDeps): Promise<number> {
  const rows = await db
    .select({ id: users.id, stored: users.mfaSecret })
    .from(users)
    .where(and(isNotNull(users.mfaSecret), notLike(users.mfaSecret, secrets.currentKeyPattern)));
  return sealStoredValues(
    secrets,
    rows,
    (row) => mfaSecretContext(row.id),
    async (row, sealed) => {
      const changed = await db
        .update(users)
        .set({ mfaSecret: sealed })
        .where(and(eq(users.id, row.id), eq(users.mfaSecret, row.stored!)))
        .returning({ id: users.id });
      return changed.length > 0;
    },
    'second-factor secret',
  );
}

async function accountRow(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(liveUser(userId)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/** Starts setup: a new secret waits for a first code. Refused while a second factor is on. */
export async function setupMfa({ db, secrets }: SecretDeps, userId: string) {
  const row = await accountRow(db, userId);
  if (row.mfaEnabledAt) throw conflict(mfaMessages.alreadyOn);
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ mfaSecret: secrets.seal(secret, mfaSecretContext(userId)), mfaLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.mfaEnabledAt)));
  return { secret, otpauthUri: totpFor(secret, row.email).toString() };
}

/**
 * Accepts a TOTP code once: its step must be later than the last one accepted, set in the same
 * statement, so a replay (even by another process at the same moment) is refused.
 */
async function spendTotpCode(db: Db, userId: string, secret: string, code: string, now: Date) {
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const used = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return used.length === 1;
}

async function spendRecoveryCode(db: Db, userId: string, code: string, now: Date) {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length === 1;
}

/**
 * Checks a second-factor code (a TOTP code; a recovery code too unless `totpOnly`). Every try is
 * counted before the check, so parallel guesses cannot pass the limit, and given back when right.
 */
export async function checkSecondFactor(
  { db, secrets }: SecretDeps,
  input: { userId: string; code: string; totpOnly?: boolean },
  now: Date,
): Promise<void> {
  await consumeRateLimit(db, failuresKey(input.userId), MFA_FAILURES, now, mfaMessages.locked);
  const row = await accountRow(db, input.userId);
  const code = input.code.trim();
  let right = false;
  if (row.mfaSecret && /^\d{6}$/.test(code))
    right = await spendTotpCode(db, row.id, openSecret(secrets, row.id, row.mfaSecret), code, now);
  else if (!input.totpOnly && row.mfaEnabledAt)
    right = await spendRecoveryCode(db, row.id, code, now);
  if (!right) {
    await lockRateLimitFrom(db, failuresKey(input.userId), MFA_FAILURES, now);
    throw badRequest(mfaMessages.wrongCode, { code: mfaMessages.wrongCode });
  }
  await refundRateLimit(db, failuresKey(input.userId));
}

/** Turns the second factor on with a first code from the app; answers 10 new recovery codes. */
export async function enableMfa(
  deps: SecretDeps,
  input: { userId: string; code: string },
  now: Date,
) {
  const { db } = deps;
  const row = await accountRow(db, input.userId);
  if (row.mfaEnabledAt) throw conflict(mfaMessages.alreadyOn);
  if (!row.mfaSecret) throw conflict(mfaMessages.notStarted);
  await checkSecondFactor(deps, { ...input, totpOnly: true }, now);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ mfaEnabledAt: now, updatedAt: now }).where(eq(users.id, row.id));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, row.id));
    await tx.insert(mfaRecoveryCodes).values(
      recoveryCodes.map((code) => ({
        userId: row.id,
        codeHash: hashRecoveryCode(code),
        createdAt: now,
      })),
    );
    await recordAudit(
      tx,
      {
        actorId: row.id,
        action: 'mfa.enable',
        targetType: 'user',
        targetId: row.id,
        changes: { mfaEnabled: { before: false, after: true } },
      },
      now,
    );
  });
  forgetUserSessions(db, row.id);
  return { recoveryCodes };
}

/** Clears the second factor of an account, in the caller's transaction. */
async function clearMfa(db: Db, userId: string, now: Date) {
  await db
    .update(users)
    .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

/** The owner turns it off with their password and a code (a staff member must set it up again). */
export async function disableMfa(
  deps: SecretDeps & { passwords: PasswordHasher },
  input: { userId: string; password: string; code: string; ip: string },
  now: Date,
) {
  const { db } = deps;
  // The password first: a wrong one counts as a login try whether or not the factor is on.
  await checkCurrentPassword(
    deps,
    { userId: input.userId, password: input.password, ip: input.ip, field: 'password' },
    now,
  );
  const row = await accountRow(db, input.userId);
  if (!row.mfaEnabledAt) throw conflict(mfaMessages.notOn);
  await checkSecondFactor(deps, { userId: row.id, code: input.code }, now);
  await db.transaction(async (tx) => {
    await clearMfa(tx, row.id, now);
    await recordAudit(
      tx,
      {
        actorId: row.id,
        action: 'mfa.disable',
        targetType: 'user',
        targetId: row.id,
        changes: { mfaEnabled: { before: true, after: false } },
      },
      now,
    );
  });
  forgetUserSessions(db, row.id);
  return { message: mfaMessages.disabled };
}

/**
 * An admin clears another member's second factor (a lost phone): their sessions end, they set it
 * up again at their next sign-in, and they are mailed in their language.
 */
export async function resetMfa(
  deps: { db: Db; mailer: Mailer },
  input: { actorId: string; userId: string },
  now: Date,
) {
  const { db } = deps;
  if (input.actorId === input.userId) throw conflict(mfaMessages.resetSelf);
  const row = await db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(liveUser(input.userId)).for('update');
    if (!target) throw notFound(USER_NOT_FOUND);
    if (!target.mfaEnabledAt && !target.mfaSecret) throw conflict(mfaMessages.resetAlreadyOff);
    await clearMfa(tx, target.id, now);
    await endAllSessions(tx, target.id);
    await recordAudit(
      tx,
      {
        actorId: input.actorId,
        action: 'mfa.reset',
        targetType: 'user',
        targetId: target.id,
        changes: { mfaEnabled: { before: target.mfaEnabledAt !== null, after: false } },
      },
      now,
    );
    return target;
  });
  forgetUserSessions(db, row.id);
  await deps.mailer.send({
    to: row.email,
    ...mfaResetMail({ language: row.language, name: displayName(row) }),
  });
  return { message: mfaMessages.reset };
}
