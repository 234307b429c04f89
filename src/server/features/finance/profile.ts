import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { financeSettings, partners, payoutProfiles, users } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/errors.ts';
import type { SealedSecrets } from '#server/lib/sealed-secrets.ts';
import { payoutProfileChangedMail } from '#server/mail/templates/finance.ts';
import { FINANCE_SETTING_KEYS } from '#shared/finance.ts';
import { financeMessages } from '#shared/schemas/finance.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { accountNumberLast4, profileAccountContext, profileAccountNumber } from './bank-account.ts';
import type { FinanceDeps } from './common.ts';

/** Hours a changed payout profile holds the partner's payouts. */
export const PROFILE_CHANGE_HOLD_HOURS = 24;

type ProfileRow = typeof payoutProfiles.$inferSelect;
type ProfileDeps = FinanceDeps & { secrets: SealedSecrets };

/** The row with its account number opened (it is stored sealed: bank-account.ts). */
const opened = (secrets: SealedSecrets, row: ProfileRow): ProfileRow => ({
  ...row,
  accountNumber: profileAccountNumber(secrets, row.partnerId, row.accountNumber),
});

function toProfile(secrets: SealedSecrets, row: ProfileRow | null | undefined, now: Date) {
  if (!row) return null;
  return {
    pan: row.pan,
    accountName: row.accountName,
    accountNumberLast4: accountNumberLast4(opened(secrets, row).accountNumber),
    ifsc: row.ifsc,
    gstin: row.gstin,
    heldUntil: row.heldUntil && row.heldUntil > now ? row.heldUntil.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function approvedPartner(db: Db, user: SessionUser) {
  const [partner] = await db.select().from(partners).where(eq(partners.userId, user.id));
  return partner?.status === 'approved' ? partner : null;
}

/** The caller's payout profile; null too for an account with no approved partner record. */
export async function getPayoutProfile(
  { db, secrets }: { db: Db; secrets: SealedSecrets },
  user: SessionUser,
  now: Date,
) {
  const partner = await approvedPartner(db, user);
  if (!partner) return { profile: null };
  const [row] = await db
    .select()
    .from(payoutProfiles)
    .where(eq(payoutProfiles.partnerId, partner.id));
  return { profile: toProfile(secrets, row, now) };
}

/**
 * Saves the partner's payout profile. The first is in force at once; a change of an existing
 * one mails the partner and holds their payouts for 24 hours, so a stolen session cannot send
 * the next payout to another account unnoticed. The audit row names the changed fields; the
 * account number's value is never written there.
 */
export async function putPayoutProfile(
  deps: ProfileDeps,
  user: SessionUser,
  input: {
    pan: string;
    accountName: string;
    accountNumber: string;
    ifsc: string;
    gstin: string | null;
  },
  now: Date,
) {
  const { db, secrets } = deps;
  const partner = await approvedPartner(db, user);
  if (!partner) throw conflict(financeMessages.notPartner);
  const outcome = await db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(payoutProfiles)
      .where(eq(payoutProfiles.partnerId, partner.id))
      .for('update');
    const before = stored && opened(secrets, stored);
    const changes = changedFields(before, input);
    if (stored && Object.keys(changes).length === 0) return { row: stored, held: false };
    const heldUntil = before
      ? new Date(now.getTime() + PROFILE_CHANGE_HOLD_HOURS * 3600_000)
      : null;
    const values = {
      ...input,
      accountNumber: secrets.seal(input.accountNumber, profileAccountContext(partner.id)),
    };
    const [row] = await tx
      .insert(payoutProfiles)
      .values({ partnerId: partner.id, ...values, heldUntil, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: payoutProfiles.partnerId,
        set: { ...values, heldUntil, updatedAt: now },
      })
      .returning();
    const audited = Object.fromEntries(
      Object.entries(changes).map(([field, change]) =>
        field === 'accountNumber'
          ? [field, { before: change.before ? '****' : null, after: '****' }]
          : [field, change],
      ),
    );
    await recordAudit(
      tx,
      {
        actorId: user.id,
        action: 'payout_profile.update',
        targetType: 'partner',
        targetId: partner.id,
        details: { held: !!before },
        changes: audited,
      },
      now,
    );
    return { row: row!, held: !!before };
  });
  if (outcome.held) {
    const [account] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id));
    await deps.mailer.send({
      to: partner.email,
      ...payoutProfileChangedMail({
        language: account?.language ?? 'en',
        hours: PROFILE_CHANGE_HOLD_HOURS,
      }),
    });
  }
  return { profile: toProfile(secrets, outcome.row, now) };
}

// ---- Dated settings ----

type SettingRow = typeof financeSettings.$inferSelect;
const toSetting = (r: SettingRow) => ({
  id: r.id,
  key: r.key,
  value: r.value,
  effectiveFrom: r.effectiveFrom,
  effectiveTo: r.effectiveTo,
  note: r.note,
});

export async function listFinanceSettings(db: Db) {
  const rows = await db
    .select()
    .from(financeSettings)
    .orderBy(asc(financeSettings.key), asc(financeSettings.effectiveFrom));
  return { items: rows.filter((r) => FINANCE_SETTING_KEYS.includes(r.key)).map(toSetting) };
}

/** Changes a setting row's value, dates or note, with an audit row of before and after. */
export async function updateFinanceSetting(
  db: Db,
  input: {
    id: number;
    value: number;
    effectiveFrom: string;
    effectiveTo: string | null;
    note: string;
    actorId: string;
  },
  now: Date,
) {
  const { id, actorId, ...after } = input;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(financeSettings)
      .where(eq(financeSettings.id, id))
      .for('update');
    if (!before) throw notFound(financeMessages.settingNotFound);
    const [updated] = await tx
      .update(financeSettings)
      .set({ ...after, updatedAt: now })
      .where(eq(financeSettings.id, id))
      .returning();
    await recordAudit(
      tx,
      {
        actorId,
        action: 'finance_setting.update',
        targetType: 'finance_setting',
        targetId: id,
        details: { key: before.key },
        changes: changedFields(toSetting(before), after),
      },
      now,
    );
    return updated!;
  });
  return { setting: toSetting(row) };
}
