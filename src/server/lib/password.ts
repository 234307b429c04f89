import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallelism). */
export type PasswordCost = { N: number; r: number; p: number };

/**
 * OWASP's scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB of memory per hash). The server
 * always hashes with these; only tests pass a lower cost through AppDeps, to run fast.
 */
export const FULL_PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
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

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same work as checking a real password (of this cost), for logins with an unknown
 * e-mail, so the answer's timing does not tell which addresses have accounts.
 */
export async function burnPasswordCheck(
  password: string,
  cost: PasswordCost = FULL_PASSWORD_COST,
): Promise<false> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
