import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, outbox } from '#server/db/schema.ts';
import { type SmtpReceiver, startSmtpReceiver } from '#server/mail/test-smtp-server.ts';
import { buildTestApp, type TestApp } from '#server/test/helper.ts';
import { company } from '#shared/company.ts';

describe('contact messages', () => {
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

  let counter = 0;
  const newVisitor = () => {
    counter++;
    const ip = `10.2.0.${counter}`;
    const email = `sender${counter}@example.in`;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    const form = {
      name: 'Meera Sharma',
      email,
      phone: '+91 98290 55555',
      subject: 'Rooftop plant for our factory',
      message: 'We pay about ₹2 lakh a month for power. Can you help?',
    };
    return {
      email,
      form,
      post,
      /** Asks for a code and reads it from the mail that arrived over SMTP. */
      async receiveCode() {
        const before = smtp.mailsTo(email).length;
        const response = await post('/api/verify/send', { email });
        expect(response.statusCode).toBe(200);
        const mails = await smtp.waitForMails(email, { count: before + 1 });
        const code = /\b(\d{6})\b/.exec(mails.at(-1)!.text)?.[1];
        return code!;
      },
    };
  };
  const storedFrom = (email: string) =>
    t.database.db.select().from(contacts).where(eq(contacts.email, email));

  it('stores a verified message with its language and mails the company', async () => {
    const visitor = newVisitor();
    const code = await visitor.receiveCode();
    expect(
      (await visitor.post('/api/verify/check', { email: visitor.email, code })).statusCode,
    ).toBe(200);

    const response = await visitor.post('/api/contact', {
      ...visitor.form,
      message: 'Please quote <b>fast</b> & call after 5 PM.',
      verificationCode: code,
      language: 'hi',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      message: 'Your message has been sent successfully!',
    });

    const [stored] = await storedFrom(visitor.email);
    expect(stored).toMatchObject({
      id: response.json().id,
      name: 'Meera Sharma',
      phone: '+91 98290 55555',
      subject: 'Rooftop plant for our factory',
      message: 'Please quote <b>fast</b> & call after 5 PM.',
      language: 'hi',
      createdAt: t.clock.now(),
    });

    const [notice] = await smtp.waitForMails(company.contact.email, {
      match: (mail) => mail.text.includes(visitor.email),
    });
    // The company's own notice is English, naming the language the visitor wrote in.
    expect(notice!.subject).toBe(
      'New contact message: Rooftop plant for our factory (from Meera Sharma)',
    );
    expect(notice!.headers['reply-to']).toBe(visitor.email);
    expect(notice!.text).toContain('Please quote <b>fast</b> & call after 5 PM.');
    expect(notice!.text).toContain('Language:\nHindi (हिन्दी)');
    expect(notice!.html).toContain('<html lang="en">');
    expect(notice!.html).toContain('Please quote &lt;b&gt;fast&lt;/b&gt; &amp; call after 5 PM.');
    expect(notice!.html).not.toContain('<b>fast</b>');
  });

  it('spends the code: it sends one message, and checks no more', async () => {
    const visitor = newVisitor();
    const code = await visitor.receiveCode();
    const body = { ...visitor.form, verificationCode: code };
    expect((await visitor.post('/api/contact', body)).statusCode).toBe(201);

    const again = await visitor.post('/api/contact', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('verification_expired');
    const check = await visitor.post('/api/verify/check', { email: visitor.email, code });
    expect(check.statusCode).toBe(400);
    expect(await storedFrom(visitor.email)).toHaveLength(1);
  });

  it('refuses a message without a verified code and stores nothing', async () => {
    const visitor = newVisitor();
    const noCodeRequested = await visitor.post('/api/contact', {
      ...visitor.form,
      verificationCode: '123456',
    });
    expect(noCodeRequested.statusCode).toBe(400);
    expect(noCodeRequested.json().error.code).toBe('verification_expired');

    const missing = await visitor.post('/api/contact', visitor.form);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please enter a valid 6-digit code');

    const code = await visitor.receiveCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrongCode = await visitor.post('/api/contact', {
      ...visitor.form,
      verificationCode: wrong,
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error).toEqual({
      code: 'verification_invalid',
      message: 'Invalid verification code',
    });

    expect(await storedFrom(visitor.email)).toEqual([]);
    expect(
      smtp.mailsTo(company.contact.email).filter((m) => m.text.includes(visitor.email)),
    ).toEqual([]);
  });

  it('refuses a code that was sent to another address', async () => {
    const owner = newVisitor();
    const code = await owner.receiveCode();
    const other = newVisitor();
    const response = await other.post('/api/contact', { ...other.form, verificationCode: code });
    expect(response.statusCode).toBe(400);
    expect(await storedFrom(other.email)).toEqual([]);
    // The owner's code is untouched by the other address's attempt.
    expect((await owner.post('/api/verify/check', { email: owner.email, code })).statusCode).toBe(
      200,
    );
  });

  it('counts wrong codes on the contact route too, and refuses after 5', async () => {
    const visitor = newVisitor();
    const code = await visitor.receiveCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      await visitor.post('/api/contact', { ...visitor.form, verificationCode: wrong });
    }
    const right = await visitor.post('/api/contact', { ...visitor.form, verificationCode: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('verification_locked');
    expect(await storedFrom(visitor.email)).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const visitor = newVisitor();
    const code = await visitor.receiveCode();
    t.clock.advance(600_000);
    const response = await visitor.post('/api/contact', {
      ...visitor.form,
      verificationCode: code,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('verification_expired');
    expect(await storedFrom(visitor.email)).toEqual([]);
  });

  it('checks every field with the spec’s messages', async () => {
    const visitor = newVisitor();
    const response = await visitor.post('/api/contact', {
      name: 'M',
      email: 'meera@',
      phone: '12345',
      subject: 'Hi',
      message: 'Short',
      verificationCode: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('keeps the company notice in the outbox when SMTP refuses it, and delivers it later', async () => {
    const visitor = newVisitor();
    const code = await visitor.receiveCode();
    smtp.refuseWith = '451 Mailbox busy, try again later';
    try {
      const response = await visitor.post('/api/contact', {
        ...visitor.form,
        verificationCode: code,
      });
      expect(response.statusCode).toBe(201);
      await t.app.mailer.deliverDue();
    } finally {
      smtp.refuseWith = null;
    }
    const pending = (await t.database.db.select().from(outbox)).filter(
      (row) => row.replyTo === visitor.email,
    );
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending[0]!.lastError).toContain('Mailbox busy');

    t.clock.advance(30_000);
    await t.app.mailer.deliverDue();
    const [delivered] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, pending[0]!.id));
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const notice = smtp.mailsTo(company.contact.email).at(-1)!;
    expect(notice.headers['reply-to']).toBe(visitor.email);
    expect(notice.text).toContain(visitor.email);
  });

  it('limits messages per IP', async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 10; i++) {
      await visitor.post('/api/contact', { ...visitor.form, verificationCode: '000000' });
    }
    const response = await visitor.post('/api/contact', {
      ...visitor.form,
      verificationCode: '000000',
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
