import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { can, type Permission, STAFF_ROLES } from '#shared/permissions.ts';
import { type OwnerChoice, personName } from '#shared/schemas/user.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/*
 * Who may own a record that operations work on (a project's milestone, a service ticket): an
 * active staff account whose role holds the permission to write it. Projects and tickets both
 * ask here, so the rule is written once and the picker offers exactly whom the server accepts.
 */

/** The columns a person's name is made of, with the id. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const mayOwnSql = (permission: Permission) =>
  and(
    inArray(
      users.role,
      STAFF_ROLES.filter((role) => can(role, permission)),
    ),
    isNull(users.disabledAt),
    isNull(users.deletedAt),
  );

/** Everyone who may own a record written with `permission`, by e-mail address. */
export async function eligibleOwners(db: Db, permission: Permission): Promise<OwnerChoice[]> {
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(mayOwnSql(permission))
    .orderBy(asc(users.email));
  return rows.map((row) => ({ id: row.id, name: personName(row) }));
}

/** Whether the account `userId` may own a record written with `permission`. */
export async function mayOwn(db: Db, permission: Permission, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), mayOwnSql(permission)))
    .limit(1);
  return row !== undefined;
}
