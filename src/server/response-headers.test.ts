import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  fillParams,
  registeredRoutes,
  signedInAgent,
  TestAgent,
  type TestApp,
} from './test/helper.ts';
import { listenOnFreePort, sendRaw } from './test/raw-http.ts';

const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

function expectPrivate(response: Answer, label: string) {
  expect(response.headers['cache-control'], label).toBe('private, no-store');
  expect(String(response.headers.vary), label).toMatch(/(^|,)\s*cookie\s*(,|$)/i);
}

function expectPermissionsPolicy(response: Answer, label: string) {
  const policy = String(response.headers['permissions-policy']);
  for (const feature of DENIED_FEATURES) expect(policy, label).toContain(`${feature}=()`);
}

describe('headers on every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('every /api answer is private and varies by cookie, errors included; every answer has a Permissions-Policy', async () => {
    const routes = registeredRoutes(t.app)
      .map((route) => route.split(' ') as [string, string])
      .filter(([method]) => method !== 'HEAD');
    let apiAnswers = 0;
    for (const caller of ['visitor', 'customer', 'admin'] as const) {
      for (const [method, pattern] of routes) {
        // A fresh agent for each request: some routes end the session.
        const agent =
          caller === 'visitor' ? new TestAgent(t.app) : (await signedInAgent(t, caller)).agent;
        const response = await agent.request({
          method: method as 'GET',
          url: fillParams(pattern),
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const label = `${method} ${pattern} as ${caller}: ${response.statusCode}`;
        expectPermissionsPolicy(response, label);
        if (pattern.startsWith('/api/')) {
          expectPrivate(response, label);
          apiAnswers++;
        }
      }
    }
    expect(apiAnswers).toBeGreaterThan(60);
  });

  it.each([
    ['an unknown /api path', { method: 'GET', url: '/api/nothing-here' }],
    ['a method the path has no route for', { method: 'PUT', url: '/api/auth/session' }],
    ['a path parameter that names nothing', { method: 'GET', url: '/api/documents/abc' }],
    [
      'a body that is not JSON',
      {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      },
    ],
    ['an unknown path outside /api', { method: 'GET', url: '/nothing-here' }],
  ] as const)('%s is private too', async (_label, request) => {
    const response = await t.app.inject(request as never);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectPrivate(response, request.url);
    expectPermissionsPolicy(response, request.url);
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
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = JSON.parse(response.body);
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    expect(body.error.message).toMatch(/^[A-Z].*\.$/);
    expect(response.raw).not.toContain(MARK);
    expect(response.raw).not.toMatch(/FST_|HPE_|ERR_|statusCode/);
  });
});
