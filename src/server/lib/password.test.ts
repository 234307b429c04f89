import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt with N=2^17, r=8, p=1 and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([
      hashPassword('sunrise over Jaipur'),
      hashPassword('sunrise over Jaipur'),
    ]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('sunrise');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery ', stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery', stored)).toBe(false);
  });

  it('handles long and non-ASCII passwords', async () => {
    const long = `${'सौर ऊर्जा '.repeat(12)}!`;
    expect(long.length).toBeGreaterThan(64);
    const stored = await hashPassword(long);
    expect(await verifyPassword(long, stored)).toBe(true);
    expect(await verifyPassword(long.slice(0, -1), stored)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch rather than throwing', async () => {
    expect(await verifyPassword('anything', 'not-a-login-account')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$abc$def')).toBe(false);
    expect(await verifyPassword('anything', 'bcrypt$1$2$3$4$5')).toBe(false);
  });

  it('checks an unknown account against a dummy hash and always says no', async () => {
    expect(await burnPasswordCheck('whatever-they-typed')).toBe(false);
  });
});
