import { describe, expect, it } from 'vitest';
import { hashPassword, PasswordHasher, verifyPassword } from './password.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

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

  it('checks an account with no usable hash against a dummy of the same cost, and says no', async () => {
    const hasher = new PasswordHasher(CHEAP);
    const stored = await hasher.hash('correct horse battery');
    expect(hasher.derivations).toBe(1);
    for (const placeholder of [null, 'invited', 'deleted', 'scrypt$x$8$1$abc$def'])
      expect(await hasher.verify('correct horse battery', placeholder)).toBe(false);
    expect(hasher.derivations).toBe(5);
    expect(await hasher.verify('correct horse battery', stored)).toBe(true);
  });

  it('runs at most its concurrency at once and refuses work past its queue with a 503', async () => {
    const hasher = new PasswordHasher(CHEAP, { concurrency: 1, queue: 1 });
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, hasher.load.running);
    }, 5);
    const first = hasher.hash('one');
    const second = hasher.hash('two');
    expect(hasher.load).toEqual({ running: 1, waiting: 1 });
    await expect(hasher.hash('three')).rejects.toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 2,
    });
    await Promise.all([first, second]);
    clearInterval(watch);
    expect(most).toBe(1);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
    expect(hasher.derivations).toBe(2);
  });
});
