import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { partners, users } from '#server/db/schema.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { uniqueConflict } from '#server/lib/db-errors.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import { consumeRateLimit, type RateLimitRule } from '#server/lib/security-rate-limit.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { approvedMail, newApplicationMail } from '#server/mail/templates/partner-mails.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import { STAFF_ROLES } from '#shared/permissions.ts';
import type {
  ApprovePartnerResponse,
  Partner,
  PartnerApplication,
  PartnerSignupResponse,
} from '#shared/schemas/partners.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  provedAddress,
  sendEmailConfirmation,
} from '../auth/index.ts';
import { forgetUserSessions } from '../sessions/index.ts';

type PartnerRow = typeof partners.$inferSelect;

/** What the programme's services need besides the database. */
export type PartnerDeps = { db: Db; mailer: Mailer; origin: string; passwords: PasswordHasher };

/** Applications from visitors, per network address: each one creates an account. */
export const PARTNER_SIGNUP_LIMIT_PER_IP: RateLimitRule = { limit: 10, windowSeconds: 3600 };
export const TOO_MANY_APPLICATIONS =
  'Too many applications from this network. Please try again later.';

const DUPLICATE_APPLICATION = 'A partner application with this email already exists.';
const ALREADY_APPLIED = 'You have already applied to become a partner.';
const ACCOUNT_EXISTS =
  'An account with this email already exists. Please log in first, then apply.';
const USE_ACCOUNT_EMAIL = 'Please use the email address of your account.';

export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    city: row.city,
    state: row.state,
    experience: row.experience,
    message: row.message,
    status: row.status,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const byEmail = (email: string) => sql`lower(${partners.email}) = ${email.toLowerCase()}`;

async function assertNoApplicationFor(db: Db, email: string, userId: string | null) {
  const [existing] = await db
    .select({ userId: partners.userId })
    .from(partners)
    .where(userId ? sql`${byEmail(email)} or ${partners.userId} = ${userId}` : byEmail(email))
    .limit(1);
  if (!existing) return;
  if (userId && existing.userId === userId) throw conflict(ALREADY_APPLIED);
  throw conflict(DUPLICATE_APPLICATION, { email: DUPLICATE_APPLICATION });
}

function partnerValues(application: PartnerApplication, userId: string, now: Date) {
  return {
    userId,
    fullName: application.fullName,
    companyName: application.companyName ?? null,
    email: application.email,
    phone: application.phone,
    city: application.city,
    state: application.state,
    experience: application.experience ?? null,
    message: application.message ?? null,
    status: 'pending' as const,
    createdAt: now,
  };
}

/** "Asha Devi Sharma" → first name "Asha", last name "Devi Sharma". */
function splitName(fullName: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = fullName.split(/\s+/);
  return { firstName: first ?? fullName, lastName: rest.join(' ') || null };
}

/**
 * Files a pending partner application. A logged-in applicant's application is linked to their
 * account; a visitor's creates the account too (with the password they chose), in one
 * transaction. Answers 409 when the e-mail already has an application or an account.
 */
