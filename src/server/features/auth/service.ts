import { randomUUID } from 'node:crypto';
import { or, sql } from 'drizzle-orm';
import {
  adminLoginSchema,
  type LoginInput,
  type RegisterInput,
} from '../../../shared/schemas/auth.ts';
import { type Role, type SessionUser, toSessionUser } from '../../../shared/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, unauthorized } from '../../errors.ts';
import {
  burnPasswordCheck,
  hashPassword,
  type PasswordCost,
  verifyPassword,
} from '../../lib/password.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken.';

const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
const sameUsername = (username: string) =>
  sql`lower(${users.username}) = ${username.toLowerCase()}`;

/** Refuses passwords from the common-password list with a message for the password field. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
}

/** A unique-index violation, however the driver wraps it (pg, PGlite, drizzle). */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Sign-up says which of e-mail and username is taken: the person cannot go on otherwise. */
async function assertAvailable(db: Db, email: string, username: string): Promise<void> {
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(sameEmail(email), sameUsername(username)));
  if (taken.length === 0) return;
  const fields: Record<string, string> = {};
  if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase()))
    fields.email = EMAIL_TAKEN_MESSAGE;
  if (taken.some((u) => u.username?.toLowerCase() === username.toLowerCase()))
    fields.username = USERNAME_TAKEN_MESSAGE;
  throw conflict(Object.values(fields)[0] ?? EMAIL_TAKEN_MESSAGE, fields);
}

/**
 * Creates a customer or partner account. A partner signs up with the plain `user` role and
 * userType partner; the partner role itself comes with an approved partner application.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  now: Date,
  passwordCost: PasswordCost,
): Promise<SessionUser> {
  assertPasswordNotCommon(input.password);
  const email = input.email.toLowerCase();
  await assertAvailable(db, email, input.username);
  const role: Role = input.userType === 'customer' ? 'customer' : 'user';
  try {
    const [row] = await db
      .insert(users)
      .values({
        id: randomUUID(),
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username,
        phone: input.phone,
        company: input.company ?? null,
        passwordHash: await hashPassword(input.password, passwordCost),
        role,
        userType: input.userType,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toSessionUser(row!);
  } catch (err) {
    // Someone took the e-mail or username between the check and the insert.
    if (isUniqueViolation(err)) await assertAvailable(db, email, input.username);
    throw err;
  }
}

/**
 * The user whose e-mail and password these are. A wrong password and an unknown e-mail get the
 * same error after the same amount of hashing work.
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  passwordCost: PasswordCost,
): Promise<SessionUser> {
  const [row] = await db.select().from(users).where(sameEmail(input.email)).limit(1);
  const valid = row
    ? await verifyPassword(input.password, row.passwordHash)
    : await burnPasswordCheck(input.password, passwordCost);
  if (!row || !valid) throw unauthorized(INVALID_LOGIN_MESSAGE);
  return toSessionUser(row);
}

/**
 * Checks admin credentials given to `admin:create` or through ADMIN_EMAIL/ADMIN_PASSWORD by the
 * same rules as sign-up; returns the first problem as a sentence, or null.
 */
export function adminCredentialsProblem(admin: { email: string; password: string }): string | null {
  const parsed = adminLoginSchema.safeParse(admin);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  return isCommonPassword(admin.password) ? COMMON_PASSWORD_MESSAGE : null;
}

export type EnsureAdminResult = 'created' | 'exists' | 'taken-by-non-admin';

/**
 * Creates the admin account when no account has this e-mail yet. An existing admin is left
 * alone (its password is not reset); an existing non-admin is never promoted silently.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  now: Date,
  passwordCost: PasswordCost,
): Promise<EnsureAdminResult> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db
    .select({ role: users.role })
    .from(users)
    .where(sameEmail(email))
    .limit(1);
  if (existing) return existing.role === 'admin' ? 'exists' : 'taken-by-non-admin';
  try {
    await db.insert(users).values({
      id: randomUUID(),
      email,
      firstName: 'Admin',
      passwordHash: await hashPassword(admin.password, passwordCost),
      role: 'admin',
      userType: 'admin',
      createdAt: now,
      updatedAt: now,
    });
    return 'created';
  } catch (err) {
    // Two processes starting at once: the other one created it.
    if (isUniqueViolation(err)) return 'exists';
    throw err;
  }
}
