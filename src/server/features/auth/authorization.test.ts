import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/schemas/user.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Access, API_POLICY } from '../../policy.ts';
import {
  buildTestApp,
  openTestDatabase,
  registeredRoutes,
  signedInAgent,
  TestAgent,
  type TestApp,
} from '../../test/helper.ts';

type Caller = 'visitor' | Role;
const CALLERS: Caller[] = ['visitor', 'user', 'customer', 'partner', 'admin'];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the policy says a caller must get: refused with 401 or 403, or let through the guard. */
function expectedFor(access: Access, caller: Caller): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (caller === 'visitor') return 401;
  if (access === 'user') return 'allowed';
  return access.includes(caller) ? 'allowed' : 403;
}

describe('authorization matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('knows every API route of the app, and every policy entry is a real route', () => {
    const routes = registeredRoutes(t.app);
    for (const route of routes) {
      const [method, url] = route.split(' ') as [string, string];
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
    const apiRoutes = routes.filter((r) => / \/api\//.test(r) && !r.startsWith('HEAD '));
    expect(apiRoutes.length).toBeGreaterThan(5);
    expect(apiRoutes.filter((route) => !(route in API_POLICY))).toEqual([]);
    expect(Object.keys(API_POLICY).filter((entry) => !apiRoutes.includes(entry))).toEqual([]);
  });

  for (const [route, access] of Object.entries(API_POLICY)) {
    it(`${route} answers as the policy says (${Array.isArray(access) ? access.join('|') : access})`, async () => {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(/:\w+/g, '1');
      for (const caller of CALLERS) {
        // A fresh agent per call: some routes (logout) end the caller's session.
        const agent =
          caller === 'visitor' ? new TestAgent(t.app) : (await signedInAgent(t, caller)).agent;
        const response = await agent.request({
          method: method as 'GET',
          url,
          ...(WITH_BODY.has(method) ? { payload: {} } : {}),
        });
        const expected = expectedFor(access, caller);
        const label = `${route} as ${caller}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (expected === 'allowed') expect([401, 403], label).not.toContain(response.statusCode);
        else expect(response.statusCode, label).toBe(expected);
      }
    });
  }
});

describe('a route without a policy entry', () => {
  it('stops the app from being built', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DIST_DIR: 'dist-none' }),
      database,
      logger: false,
    });
    try {
      expect(() => app.get('/api/not-in-the-policy', async () => ({}))).toThrow(
        'No entry in API_POLICY for "GET /api/not-in-the-policy"',
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
