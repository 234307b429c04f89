import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { conflict } from '#server/errors.ts';

export const LAST_ADMIN_MESSAGE =
  'This is the last active admin account: make another admin first.';

/**
 * The one last-admin rule, for every change that takes an account out of the active admins
 * (deletion, a role change, disabling): refused with 409 when `userId` is an active admin and no
 * other active admin would remain. Call it inside the transaction that makes the change: it locks
 * the active admins' rows, so two admins demoting each other at once cannot both succeed.
 */
export async function assertNotLastAdmin(db: Db, userId: string): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), isNull(users.deletedAt)))
    .for('update');
  if (!admins.some((admin) => admin.id === userId)) return;
  if (admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
}

/** An active account, not deleted (the tombstones of deleted accounts are never changed). */
export const liveUser = (userId: string) => and(eq(users.id, userId), isNull(users.deletedAt));