async function applyAsPartner(
  db: Db,
  application: PartnerApplication,
  user: SessionUser | null,
  now: Date,
  passwords: PasswordHasher,
): Promise<{ partner: Partner; createdUserId: string | null }> {
  if (user) {
    if (application.email !== user.email.toLowerCase())
      throw badRequest(USE_ACCOUNT_EMAIL, { email: USE_ACCOUNT_EMAIL });
    await assertNoApplicationFor(db, application.email, user.id);
  } else {
    if (!application.password)
      throw badRequest('This field is required', { password: 'This field is required' });
    if (isCommonPassword(application.password))
      throw badRequest(COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
    await assertNoApplicationFor(db, application.email, null);
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${application.email}`)
      .limit(1);
    if (account) throw conflict(ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
  }

  const passwordHash = user ? null : await passwords.hash(application.password!);
  try {
    return await db.transaction(async (tx) => {
      let userId = user?.id;
      if (userId) {
        // A fresh account says nothing about its kind yet; it is now a (pending) partner's.
        await tx
          .update(users)
          .set({ userType: 'partner', updatedAt: now })
          .where(and(eq(users.id, userId), isNull(users.userType)));
      } else {
        userId = randomUUID();
        await tx.insert(users).values({
          id: userId,
          email: application.email,
          passwordHash: passwordHash!,
          ...splitName(application.fullName),
          role: 'user',
          userType: 'partner',
          language: application.language,
          company: application.companyName ?? null,
          phone: application.phone,
          createdAt: now,
          updatedAt: now,
        });
      }
      const [row] = await tx
        .insert(partners)
        .values(partnerValues(application, userId, now))
        .returning();
      return { partner: toPartner(row!), createdUserId: user ? null : userId };
    });
  } catch (error) {
    // Two applications (or sign-ups) for one e-mail at the same moment: the unique index decides.
    throw (
      uniqueConflict(error, {
        users_email_lower_idx: { field: 'email', message: ACCOUNT_EXISTS },
        partners_email_lower_idx: { field: 'email', message: DUPLICATE_APPLICATION },
        partners_user_id_idx: { message: ALREADY_APPLIED },
      }) ?? error
    );
  }
}

export async function getPartnerProfile(db: Db, userId: string): Promise<Partner | null> {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1);
  return row ? toPartner(row) : null;
}

/**
 * The Partner Portal's application: a visitor's is limited per network address (it creates an
 * account), then it is filed and every admin is told by e-mail. `createdUserId` names the new
 * account, which the route signs in.
 */
export async function submitPartnerApplication(
  deps: PartnerDeps,
  input: { application: PartnerApplication; user: SessionUser | null; ip: string },
  now: Date,
): Promise<PartnerSignupResponse & { createdUserId: string | null }> {
  const { db } = deps;
  if (!input.user) {
    await consumeRateLimit(
      db,
      `partner-signup:${input.ip}`,
      PARTNER_SIGNUP_LIMIT_PER_IP,
      now,
      TOO_MANY_APPLICATIONS,
    );
  }
  const { partner, createdUserId } = await applyAsPartner(
    db,
    input.application,
    input.user,
    now,
    deps.passwords,
  );
  if (createdUserId) {
    // The new account's address is confirmed by link before an admin can approve it.
    const [account] = await db.select().from(users).where(eq(users.id, createdUserId));
    if (account) await sendEmailConfirmation(deps, account, now);
  }
  // The account's kind changed: this process's cached sessions of it are stale.
  if (input.user) forgetUserSessions(db, input.user.id);
  for (const admin of await adminAccounts(db))
    await deps.mailer.send({
      to: admin.email,
      ...newApplicationMail(partner, deps.origin, admin.language),
    });
  return {
    message: 'Your application has been submitted successfully.',
    partner,
    accountCreated: createdUserId !== null,
    createdUserId,
  };
}

/** Approves an application (see approvePartner) and tells the partner by e-mail, once. */
export async function approvePartnerApplication(
  deps: PartnerDeps,
  input: { partnerId: number; actorId: string },
  now: Date,
): Promise<ApprovePartnerResponse> {
  const { partner, newlyApproved } = await approvePartner(deps.db, input, now);
  if (newlyApproved) {
    // The account's role changed: this process's cached sessions of it are stale.
    if (partner.userId) forgetUserSessions(deps.db, partner.userId);
    const [account] = await deps.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, partner.userId))
      .limit(1);
    await deps.mailer.send({
      to: partner.email,
      ...approvedMail(partner, deps.origin, account?.language ?? DEFAULT_LANGUAGE),
    });
  }
  return {
    message: newlyApproved ? 'Partner approved' : 'This partner is already approved.',
    partner,
  };
}

export const APPLICANT_UNCONFIRMED =
  'The applicant has not confirmed their e-mail address yet, so the application cannot be approved.';

/**
 * Approves an application and gives its account the partner role (a staff member keeps theirs), once
 * the applicant has confirmed their e-mail address. Approving again changes nothing;
 * `newlyApproved` says whether this call did it, so the partner is told once and the audit log
 * records it once.
 */
async function approvePartner(
  db: Db,
  input: { partnerId: number; actorId: string },
  now: Date,
): Promise<{ partner: Partner; newlyApproved: boolean }> {
  const { partnerId } = input;
  return db.transaction(async (tx) => {
    const [applicant] = await tx
      .select({ status: partners.status, confirmedAt: users.emailConfirmedAt })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .where(eq(partners.id, partnerId));
    if (
      applicant &&
      applicant.status !== 'approved' &&
      !provedAddress({ emailConfirmedAt: applicant.confirmedAt })
    )
      throw conflict(APPLICANT_UNCONFIRMED);
    const [approved] = await tx
      .update(partners)
      .set({ status: 'approved', approvedAt: now })
      .where(and(eq(partners.id, partnerId), ne(partners.status, 'approved')))
      .returning();
    if (!approved) {
      const [existing] = await tx.select().from(partners).where(eq(partners.id, partnerId));
      if (!existing) throw notFound('Partner not found.');
      return { partner: toPartner(existing), newlyApproved: false };
    }
    await tx
      .update(users)
      .set({ role: 'partner', updatedAt: now })
      .where(and(eq(users.id, approved.userId), notInArray(users.role, [...STAFF_ROLES])));
    await recordAudit(
      tx,
      {
        actorId: input.actorId,
        action: 'partner.approve',
        targetType: 'partner',
        targetId: approved.id,
        details: { from: applicant?.status ?? 'pending', to: 'approved' },
        changes: changedFields(
          { status: applicant?.status ?? 'pending', approvedAt: null },
          { status: 'approved', approvedAt: now },
        ),
      },
      now,
    );
    return { partner: toPartner(approved), newlyApproved: true };
  });
}

/** Every admin, who hears about new applications in the language of their account. */
async function adminAccounts(db: Db): Promise<{ email: string; language: Language }[]> {
  return db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), isNull(users.deletedAt)));
}
