import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema.ts';
import {
  buildTestApp,
  jobsSettled,
  signedInAgent,
  TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { PASSWORD_RESET_JOB } from '../auth/recovery.ts';
import { newAccount } from '../auth/test-support.ts';
import { application } from '../partners/test-support.ts';

const TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable,
);

/**
 * After "Delete my account", no table the product writes holds a personal field of the account:
 * every table of the schema is read whole and searched for the account's address, names,
 * username and phone, the audit log included.
 */
describe('a deleted account leaves no personal data in any table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.jobs.start();
  });
  afterAll(() => t.close());

  it('walks every table of the schema', async () => {
    expect(TABLES.map((table) => getTableConfig(table).name)).toEqual(
      expect.arrayContaining(['users', 'audit_log', 'partners', 'outbox', 'sessions']),
    );
    const unique = randomBytes(4).toString('hex');
    const letters = unique.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
    const account = newAccount({
      firstName: `Zorawar${letters}`,
      lastName: `Bhati${letters}`,
      username: `zorawar_${unique}`,
      email: `zorawar-${unique}@erase.example`,
      phone: `+91 97${unique.replace(/\D/g, '7').slice(0, 3)} 4${unique.replace(/\D/g, '3').slice(0, 4)}`,
      userType: 'partner',
    });
    const agent = new TestAgent(t.app);
    const registered = await agent.post('/api/auth/register', account);
    expect(registered.statusCode, registered.body).toBe(201);
    const userId: string = registered.json().user.id;
    // The address is proven (the newsletter and contact messages of an unproven one may be
    // someone else's, and stay).
    const [confirmation] = await t.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, account.email));
    const token = /\/auth\/confirm\?token=([\w-]+)/.exec(confirmation!.text)![1];
    expect((await agent.post('/api/auth/email/confirm', { token })).statusCode).toBe(200);
    const { agent: admin } = await signedInAgent(t, 'admin');

    // Everything that writes the account somewhere: an application and its approval, an
    // admin's disabling and enabling it, a change of role, a forgotten password, a newsletter.
    const applied = await agent.post(
      '/api/partners/signup',
      application({
        email: account.email,
        fullName: `${account.firstName} ${account.lastName}`,
        phone: account.phone,
      }),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    await admin.post(`/api/admin/partners/${applied.json().partner.id}/approve`);
    await admin.post(`/api/admin/users/${userId}/disable`);
    await admin.post(`/api/admin/users/${userId}/enable`);
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${userId}/role`,
      payload: { role: 'customer' },
    });
    await new TestAgent(t.app).post('/api/auth/password/forgot', { email: account.email });
    await jobsSettled(t, PASSWORD_RESET_JOB);
    await agent.post('/api/newsletter', { email: account.email });
    const signedIn = new TestAgent(t.app);
    expect((await signedIn.post('/api/auth/login', account)).statusCode).toBe(200);

    const deleted = await signedIn.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: account.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const personal = [
      account.email,
      account.firstName,
      account.lastName,
      account.username,
      account.phone,
      account.phone.replace(/\D/g, '').slice(-10),
    ].map((value) => value.toLowerCase());
    const found: string[] = [];
    for (const table of TABLES) {
      const rows = await t.database.db.select().from(table);
      for (const row of rows) {
        const text = JSON.stringify(row, (_key, value) =>
          value instanceof Uint8Array ? undefined : value,
        ).toLowerCase();
        for (const value of personal)
          if (text.includes(value)) found.push(`${getTableConfig(table).name}: ${value}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
