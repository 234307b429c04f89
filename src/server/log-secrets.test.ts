import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.ts';
import { PASSWORD_RESET_JOB } from './features/auth/recovery.ts';
import { newAccount } from './features/auth/test-support.ts';
import { samplePdf } from './features/documents/sample-files.ts';
import { leadInput } from './features/leads/test-support.ts';
import { hashCode } from './features/verification/code.ts';
import { startSmtpReceiver } from './mail/test-smtp-server.ts';
import {
  buildTestApp,
  jobsSettled,
  signedInAgent,
  TestAgent,
  type TestApp,
} from './test/helper.ts';

/** A Writable that keeps each log line. */
function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
}

const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableName(table));

/** What may never be in a log line, whatever value produced it. */
const LEAK_PATTERNS: [string, RegExp][] = [
  ['an e-mail address', /[\w.+-]+@[\w-]+\.[\w.-]+/],
  ['a password hash', /scrypt\$/],
  ['a SHA-256 (session id or code hash)', /\b[0-9a-f]{64}\b/],
  ["Drizzle's failed query text", /Failed query|params:/],
  ["PostgreSQL's key detail", /Key \(/],
  ['a cookie', /\bsid=/],
];

describe('the log holds no secrets, also when the database fails', () => {
  const { lines, stream } = logLines();
  const secrets = new Set<string>();
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    // No SMTP: the mailer keeps mail in the outbox and logs that it did (with the recipient).
    t = await buildTestApp({ log: stream });
    await t.app.jobs.start();
  });
  afterAll(async () => {
    // The last phase closed the database; closing it again may fail.
    await t.close().catch(() => {});
  });

  const remember = (...values: (string | undefined | null)[]) => {
    for (const value of values) if (value) secrets.add(value);
  };
  const rememberSession = (agent: TestAgent) => {
    const sid = agent.cookie('sid');
    if (sid) remember(sid, createHash('sha256').update(sid).digest('hex'));
  };

  /** Rows the flows wrote that are secrets: password hashes (and their parts), code hashes. */
  async function rememberStoredSecrets() {
    for (const row of await t.database.db.select().from(schema.users)) {
      remember(row.passwordHash, ...row.passwordHash.split('$').slice(4));
    }
    for (const row of await t.database.db.select().from(schema.verificationCodes))
      remember(row.codeHash);
    for (const row of await t.database.db.select().from(schema.accountTokens))
      remember(row.tokenHash);
  }

  /** The token of the newest mailed link to `path` for `email`, or a stand-in. */
  async function linkTokenFor(email: string, path: string): Promise<string> {
    await t.app.background.idle();
    try {
      await jobsSettled(t, PASSWORD_RESET_JOB);
      const mails = await t.database.db
        .select({ text: schema.outbox.text })
        .from(schema.outbox)
        .where(eq(schema.outbox.to, email))
        .orderBy(sql`${schema.outbox.id} desc`);
      for (const mail of mails) {
        const token = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text)?.[1];
        if (token) {
          remember(token, createHash('sha256').update(token).digest('hex'));
          return token;
        }
      }
    } catch {
      // The database is down in this phase.
    }
    return 'no-token-was-mailed';
  }

  /** The newest code mailed to `email`, read from the outbox, or a stand-in when there is none. */
  async function codeFor(email: string): Promise<string> {
    try {
      const [mail] = await t.database.db
        .select({ text: schema.outbox.text })
        .from(schema.outbox)
        .where(eq(schema.outbox.to, email))
        .orderBy(sql`${schema.outbox.id} desc`)
        .limit(1);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      if (code) {
        remember(code, hashCode(email, code));
        return code;
      }
    } catch {
      // The database is down in this phase.
    }
    return '123456';
  }

  /**
   * Every flow that handles a secret: sign-up, login, failed login, verification code send and
   * check, contact, partner application, upload, logout. Returns the statuses by step.
   */
  async function runFlows(phase: string): Promise<Record<string, number>> {
    serial++;
    const ip = `10.9.${serial}.1`;
    const email = (what: string) => {
      const address = `${what}.${phase}.${serial}@secret-mail.example`;
      remember(address);
      return address;
    };
    const password = `Secret-${phase}-${randomBytes(6).toString('hex')}`;
    remember(password, `Wrong-${password}`);
    const statuses: Record<string, number> = {};
    const post = async (step: string, agent: TestAgent, url: string, payload?: unknown) => {
      const response = await agent.request({
        method: 'POST',
        url,
        remoteAddress: ip,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      statuses[step] = response.statusCode;
      rememberSession(agent);
      return response;
    };

    const account = email('account');
    const member = new TestAgent(t.app);
    await post('sign-up', member, '/api/auth/register', newAccount({ email: account, password }));
    await post('login', new TestAgent(t.app), '/api/auth/login', { email: account, password });
    await post('failed login', new TestAgent(t.app), '/api/auth/login', {
      email: account,
      password: `Wrong-${password}`,
    });

    const visitor = new TestAgent(t.app);
    const sender = email('sender');
    await post('code send', visitor, '/api/verify/send', { email: sender });
    const code = await codeFor(sender);
    await post('code check (wrong)', visitor, '/api/verify/check', {
      email: sender,
      code: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    });
    await post('code check', visitor, '/api/verify/check', { email: sender, code });
    await post('contact', visitor, '/api/contact', {
      name: 'Meera Sharma',
      email: sender,
      phone: '+91 98290 55555',
      subject: 'Rooftop plant for our factory',
      message: 'We pay about two lakh a month for power.',
      verificationCode: code,
    });

    const applicant = new TestAgent(t.app);
    const applied = await post('partner application', applicant, '/api/partners/signup', {
      fullName: 'Ravi Kumar',
      email: email('partner'),
      phone: '+91 98290 77777',
      city: 'Jaipur',
      state: 'Rajasthan',
      terms: true,
      password,
    });
    const applicantEmail = `partner.${phase}.${serial}@secret-mail.example`;
    await post('confirmation', new TestAgent(t.app), '/api/auth/email/confirm', {
      token: await linkTokenFor(applicantEmail, '/auth/confirm'),
    });
    const { agent: admin } = await signedInAgent(t, 'admin').catch(() => ({
      agent: new TestAgent(t.app),
    }));
    rememberSession(admin);
    const partnerId = applied.statusCode === 201 ? applied.json().partner.id : 1;
    await post('approval', admin, `/api/admin/partners/${partnerId}/approve`);
    const lead = await post('lead', applicant, '/api/leads', leadInput({ email: email('lead') }));
    const leadId = lead.statusCode === 201 ? lead.json().lead.id : 1;
    const boundary = 'secret-boundary';
    const upload = await applicant.request({
      method: 'POST',
      url: `/api/leads/${leadId}/documents`,
      remoteAddress: ip,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nelectricity_bill\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bill.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        samplePdf(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    statuses.upload = upload.statusCode;
    await post('logout', member, '/api/auth/logout');
    await post('reset request', new TestAgent(t.app), '/api/auth/password/forgot', {
      email: account,
    });
    const newPassword = `Reset-${password}`;
    remember(newPassword);
    await post('reset', new TestAgent(t.app), '/api/auth/password/reset', {
      token: await linkTokenFor(account, '/auth/reset'),
      password: newPassword,
    });
    const owner = new TestAgent(t.app);
    await post('login after reset', owner, '/api/auth/login', {
      email: account,
      password: newPassword,
    });
    await post('change', owner, '/api/auth/password/change', {
      currentPassword: newPassword,
      newPassword: password,
    });
    return statuses;
  }

  it('runs every flow that handles a secret, as it should', async () => {
    const statuses = await runFlows('normal');
    expect(statuses).toEqual({
      'sign-up': 201,
      login: 200,
      'failed login': 401,
      'code send': 200,
      'code check (wrong)': 400,
      'code check': 200,
      contact: 201,
      'partner application': 201,
      confirmation: 200,
      approval: 200,
      lead: 201,
      upload: 201,
      logout: 200,
      'reset request': 202,
      reset: 200,
      'login after reset': 200,
      change: 200,
    });
    await rememberStoredSecrets();
  });

  it('runs them while unique indexes the services do not expect refuse writes', async () => {
    const db = t.database.db;
    // Each run uses new e-mails but the phone numbers (and the lead's company name, which
    // duplicate protection does not match on) of the run before: they collide.
    await db.execute(sql`create unique index contacts_once on contacts (phone)`);
    await db.execute(sql`create unique index leads_once on leads (business_name)`);
    try {
      const statuses = await runFlows('unique');
      expect([statuses.contact, statuses.lead]).toEqual([409, 409]);
    } finally {
      await db.execute(sql`drop index contacts_once`);
      await db.execute(sql`drop index leads_once`);
    }
    await rememberStoredSecrets();
  });

  it('runs them while every write fails with its values in the error', async () => {
    const db = t.database.db;
    await db.execute(sql`
      create function refuse_with_values() returns trigger language plpgsql as $$
      begin
        raise exception 'refused %', row_to_json(new)::text
          using detail = row_to_json(new)::text, hint = row_to_json(new)::text;
      end $$`);
    for (const table of TABLES)
      await db.execute(
        sql.raw(
          `create trigger refuse before insert or update on "${table}" for each row execute function refuse_with_values()`,
        ),
      );
    try {
      const statuses = await runFlows('trigger');
      expect(statuses['sign-up']).toBe(500);
    } finally {
      for (const table of TABLES) await db.execute(sql.raw(`drop trigger refuse on "${table}"`));
      await db.execute(sql`drop function refuse_with_values`);
    }
  });

  it('runs them while the tables are missing', async () => {
    const db = t.database.db;
    for (const table of TABLES)
      await db.execute(sql.raw(`alter table "${table}" rename to "${table}_away"`));
    try {
      const statuses = await runFlows('missing');
      expect(statuses['sign-up']).toBe(500);
    } finally {
      for (const table of TABLES)
        await db.execute(sql.raw(`alter table "${table}_away" rename to "${table}"`));
    }
  });

  it('runs them after the database was closed', async () => {
    await t.database.close();
    const statuses = await runFlows('closed');
    expect(statuses['sign-up']).toBe(500);
  });

  it('logged every failure, and not one secret', () => {
    const log = lines.join('\n');
    expect(secrets.size).toBeGreaterThan(40);
    const leaked = [...secrets].filter((secret) =>
      log.toLowerCase().includes(secret.toLowerCase()),
    );
    expect(leaked).toEqual([]);
    for (const [what, pattern] of LEAK_PATTERNS) {
      const line = lines.find((candidate) => pattern.test(candidate));
      expect(line, `${what} in the log`).toBeUndefined();
    }
    // The failures above are in the log by kind, so that an operator can act on them.
    expect(log).toContain('request failed');
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('"constraint":"contacts_once"');
    expect(log).toContain('"constraint":"leads_once"');
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain('"code":"42P01"');
    expect(log).toContain('"level":10');
  });
});

describe('the log holds no address when the mail relay refuses one', () => {
  it('logs the refusal with the address masked', async () => {
    const { lines, stream } = logLines();
    const smtp = await startSmtpReceiver();
    const t = await buildTestApp({ env: { SMTP_URL: smtp.url }, log: stream });
    try {
      const email = `refused.${randomBytes(4).toString('hex')}@secret-mail.example`;
      smtp.refuseWith = `550 5.1.1 <${email}>: Recipient address rejected`;
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/verify/send',
        payload: { email },
      });
      expect(sent.statusCode).toBe(200);
      await t.app.mailer.deliverDue();
      const log = lines.join('\n');
      expect(log).toContain('mail delivery failed');
      expect(log).toContain('Recipient address rejected');
      expect(log.toLowerCase()).not.toContain(email.toLowerCase());
      expect(log).not.toMatch(LEAK_PATTERNS[0]![1]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
