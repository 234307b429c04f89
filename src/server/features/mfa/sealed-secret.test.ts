import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { users } from '#server/db/schema.ts';
import { FAST_TEST_PASSWORD_COST, hashPassword } from '#server/lib/password.ts';
import { dataKeyFrom, isSealed, SealedSecrets } from '#server/lib/sealed-secrets.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { mfaSecretContext } from './service.ts';
import { totpCode } from './totp.ts';

const PASSWORD = 'Ghoomar-Rooftop-42';
const STEP = 30_000;
const newKey = () => randomBytes(32).toString('base64');

describe('second-factor secrets at rest', () => {
  const key = newKey();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { DATA_ENCRYPTION_KEY: key } });
  });
  afterAll(() => t.close());

  const storedSecret = async (id: string) =>
    (await t.database.db.select({ stored: users.mfaSecret }).from(users).where(eq(users.id, id)))[0]
      ?.stored;

  /** The same database started again by a server with these keys. */
  async function restart(env: Record<string, string>) {
    const app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DIST_DIR: 'dist-none',
        PASSWORD_HASHING: 'fast-for-tests',
        ...env,
      }),
      database: t.database,
      now: t.clock.now,
      logger: false,
    });
    return app;
  }

  async function signIn(app: TestApp['app'], email: string, secret: string) {
    const agent = new TestAgent(app);
    const login = await agent.post('/api/auth/login', { email, password: PASSWORD });
    expect(login.json()).toEqual({ mfaRequired: true });
    t.clock.advance(STEP);
    return agent.post('/api/auth/mfa/verify', { code: totpCode(secret, t.clock.now()) });
  }

  it('stores the secret of a setup sealed, never as the text the app was shown', async () => {
    const { user } = await signedInAgent(t, 'finance', {
      passwordHash: await hashPassword(PASSWORD, FAST_TEST_PASSWORD_COST),
      mfaSecret: null,
      mfaEnabledAt: null,
    });
    const agent = new TestAgent(t.app);
    await agent.post('/api/auth/login', { email: user.email, password: PASSWORD });
    const { secret } = (await agent.post('/api/auth/mfa/setup')).json();
    const stored = await storedSecret(user.id);
    expect(isSealed(stored!)).toBe(true);
    expect(stored).not.toContain(secret);
    expect(t.app.secrets.open(stored!, mfaSecretContext(user.id))).toBe(secret);
    const enabled = await agent.post('/api/auth/mfa/enable', {
      code: totpCode(secret, t.clock.now()),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await signIn(t.app, user.email, secret)).statusCode).toBe(200);
  });

  it('seals plain-text and previous-key secrets at start; the owners still sign in', async () => {
    const plain = await signedInAgent(t, 'admin', {
      passwordHash: await hashPassword(PASSWORD, FAST_TEST_PASSWORD_COST),
    });
    const rotated = await signedInAgent(t, 'sales', {
      passwordHash: await hashPassword(PASSWORD, FAST_TEST_PASSWORD_COST),
    });
    // As an older release stored it, and as a server with the key before a rotation did.
    await t.database.db
      .update(users)
      .set({ mfaSecret: plain.user.mfaSecret })
      .where(eq(users.id, plain.user.id));
    const newer = newKey();
    const byNewer = new SealedSecrets(dataKeyFrom(newer));

    const app = await restart({ DATA_ENCRYPTION_KEY: newer, DATA_ENCRYPTION_PREVIOUS_KEYS: key });
    try {
      await app.ready();
      for (const { user } of [plain, rotated]) {
        const stored = await storedSecret(user.id);
        expect(stored).toMatch(new RegExp(`^sealed:v1:${byNewer.currentKeyId}:`));
        expect(byNewer.open(stored!, mfaSecretContext(user.id))).toBe(user.mfaSecret);
        expect((await signIn(app, user.email, user.mfaSecret!)).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }

    // A server without that key stops at start, naming what to do, instead of locking them out.
    const stranger = await restart({ DATA_ENCRYPTION_KEY: newKey() });
    try {
      await expect(stranger.ready()).rejects.toThrow(
        /sealed with a key this server does not have\. Set DATA_ENCRYPTION_KEY/,
      );
    } finally {
      await stranger.close().catch(() => {});
    }
  });
});
