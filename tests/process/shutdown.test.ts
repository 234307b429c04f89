import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { newsletter } from '#server/db/schema.ts';
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
    /** Forgets what arrived so far: the next answer is then the first. */
    forget() {
      received = '';
    },
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

/** A request as a keep-alive client writes it: a newsletter sign-up for `email`. */
const signUp = (email: string) => {
  const body = JSON.stringify({ email });
  return {
    head: `POST /api/newsletter HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    body,
  };
};

/**
 * SIGTERM in the middle of traffic, as a reverse proxy sends it: keep-alive connections that
 * have each served a request, sign-ups written on them just before and just after the signal
 * (while the server is busy with the first ones), and one whose body trickles in over a second
 * and a half. Every request that reached the server is answered (200: stored); none is reset.
 */
async function shutDownUnderLoad(server: BuiltServer, prefix: string) {
  const connections = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const connection = await openConnection(server);
      connection.socket.write(
        'GET /healthz HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n',
      );
      await connection.answer();
      return connection;
    }),
  );
  for (const connection of connections) connection.forget();
  const emails = connections.map((_, i) => `${prefix}-${i}@test.example`);
  const [slow, ...rest] = connections;
  const slowRequest = signUp(emails[0]!);
  slow!.socket.write(slowRequest.head + slowRequest.body.slice(0, 5));
  const before = rest.slice(0, 4);
  const after = rest.slice(4);
  before.forEach((connection, i) => {
    const { head, body } = signUp(emails[i + 1]!);
    connection.socket.write(head + body);
  });
  server.child.kill('SIGTERM');
  after.forEach((connection, i) => {
    const { head, body } = signUp(emails[i + 5]!);
    connection.socket.write(head + body);
  });
  for (const chunk of slowRequest.body.slice(5).match(/.{1,4}/g)!) {
    await sleep(100);
    slow!.socket.write(chunk);
  }

  const answers = await Promise.all(connections.map((connection) => connection.answer(8_000)));
  for (const { head } of answers) expect(head).toMatch(/^HTTP\/1\.1 200/);
  // The slow one was answered after the signal: its connection was told it closes.
  expect(answers[0]!.head).toMatch(/^connection: close$/im);
  await Promise.all(connections.map((connection) => connection.closed));
  expect(await server.exited, server.output()).toBe(0);
  return emails;
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

  it('on the embedded database: answers every sign-up in flight, the slow one too, and stores them all', async () => {
    const folder = path.join(dataDir, 'under-load');
    const emails = await shutDownUnderLoad(
      await startBuiltServer({ DATA_DIR: folder }),
      'load-pglite',
    );
    // Read once the process is gone: the folder is its own while it runs.
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') });
    try {
      const stored = await database.db.select({ email: newsletter.email }).from(newsletter);
      expect(stored.map((row) => row.email).sort()).toEqual([...emails].sort());
    } finally {
      await database.close();
    }
  });

  it('on PostgreSQL: answers every sign-up in flight, the slow one too, and stores them all', async () => {
    const scratch = await scratchDatabase('shutdown_load');
    try {
      const emails = await shutDownUnderLoad(
        await startBuiltServer({ DATABASE_URL: scratch.url }),
        'load-pg',
      );
      const stored = await scratch.query('select email from newsletter order by email');
      expect(stored.map((row) => (row as { email: string }).email)).toEqual([...emails].sort());
    } finally {
      await scratch.drop();
    }
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
