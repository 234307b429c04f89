import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/helper.ts';
import { CLIENT_ERROR_LIMITS } from '#shared/schemas/client-errors.ts';
import { CLIENT_ERROR_LIMIT } from './service.ts';

describe('POST /api/client-errors', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ log: stream });
  });
  afterAll(() => t.close());

  let counter = 0;
  const fromNewIp = () => {
    const remoteAddress = `10.9.0.${++counter}`;
    return (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: payload as object,
        headers,
        remoteAddress,
      });
  };
  const report = {
    kind: 'render',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'name')",
    stack:
      'TypeError: Cannot read properties\n    at Plant (/assets/customer-dashboard-page-x1.js:1:200)',
    path: '/customer-dashboard',
  };
  const reports = () => lines.filter((line) => line.msg === 'a page failed in the browser');

  it('logs a visitor’s report, one line, and answers 204', async () => {
    const before = reports().length;
    const response = await fromNewIp()(report);
    expect(response.statusCode).toBe(204);
    expect(reports().slice(before)).toEqual([
      expect.objectContaining({ level: 40, clientError: report }),
    ]);
  });

  it('keeps what may be someone’s data out of the log', async () => {
    const secret = 'Zm9vYmFyYmF6cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
    const before = reports().length;
    const response = await fromNewIp()({
      ...report,
      message: `No plant for meera@mill.example with token=${secret}`,
      stack: `Error\n    at /auth/reset?token=${secret}`,
    });
    expect(response.statusCode).toBe(204);
    const logged = JSON.stringify(reports().slice(before));
    expect(logged).not.toContain('meera@mill.example');
    expect(logged).not.toContain(secret);
    expect(logged).toContain('[redacted]');
  });

  it.each([
    ['a path with its query', { ...report, path: '/auth/reset?token=abc' }],
    ['a path that is no path', { ...report, path: 'https://elsewhere.example/' }],
    ['an unknown kind', { ...report, kind: 'other' }],
    ['a field of its own', { ...report, cookie: 'sid=1' }],
    ['no name', { ...report, name: '' }],
    ['an over-long message', { ...report, message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }],
    ['an over-long stack', { ...report, stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) }],
    ['not an object', ['render']],
  ])('refuses %s with 400 and logs nothing', async (_, payload) => {
    const before = reports().length;
    const response = await fromNewIp()(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
    expect(reports().length).toBe(before);
  });

  it('refuses a body over its bound with 413, unread', async () => {
    const response = await fromNewIp()({
      ...report,
      padding: 'x'.repeat(CLIENT_ERROR_LIMITS.body),
    });
    expect(response.statusCode).toBe(413);
  });

  it('counts the reports of one address: over the limit, 429 and nothing logged', async () => {
    const send = fromNewIp();
    for (let i = 0; i < CLIENT_ERROR_LIMIT.limit; i++)
      expect((await send(report)).statusCode).toBe(204);
    const before = reports().length;
    const refused = await send(report);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(reports().length).toBe(before);
    // Another address is counted on its own; the window passes.
    expect((await fromNewIp()(report)).statusCode).toBe(204);
    t.clock.advance(CLIENT_ERROR_LIMIT.windowSeconds * 1000);
    expect((await send(report)).statusCode).toBe(204);
  });
});
