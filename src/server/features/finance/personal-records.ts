import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payoutProfiles, payoutStatements } from '#server/db/schema.ts';
import type { SealedSecrets } from '#server/lib/sealed-secrets.ts';
import {
  accountNumberLast4,
  profileAccountNumber,
  statementAccountNumber,
} from './bank-account.ts';

function withoutAccountNumber<Row extends { accountNumber: unknown }>(row: Row) {
  const { accountNumber: _sealed, ...rest } = row;
  return rest;
}

/**
 * A partner's payout profile and statements, for the account export (DPDP Act 2023, section 11):
 * the bank account as its last four digits, as the partner's own screens show it (the number is
 * stored sealed, bank-account.ts), and the statements' figures without their PDF.
 */
export async function partnerPayoutRecords(
  { db, secrets }: { db: Db; secrets: SealedSecrets },
  partnerId: number,
) {
  const [profile] = await db
    .select()
    .from(payoutProfiles)
    .where(eq(payoutProfiles.partnerId, partnerId));
  const { pdf: _pdf, ...statementColumns } = getTableColumns(payoutStatements);
  const statements = await db
    .select(statementColumns)
    .from(payoutStatements)
    .where(eq(payoutStatements.partnerId, partnerId))
    .orderBy(asc(payoutStatements.id));
  return {
    payoutProfile: profile && {
      ...withoutAccountNumber(profile),
      accountNumberLast4: accountNumberLast4(
        profileAccountNumber(secrets, profile.partnerId, profile.accountNumber),
      ),
    },
    payoutStatements: statements.map((statement) => ({
      ...withoutAccountNumber(statement),
      accountNumberLast4: accountNumberLast4(statementAccountNumber(secrets, statement)),
    })),
  };
}
