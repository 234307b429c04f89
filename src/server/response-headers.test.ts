import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiHeaderList,
  LANGUAGE_REDIRECT_SCRIPT_SOURCE,
  pageHeaderList,
} from './plugins/security-headers.ts';
import {
  agentsUntilSignedOut,
  buildTestApp,
  fillParams,
  registeredRoutes,
  signedInAgent,
  TestAgent,
  type TestApp,
} from './test/helper.ts';
import { listenOnFreePort, sendRaw } from './test/raw-http.ts';
import { stubClient } from './test/stub-client.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const PAGE_HEADERS = pageHeaderList({
  secure: false,
  scriptHashes: [LANGUAGE_REDIRECT_SCRIPT_SOURCE],
});
const API_HEADERS = apiHeaderList({ secure: false });

type Answer = { statusCode: number; headers: Record<string, unknown> };

/**
 * The header set an answer must carry, judged from outside: whatever an /api route or address
 * answers, and every JSON answer, is an API answer (it depends on who asks); HTML pages and the
 * assets they load carry the page set.
 */
function requiredKind(apiAddress: boolean, response: Answer): 'api' | 'page' {
  const type = String(response.headers['content-type'] ?? '');
  return apiAddress || type.startsWith('application/json') ? 'api' : 'page';
}

function expectHeaderSet(response: Pick<Answer, 'headers'>, kind: 'api' | 'page', label: string) {
  const expected = kind === 'api' ? API_HEADERS : PAGE_HEADERS;
  const got = Object.fromEntries(expected.map(([name]) => [name, response.headers[name]]));
  expect(got, `${label}: the ${kind} header set`).toEqual(Object.fromEntries(expected));
  if (kind === 'api') {
    expect(String(response.headers.vary), label).toMatch(/(^|,)\s*cookie\s*(,|$)/i);
    // Nothing of the page set that the API set leaves out.
    expect(response.headers['permissions-policy'], label).toBeUndefined();
  }
}

/** RATE_LIMIT_PER_MINUTE of the test apps (test/helper.ts), and the 404s' share of it (app.ts). */
const GENERAL_LIMIT = 100_000;
const NOT_FOUND_LIMIT = GENERAL_LIMIT / 4;

/**
 * Which rate limit counts a request, as its x-ratelimit-limit shows: the general one on every
 * /api route, the not-found handler's on a method no route serves and on a missing page or
 * asset, none on pages and assets.
 */
function countedBy(pattern: string, routed: boolean, status: number): string | undefined {
  if (routed && pattern.startsWith('/api/')) return String(GENERAL_LIMIT);
  return !routed || status === 404 ? String(NOT_FOUND_LIMIT) : undefined;
}

