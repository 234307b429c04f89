import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, verificationCodes } from '#server/db/schema.ts';
import { type SmtpReceiver, startSmtpReceiver } from '#server/mail/test-smtp-server.ts';
import { buildTestApp, type TestApp } from '#server/test/helper.ts';
import { deleteExpiredCodes, VERIFICATION_LIMITS } from './service.ts';

describe('e-mail verification codes', () => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // Each test speaks from its own address, so the per-IP hourly limits do not meet across tests.
  let ipCounter = 0;
  const newVisitor = () => {
    ipCounter++;
    const ip = `10.1.0.${ipCounter}`;
    const email = `visitor${ipCounter}@example.in`;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    return {
      ip,
      email,
      post,
      send: (language?: string) =>
        post('/api/verify/send', { email, ...(language ? { language } : {}) }),
      check: (code: string) => post('/api/verify/check', { email, code }),
    };
  };

  /** The code in the `nth` mail to `email`, once it has arrived over SMTP. */
  const codeFrom = async (email: string, nth = 1) => {
    const mails = await smtp.waitForMails(email, { count: nth });
    const code = /\b(\d{6})\b/.exec(mails[nth - 1]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code over SMTP, stores only its hash, and verifies it', async () => {
    const visitor = newVisitor();
    const sent = await visitor.send();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 30 });

    const code = await codeFrom(visitor.email);
    const [mail] = smtp.mailsTo(visitor.email);
    expect(mail!.subject).toBe(`Your verification code is ${code}`);
    expect(mail!.text).toContain('valid for 10 minutes');
    expect(mail!.html).toContain(code);
    expect(mail!.html).toContain('<html lang="en">');

    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, visitor.email));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);

    const checked = await visitor.check(code);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ verified: true });
  });

  it('writes the mail in Hindi for a Hindi visitor', async () => {
    const visitor = newVisitor();
    expect((await visitor.send('hi')).statusCode).toBe(200);
    const code = await codeFrom(visitor.email);
    const [mail] = smtp.mailsTo(visitor.email);
    expect(mail!.subject).toBe(`आपका सत्यापन कोड ${code} है`);
    expect(mail!.text).toContain('10 मिनट तक मान्य');
    expect(mail!.html).toContain('<html lang="hi">');
  });

  it('treats the address case-insensitively', async () => {
    const visitor = newVisitor();
    await visitor.post('/api/verify/send', { email: `  ${visitor.email.toUpperCase()} ` });
    const code = await codeFrom(visitor.email);
    expect((await visitor.check(code)).json()).toEqual({ verified: true });
  });

  it('answers a wrong code with 400 "Invalid verification code" and ends the code after 5', async () => {
    const visitor = newVisitor();
    await visitor.send();
    const code = await codeFrom(visitor.email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await visitor.check(wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: { code: 'verification_invalid', message: 'Invalid verification code' },
      });
    }
    const fifth = await visitor.check(wrongCode(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().error.code).toBe('verification_locked');

    const right = await visitor.check(code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      error: {
        code: 'verification_locked',
        message: 'Too many incorrect attempts. Please request a new code.',
      },
    });
  });

  it('lets a code expire after 600 seconds', async () => {
    const early = newVisitor();
    await early.send();
    t.clock.advance(599_000);
    expect((await early.check(await codeFrom(early.email))).statusCode).toBe(200);

    const late = newVisitor();
    await late.send();
    t.clock.advance(600_000);
    const expired = await late.check(await codeFrom(late.email));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual({
      code: 'verification_expired',
      message: 'This verification code has expired. Please request a new one.',
    });
  });

  it('refuses a resend within 30 s with 429 and Retry-After, then replaces the code', async () => {
    const visitor = newVisitor();
    await visitor.send();
    const first = await codeFrom(visitor.email);

    t.clock.advance(10_000);
    const tooSoon = await visitor.send();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('20');
    expect(tooSoon.json().error.message).toBe('Please wait a moment before requesting a new code.');
    await t.app.mailer.deliverDue();
    expect(smtp.mailsTo(visitor.email)).toHaveLength(1);

    t.clock.advance(20_000);
    expect((await visitor.send()).statusCode).toBe(200);
    const second = await codeFrom(visitor.email, 2);
    if (second !== first) {
      expect((await visitor.check(first)).json().error.code).toBe('verification_invalid');
    }
    expect((await visitor.check(second)).json()).toEqual({ verified: true });
  });

  it('limits codes per address to 5 an hour', async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 5; i++) {
      expect((await visitor.send()).statusCode).toBe(200);
      t.clock.advance(30_000);
    }
    const sixth = await visitor.send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(
      'Too many verification codes requested. Please try again later.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.mailer.deliverDue();
    expect(smtp.mailsTo(visitor.email)).toHaveLength(5);

    t.clock.advance(3600_000);
    expect((await visitor.send()).statusCode).toBe(200);
  });

  it('gives everyone in an office behind one address their codes while one address is limited', async () => {
    const office = newVisitor();
    const limited = `limited-${ipCounter}@office.example`;
    for (let i = 0; i < VERIFICATION_LIMITS.sendsPerAddress.limit; i++) {
      expect((await office.post('/api/verify/send', { email: limited })).statusCode).toBe(200);
      t.clock.advance(30_000);
    }
    for (let i = 0; i < 3; i++) {
      const refused = await office.post('/api/verify/send', { email: limited });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    // Twenty colleagues, more than the old limit of ten per network, each get their own code.
    for (let i = 0; i < 20; i++) {
      const colleague = `colleague${i}-${ipCounter}@office.example`;
      const response = await office.post('/api/verify/send', { email: colleague });
      expect(response.statusCode, colleague).toBe(200);
      await t.app.mailer.deliverDue();
      expect(smtp.mailsTo(colleague)).toHaveLength(1);
    }
    expect(smtp.mailsTo(limited)).toHaveLength(VERIFICATION_LIMITS.sendsPerAddress.limit);
  });

  it('keeps a ceiling per IP against abuse, whatever the address', async () => {
    const visitor = newVisitor();
    const { limit } = VERIFICATION_LIMITS.sendsPerIp;
    const ipKey = `verify-send:ip:${visitor.ip}`;
    const counted = async () =>
      (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, ipKey)))[0]?.count;
    // Sends to different addresses count on the address's network...
    for (let i = 0; i < 3; i++) {
      const response = await visitor.post('/api/verify/send', { email: `many${i}@example.in` });
      expect(response.statusCode).toBe(200);
    }
    expect(await counted()).toBe(3);
    // ...up to the ceiling (the sends in between are the three above, a hundred times over: a
    // hundred mails over SMTP would cost this file most of its time).
    await t.database.db
      .update(rateLimits)
      .set({ count: limit - 1 })
      .where(eq(rateLimits.key, ipKey));
    const last = await visitor.post('/api/verify/send', { email: 'last@example.in' });
    expect(last.statusCode).toBe(200);
    const over = await visitor.post('/api/verify/send', { email: `many${limit}@example.in` });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.mailer.deliverDue();
    expect(smtp.mailsTo('last@example.in')).toHaveLength(1);
    expect(smtp.mailsTo(`many${limit}@example.in`)).toHaveLength(0);
  });

  it('validates the address and the code with the spec’s messages', async () => {
    const visitor = newVisitor();
    const badEmail = await visitor.post('/api/verify/send', { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toBe('Please enter a valid email address');

    const badCode = await visitor.post('/api/verify/check', {
      email: visitor.email,
      code: '12a456',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.message).toBe('Please enter a valid 6-digit code');

    const badLanguage = await visitor.post('/api/verify/send', {
      email: visitor.email,
      language: 'fr',
    });
    expect(badLanguage.statusCode).toBe(400);
  });

  it('answers a check for an address that was sent no code as expired', async () => {
    const visitor = newVisitor();
    const response = await visitor.check('123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('verification_expired');
  });

  it('forgets expired codes when cleaning up, and keeps live ones', async () => {
    const expired = newVisitor();
    await expired.send();
    t.clock.advance(600_001);
    const live = newVisitor();
    await live.send();
    await deleteExpiredCodes(t.database.db, t.clock.now());
    const emails = (await t.database.db.select().from(verificationCodes)).map((row) => row.email);
    expect(emails).toContain(live.email);
    expect(emails).not.toContain(expired.email);
  });
});
