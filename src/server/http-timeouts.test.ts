import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS } from './http-timeouts.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { listenOnFreePort, openSocket, timeUntilClosed } from './test/raw-http.ts';

/** Short waits, each far from the others, so that a test can tell which one ended a connection. */
const SHORT = { idle: 2_500, headers: 600, request: 1_000, keepAlive: 300, checkEvery: 50 };
/** Without a limit a connection stays open; this is long enough to tell. */
const NEVER = 8_000;

/** Writes `text` one byte every `everyMs` until the socket closes (so it is never idle). */
function trickle(socket: Socket, text: string, everyMs: number) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++]!);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** A connection to the app: what the server wrote so far, and when it ended the connection. */
async function connect(port: number) {
  const socket = await openSocket(port);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return {
    socket,
    answer: () => Buffer.concat(chunks).toString('latin1'),
    closed: timeUntilClosed(socket, NEVER),
  };
}

/** The server ended the connection, not before `limit` (less the check interval's slack). */
function expectCutAfter(ms: number, limit: number) {
  expect(ms).toBeLessThan(NEVER);
  expect(ms).toBeGreaterThanOrEqual(limit - 100);
}

describe('slow and silent clients do not hold connections', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ timeouts: SHORT });
    port = await listenOnFreePort(t.app);
  });
  afterAll(() => t.close());

  const head = (extra = '') =>
    `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n${extra}`;

  it('cuts a body that stops after 4 of 1000 bytes, with a 408', async () => {
    const client = await connect(port);
    client.socket.write(`${head('Content-Length: 1000\r\n')}\r\n{"em`);
    expectCutAfter(await client.closed, SHORT.request);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a client that opens a connection and sends nothing, after the header limit', async () => {
    const client = await connect(port);
    expectCutAfter(await client.closed, SHORT.headers);
  });

  it('answers 408 to headers sent byte by byte, after the header limit', async () => {
    const client = await connect(port);
    trickle(client.socket, `${head()}X-Slow: ${'s'.repeat(500)}\r\n\r\n`, 50);
    expectCutAfter(await client.closed, SHORT.headers);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408 .*"code":"request_timeout"/s);
  });

  it('answers 408 to a body trickled byte by byte, after the request limit', async () => {
    const client = await connect(port);
    client.socket.write(`${head('Content-Length: 1000\r\n')}\r\n`);
    trickle(client.socket, `{"email":"${'x'.repeat(990)}`, 50);
    expectCutAfter(await client.closed, SHORT.request);
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after the keep-alive limit', async () => {
    const client = await connect(port);
    client.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    while (!client.answer().includes('\r\n\r\n')) await new Promise((r) => setTimeout(r, 10));
    expect(client.answer()).toMatch(/^HTTP\/1\.1 200 .*keep-alive/is);
    // Closed by the keep-alive limit (Node adds a second to it), before the idle limit.
    expect(await client.closed).toBeLessThan(SHORT.idle);
  });
});

describe('the limits the server runs with', () => {
  it('has every one set (0 would mean no limit), the headers within the request', async () => {
    const t = await buildTestApp();
    try {
      const server = t.app.server;
      expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.request);
      expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headers);
      expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAlive);
      expect(server.timeout).toBe(HTTP_TIMEOUTS.idle);
      for (const value of Object.values(HTTP_TIMEOUTS)) expect(value).toBeGreaterThan(0);
      expect(HTTP_TIMEOUTS.headers).toBeLessThanOrEqual(HTTP_TIMEOUTS.request);
      // Above the 60 s after which common proxies drop an idle upstream connection.
      expect(HTTP_TIMEOUTS.keepAlive).toBeGreaterThan(60_000);
    } finally {
      await t.close();
    }
  });
});
