import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY, isStaffOnly } from './access-policy.ts';
import { errorBodySchema } from './errors.ts';
import { OPENAPI_PATH } from './openapi.ts';
import {
  buildTestApp,
  registeredRoutes,
  signedInAgent,
  TestAgent,
  type TestApp,
} from './test/helper.ts';

type Operation = {
  tags?: string[];
  description?: string;
  security?: unknown[];
  'x-access'?: unknown;
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** "/api/leads/:id/documents" as OpenAPI writes it: "/api/leads/{id}/documents". */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe(`GET ${OPENAPI_PATH}`, () => {
  let t: TestApp;
  let doc: Document;
  /** The description as each kind of caller reads it. */
  const asCaller: Record<'visitor' | 'user' | 'customer' | 'partner', Document> = {} as never;
  beforeAll(async () => {
    t = await buildTestApp();
    const read = async (agent: TestAgent) => {
      const response = await agent.get(OPENAPI_PATH);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json() as Document;
    };
    // The whole description is the admin's.
    doc = await read((await signedInAgent(t, 'admin')).agent);
    asCaller.visitor = await read(new TestAgent(t.app));
    for (const role of ['user', 'customer', 'partner'] as const)
      asCaller[role] = await read((await signedInAgent(t, role)).agent);
  });
  afterAll(() => t.close());

  // Taken from Fastify, not from API_POLICY: a route added anywhere, by anyone, is checked.
  const apiRoutes = () =>
    registeredRoutes(t.app)
      .map((route) => {
        const [method, url] = route.split(' ') as [string, string];
        return { method, url };
      })
      // HEAD is Fastify's own copy of each GET; the document describes the GET.
      .filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api/'));
  const operation = (method: string, url: string) =>
    doc.paths[openApiPath(url)]?.[method.toLowerCase()];

  it('shows staff-only operations to staff alone, and everything else to everyone', () => {
    let staffOnly = 0;
    for (const [route, access] of Object.entries(API_POLICY)) {
      const [method, url] = route.split(' ') as [string, string];
      expect(operation(method, url), `${route} for the admin`).toBeDefined();
      if (isStaffOnly(access)) staffOnly++;
      for (const [caller, described] of Object.entries(asCaller)) {
        const listed = described.paths[openApiPath(url)]?.[method.toLowerCase()] !== undefined;
        expect(listed, `${route} for a ${caller}`).toBe(!isStaffOnly(access));
      }
    }
    expect(staffOnly).toBeGreaterThan(10);
    for (const described of Object.values(asCaller))
      expect(JSON.stringify(described)).not.toMatch(/\/api\/admin\//);
  });

  it('is OpenAPI 3 and lists only the API', () => {
    expect(doc.openapi).toMatch(/^3\./);
    // The route list read from Fastify holds every route of the policy table.
    const served = new Set(apiRoutes().map(({ method, url }) => `${method} ${url}`));
    expect(Object.keys(API_POLICY).filter((route) => !served.has(route))).toEqual([]);
    for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/api\//);
  });

  it('describes every route Fastify serves under /api, with every method', () => {
    const missing = apiRoutes().filter(({ method, url }) => !operation(method, url));
    expect(missing).toEqual([]);
  });

  it('gives every route its access from the policy table, and a session where one is needed', () => {
    for (const { method, url } of apiRoutes()) {
      const access = API_POLICY[`${method} ${url}`];
      const described = operation(method, url)!;
      expect(described['x-access'], `${method} ${url}`).toEqual(access);
      expect(described.description, `${method} ${url}`).toMatch(/^Access: |\n\nAccess: /m);
      if (access === 'public') expect(described.security, `${method} ${url}`).toBeUndefined();
      else expect(described.security, `${method} ${url}`).toEqual([{ session: [] }]);
    }
  });

  it('gives every route its error answers in the project’s error shape', () => {
    const errorShape = JSON.stringify(Object.keys(errorBodySchema.shape.error.shape).sort());
    for (const { method, url } of apiRoutes()) {
      const { responses } = operation(method, url)!;
      const access = API_POLICY[`${method} ${url}`];
      const expected = ['429', '500'];
      if (access !== 'public') expected.push('401');
      if (Array.isArray(access)) expected.push('403');
      if (url.includes(':')) expected.push('404', '400');
      if (method === 'POST') expected.push('400', '403');
      for (const status of expected) {
        const schema = responses[status]?.content?.['application/json']?.schema as
          | { properties?: { error?: { properties?: object } } }
          | undefined;
        expect(schema, `${method} ${url} ${status}`).toBeDefined();
        expect(JSON.stringify(Object.keys(schema!.properties!.error!.properties!).sort())).toBe(
          errorShape,
        );
      }
    }
  });

  it('takes bodies, parameters and answers from the routes’ own zod schemas', () => {
    const login = operation('POST', '/api/auth/login')!;
    const body = login.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties).sort()).toEqual(['email', 'password', 'userType']);
    expect(body.required.sort()).toEqual(['email', 'password']);
    // The user, or word that the second factor is still to come.
    const [signedIn, mfaRequired] = (
      login.responses['200']!.content!['application/json']!.schema as {
        anyOf: { properties: Record<string, { properties: Record<string, unknown> }> }[];
      }
    ).anyOf;
    expect(Object.keys(mfaRequired!.properties)).toEqual(['mfaRequired']);
    const user = signedIn!.properties.user!;
    expect(Object.keys(user.properties)).toContain('name');
    expect(Object.keys(user.properties)).not.toContain('phone');

    const approve = operation('POST', '/api/admin/partners/:id/approve')!;
    expect(approve.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
    expect(approve.tags).toEqual(['admin']);
  });
});
