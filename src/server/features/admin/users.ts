import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminUser, AuditEntryRow } from '../../../shared/schemas/account.ts';
import { type AssignableRole, USER_NOT_FOUND } from '../../../shared/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { endAllSessions, forgetUserSessions } from '../../plugins/session.ts';
import { recordAudit } from '../audit/service.ts';
import { assertNotLastAdmin, liveUser } from '../auth/last-admin.ts';
import type { AdminList } from './admin-list.ts';

type UserRow = typeof users.$inferSelect;

export const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name:
      [row.firstName, row.lastName].filter(Boolean).join(' ') ||
      row.username ||
      row.email.split('@')[0]!,
    role: row.role,
    userType: row.userType,
    status: row.disabledAt ? 'disabled' : 'active',
    emailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const notDeleted = isNull(users.deletedAt);

/** The Users tab: every account that has not been deleted, newest first. */
export function userList(db: Db): AdminList<AdminUser> {
  return {
    name: 'users',
    searchColumns: [users.email, users.firstName, users.lastName, users.username, users.company],
    count: async (where) =>
      (await db.select({ n: count() }).from(users).where(and(notDeleted, where)))[0]!.n,
    rows: async (where, window) => {
      const query = db
        .select()
        .from(users)
        .where(and(notDeleted, where))
        .orderBy(desc(users.createdAt), desc(users.id))
        .$dynamic();
      const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
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
export function auditList(db: Db): AdminList<AuditEntryRow> {
  const from = () =>
    db
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
      );
  return {
    name: 'audit',
    searchColumns: [auditLog.action, auditLog.targetType, auditLog.targetId, users.email],
    count: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
      )[0]!.n,
    rows: async (where, window) => {
      const query = from()
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .$dynamic();
      const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
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
    ],
  };
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
 * Gives an account the role customer, partner or admin (its kind follows, so it lands on the
 * matching dashboard). Taking the admin role from the last active admin is refused.
 */
export async function changeUserRole(
  db: Db,
  input: { actorId: string; userId: string; role: AssignableRole },
  now: Date,
): Promise<{ message: string; user: AdminUser }> {
  const result = await db.transaction(async (tx) => {
    const row = await lockedUser(tx, input.userId);
    if (row.role === input.role)
      return { message: 'The account already has this role.', user: toAdminUser(row) };
    if (row.role === 'admin') await assertNotLastAdmin(tx, row.id);
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, userType: input.role, updatedAt: now })
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
      },
      now,
    );
    return { message: 'Role changed.', user: toAdminUser(updated!) };
  });
  // Committed: this process forgets the sessions it cached with the old account.
  forgetUserSessions(db, input.userId);
  return result;
}
