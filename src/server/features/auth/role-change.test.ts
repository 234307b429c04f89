import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from '#server/access-policy.ts';
import { users } from '#server/db/schema.ts';
import {
  buildTestApp,
  fillParams,
  registeredRoutes,
  sessionAgent,
  signedInAgent,
  type TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { ASSIGNABLE_ROLES, type AssignableRole } from '#shared/schemas/user.ts';
import { multipart, pdf, upload } from '../documents/test-support.ts';
import { leadInput } from '../leads/test-support.ts';
import { partnerWithLead } from '../plants/test-support.ts';
import { SESSION_CACHE_MS } from '../sessions/index.ts';
import { expectedAnswer } from './test-support.ts';

/**
 * Routes a signed-in account may call that change something but are no partner's power: the
 * account's own settings and reactions. A new state-changing route must be named here or get a
 * request below, so the sweep cannot miss it.
 */
const NOT_PARTNER_POWERS = new Set([
  'POST /api/auth/password/change',
  'POST /api/auth/email/resend',
  'PATCH /api/account',
  'DELETE /api/account',
  'DELETE /api/account/sessions/others',
  'POST /api/feedback',
  'POST /api/auth/mfa/setup',
  'POST /api/auth/mfa/enable',
  'POST /api/auth/mfa/disable',
  // A customer's service tickets (features/monitoring).
  'POST /api/customer/tickets',
  'POST /api/customer/tickets/:id/comments',
  'POST /api/customer/tickets/:id/reopen',
]);

/** Routes a partner may reach past the access guard: those for any signed-in account. */
const partnerReachable = (app: TestApp['app']) =>
  registeredRoutes(app).filter((route) => API_POLICY[route] === 'user');

describe('a role change takes effect at once', () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const changeRole = async (userId: string, role: AssignableRole) => {
    const changed = await admin.request({
      method: 'PUT',
      url: `/api/admin/users/${userId}/role`,
      payload: { role },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  };

  it('takes every partner power from a demoted partner, in every session, with 403', async () => {
    const partner = await partnerWithLead(t, admin);
    const documentId = (
      await upload(partner.agent, partner.leadId, 'electricity_bill', pdf())
    ).json().document.id as number;
    const secondSession = await sessionAgent(t, partner.user.id);

    /** The request that uses the power a route gives, on the partner's own records. */
    const requestFor = (route: string): InjectOptions | null => {
      const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
      const id = pattern.startsWith('/api/documents/') ? documentId : partner.leadId;
      const url = fillParams(pattern, String(id));
      if (route === 'POST /api/leads') return { method, url, payload: leadInput() };
      if (route === 'POST /api/leads/:id/documents')
        return { method, url, ...multipart({ type: 'pan_card' }, pdf()) };
      if (route === 'PUT /api/partners/payout-profile')
        return {
          method,
          url,
          payload: {
            pan: 'ABCPE1234F',
            accountName: 'Asha Sharma',
            accountNumber: '001234567890',
            ifsc: 'SBIN0001234',
          },
        };
      if (method === 'GET') return { method, url };
      if (NOT_PARTNER_POWERS.has(route)) return null;
      throw new Error(`${route}: say how a partner uses it, or that it is no partner power`);
    };

    // A partner power: the partner may use it, a customer who never was one may not.
    const customer = (await signedInAgent(t, 'customer')).agent;
    const powers: [string, InjectOptions][] = [];
    for (const route of partnerReachable(t.app)) {
      if (route.startsWith('HEAD ')) continue;
      const request = requestFor(route);
      if (!request) continue;
      const asPartner = await partner.agent.request(request);
      if (asPartner.statusCode >= 300) continue;
      expect(asPartner.statusCode, route).toBeLessThan(300);
      if ((await customer.request(request)).statusCode < 300) continue;
      powers.push([route, request]);
    }
    expect(powers.map(([route]) => route).sort()).toEqual(
      expect.arrayContaining([
        'GET /api/documents/:id',
        'GET /api/leads',
        'GET /api/leads/:id',
        'GET /api/partners/earnings',
        'POST /api/leads',
        'POST /api/leads/:id/documents',
      ]),
    );
    // Both sessions were read (and cached) with the partner role.
    expect((await secondSession.get('/api/leads')).statusCode).toBe(200);

    await changeRole(partner.user.id, 'customer');
    for (const session of [partner.agent, secondSession])
      for (const [route, request] of powers) {
        const response = await session.request(request);
        expect(response.statusCode, `${route}: ${response.body.slice(0, 120)}`).toBe(403);
      }
  });

  it('follows a change made by another process within the session cache time', async () => {
    const partner = await partnerWithLead(t, admin);
    expect((await partner.agent.get(`/api/leads/${partner.leadId}`)).statusCode).toBe(200);
    // Another process changes the role: this one hears nothing and serves its cached session.
    await t.database.db
      .update(users)
      .set({ role: 'customer', userType: 'customer' })
      .where(eq(users.id, partner.user.id));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    expect((await partner.agent.get(`/api/leads/${partner.leadId}`)).statusCode).toBe(403);
    expect((await partner.agent.post('/api/leads', leadInput())).statusCode).toBe(403);
  });

  // Every direction an admin can change a role in, with two sessions of the account warmed in
  // this process's session cache first: the next request of each follows the new role, on every
  // route the guard (a staff permission) or the service (ROUTE_AUDIENCES) opens to one role and
  // not the other.
  const directions = ASSIGNABLE_ROLES.flatMap((from) =>
    ASSIGNABLE_ROLES.filter((to) => to !== from).map((to) => [from, to] as const),
  );
  for (const [from, to] of directions) {
    it(`${from} → ${to}: every role-guarded route answers for the new role`, async () => {
      const { agent, user } = await signedInAgent(t, from);
      const sessions = [agent, await sessionAgent(t, user.id)];
      let before = { role: from, mfaEnabled: false };
      for (const session of sessions) {
        before = (await session.get('/api/auth/user')).json().user;
        expect(before.role).toBe(from);
      }
      await changeRole(user.id, to);
      const after = (await sessions[0]!.get('/api/auth/user')).json().user;
      expect(after.role).toBe(to);
      let checked = 0;
      for (const route of registeredRoutes(t.app)) {
        if (route.startsWith('HEAD ') || !(route in API_POLICY)) continue;
        const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
        const expected = expectedAnswer(route, after);
        if (expectedAnswer(route, before) === expected) continue;
        for (const session of sessions) {
          const response = await session.request({
            method,
            url: fillParams(pattern),
            ...(method === 'GET' ? {} : { payload: {} }),
          });
          const label = `${route} after ${from} → ${to}: ${response.body.slice(0, 120)}`;
          if (expected === 'allowed') expect([401, 403], label).not.toContain(response.statusCode);
          else {
            expect(response.statusCode, label).toBe(403);
            expect(response.json().error.code, label).toBe(expected);
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
