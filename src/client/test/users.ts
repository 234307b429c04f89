import type { PublicUser } from '#shared/schemas/user.ts';

/** A signed-in user as the server answers it; `changes` set the fields a test cares about. */
export function publicUser(changes: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    email: 'meera@mill.example',
    name: 'Meera Rathore',
    role: 'customer',
    userType: 'customer',
    firstName: 'Meera',
    lastName: 'Rathore',
    username: 'meera',
    language: 'en',
    emailConfirmed: true,
    mfaEnabled: false,
    ...changes,
  };
}