describe('every answer carries the header set of its kind', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = stubClient();
    t = await buildTestApp({ env: { DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('on every route Fastify serves, with every method, for visitors and signed-in users', async () => {
    const routes = new Set(registeredRoutes(t.app));
    const patterns = [...new Set([...routes].map((route) => route.split(' ')[1]!))];
    const kinds = { api: 0, page: 0 };
    const statuses = new Set<number>();
    const signedIn = agentsUntilSignedOut(t, async (role: 'customer' | 'admin') => {
      return (await signedInAgent(t, role)).agent;
    });
    for (const caller of ['visitor', 'customer', 'admin'] as const) {
      for (const pattern of patterns) {
        for (const method of METHODS) {
          const agent = caller === 'visitor' ? new TestAgent(t.app) : await signedIn(caller);
          const response = await agent.request({
            method,
            url: fillParams(pattern),
            ...(['GET', 'HEAD', 'OPTIONS'].includes(method) ? {} : { payload: {} }),
          });
          const kind = requiredKind(pattern.startsWith('/api/'), response);
          const label = `${method} ${pattern} as ${caller}: ${response.statusCode}`;
          expectHeaderSet(response, kind, label);
          expect(response.headers['x-ratelimit-limit'], `${label}: the limit that counted it`).toBe(
            countedBy(pattern, routes.has(`${method} ${pattern}`), response.statusCode),
          );
          kinds[kind]++;
          statuses.add(response.statusCode);
        }
      }
    }
    // The walk reaches pages and the API, and answers of every class.
    expect(kinds.page).toBeGreaterThan(100);
    expect(kinds.api).toBeGreaterThan(500);
    for (const status of [200, 303, 400, 401, 403, 404, 405])
      expect([...statuses], `a ${status} answer`).toContain(status);
  }, 120_000);

  const json = { 'content-type': 'application/json' };
  it.each([
    ['an unknown /api path', { method: 'GET', url: '/api/nothing-here' }],
    ['an unknown page', { method: 'GET', url: '/nothing-here' }],
    ['an unknown Hindi page', { method: 'HEAD', url: '/hi/nothing-here' }],
    ['a write to a page', { method: 'POST', url: '/services', payload: {} }],
    ['OPTIONS on an /api path', { method: 'OPTIONS', url: '/api/feedback' }],
    ['another spelling of an /api path', { method: 'GET', url: '/api/auth//session/' }],
    ['a path parameter that names nothing', { method: 'GET', url: '/api/documents/abc' }],
    ['an asset', { method: 'GET', url: '/assets/app-1234.js' }],
    ['a missing asset', { method: 'GET', url: '/assets/none.js' }],
    ['robots.txt', { method: 'GET', url: '/robots.txt' }],
    ['a query that is not valid', { method: 'GET', url: '/api/feedback?entityType=x' }],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":' },
    ],
    ['an empty JSON body', { method: 'POST', url: '/api/auth/login', headers: json, payload: '' }],
    [
      'a NUL character in the body',
      { method: 'POST', url: '/api/newsletter', headers: json, payload: '{"email":"\\u0000"}' },
    ],
    [
      'an unknown content type',
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'x/y' }, payload: '{}' },
    ],
    [
      'a body over the limit',
      { method: 'POST', url: '/api/auth/login', headers: json, payload: `"${'x'.repeat(70_000)}"` },
    ],
    [
      'a write from another site',
      { method: 'POST', url: '/api/auth/logout', headers: { origin: 'https://evil.example' } },
    ],
    ['bad percent-encoding', { method: 'GET', url: '/api/%zz' }],
    ['bad percent-encoding outside /api', { method: 'GET', url: '/%zz' }],
    [
      'a parameter over the length limit',
      { method: 'GET', url: `/api/documents/${'9'.repeat(300)}` },
    ],
  ] as const)('on %s', async (label, request) => {
    const agent = (await signedInAgent(t, 'customer')).agent;
    const response = await agent.request(request as never);
    const kind = requiredKind(request.url.startsWith('/api/'), response);
    expectHeaderSet(response, kind, `${label}: ${response.statusCode}`);
  });

  it('on a page, its revalidation (304) and its HEAD', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/services' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectHeaderSet(page, 'page', 'GET /services');
    const etag = String(page.headers.etag);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/services',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expectHeaderSet(unchanged, 'page', '304 /services');
    expectHeaderSet(await t.app.inject({ method: 'HEAD', url: '/hi/services' }), 'page', 'HEAD');
  });

  it('on an answer refused by the rate limit', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      let response: Answer | undefined;
      for (let i = 0; i < 3 && response?.statusCode !== 429; i++)
        response = await limited.app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(response?.statusCode).toBe(429);
      expectHeaderSet(response!, 'api', '429');
    } finally {
      await limited.close();
    }
  });
});

/** Something each malformed request carries, which the answer must not repeat. */
const MARK = 'ECHOMARK';

