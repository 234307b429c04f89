import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { badRequest, forbidden, unauthorized } from '#server/errors.ts';
import { isUniqueViolation, uniqueConflict } from '#server/lib/db-errors.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import { accountMessages } from '#shared/schemas/account.ts';
import { adminLoginSchema, type LoginInput, type RegisterInput } from '#shared/schemas/auth.ts';
import { type Role, type SessionUser, toSessionUser } from '#shared/schemas/user.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { limitLoginAttempts, loginSucceeded } from './login-and-register-limits.ts';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken.';
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled. Please contact us if you think this is a mistake.';

/** E-mail equality as the unique index sees it: lower() of the database on both sides. */
const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The unique indexes of users and the sign-up field each guards. */
const TAKEN = {
  users_email_lower_idx: { field: 'email', message: EMAIL_TAKEN_MESSAGE },
  users_username_lower_idx: { field: 'username', message: USERNAME_TAKEN_MESSAGE },
};

/** Refuses passwords from the common-password list with a message for the password field. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
}

/**
 * Creates a customer or partner account. A partner signs up with the plain `user` role and
 * userType partner; the partner role itself comes with an approved partner application.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  now: Date,
  passwords: PasswordHasher,
): Promise<SessionUser> {
  assertPasswordNotCommon(input.password);
  const email = input.email.toLowerCase();
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
        passwordHash: await passwords.hash(input.password),
        role,
        userType: input.userType,
        language: input.language,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toSessionUser(row!);
  } catch (err) {
    // The unique indexes judge what is taken, with the database's own notion of letter case.
    throw uniqueConflict(err, TAKEN) ?? err;
  }
}

/**
 * The user whose e-mail and password these are. A wrong password, an unknown e-mail and an
 * account with no password yet (invited) get the same error after the same hashing work.
 */
export async function authenticate(
  db: Db,
  input: LoginInput,
  passwords: PasswordHasher,
): Promise<SessionUser> {
  const [row] = await db.select().from(users).where(sameEmail(input.email)).limit(1);
  const valid = await passwords.verify(input.password, row?.passwordHash ?? null);
  if (!row || !valid) throw unauthorized(INVALID_LOGIN_MESSAGE);
  // Said only to someone who knows the password, so it tells a guesser nothing.
  if (row.disabledAt) throw forbidden(ACCOUNT_DISABLED_MESSAGE);
  return toSessionUser(row);
}

/**
 * Checks the signed-in user's current password, for every route that asks for it again (change
 * password, delete account). Each try counts against the account's login limits, as a login
 * does, before any hashing, so a stolen session guesses no faster than a login form; a right
 * password gives its try back as a successful login does. `field` names the form's field.
 */
export async function checkCurrentPassword(
  deps: { db: Db; passwords: PasswordHasher },
  input: { userId: string; password: string; ip: string; field: string },
  now: Date,
): Promise<void> {
  const { db, passwords } = deps;
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!row) throw unauthorized();
  await limitLoginAttempts(db, input.ip, row.email, now);
  if (!(await passwords.verify(input.password, row.passwordHash)))
    throw badRequest(accountMessages.wrongPassword, {
      [input.field]: accountMessages.wrongPassword,
    });
  await loginSucceeded(db, input.ip, row.email);
}

/** Notes a successful login, for the admin's Users tab. */
export async function recordLogin(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
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
  passwords: PasswordHasher,
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
      passwordHash: await passwords.hash(admin.password),
      role: 'admin',
      userType: 'admin',
      // The operator who creates it holds the address; there is nobody to click a link.
      emailConfirmedAt: now,
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
