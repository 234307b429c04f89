import type { SessionUser } from '../../plugins/session.ts';

/** The user as the client sees it (SPEC section 3, "Session/user"); never the password hash. */
export function toPublicUser(user: SessionUser) {
  const name =
    [user.firstName, user.lastName].filter(Boolean).join(' ') ||
    user.username ||
    user.email.split('@')[0]!;
  return {
    id: user.id,
    email: user.email,
    name,
    role: user.role,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
  };
}