describe('malformed requests get the JSON error shape and nothing of the request back', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    port = await listenOnFreePort(t.app);
  });
  afterAll(() => t.close());

  const head = () => `Host: 127.0.0.1:${port}\r\nConnection: close\r\n`;
  const json = (length: string) =>
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n`;
  const MALFORMED: [string, number, () => string][] = [
    ['bad percent-encoding', 400, () => `GET /${MARK}%zz HTTP/1.1\r\n${head()}\r\n`],
    ['bad percent-encoding under /api', 400, () => `GET /api/${MARK}%zz HTTP/1.1\r\n${head()}\r\n`],
    ['a lone % in a parameter', 400, () => `GET /api/documents/%${MARK} HTTP/1.1\r\n${head()}\r\n`],
    [
      'headers over the size limit',
      431,
      () => `GET /api/auth/session HTTP/1.1\r\n${head()}X-${MARK}: ${'E'.repeat(20_000)}\r\n\r\n`,
    ],
    [
      'a Content-Length that is not a number',
      400,
      () => `POST /api/auth/login HTTP/1.1\r\n${head()}${json(MARK)}\r\n{}`,
    ],
    [
      'two Content-Lengths',
      400,
      () => `POST /api/auth/login HTTP/1.1\r\n${head()}${json('2')}Content-Length: 3\r\n\r\n{}`,
    ],
    [
      'Content-Length with Transfer-Encoding',
      400,
      () =>
        `POST /api/auth/login HTTP/1.1\r\n${head()}${json('2')}Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    [
      'a malformed chunk',
      400,
      () =>
        `POST /api/auth/login HTTP/1.1\r\n${head()}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n${MARK}\r\n0\r\n\r\n`,
    ],
    [
      'a body that is not JSON',
      400,
      () => `POST /api/auth/login HTTP/1.1\r\n${head()}${json('14')}\r\n{"${MARK}":x}`,
    ],
    [
      'a body over the limit',
      413,
      () => `POST /api/auth/login HTTP/1.1\r\n${head()}${json('99999999999')}\r\n{}`,
    ],
    [
      'an unknown content type',
      415,
      () =>
        `POST /api/auth/login HTTP/1.1\r\n${head()}Content-Type: ${MARK}/x\r\nContent-Length: 2\r\n\r\n{}`,
    ],
    ['an unknown method', 400, () => `${MARK} /api/auth/session HTTP/1.1\r\n${head()}\r\n`],
    ['an unknown HTTP version', 400, () => `GET /api/auth/session HTTP/9.9\r\n${head()}\r\n`],
    [
      'a control character in a header',
      400,
      () => `GET /api/auth/session HTTP/1.1\r\n${head()}X-Test: a\x01${MARK}\r\n\r\n`,
    ],
    ['a space in the path', 400, () => `GET /api/${MARK} x HTTP/1.1\r\n${head()}\r\n`],
    ['not HTTP at all', 400, () => `${MARK} garbage\r\n\r\n`],
    ['no Host header', 400, () => `GET /api/${MARK} HTTP/1.1\r\nConnection: close\r\n\r\n`],
    [
      'a path parameter over the length limit',
      414,
      () => `GET /api/documents/${MARK}${'9'.repeat(300)} HTTP/1.1\r\n${head()}\r\n`,
    ],
    ['an unknown /api path', 404, () => `GET /api/${MARK} HTTP/1.1\r\n${head()}\r\n`],
    ['an unrouted method', 405, () => `PATCH /api/auth/session?${MARK} HTTP/1.1\r\n${head()}\r\n`],
  ];

  it.each(MALFORMED)('%s: %i', async (_label, status, request) => {
    const response = await sendRaw(port, request());
    expect(response.status, response.raw.slice(0, 300)).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectHeaderSet(response, 'api', 'malformed');
    const body = JSON.parse(response.body);
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    expect(body.error.message).toMatch(/^[A-Z].*\.$/);
    expect(response.raw).not.toContain(MARK);
    expect(response.raw).not.toMatch(/FST_|HPE_|ERR_|statusCode/);
  });
});
