import { describe, expect, it } from 'vitest';
import {
  displayName,
  ownerChoices,
  personName,
  publicUserSchema,
  sessionUserSchema,
  toPublicUser,
  toSessionUser,
} from './user.ts';

const row = {
  id: 'u1',
  email: 'asha@factory.example',
  firstName: 'Asha',
  lastName: null,
  username: 'asha',
  role: 'customer' as const,
  userType: 'customer' as const,
  company: 'Verma Textiles',
  phone: '+91 98290 12345',
  language: 'en' as const,
  emailConfirmedAt: null,
  mfaEnabledAt: new Date(),
  mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  passwordHash: 'scrypt$131072$8$1$salt$key',
  profileImageUrl: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('the one user shape', () => {
  it('keeps exactly the session user’s fields of a stored row, never the hash or the secret', () => {
    const user = toSessionUser(row);
    expect(Object.keys(user).sort()).toEqual(Object.keys(sessionUserSchema.shape).sort());
    expect(JSON.stringify(user)).not.toContain('scrypt');
    expect(JSON.stringify(toPublicUser(user))).not.toContain(row.mfaSecret);
    expect(user.mfaEnabled).toBe(true);
  });

  it('shows the client the public fields and a name, without contact details', () => {
    const user = toPublicUser(toSessionUser(row));
    expect(Object.keys(user).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
    expect(user).not.toHaveProperty('phone');
    expect(user).not.toHaveProperty('company');
    expect(user.name).toBe('Asha');
  });

  it.each([
    [{ firstName: 'Asha', lastName: 'Verma' }, 'Asha Verma'],
    [{ firstName: null, lastName: null, username: 'asha_v' }, 'asha_v'],
    [{ firstName: null, lastName: null, username: null }, 'asha'],
  ])('names %o as %s', (fields, name) => {
    expect(toPublicUser(toSessionUser({ ...row, ...fields })).name).toBe(name);
  });
});

describe('an owner picker’s choices', () => {
  const owners = [
    { id: 'ops-1', name: 'Imran Khan' },
    { id: 'ops-2', name: 'Arjun Mehta' },
  ];
  it('offers those who may own, and keeps showing an owner on record who no longer may', () => {
    expect(ownerChoices(owners, { ownerId: null, ownerName: null })).toEqual(owners);
    expect(ownerChoices(owners, { ownerId: 'ops-2', ownerName: 'Arjun Mehta' })).toEqual(owners);
    expect(ownerChoices(owners, { ownerId: 'gone', ownerName: 'Ravi Verma' })).toEqual([
      ...owners,
      { id: 'gone', name: 'Ravi Verma' },
    ]);
    expect(ownerChoices([], { ownerId: 'gone', ownerName: null })).toEqual([
      { id: 'gone', name: '—' },
    ]);
  });
});

describe('how a person is named', () => {
  it.each([
    [{ firstName: 'Meera', lastName: 'Rathore' }, 'Meera Rathore', 'Meera Rathore'],
    [{ firstName: 'Meera', lastName: null }, 'Meera', 'Meera'],
    [{ firstName: null, lastName: 'Rathore' }, 'Rathore', 'Rathore'],
    [{ firstName: '', lastName: '' }, 'meera_r', 'meera@example.in'],
    [{ firstName: null, lastName: null }, 'meera_r', 'meera@example.in'],
  ])('%o: addressed as %s, listed as %s', (name, addressed, listed) => {
    const account = { ...name, username: 'meera_r', email: 'meera@example.in' };
    expect(displayName(account)).toBe(addressed);
    expect(personName(account)).toBe(listed);
  });

  it("addresses an account without a name or username by its e-mail's local part", () => {
    expect(displayName({ firstName: null, lastName: null, email: 'ops.lead@arkaja.example' })).toBe(
      'ops.lead',
    );
    expect(
      displayName({ firstName: '', lastName: null, username: '', email: 'a@arkaja.example' }),
    ).toBe('a');
  });

  it('lists a row without a person as null', () => {
    expect(personName({ firstName: null, lastName: null, email: null })).toBeNull();
  });
});
