import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payoutProfiles, payoutStatements } from '#server/db/schema.ts';
import {
  openStored,
  type SealedSecrets,
  sealContext,
  sealStoredValues,
} from '#server/lib/sealed-secrets.ts';

/**
 * A partner's bank account number is stored sealed (decision 054), in their payout profile and
 * in each statement's copy of it, bound to its column and row: the database alone (a backup, a
 * replica, a read-only role) does not tell where a partner is paid.
 */
export const profileAccountContext = (partnerId: number) =>
  sealContext('payout_profiles.account_number', String(partnerId));
export const statementAccountContext = (runId: number, partnerId: number) =>
  sealContext('payout_statements.account_number', `${runId}:${partnerId}`);

export const profileAccountNumber = (secrets: SealedSecrets, partnerId: number, stored: string) =>
  openStored(secrets, stored, profileAccountContext(partnerId));

export const statementAccountNumber = (
  secrets: SealedSecrets,
  row: { runId: number; partnerId: number; accountNumber: string | null },
) =>
  row.accountNumber === null
    ? null
    : openStored(secrets, row.accountNumber, statementAccountContext(row.runId, row.partnerId));

/** How an account number is shown outside the bank file: its last four digits. */
export const accountNumberLast4 = <Stored extends string | null>(accountNumber: Stored) =>
  (accountNumber === null ? null : accountNumber.slice(-4)) as Stored;

const WHAT = 'bank account number';

/** Seals the account numbers still stored in plain text or with a previous key; at every start. */
export async function sealStoredAccountNumbers({
  db,
  secrets,
}: {
  db: Db;
  secrets: SealedSecrets;
}): Promise<number> {
  const profiles = await db
    .select({ partnerId: payoutProfiles.partnerId, stored: payoutProfiles.accountNumber })
    .from(payoutProfiles)
    .where(notLike(payoutProfiles.accountNumber, secrets.currentKeyPattern));
  const statements = await db
    .select({
      id: payoutStatements.id,
      runId: payoutStatements.runId,
      partnerId: payoutStatements.partnerId,
      stored: payoutStatements.accountNumber,
    })
    .from(payoutStatements)
    .where(
      and(
        isNotNull(payoutStatements.accountNumber),
        notLike(payoutStatements.accountNumber, secrets.currentKeyPattern),
      ),
    );
  const sealedProfiles = await sealStoredValues(
    secrets,
    profiles,
    (row) => profileAccountContext(row.partnerId),
    async (row, sealed) =>
      (
        await db
          .update(payoutProfiles)
          .set({ accountNumber: sealed })
          .where(
            and(
              eq(payoutProfiles.partnerId, row.partnerId),
              eq(payoutProfiles.accountNumber, row.stored),
            ),
          )
          .returning({ partnerId: payoutProfiles.partnerId })
      ).length > 0,
    WHAT,
  );
  const sealedStatements = await sealStoredValues(
    secrets,
    statements,
    (row) => statementAccountContext(row.runId, row.partnerId),
    async (row, sealed) =>
      (
        await db
          .update(payoutStatements)
          .set({ accountNumber: sealed })
          .where(
            and(eq(payoutStatements.id, row.id), eq(payoutStatements.accountNumber, row.stored!)),
          )
          .returning({ id: payoutStatements.id })
      ).length > 0,
    WHAT,
  );
  return sealedProfiles + sealedStatements;
}
