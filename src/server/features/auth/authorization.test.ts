import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, API_POLICY } from '#server/access-policy.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import {
  agentsUntilSignedOut,
  buildTestApp,
  fillParams,
  openTestDatabase,
  registeredRoutes,
  signedInAgent,
  TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { listenOnFreePort, rawRequest } from '#server/test/raw-http.ts';
import { can, isStaffRole, STAFF_ROLES, type StaffRole } from '#shared/permissions.ts';
import { ROLES, type Role } from '#shared/schemas/user.ts';
import { ROUTE_AUDIENCES } from './capabilities.ts';
import { expectedAnswer } from './test-support.ts';

/** Every role, and staff members who have not set up their second factor yet. */
type Caller = 'visitor' | Role | `${StaffRole} without mfa`;
const CALLERS: Caller[] = [
  'visitor',
  ...ROLES,
  ...STAFF_ROLES.map((role) => `${role} without mfa` as const),
];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Public routes that take their own credential instead of a session: a logger's ingestion key.
 * Without it every caller, signed in or not, gets 401, since a session names no plant.
 */
const OWN_CREDENTIAL = new Set(['POST /api/ingest/readings']);

const withoutMfa = (caller: Caller) => caller.endsWith(' without mfa');
const roleOf = (caller: Caller) => caller.replace(' without mfa', '') as Role;

/** What the access guard must answer a caller: refused with 401 or 403, or let through. */
function expectedFor(access: Access, caller: Caller): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (caller === 'visitor') return 401;
  if (access === 'user') return 'allowed';
  if (withoutMfa(caller)) return 403;
  return can(roleOf(caller), access) ? 'allowed' : 403;
}

/** Public routes that authenticate with a key of their own (a plant's logger), not a session. */
const OWN_CREDENTIAL_ROUTES = new Set(['POST /api/ingest/readings']);

/** The code of a 403: a staff member without a second factor is sent to set one up. */
const refusalCode = (status: 401 | 403, caller: Caller) =>
  status === 401 ? 'unauthorized' : withoutMfa(caller) ? 'mfa_setup_required' : 'forbidden';

/** The account a signed-in caller is: staff have a second factor unless said otherwise. */
const accountOf = (caller: Exclude<Caller, 'visitor'>) => ({
  role: roleOf(caller),
  mfaEnabled: isStaffRole(roleOf(caller)) && !withoutMfa(caller),
});

/**
 * What a caller must get from a route: the guard's answer, and on a `'user'` route with an
 * audience (ROUTE_AUDIENCES) that audience's, which refuses with 403 too.
 */
function expectedOfRoute(
  route: string,
  caller: Caller,
): { status: 401 | 403; code: string } | 'allowed' {
  // Open at the guard, it takes a credential of its own: without one, no session stands in.
  if (OWN_CREDENTIAL_ROUTES.has(route)) return { status: 401, code: 'unauthorized' };
  const guard = expectedFor(API_POLICY[route]!, caller);
  if (guard !== 'allowed') return { status: guard, code: refusalCode(guard, caller) };
  if (caller === 'visitor') return 'allowed';
  const answer = expectedAnswer(route, accountOf(caller));
  return answer === 'allowed' ? answer : { status: 403, code: answer };
}

/** A signed-in agent for the caller: real second factor for staff, none for the `without mfa`. */
const agentFor = (t: TestApp, caller: Exclude<Caller, 'visitor'>) =>
  signedInAgent(
    t,
    roleOf(caller),
    withoutMfa(caller) ? { mfaSecret: null, mfaEnabledAt: null } : {},
  );

