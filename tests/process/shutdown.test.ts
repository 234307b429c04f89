import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../support/built-server.ts';
import { type ScratchDatabase, scratchDatabase } from '../support/postgres.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw keep-alive connection, as a reverse proxy holds them: what it received, and whether it closed. */
async function openConnection(server: BuiltServer) {
  const socket: Socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    closed,
    received: () => received,
    /** Waits until a whole answer (headers and the Content-Length of body) has arrived. */
    async answer(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const [head, body = ''] = received.split('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(head ?? '');
        if (length && Buffer.byteLength(body) >= Number(length[1])) return { head: head!, body };
        await sleep(20);
      }
      throw new Error(`no whole answer: ${JSON.stringify(received)}`);
    },
  };
}

/**
 * SIGTERM while an idle keep-alive connection is open and a request is in flight (its body half
 * sent): the request completes with Connection: close, both connections are closed by the
 * server, and the process exits 0 well before the 10 s deadline.
 */
async function shutDownUnderKeepAlive(server: BuiltServer, email: string) {
  const idle = await openConnection(server);
  idle.socket.write('GET /healthz HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n');
  expect((await idle.answer()).head).toMatch(/^HTTP\/1\.1 200/);

  const busy = await openConnection(server);
  const body = JSON.stringify({ email });
  busy.socket.write(
    `POST /api/newsletter HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  await sleep(300);

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await sleep(300);
  busy.socket.write(body.slice(10));
  const { head } = await busy.answer();
  expect(head).toMatch(/^HTTP\/1\.1 200/);
  expect(head).toMatch(/^connection: close$/im);

  await Promise.all([idle.closed, busy.closed]);
  const code = await server.exited;
  const tookMs = Date.now() - signalled;
  expect(code, server.output()).toBe(0);
  expect(tookMs).toBeLessThan(5_000);
  // Nothing accepts connections any more.
  await expect(openConnection(server)).rejects.toThrow(/ECONNREFUSED/);
}

describe('SIGTERM with keep-alive clients', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arkaja-shutdown-'));
  let database: ScratchDatabase | undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('on the embedded database: finishes the request, closes the database (its lock is gone), exits 0', async () => {
    const server = await startBuiltServer({ DATA_DIR: dataDir });
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    await shutDownUnderKeepAlive(server, 'in-flight@test.example');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('on PostgreSQL: finishes the request, stores it, closes every session, exits 0', async () => {
    database = await scratchDatabase('shutdown');
    const server = await startBuiltServer({ DATABASE_URL: database.url });
    await shutDownUnderKeepAlive(server, 'in-flight-pg@test.example');
    expect(await database.sessionCount()).toBe(0);
    expect(await database.query('select email from newsletter')).toEqual([
      { email: 'in-flight-pg@test.example' },
    ]);
  });
});
