import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { buildTestApp, TestAgent, type TestApp } from '#server/test/helper.ts';
import { publicUserSchema } from '#shared/schemas/user.ts';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import { ensureAdmin } from './service.ts';
import { newAccount } from './test-support.ts';

const DAY_MS = 24 * 3600 * 1000;

type Cookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
  path?: string;
};
const sidCookie = (response: { cookies: unknown[] }) =>
  (response.cookies as Cookie[]).find((c) => c.name === 'sid');

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('keeps the language of the page the account signed up on, for its e-mails', async () => {
      const languageOf = async (body: object) => {
        const response = await new TestAgent(t.app).post('/api/auth/register', body);
        expect(response.statusCode).toBe(201);
        const id = response.json().user.id;
        const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
        return row!.language;
      };
      expect(await languageOf({ ...newAccount(), language: 'hi' })).toBe('hi');
      expect(await languageOf({ ...newAccount(), language: 'en' })).toBe('en');
      expect(await languageOf(newAccount())).toBe('en');
      const refused = await new TestAgent(t.app).post('/api/auth/register', {
        ...newAccount(),
        language: 'fr',
      });
      expect(refused.statusCode).toBe(400);
    });

    it('creates a customer, starts a session and never returns the password', async () => {
      const agent = new TestAgent(t.app);
      const account = newAccount({ email: `  Mixed.Case${Date.now()}@Factory.Example ` });
      const response = await agent.post('/api/auth/register', account);
      expect(response.statusCode).toBe(201);
      const { user } = response.json();
      expect(user).toMatchObject({
        email: account.email.trim().toLowerCase(),
        name: 'Asha Verma',
        role: 'customer',
        userType: 'customer',
        username: account.username,
      });
      expect(response.body).not.toContain(account.password);
      expect(response.body).not.toContain('scrypt');

      // Every route that answers with a user answers the one public shape, and nothing more.
      const session = await agent.get('/api/auth/session');
      const me = await agent.get('/api/auth/user');
      const login = await new TestAgent(t.app).post('/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      for (const answer of [user, session.json().user, me.json().user, login.json().user])
        expect(Object.keys(answer).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
      expect(session.json().user).toEqual(user);
      expect(me.json().user).toEqual(user);

      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
    });

    it('signs a partner up with the plain user role until an admin approves them', async () => {
      const response = await new TestAgent(t.app).post(
        '/api/auth/register',
        newAccount({ userType: 'partner' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({ role: 'user', userType: 'partner' });
    });

    it('refuses admin (or any other type) at sign-up', async () => {
      const response = await new TestAgent(t.app).post(
        '/api/auth/register',
        newAccount({ userType: 'admin' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.userType).toBe(
        'Please select whether you are a Customer or Partner',
      );
    });

    it('answers 409 for an e-mail or username already taken, whatever the case', async () => {
      const first = newAccount();
      expect((await new TestAgent(t.app).post('/api/auth/register', first)).statusCode).toBe(201);

      const sameEmail = await new TestAgent(t.app).post(
        '/api/auth/register',
        newAccount({ email: first.email.toUpperCase() }),
      );
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().error).toEqual({
        code: 'conflict',
        message: 'An account with this email already exists.',
        fields: { email: 'An account with this email already exists.' },
      });

      const sameUsername = await new TestAgent(t.app).post(
        '/api/auth/register',
        newAccount({ username: first.username.toUpperCase() }),
      );
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json().error.fields).toEqual({
        username: 'This username is already taken.',
      });
      expect(sameUsername.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a common password with a clear message', async () => {
      for (const password of ['password123', 'Qwerty123', 'iloveyou']) {
        const response = await new TestAgent(t.app).post(
          '/api/auth/register',
          newAccount({ password }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields.password).toBe(
          'This password is too common. Please choose one that is harder to guess.',
        );
      }
    });

    it('accepts a long passphrase and refuses one over 128 characters', async () => {
      const passphrase = 'the sun rises over the thar desert and the panels wake up early'.repeat(
        2,
      );
      expect(passphrase.length).toBeGreaterThanOrEqual(64);
      expect(passphrase.length).toBeLessThanOrEqual(128);
      const agent = new TestAgent(t.app);
      const account = newAccount({ password: passphrase });
      expect((await agent.post('/api/auth/register', account)).statusCode).toBe(201);
      const login = await new TestAgent(t.app).post('/api/auth/login', {
        email: account.email,
        password: passphrase,
      });
      expect(login.statusCode).toBe(200);

      const tooLong = await new TestAgent(t.app).post(
        '/api/auth/register',
        newAccount({ password: 'x'.repeat(129) }),
      );
      expect(tooLong.json().error.fields.password).toBe('Password must be at most 128 characters');
    });

    it.each([
      ['firstName', '', 'This field is required'],
      ['firstName', '   ', 'This field is required'],
      ['lastName', '', 'This field is required'],
      ['email', '', 'This field is required'],
      ['email', 'asha-at-factory', 'Please enter a valid email address'],
      ['username', '', 'This field is required'],
      [
        'username',
        'asha verma',
        'Username may contain only letters, numbers, dots, hyphens and underscores',
      ],
      ['phone', '', 'This field is required'],
      ['phone', '98290', 'Please enter a valid phone number'],
      ['phone', 'call me maybe', 'Please enter a valid phone number'],
      ['password', '', 'This field is required'],
      ['password', '12345', 'Password must be at least 6 characters'],
      ['userType', undefined, 'Please select whether you are a Customer or Partner'],
      ['company', 'x'.repeat(101), 'This entry is too long'],
    ])('%s = %j is refused with "%s"', async (field, value, message) => {
      const response = await new TestAgent(t.app).post(
        '/api/auth/register',
        newAccount({ [field]: value }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    });

    it('treats the company as optional', async () => {
      const response = await new TestAgent(t.app).post(
        '/api/auth/register',
        newAccount({ company: '' }),
      );
      expect(response.statusCode).toBe(201);
    });
  });

  describe('login and logout', () => {
    const account = newAccount();
    beforeAll(async () => {
      await new TestAgent(t.app).post('/api/auth/register', account);
    });

    it('logs in with any letter case in the e-mail and rotates the session id', async () => {
      const agent = new TestAgent(t.app);
      const first = await agent.post('/api/auth/login', {
        email: account.email.toUpperCase(),
        password: account.password,
        userType: 'customer',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().user).toMatchObject({ email: account.email, role: 'customer' });
      const firstSid = agent.cookie('sid')!;

      const second = await agent.post('/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(second.statusCode).toBe(200);
      expect(agent.cookie('sid')).not.toBe(firstSid);

      const stale = new TestAgent(t.app);
      stale.setCookie('sid', firstSid);
      expect((await stale.get('/api/auth/session')).json()).toEqual({ user: null });
    });

    it('answers a wrong password and an unknown e-mail identically', async () => {
      const wrong = await new TestAgent(t.app).post('/api/auth/login', {
        email: account.email,
        password: 'not-the-password',
      });
      const unknown = await new TestAgent(t.app).post('/api/auth/login', {
        email: 'nobody-here@factory.example',
        password: 'not-the-password',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error.message).toBe('Invalid email or password.');
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('validates the login form fields', async () => {
      const response = await new TestAgent(t.app).post('/api/auth/login', {
        email: 'nope',
        password: '123',
        userType: 'admin',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters',
        userType: 'Please select whether you are a Customer or Partner',
      });
    });

    it('POST /api/auth/logout deletes the session row and clears the cookie', async () => {
      const agent = new TestAgent(t.app);
      await agent.post('/api/auth/login', { email: account.email, password: account.password });
      const sid = agent.cookie('sid')!;
      const before = await t.database.db.select().from(sessions);

      const response = await agent.post('/api/auth/logout');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Logged out' });
      expect(agent.cookie('sid')).toBeUndefined();
      expect(await t.database.db.select().from(sessions)).toHaveLength(before.length - 1);

      const replay = new TestAgent(t.app);
      replay.setCookie('sid', sid);
      expect((await replay.get('/api/auth/session')).json()).toEqual({ user: null });
      expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
    });

    it('GET /api/logout ends the session and redirects home', async () => {
      const agent = new TestAgent(t.app);
      await agent.post('/api/auth/login', { email: account.email, password: account.password });
      const response = await agent.get('/api/logout');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
      expect((await agent.get('/api/auth/session')).json()).toEqual({ user: null });
    });

    it('GET /api/auth/user answers 401 and /api/auth/session null for visitors', async () => {
      const visitor = new TestAgent(t.app);
      expect((await visitor.get('/api/auth/user')).statusCode).toBe(401);
      const session = await visitor.get('/api/auth/session');
      expect(session.statusCode).toBe(200);
      expect(session.json()).toEqual({ user: null });
    });
  });

  describe('session lifetime', () => {
    it('sets an HttpOnly, SameSite=Lax cookie on the whole site, not Secure over http', async () => {
      const response = await new TestAgent(t.app).post('/api/auth/register', newAccount());
      const cookie = sidCookie(response)!;
      expect(cookie.value).toMatch(/^[\w-]{43}$/);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
    });

    it('ends after 7 idle days', async () => {
      const agent = new TestAgent(t.app);
      await agent.post('/api/auth/register', newAccount());
      t.clock.advance(6 * DAY_MS);
      expect((await agent.get('/api/auth/session')).json().user).not.toBeNull();
      // The visit above pushed the idle limit on by 7 days from then.
      t.clock.advance(6 * DAY_MS);
      expect((await agent.get('/api/auth/session')).json().user).not.toBeNull();
      t.clock.advance(7 * DAY_MS + 60_000);
      expect((await agent.get('/api/auth/session')).json()).toEqual({ user: null });
      expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    });

    it('ends after 30 days however active the user is', async () => {
      const agent = new TestAgent(t.app);
      await agent.post('/api/auth/register', newAccount());
      for (let day = 0; day < 30; day += 5) {
        t.clock.advance(5 * DAY_MS);
        const user = (await agent.get('/api/auth/session')).json().user;
        expect(user === null).toBe(day + 5 > 30);
      }
      t.clock.advance(DAY_MS);
      expect((await agent.get('/api/auth/session')).json()).toEqual({ user: null });
    });
  });

  describe('cross-origin requests', () => {
    it('refuses a state-changing request from another origin when a session cookie is sent', async () => {
      const agent = new TestAgent(t.app);
      await agent.post('/api/auth/register', newAccount());

      const forged = await agent.request({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'https://evil.example' },
      });
      expect(forged.statusCode).toBe(403);
      const forgedForm = await agent.request({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'null', referer: 'https://evil.example/page' },
      });
      expect(forgedForm.statusCode).toBe(403);
      const boundary = 'x-boundary';
      const forgedUpload = await agent.request({
        method: 'POST',
        url: '/api/auth/logout',
        headers: {
          origin: 'https://evil.example',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nbill\r\n--${boundary}--\r\n`,
      });
      expect(forgedUpload.statusCode).toBe(403);
      expect((await agent.get('/api/auth/session')).json().user).not.toBeNull();

      const sameSite = await agent.request({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: 'arkaja.test', origin: '', referer: 'http://arkaja.test/dashboard' },
      });
      expect(sameSite.statusCode).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('allows 10 login tries per 15 minutes for one e-mail from one address, then 429', async () => {
      const account = newAccount();
      await new TestAgent(t.app).post('/api/auth/register', account);
      const attempt = (password: string) =>
        new TestAgent(t.app).post('/api/auth/login', { email: account.email, password });

      for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
      const blocked = await attempt(account.password);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json().error.message).toBe('Too many login attempts. Please try again later.');

      // Another address is not blocked for this e-mail.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { email: account.email, password: account.password },
      });
      expect(elsewhere.statusCode).toBe(200);

      t.clock.advance(15 * 60 * 1000 + 1000);
      expect((await attempt(account.password)).statusCode).toBe(200);
    }, 120_000);

    it('limits sign-ups from one address: 30 an hour with the default general limit', async () => {
      const strict = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '600' } });
      try {
        const from = (payload: object) =>
          strict.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            remoteAddress: '198.51.100.7',
            payload,
          });
        // Refused sign-ups count too (these fail fast on the common password).
        for (let i = 0; i < 30; i++)
          expect((await from(newAccount({ password: 'password1' }))).statusCode).toBe(400);
        const blocked = await from(newAccount());
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().error.message).toBe(
          'Too many sign-ups from your network. Please try again later.',
        );
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
      } finally {
        await strict.close();
      }
    });
  });
});

describe('password guessing from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  let address = 0;
  /** A login from an address never used before, as a proxy reports it. */
  const loginFromNewAddress = (email: string, password: string) => {
    address++;
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': `198.18.${address >> 8}.${address & 255}` },
      payload: { email, password },
    });
  };
  const registered = async () => {
    const account = newAccount();
    expect((await new TestAgent(t.app).post('/api/auth/register', account)).statusCode).toBe(201);
    return account;
  };

  it('refuses every address once 20 guesses failed in 15 minutes, until the window passes', async () => {
    const account = await registered();
    for (let i = 0; i < 20; i++)
      expect((await loginFromNewAddress(account.email, `wrong-${i}-password`)).statusCode).toBe(
        401,
      );

    // The right password from yet another address is refused too, without being checked.
    const blocked = await loginFromNewAddress(account.email.toUpperCase(), account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many login attempts. Please try again later.');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(retryAfter * 1000);
    expect((await loginFromNewAddress(account.email, account.password)).statusCode).toBe(200);
  }, 120_000);

  it("does not give an attacker's failures back when the owner logs in", async () => {
    const account = await registered();
    for (let i = 0; i < 19; i++)
      expect((await loginFromNewAddress(account.email, `wrong-${i}-password`)).statusCode).toBe(
        401,
      );
    expect((await loginFromNewAddress(account.email, account.password)).statusCode).toBe(200);
    expect((await loginFromNewAddress(account.email, 'wrong-again-password')).statusCode).toBe(401);
    expect((await loginFromNewAddress(account.email, 'and-again-password')).statusCode).toBe(429);
  }, 120_000);

  it('lets no more than 20 guesses through when they arrive all at once', async () => {
    const account = await registered();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        loginFromNewAddress(account.email, `parallel-${i}-password`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  }, 120_000);

  it('counts guesses at an address that has no account the same way', async () => {
    const email = `nobody-${Date.now()}@factory.example`;
    for (let i = 0; i < 20; i++)
      expect((await loginFromNewAddress(email, `wrong-${i}-password`)).statusCode).toBe(401);
    expect((await loginFromNewAddress(email, 'wrong-last-password')).statusCode).toBe(429);
  }, 120_000);
});

describe('cookies over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://www.arkaja.example' } });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure', async () => {
    const response = await new TestAgent(t.app).post('/api/auth/register', newAccount());
    expect(response.statusCode).toBe(201);
    expect(sidCookie(response)).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
  });
});

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const admin = { ADMIN_EMAIL: 'Chief@Arkaja.example', ADMIN_PASSWORD: 'Jaipur-Warehouse-302039' };

  let t: TestApp;
  beforeAll(async () => {
    // The server's own cost: the one place the API tests check what production stores.
    t = await buildTestApp({ env: admin, fullPasswordCost: true });
  });
  afterAll(() => t.close());

  it('is created at start, once, hashed at the full cost, and logs in with the admin role', async () => {
    const [row] = await t.database.db.select().from(users);
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    const login = await new TestAgent(t.app).post('/api/auth/login', {
      email: 'chief@arkaja.example',
      password: admin.ADMIN_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'admin', email: 'chief@arkaja.example' });

    // A second start on the same database leaves the account as it is.
    expect(
      await ensureAdmin(
        t.database.db,
        { email: admin.ADMIN_EMAIL, password: 'another' },
        t.clock.now(),
        t.app.passwords,
      ),
    ).toBe('exists');
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('is hashed at the test cost only when PASSWORD_HASHING=fast-for-tests', async () => {
    const fast = await buildTestApp({ env: admin });
    try {
      const [row] = await fast.database.db.select().from(users);
      expect(fast.app.config.passwordHashing).toBe('fast-for-tests');
      expect(row!.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    } finally {
      await fast.close();
    }
  });

  it('refuses a common admin password rather than start with it', async () => {
    await expect(
      bootstrapAdmin(t.app, { email: 'deputy@arkaja.example', password: 'admin@123' }),
    ).rejects.toThrow('ADMIN_EMAIL/ADMIN_PASSWORD refused: This password is too common.');
  });
});