describe('authorization matrix', () => {
  let t: TestApp;
  let signedIn: (caller: Exclude<Caller, 'visitor'>) => Promise<TestAgent>;
  beforeAll(async () => {
    t = await buildTestApp();
    signedIn = agentsUntilSignedOut(t, async (caller: Exclude<Caller, 'visitor'>) => {
      return (await agentFor(t, caller)).agent;
    });
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

  it('names in ROUTE_AUDIENCES only routes open to any signed-in account at the guard', () => {
    const audiences = Object.keys(ROUTE_AUDIENCES);
    expect(audiences.length).toBeGreaterThan(0);
    expect(audiences.filter((route) => API_POLICY[route] !== 'user')).toEqual([]);
  });

  for (const [route, access] of Object.entries(API_POLICY)) {
    it(`${route} answers as the policy and its audience say (${access})`, async () => {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.replace(/:\w+/g, '1');
      for (const caller of CALLERS) {
        const agent = caller === 'visitor' ? new TestAgent(t.app) : await signedIn(caller);
        const response = await agent.request({
          method: method as 'GET',
          url,
          ...(WITH_BODY.has(method) ? { payload: {} } : {}),
        });
        const expected = OWN_CREDENTIAL.has(route)
          ? ({ status: 401, code: 'unauthorized' } as const)
          : expectedOfRoute(route, caller);
        const label = `${route} as ${caller}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (expected === 'allowed') expect([401, 403], label).not.toContain(response.statusCode);
        else {
          expect(response.statusCode, label).toBe(expected.status);
          expect(response.json().error.code, label).toBe(expected.code);
        }
      }
    });
  }
});

/** Routed methods, those Fastify adds (HEAD), and ones no route here has. */
const PROBE_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
/**
 * Methods no route has and no client of the site sends: one of them for each path and caller, a
 * different one in turn, so that each is sent to many paths by every caller (all of them
 * everywhere was a third of this file's requests, each answered by the same code).
 */
const ODD_METHODS = ['TRACE', 'PROPFIND', 'SEARCH', 'MKCOL'];

describe('every method on every /api path, over the network', () => {
  let t: TestApp;
  let port: number;
  const cookies = new Map<Caller, string>();

  beforeAll(async () => {
    t = await buildTestApp();
    port = await listenOnFreePort(t.app);
    for (const caller of CALLERS) {
      if (caller === 'visitor') continue;
      const { agent } = await agentFor(t, caller);
      cookies.set(caller, `sid=${agent.cookie('sid')}`);
    }
  });
  afterAll(() => t.close());

  it("refuses a caller whom the path's routes refuse, whatever the method, leaking no length", async () => {
    // The route list comes from Fastify; only the expected answers come from the policy.
    const methodsByPath = new Map<string, string[]>();
    for (const route of registeredRoutes(t.app)) {
      const [method, url] = route.split(' ') as [string, string];
      if (!url.startsWith('/api/')) continue;
      methodsByPath.set(url, [...(methodsByPath.get(url) ?? []), method]);
    }
    expect(methodsByPath.size).toBeGreaterThan(10);

    let refusedChecks = 0;
    for (const [pathIndex, [pattern, routed]] of [...methodsByPath].entries()) {
      const accessOf = (method: string) =>
        API_POLICY[`${method === 'HEAD' ? 'GET' : method} ${pattern}`]!;
      const path = fillParams(pattern);
      for (const [callerIndex, caller] of CALLERS.entries()) {
        const send = (method: string) =>
          rawRequest(port, {
            method,
            path,
            headers: {
              origin: `http://127.0.0.1:${port}`,
              ...(cookies.has(caller) ? { cookie: cookies.get(caller)! } : {}),
            },
          });
        const answers = routed.map((method) => expectedFor(accessOf(method), caller));
        // A method with no route answers as the path's routes would: refused when all refuse.
        const unrouted = answers.every((answer) => answer !== 'allowed') ? answers[0]! : 405;
        const odd = ODD_METHODS[(pathIndex + callerIndex) % ODD_METHODS.length]!;
        for (const method of [...PROBE_METHODS, odd]) {
          const expected = routed.includes(method)
            ? expectedFor(accessOf(method), caller)
            : unrouted;
          // Routes the caller may use are the matrix's business above; sending them here
          // would change state (logout, sign-up).
          if (expected === 'allowed') continue;
          const label = `${method} ${path} as ${caller}`;
          const response = await send(method);
          expect(response.status, `${label}: ${response.body.slice(0, 120)}`).toBe(expected);
          if (expected === 405) {
            expect(response.headers.allow, label).toBe(routed.join(', '));
            continue;
          }
          refusedChecks++;
          if (method === 'HEAD') {
            // The length of the refusal GET gets, never that of the protected data.
            const refusedGet = await send('GET');
            expect(response.body, label).toBe('');
            expect(response.headers['content-length'], label).toBe(
              String(Buffer.byteLength(refusedGet.body)),
            );
            expect(JSON.parse(refusedGet.body).error.code, label).toMatch(
              /^(unauthorized|forbidden|mfa_setup_required)$/,
            );
          } else {
            expect(JSON.parse(response.body).error.code, label).toBe(refusalCode(expected, caller));
          }
        }
      }
    }
    expect(refusedChecks).toBeGreaterThan(200);
  }, 120_000);
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
