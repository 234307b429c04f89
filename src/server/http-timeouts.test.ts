import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS } from './http-timeouts.ts';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { listenOnFreePort, openSocket, timeUntilClosed } from './test/raw-http.ts';

/** Short waits, each far from the others, so that a test can tell which one ended a connection. */
const SHORT = { idle: 2_500, headers: 600, request: 1_000, keepAlive: 300, checkEvery: 50 };
/** Without a limit a connection stays open; this is long enough to tell. */
const NEVER = 8_000;
const closing = (socket: Socket) => timeUntilClosed(socket, NEVER);

/** Writes `text` one byte every `everyMs` until the socket closes (so it is never idle). */
function trickle(socket: Socket, text: string, everyMs: number) {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++]!);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** Collects what the server writes. */
function received(socket: Socket) {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return () => Buffer.concat(chunks).toString('latin1');
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
    const socket = await openSocket(port);
    const answer = received(socket);
    const closed = closing(socket);
    socket.write(`${head('Content-Length: 1000\r\n')}\r\n{"em`);
    const ms = await closed;
    expect(ms).toBeLessThan(NEVER);
    expect(ms).toBeGreaterThanOrEqual(SHORT.request - 100);
    expect(answer()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a client that opens a connection and sends nothing, after the header limit', async () => {
    const socket = await openSocket(port);
    const ms = await closing(socket);
    expect(ms).toBeLessThan(NEVER);
    expect(ms).toBeGreaterThanOrEqual(SHORT.headers - 100);
  });

  it('answers 408 to headers sent byte by byte, after the header limit', async () => {
    const socket = await openSocket(port);
    const answer = received(socket);
    const closed = closing(socket);
    trickle(socket, `${head()}X-Slow: ${'s'.repeat(500)}\r\n\r\n`, 50);
    const ms = await closed;
    expect(ms).toBeLessThan(NEVER);
    expect(ms).toBeGreaterThanOrEqual(SHORT.headers - 100);
    expect(answer()).toMatch(/^HTTP\/1\.1 408 .*"code":"request_timeout"/s);
  });

  it('answers 408 to a body trickled byte by byte, after the request limit', async () => {
    const socket = await openSocket(port);
    const answer = received(socket);
    const closed = closing(socket);
    socket.write(`${head('Content-Length: 1000\r\n')}\r\n`);
    trickle(socket, `{"email":"${'x'.repeat(990)}`, 50);
    const ms = await closed;
    expect(ms).toBeLessThan(NEVER);
    expect(ms).toBeGreaterThanOrEqual(SHORT.request - 100);
    expect(answer()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after the keep-alive limit', async () => {
    const socket = await openSocket(port);
    const answer = received(socket);
    socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    while (!answer().includes('\r\n\r\n')) await new Promise((r) => setTimeout(r, 10));
    expect(answer()).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer()).toMatch(/keep-alive/i);
    const ms = await closing(socket);
    // Closed by the keep-alive limit (Node adds a second to it), before the idle limit.
    expect(ms).toBeLessThan(SHORT.idle);
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
