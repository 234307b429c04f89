import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { PARTNER_SIGNUP_LIMIT_PER_IP, TOO_MANY_APPLICATIONS } from './service.ts';
import { application, partnerAgent } from './test-support.ts';

describe('partner programme', () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminEmail: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const signedIn = await signedInAgent(t, 'admin');
    admin = signedIn.agent;
    adminEmail = signedIn.user.email;
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  const userById = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  describe('application', () => {
    it('answers every invalid field with the spec’s message', async () => {
      const response = await new TestAgent(t.app).post('/api/partners/signup', {
        fullName: 'A',
        email: 'not-an-email',
        phone: '12345',
        city: 'J',
        state: 'R',
        terms: false,
        password: 'secret-pass',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        fullName: 'Full name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
        city: 'City must be at least 2 characters',
        state: 'State must be at least 2 characters',
        terms: 'You must accept the terms and conditions',
      });
    });

    it('refuses an unknown experience choice and a short password', async () => {
      const response = await new TestAgent(t.app).post(
        '/api/partners/signup',
        application({ experience: 'ten-years' as never, password: '12345' }),
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['experience', 'password']);
      expect(response.json().error.fields.password).toBe('Password must be at least 6 characters');
    });

    it('asks a visitor for a password, as the application creates their account', async () => {
      const response = await new TestAgent(t.app).post('/api/partners/signup', application());
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ password: 'This field is required' });
    });

    it('refuses a password everyone uses', async () => {
      const response = await new TestAgent(t.app).post('/api/partners/signup', {
        ...application(),
        password: 'password123',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.password).toMatch(/too common/);
    });

    it('creates a visitor’s account, logs them in and files a pending application', async () => {
      const visitor = new TestAgent(t.app);
      const form = application({ email: 'Ravi.Kumar@Partners.example', fullName: 'Ravi Kumar' });
      const response = await visitor.post('/api/partners/signup', {
        ...form,
        password: 'sunny-days-42',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        message: 'Your application has been submitted successfully.',
        accountCreated: true,
        partner: {
          fullName: 'Ravi Kumar',
          email: 'ravi.kumar@partners.example',
          companyName: 'Sharma Energy Consultants',
          experience: '1-3',
          status: 'pending',
          approvedAt: null,
        },
      });

      const account = await userById(body.partner.userId);
      expect(account).toMatchObject({
        email: 'ravi.kumar@partners.example',
        firstName: 'Ravi',
        lastName: 'Kumar',
        role: 'user',
        userType: 'partner',
      });
      expect(account.passwordHash).not.toContain('sunny-days-42');
      expect(await verifyPassword('sunny-days-42', account.passwordHash)).toBe(true);

      const profile = await visitor.get('/api/partners/profile');
      expect(profile.statusCode).toBe(200);
      expect(profile.json().partner).toMatchObject({ id: body.partner.id, status: 'pending' });
    });

    it('tells every admin about a new application', async () => {
      const form = application({ fullName: 'Meena Joshi' });
      const response = await new TestAgent(t.app).post('/api/partners/signup', {
        ...form,
        password: 'sunny-days-42',
      });
      expect(response.statusCode).toBe(201);
      const mails = await mailsTo(adminEmail);
      const mail = mails.find((m) => m.subject === 'New partner application: Meena Joshi');
      expect(mail?.text).toContain(form.email);
      expect(mail?.text).toContain('/partner-dashboard');
    });

    it('refuses a second application for the same e-mail with 409', async () => {
      const email = 'dup@partners.example';
      const first = await new TestAgent(t.app).post('/api/partners/signup', {
        ...application({ email }),
        password: 'sunny-days-42',
      });
      expect(first.statusCode).toBe(201);
      const again = await new TestAgent(t.app).post('/api/partners/signup', {
        ...application({ email: 'DUP@partners.example' }),
        password: 'other-pass-1',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'A partner application with this email already exists.',
      );
    });

    it('refuses a visitor whose e-mail already has an account, asking them to log in', async () => {
      const { user } = await signedInAgent(t, 'customer');
      const response = await new TestAgent(t.app).post('/api/partners/signup', {
        ...application({ email: user.email }),
        password: 'sunny-days-42',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/log in first/);
    });

    it('links a logged-in applicant’s application to their account', async () => {
      const { agent, user } = await signedInAgent(t, 'customer');
      const response = await agent.post('/api/partners/signup', application({ email: user.email }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        accountCreated: false,
        partner: { userId: user.id, status: 'pending' },
      });
      expect((await agent.get('/api/partners/profile')).json().partner.userId).toBe(user.id);
      // The account keeps its role until an admin approves the application.
      expect((await userById(user.id)).role).toBe('customer');

      const twice = await agent.post('/api/partners/signup', application({ email: user.email }));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe('You have already applied to become a partner.');
    });

    it('keeps a logged-in applicant to the e-mail of their account', async () => {
      const { agent } = await signedInAgent(t, 'customer');
      const response = await agent.post('/api/partners/signup', application());
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.email).toBe(
        'Please use the email address of your account.',
      );
    });

    it('limits visitors’ applications per network address, but not members’', async () => {
      const apply = (agent: TestAgent, ip: string, form = application()) =>
        agent.request({
          method: 'POST',
          url: '/api/partners/signup',
          payload: { ...form, password: 'sunny-days-42' },
          remoteAddress: ip,
        });
      for (let i = 0; i < PARTNER_SIGNUP_LIMIT_PER_IP.limit; i++)
        expect((await apply(new TestAgent(t.app), '203.0.113.7')).statusCode).toBe(201);

      const form = application();
      const refused = await apply(new TestAgent(t.app), '203.0.113.7', form);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(TOO_MANY_APPLICATIONS);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.database.db.select().from(users)).some((u) => u.email === form.email)).toBe(
        false,
      );

      expect((await apply(new TestAgent(t.app), '203.0.113.8')).statusCode).toBe(201);
      const { agent, user } = await signedInAgent(t, 'customer');
      const member = await agent.request({
        method: 'POST',
        url: '/api/partners/signup',
        payload: application({ email: user.email }),
        remoteAddress: '203.0.113.7',
      });
      expect(member.statusCode).toBe(201);
    });

    it('answers null as the profile of someone who has not applied', async () => {
      const { agent } = await signedInAgent(t, 'customer');
      expect((await agent.get('/api/partners/profile')).json()).toEqual({ partner: null });
      expect((await new TestAgent(t.app).get('/api/partners/profile')).statusCode).toBe(401);
    });
  });

  describe('approval', () => {
    it('is refused to visitors (401) and to anyone but admins (403)', async () => {
      const { partnerId } = await partnerAgent(t, admin, { approve: false });
      expect(
        (await new TestAgent(t.app).post(`/api/admin/partners/${partnerId}/approve`)).statusCode,
      ).toBe(401);
      for (const role of ['customer', 'partner', 'user'] as const) {
        const { agent } = await signedInAgent(t, role);
        const response = await agent.post(`/api/admin/partners/${partnerId}/approve`);
        expect(response.statusCode).toBe(403);
        expect((await agent.get('/api/admin/partners')).statusCode).toBe(403);
      }
      const list = await admin.get('/api/admin/partners');
      expect(list.json().partners.find((p: { id: number }) => p.id === partnerId).status).toBe(
        'pending',
      );
    });

    it('approves, gives the partner role, e-mails the partner once, and is harmless twice', async () => {
      const { agent, user, partnerId } = await partnerAgent(t, admin, { approve: false });
      t.clock.advance(60_000);
      const first = await admin.post(`/api/admin/partners/${partnerId}/approve`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        message: 'Partner approved',
        partner: { id: partnerId, status: 'approved', approvedAt: t.clock.now().toISOString() },
      });
      expect((await userById(user.id)).role).toBe('partner');
      expect((await agent.get('/api/auth/session')).json().user.role).toBe('partner');

      const second = await admin.post(`/api/admin/partners/${partnerId}/approve`);
      expect(second.statusCode).toBe(200);
      expect(second.json().partner).toEqual(first.json().partner);

      const mails = await mailsTo(user.email);
      expect(mails.map((m) => m.subject)).toEqual(['Your partner application has been approved']);
      expect(mails[0]!.text).toContain('/partner');
      expect((await agent.get('/api/partners/profile')).json().partner.status).toBe('approved');
    });

    it('writes each mail in the language of the account it goes to', async () => {
      // A second admin who reads Hindi; the first one reads English.
      const { user: hindiAdmin } = await signedInAgent(t, 'admin');
      await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindiAdmin.id));

      for (const language of ['hi', 'en'] as const) {
        const form = application({ fullName: `Kavita ${language}` });
        const visitor = new TestAgent(t.app);
        const applied = await visitor.post('/api/partners/signup', {
          ...form,
          password: 'sunny-days-42',
          language,
        });
        expect(applied.statusCode).toBe(201);
        const partnerId = applied.json().partner.id;
        expect((await userById(applied.json().partner.userId)).language).toBe(language);

        // The admins' notices: each in its admin's language, whatever the applicant's.
        const english = (await mailsTo(adminEmail)).find((m) => m.text.includes(form.email));
        expect(english!.subject).toBe(`New partner application: Kavita ${language}`);
        expect(english!.html).toContain('<html lang="en">');
        const hindi = (await mailsTo(hindiAdmin.email)).find((m) => m.text.includes(form.email));
        expect(hindi!.subject).toBe(`नया पार्टनर आवेदन: Kavita ${language}`);
        expect(hindi!.text).toContain('पार्टनर प्रबंधन');
        expect(hindi!.html).toContain('<html lang="hi">');

        // The confirmation link, then the approval: in the language the account was made in.
        const [confirmation] = await mailsTo(form.email);
        expect(confirmation!.html).toContain(`<html lang="${language}">`);
        const token = /\/auth\/confirm\?token=([\w-]+)/.exec(confirmation!.text)![1];
        expect((await visitor.post('/api/auth/email/confirm', { token })).statusCode).toBe(200);
        expect((await admin.post(`/api/admin/partners/${partnerId}/approve`)).statusCode).toBe(200);
        const [, approved] = await mailsTo(form.email);
        if (language === 'hi') {
          expect(approved!.subject).toBe('आपका पार्टनर आवेदन स्वीकृत हो गया है');
          expect(approved!.text).toContain('प्रिय Kavita hi,');
          expect(approved!.text).not.toMatch(/\b(Dear|approved|Log in)\b/);
        } else {
          expect(approved!.subject).toBe('Your partner application has been approved');
          expect(approved!.text).toContain('Dear Kavita en,');
          expect(approved!.text).not.toMatch(/[\u0900-\u097F]/);
        }
        expect(approved!.html).toContain(`<html lang="${language}">`);
        expect(approved!.text).toContain('/partner');
      }
      await t.database.db.delete(users).where(eq(users.id, hindiAdmin.id));
    });

    it('leaves an admin who applied an admin', async () => {
      const { agent, user } = await signedInAgent(t, 'admin');
      const applied = await agent.post('/api/partners/signup', application({ email: user.email }));
      await admin.post(`/api/admin/partners/${applied.json().partner.id}/approve`);
      expect((await userById(user.id)).role).toBe('admin');
    });

    it('answers 404 for an unknown application', async () => {
      const response = await admin.post('/api/admin/partners/999999/approve');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Partner not found.');
    });

    it('lists every application newest first for admins', async () => {
      const older = await partnerAgent(t, admin, { approve: false });
      t.clock.advance(1_000);
      const newer = await partnerAgent(t, admin, { approve: false });
      const response = await admin.get('/api/admin/partners');
      expect(response.statusCode).toBe(200);
      const ids = response.json().partners.map((p: { id: number }) => p.id);
      expect(ids.indexOf(newer.partnerId)).toBeLessThan(ids.indexOf(older.partnerId));
      expect(ids[0]).toBe(newer.partnerId);
    });
  });
});
