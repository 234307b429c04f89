import { and, desc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { auditLog, users } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/errors.ts';
import { countUpTo, type ListSource } from '#server/lib/lists.ts';
import { isStaffRole } from '#shared/permissions.ts';
import type { AdminUser, AuditEntryRow, AuditQuery } from '#shared/schemas/account.ts';
import { type AssignableRole, displayName, USER_NOT_FOUND } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { assertNotLastAdmin, liveUser } from '../auth/index.ts';
import { endAllSessions, forgetUserSessions } from '../sessions/index.ts';

type UserRow = typeof users.$inferSelect;

export const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role.';

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: displayName(row),
    role: row.role,
    userType: row.userType,
    status: row.disabledAt ? 'disabled' : 'active',
    emailConfirmed: row.emailConfirmedAt !== null,
    mfaEnabled: row.mfaEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const notDeleted = isNull(users.deletedAt);

/** The Users tab: every account that has not been deleted, newest first. */
export function userList(db: Db): ListSource<AdminUser> {
  return {
    name: 'users',
    searchColumns: [users.email, users.firstName, users.lastName, users.username, users.company],
    order: { table: users, time: users.createdAt, id: users.id, idOf: (u) => u.id },
    count: (where, upTo) =>
      countUpTo(
        db,
        db.select({ one: sql`1` }).from(users).where(and(notDeleted, where)).$dynamic(),
        upTo,
      ),
    rows: async (where, window) => {
      const rows = await db
        .select()
        .from(users)
        .where(and(notDeleted, where))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(toAdminUser);
    },
    csv: [
      { header: 'ID', value: (u) => u.id },
      { header: 'Name', value: (u) => u.name },
      { header: 'Email', value: (u) => u.email },
      { header: 'Role', value: (u) => u.role },
      { header: 'Status', value: (u) => u.status },
      { header: 'Email Confirmed', value: (u) => (u.emailConfirmed ? 'Yes' : 'No') },
      { header: 'Created', value: (u) => u.createdAt },
      { header: 'Last Login', value: (u) => u.lastLoginAt },
    ],
  };
}

const targetUser = alias(users, 'target_user');

/**
 * The audit log, newest first. Rows name accounts by id only; the addresses shown are read from
 * the accounts as they are now, so an erased account shows as deleted, not by its old address.
 */
export function auditList(db: Db): ListSource<AuditEntryRow> {
  return {
    name: 'audit',
    searchColumns: [auditLog.action, auditLog.targetType, auditLog.targetId, users.email],
    order: { table: auditLog, time: auditLog.createdAt, id: auditLog.id, idOf: (e) => e.id },
    count: (where, upTo) =>
      countUpTo(
        db,
        db
          .select({ one: sql`1` })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .$dynamic(),
        upTo,
      ),
    rows: async (where, window) => {
      const rows = await db
        .select({
          entry: auditLog,
          actorEmail: users.email,
          actorDeleted: users.deletedAt,
          targetEmail: targetUser.email,
          targetDeleted: targetUser.deletedAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(
          targetUser,
          and(eq(auditLog.targetType, 'user'), eq(targetUser.id, auditLog.targetId)),
        )
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(({ entry, actorEmail, actorDeleted, targetEmail, targetDeleted }) => ({
        id: entry.id,
        actorId: entry.actorId,
        actorEmail: actorDeleted ? null : actorEmail,
        actorDeleted: actorDeleted !== null,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetEmail: targetDeleted ? null : targetEmail,
        targetDeleted: targetDeleted !== null,
        details: entry.details,
        changes: entry.changes,
        createdAt: entry.createdAt.toISOString(),
      }));
    },
    csv: [
      { header: 'ID', value: (e) => e.id },
      { header: 'Date', value: (e) => e.createdAt },
      { header: 'Actor', value: (e) => e.actorEmail ?? e.actorId },
      { header: 'Action', value: (e) => e.action },
      { header: 'Target Type', value: (e) => e.targetType },
      { header: 'Target ID', value: (e) => e.targetId },
      { header: 'Details', value: (e) => JSON.stringify(e.details) },
      { header: 'Changes', value: (e) => JSON.stringify(e.changes) },
    ],
  };
}

/** The start of a day in India, where the company works. */
const istDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The audit log's filters: the actor (id or e-mail), the kind of record, and the days. */
export function auditFilter(query: Omit<AuditQuery, 'page' | 'pageSize' | 'q' | 'format'>) {
  return and(
    query.actor
      ? or(eq(auditLog.actorId, query.actor), sql`lower(${users.email}) = lower(${query.actor})`)
      : undefined,
    query.entity ? eq(auditLog.targetType, query.entity) : undefined,
    query.from ? gte(auditLog.createdAt, istDay(query.from)) : undefined,
    query.to
      ? lt(auditLog.createdAt, new Date(istDay(query.to).getTime() + 24 * 3600 * 1000))
      : undefined,
  );
}

async function lockedUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(liveUser(userId)).for('update');
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/**
 * Disables or enables an account. A disabled account cannot log in and its sessions end at
 * once; an admin cannot disable themselves, nor the last active admin. Doing what is already so
 * changes nothing and writes no audit row.
 */
export async function setUserDisabled(
  db: Db,
  input: { actorId: string; userId: string; disabled: boolean },
  now: Date,
): Promise<{ message: string; user: AdminUser }> {
  const result = await db.transaction(async (tx) => {
    const row = await lockedUser(tx, input.userId);
    if (input.disabled && row.id === input.actorId) throw conflict(CANNOT_DISABLE_SELF);
    if (input.disabled === (row.disabledAt !== null))
      return {
        message: input.disabled ? 'This account is already disabled.' : 'This account is active.',
        user: toAdminUser(row),
      };
    if (input.disabled) await assertNotLastAdmin(tx, row.id);
    const [updated] = await tx
      .update(users)
      .set({ disabledAt: input.disabled ? now : null, updatedAt: now })
      .where(eq(users.id, row.id))
      .returning();
    if (input.disabled) await endAllSessions(tx, row.id);
    await recordAudit(
      tx,
      {
        actorId: input.actorId,
        action: input.disabled ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: row.id,
        changes: changedFields(row, { disabledAt: updated!.disabledAt }),
      },
      now,
    );
    return {
      message: input.disabled ? 'Account disabled.' : 'Account enabled.',
      user: toAdminUser(updated!),
    };
  });
  // Committed: this process forgets the sessions it cached with the old account.
  forgetUserSessions(db, input.userId);
  return result;
}

/**
 * Gives an account a role: customer, partner, or a staff role (its kind follows: `admin` for
 * every staff role, so it lands on the staff workspace). Only admins may (policy.ts), never on
 * their own account; taking the admin role from the last active admin is refused.
 */
export async function changeUserRole(
  db: Db,
  input: { actorId: string; userId: string; role: AssignableRole },
  now: Date,
): Promise<{ message: string; user: AdminUser }> {
  const result = await db.transaction(async (tx) => {
    if (input.userId === input.actorId) throw conflict(CANNOT_CHANGE_OWN_ROLE);
    const row = await lockedUser(tx, input.userId);
    if (row.role === input.role)
      return { message: 'The account already has this role.', user: toAdminUser(row) };
    if (row.role === 'admin') await assertNotLastAdmin(tx, row.id);
    const userType = isStaffRole(input.role) ? 'admin' : input.role;
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, userType, updatedAt: now })
      .where(and(eq(users.id, row.id), ne(users.role, input.role)))
      .returning();
    await recordAudit(
      tx,
      {
        actorId: input.actorId,
        action: 'user.role',
        targetType: 'user',
        targetId: row.id,
        details: { from: row.role, to: input.role },
        changes: changedFields(row, { role: input.role, userType }),
      },
      now,
    );
    return { message: 'Role changed.', user: toAdminUser(updated!) };
  });
  // Committed: this process forgets the sessions it cached with the old account.
  forgetUserSessions(db, input.userId);
  return result;
}
