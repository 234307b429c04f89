import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

/**
 * Roles decided by the server. `user` is the stored default (SPEC section 3); admin, sales,
 * operations and finance are the staff roles (src/shared/permissions.ts).
 */
export const ROLES = [
  'user',
  'customer',
  'partner',
  'admin',
  'sales',
  'operations',
  'finance',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * The kind of account: chosen at sign-up (customer or partner), or `admin` for a staff account
 * made on the server (any staff role).
 */
export const USER_TYPES = ['customer', 'partner', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * The one user shape. A signed-in account as the server holds it for a request: what the
 * services need to decide, never the password hash.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  userType: z.enum(USER_TYPES).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  /** The language of every e-mail to the account. */
  language: z.enum(LANGUAGES),
  /** Null until the owner follows the confirmation link. */
  emailConfirmedAt: z.date().nullable(),
  /** True once the account has a second factor (TOTP) turned on. */
  mfaEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The user as the client sees it (SPEC section 3, "Session/user"): the session user without
 * contact details, with the name to greet them by.
 */
export const publicUserSchema = sessionUserSchema
  .omit({ company: true, phone: true, emailConfirmedAt: true })
  .extend({ name: z.string(), emailConfirmed: z.boolean() });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/user, POST /api/auth/login and /register. */
export const userResponseSchema = z.object({ user: publicUserSchema });
/** GET /api/auth/session: null for a visitor. */
export const sessionResponseSchema = z.object({ user: publicUserSchema.nullable() });

/** The session user's fields of a stored account row (the rest, like the hash, is left out). */
export function toSessionUser(
  row: Omit<SessionUser, 'mfaEnabled'> & { mfaEnabledAt: Date | null },
): SessionUser {
  return sessionUserSchema.parse({ ...row, mfaEnabled: row.mfaEnabledAt !== null });
}

type NameParts = { firstName: string | null; lastName: string | null };

/** First and last name as one, or '' for an account that gave neither. */
const fullName = (person: NameParts) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/**
 * How an account is addressed (greetings, mails, the Users tab): its name, else its username,
 * else its e-mail's local part.
 */
export const displayName = (user: NameParts & { username?: string | null; email: string }) =>
  fullName(user) || user.username || user.email.split('@')[0]!;

/**
 * A person as lists and histories show them (an owner, a note's author): their name, else their
 * e-mail address (null where the row has no person).
 */
export function personName(person: NameParts & { email: string }): string;
export function personName(person: NameParts & { email: string | null }): string | null;
export function personName(person: NameParts & { email: string | null }) {
  return fullName(person) || person.email;
}

export function toPublicUser(user: SessionUser): PublicUser {
  return publicUserSchema.parse({
    ...user,
    name: displayName(user),
    emailConfirmed: user.emailConfirmedAt !== null,
  });
}

/** A staff member offered as the owner of a record (a milestone, a ticket). */
export const ownerChoiceSchema = z.object({ id: z.string(), name: z.string() });
export type OwnerChoice = z.infer<typeof ownerChoiceSchema>;

/**
 * What an owner picker offers: those who may own the record, and the owner on record when no
 * longer among them (left operations), so the picker shows what is stored.
 */
export function ownerChoices(
  owners: readonly OwnerChoice[],
  current: { ownerId: string | null; ownerName: string | null },
): OwnerChoice[] {
  const { ownerId, ownerName } = current;
  if (!ownerId || owners.some((owner) => owner.id === ownerId)) return [...owners];
  return [...owners, { id: ownerId, name: ownerName ?? '—' }];
}

/** The roles an admin can give an account (`user` is only the default of a fresh sign-up). */
export const ASSIGNABLE_ROLES = [
  'customer',
  'partner',
  'admin',
  'sales',
  'operations',
  'finance',
] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const USER_NOT_FOUND = 'User not found.';

/** `{ id }` path parameters naming an account: account ids are UUIDs, anything else names none. */
export const userIdParamsSchema = z.object({ id: z.uuid(USER_NOT_FOUND) });

/** Answer types, from the schemas the routes answer with. */
export type UserResponse = z.infer<typeof userResponseSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
