import { eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  accountTokens,
  auditLog,
  contacts,
  documents,
  feedback,
  leads,
  newsletter,
  outbox,
  partners,
  rateLimits,
  users,
} from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import type { SealedSecrets } from '#server/lib/sealed-secrets.ts';
import { type Account, accountMessages, type PatchAccountInput } from '#shared/schemas/account.ts';
import { recordAudit } from '../audit/index.ts';
import {
  assertNotLastAdmin,
  checkCurrentPassword,
  liveUser,
  provedAddress,
} from '../auth/index.ts';
import { partnerPayoutRecords } from '../finance/index.ts';
import { endAllSessions, forgetUserSessions, type SessionSummary } from '../sessions/index.ts';

type UserRow = typeof users.$inferSelect;

function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    phone: row.phone,
    company: row.company,
    language: row.language,
    role: row.role,
    userType: row.userType,
    createdAt: row.createdAt.toISOString(),
  };
}

async function accountRow(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(liveUser(userId));
  if (!row) throw notFound('Account not found.');
  return row;
}

export async function getAccount(db: Db, userId: string): Promise<Account> {
  return toAccount(await accountRow(db, userId));
}

/**
 * PATCH /api/account: names, phone, company and the language every e-mail is written in; the
 * fields it is not given keep their values.
 */
export async function updateAccount(
  db: Db,
  input: { userId: string; changes: PatchAccountInput },
  now: Date,
): Promise<Account> {
  const changes = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return getAccount(db, input.userId);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(liveUser(input.userId))
    .returning();
  if (!row) throw notFound('Account not found.');
  forgetUserSessions(db, input.userId);
  return toAccount(row);
}

/** Dates as ISO text, the rest as stored: a record as the export shows it. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/**
 * GET /api/account/export: every record kept about the user (DPDP Act 2023, section 11). Rows
 * tied to the account by id, and — once the address is confirmed as theirs — the contact
 * messages and newsletter subscription kept under their e-mail address. Never the password hash,
 * tokens or session keys.
 */
export async function exportAccount(
  { db, secrets }: { db: Db; secrets: SealedSecrets },
  input: { userId: string; sessions: SessionSummary[] },
  now: Date,
) {
  const row = await accountRow(db, input.userId);
  // The hash and the second factor's secret are credentials, not records about the person.
  const { passwordHash: _hash, mfaSecret: _secret, mfaLastStep: _step, ...profile } = row;
  const [partner] = await db.select().from(partners).where(eq(partners.userId, row.id));
  // leads.search is a lower-cased copy of three fields for the lists' search, not a record.
  const { search: _search, ...leadColumns } = getTableColumns(leads);
  const leadRows = partner
    ? await db.select(leadColumns).from(leads).where(eq(leads.partnerId, partner.id))
    : [];
  const leadIds = leadRows.map((lead) => lead.id);
  const { content: _content, ...documentColumns } = getTableColumns(documents);
  const documentRows = await db
    .select(documentColumns)
    .from(documents)
    .where(
      leadIds.length > 0
        ? or(inArray(documents.leadId, leadIds), eq(documents.uploadedBy, row.id))
        : eq(documents.uploadedBy, row.id),
    );
  const reactions = await db.select().from(feedback).where(eq(feedback.userId, row.id));
  const ownsAddress = provedAddress(row);
  const byAddress = (column: typeof contacts.email | typeof newsletter.email) =>
    sql`lower(${column}) = lower(${row.email})`;
  const contactRows = ownsAddress
    ? await db.select().from(contacts).where(byAddress(contacts.email))
    : [];
  const newsletterRows = ownsAddress
    ? await db.select().from(newsletter).where(byAddress(newsletter.email))
    : [];
  const payouts = partner ? await partnerPayoutRecords({ db, secrets }, partner.id) : null;
  return {
    exportedAt: now.toISOString(),
    profile: plain(profile),
    partner: partner ? plain(partner) : null,
    payoutProfile: payouts?.payoutProfile ? plain(payouts.payoutProfile) : null,
    payoutStatements: payouts?.payoutStatements.map(plain) ?? [],
    leads: leadRows.map(plain),
    documents: documentRows.map(plain),
    reactions: reactions.map(plain),
    sessions: input.sessions.map((session) => ({
      device: session.device,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt?.toISOString() ?? null,
      current: session.current,
    })),
    contactMessages: contactRows.map(plain),
    newsletter: newsletterRows.map(plain),
  };
}

/** The address a deleted account's row keeps: unique, and never deliverable (.invalid). */
const tombstoneEmail = (id: string) => `deleted-user-${id}@deleted.invalid`;

/**
 * DELETE /api/account (docs/decisions/018): with the password, erases the user's personal data
 * and ends every session. The account row stays as an anonymous tombstone, as does a partner
 * record (named "—"), so the leads the partner brought stay with the company but name no one; reactions,
 * open links and (for a confirmed address) the newsletter subscription and contact messages go.
 * The last admin cannot delete their account.
 */
export async function deleteAccount(
  deps: { db: Db; passwords: PasswordHasher },
  input: { userId: string; password: string; ip: string },
  now: Date,
): Promise<{ message: string }> {
  const { db } = deps;
  const row = await accountRow(db, input.userId);
  await checkCurrentPassword(deps, { ...input, field: 'password' }, now);
  await db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, row.id);
    if (provedAddress(row)) {
      await tx.delete(newsletter).where(sql`lower(${newsletter.email}) = lower(${row.email})`);
      await tx.delete(contacts).where(sql`lower(${contacts.email}) = lower(${row.email})`);
    }
    await tx
      .update(users)
      .set({
        email: tombstoneEmail(row.id),
        firstName: null,
        lastName: null,
        username: null,
        phone: null,
        company: null,
        profileImageUrl: null,
        // Not a hash of anything: no password can match it.
        passwordHash: 'deleted',
        mfaSecret: null,
        mfaEnabledAt: null,
        mfaLastStep: null,
        role: 'user',
        userType: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, row.id));
    await tx
      .update(partners)
      .set({
        // No name, in no language: the lists show a dash.
        fullName: '—',
        companyName: null,
        email: sql`concat('deleted-partner-', ${partners.id}, '@deleted.invalid')`,
        phone: '',
        city: '',
        state: '',
        experience: null,
        message: null,
      })
      .where(eq(partners.userId, row.id));
    await tx.delete(feedback).where(eq(feedback.userId, row.id));
    await tx.update(documents).set({ uploadedBy: null }).where(eq(documents.uploadedBy, row.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, row.id));
    // What else held the address: mail to or about the account, counters of the rate limits
    // keyed by it (`forgot:<email>`, `login:<ip>:<email>`), and audit rows written before the
    // audit named accounts by id alone.
    const email = row.email.toLowerCase();
    await tx
      .delete(outbox)
      .where(
        or(sql`lower(${outbox.to}) = ${email}`, sql`strpos(lower(${outbox.text}), ${email}) > 0`),
      );
    await tx
      .delete(rateLimits)
      .where(sql`right(lower(${rateLimits.key}), ${email.length + 1}) = ${`:${email}`}`);
    await tx
      .update(auditLog)
      .set({ details: sql`${auditLog.details} - 'email'` })
      .where(sql`lower(${auditLog.details}->>'email') = ${email}`);
    await endAllSessions(tx, row.id);
    await recordAudit(
      tx,
      { actorId: row.id, action: 'user.delete', targetType: 'user', targetId: row.id },
      now,
    );
  });
  forgetUserSessions(db, input.userId);
  return { message: accountMessages.accountDeleted };
}
