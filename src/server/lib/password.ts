import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { serviceBusy } from '../errors.ts';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallelism). */
export type PasswordCost = { N: number; r: number; p: number };

/**
 * OWASP's scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB of memory per hash). The server
 * always hashes with these, except in tests (FAST_TEST_PASSWORD_COST).
 */
export const FULL_PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * scrypt at 1/128 of that cost (about a millisecond a hash, every password rule the same): the
 * tests' cost, and the built server's with PASSWORD_HASHING=fast-for-tests (decision 056).
 */
export const FAST_TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Node refuses anything over 32 MiB by default; scrypt needs 128 * N * r bytes plus a little. */
const maxmemFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url), so parameters can change later. */
export async function hashPassword(
  password: string,
  cost: PasswordCost = FULL_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost.N, cost.r, cost.p);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every(Number.isSafeInteger) || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), N, R, P);
  return timingSafeEqual(actual, expected);
}

/**
 * How many derivations run at once (decision 041). Each takes a thread of libuv's pool (4 by
 * default), which also reads the static files: two leave the others free however many logins
 * arrive, and two cores are kept busy.
 */
export const PASSWORD_WORK_CONCURRENCY = 2;
/**
 * How many wait for a turn; past that the request answers 503 with Retry-After at once rather
 * than wait longer: 32 behind 2 at about 0.9 s each (this machine) is 15 s, within the request
 * timeout, and a burst of 30 logins still gets answers.
 */
export const PASSWORD_WORK_QUEUE = 32;
export const PASSWORD_WORK_RETRY_AFTER_SECONDS = 2;

/**
 * The app's one way to hash and check passwords (`app.passwords`): every derivation waits for a
 * turn, and `derivations` counts them (tests read it to prove a refused request did no hashing).
 */
export class PasswordHasher {
  derivations = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** A hash of this cost that no password matches (its key is zeros): checking it is real work. */
  private readonly dummy: string;

  constructor(
    readonly cost: PasswordCost = FULL_PASSWORD_COST,
    private readonly limits = {
      concurrency: PASSWORD_WORK_CONCURRENCY,
      queue: PASSWORD_WORK_QUEUE,
    },
  ) {
    const zeros = (length: number) => Buffer.alloc(length).toString('base64url');
    this.dummy = ['scrypt', cost.N, cost.r, cost.p, zeros(SALT_LENGTH), zeros(KEY_LENGTH)].join(
      '$',
    );
  }

  /** Derivations running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  hash(password: string): Promise<string> {
    return this.inTurn(() => hashPassword(password, this.cost));
  }

  /**
   * True when the password matches. An account with no usable hash (unknown, invited, deleted:
   * null or a placeholder) costs the same as a wrong password: a full check against a dummy
   * hash of the same cost, so the time does not tell them apart.
   */
  async verify(password: string, stored: string | null): Promise<boolean> {
    if (stored !== null && isPasswordHash(stored))
      return this.inTurn(() => verifyPassword(password, stored));
    await this.inTurn(() => verifyPassword(password, this.dummy));
    return false;
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue)
        throw serviceBusy(PASSWORD_WORK_RETRY_AFTER_SECONDS);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    this.derivations += 1;
    try {
      return await work();
    } finally {
      // A waiter takes over this turn; the count of running ones stays the same.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** A stored value of the `scrypt$N$r$p$salt$key` form with usable numbers (not a placeholder). */
function isPasswordHash(stored: string): boolean {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  if (Buffer.from(key, 'base64url').length !== KEY_LENGTH) return false;
  return [n, r, p].every((part) => Number.isSafeInteger(Number(part)) && Number(part) > 0);
}
