import { describe, expect, it } from 'vitest';
import {
  FAST_TEST_PASSWORD_COST,
  hashPassword,
  PasswordHasher,
  verifyPassword,
} from './password.ts';

const CHEAP = FAST_TEST_PASSWORD_COST;

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

  // The cost is read from the stored hash, so what follows holds at any cost: checked at a
  // cheap one, where each full-cost derivation would take half a second of a core.
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery', CHEAP);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery ', stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery', stored)).toBe(false);
  });

  it('handles long and non-ASCII passwords', async () => {
    const long = `${'सौर ऊर्जा '.repeat(12)}!`;
    expect(long.length).toBeGreaterThan(64);
    const stored = await hashPassword(long, CHEAP);
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
    // Sampled as each derivation ends (when the waiting one takes its turn), not on a timer: a
    // cheap derivation can end before any timer fires.
    const seen: number[] = [];
    const sample = () => seen.push(hasher.load.running);
    const first = hasher.hash('one').finally(sample);
    const second = hasher.hash('two').finally(sample);
    expect(hasher.load).toEqual({ running: 1, waiting: 1 });
    await expect(hasher.hash('three')).rejects.toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 2,
    });
    await first;
    expect(hasher.load).toEqual({ running: 1, waiting: 0 });
    await second;
    expect(Math.max(...seen)).toBe(1);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
    expect(hasher.derivations).toBe(2);
  });
});
