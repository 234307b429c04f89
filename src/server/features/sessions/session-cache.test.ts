import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { forgetUserSessions, SESSION_CACHE_MS } from './index.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the in-process session cache (decision 026)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const sessionUser = async (agent: TestAgent) =>
    (await agent.get('/api/auth/session')).json().user as { id: string; role: string } | null;

  it('serves a session it read from memory for at most SESSION_CACHE_MS, then asks the database again', async () => {
    const { agent, user } = await signedInAgent(t, 'customer');
    expect((await sessionUser(agent))?.id).toBe(user.id);
    // Another process ends the session: the row goes, this process has it cached.
    await t.database.db.delete(sessions);
    expect((await sessionUser(agent))?.id).toBe(user.id);
    await sleep(SESSION_CACHE_MS + 50);
    expect(await sessionUser(agent)).toBeNull();
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('never outlives the session: past its idle expiry the cached session is gone at once', async () => {
    const { agent, user } = await signedInAgent(t, 'customer');
    expect((await sessionUser(agent))?.id).toBe(user.id);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect(await sessionUser(agent)).toBeNull();
  });

  it('a change made through this process applies to the next request', async () => {
    // forgetUserSessions after a change to the account (here its role, written directly).
    const { agent, user } = await signedInAgent(t, 'customer');
    expect((await sessionUser(agent))?.role).toBe('customer');
    await t.database.db.update(users).set({ role: 'partner' }).where(eq(users.id, user.id));
    forgetUserSessions(t.database.db, user.id);
    expect((await sessionUser(agent))?.role).toBe('partner');

    // Logging out through another request with the same cookie ends it everywhere here.
    const other = new TestAgent(t.app);
    other.setCookie('sid', agent.cookie('sid')!);
    expect((await other.post('/api/auth/logout')).statusCode).toBe(200);
    expect(await sessionUser(agent)).toBeNull();
  });

  it('the prepared session answers follow a change to the account at once (decision 033)', async () => {
    const { agent: admin } = await signedInAgent(t, 'admin');
    const { agent, user } = await signedInAgent(t, 'customer');
    const answers = async () => [
      (await agent.get('/api/auth/session')).json().user,
      (await agent.get('/api/auth/user')).json().user,
    ];
    // The second read is served from the cached session and its prepared answers.
    await answers();
    for (const shown of await answers()) expect(shown).toMatchObject({ role: 'customer' });

    const renamed = await agent.request({
      method: 'PATCH',
      url: '/api/account',
      payload: {
        firstName: 'Meera',
        lastName: 'Rathore',
        phone: '+91 94140 55555',
        company: '',
        language: 'hi',
      },
    });
    expect(renamed.statusCode).toBe(200);
    for (const shown of await answers())
      expect(shown).toMatchObject({ name: 'Meera Rathore', language: 'hi', role: 'customer' });

    const promoted = await admin.request({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/role`,
      payload: { role: 'partner' },
    });
    expect(promoted.statusCode).toBe(200);
    for (const shown of await answers())
      expect(shown).toMatchObject({ name: 'Meera Rathore', role: 'partner' });

    expect((await admin.post(`/api/admin/users/${user.id}/disable`)).statusCode).toBe(200);
    expect((await agent.get('/api/auth/session')).json()).toEqual({ user: null });
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('forgetUserSessions drops every session of that user and no one else', async () => {
    const first = await signedInAgent(t, 'customer');
    const second = new TestAgent(t.app);
    second.setCookie('sid', first.agent.cookie('sid')!);
    const bystander = await signedInAgent(t, 'customer');
    for (const agent of [first.agent, second, bystander.agent])
      expect(await sessionUser(agent)).not.toBeNull();
    await t.database.db.delete(sessions);
    forgetUserSessions(t.database.db, first.user.id);
    expect(await sessionUser(first.agent)).toBeNull();
    expect(await sessionUser(second)).toBeNull();
    // The bystander's session is still cached (it is gone from the database too).
    expect((await sessionUser(bystander.agent))?.id).toBe(bystander.user.id);
  });
});
