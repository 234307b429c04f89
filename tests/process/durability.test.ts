import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { newsletter } from '#server/db/schema.ts';
import { startBuiltServer } from '../support/built-server.ts';

/** The built server on the embedded database in dataDir; each request claims its own address. */
const startServer = (dataDir: string) =>
  startBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });

describe('durability on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arkaja-durability-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every sign-up that was answered 2xx when the server is killed with SIGKILL', async () => {
    const server = await startServer(dataDir);
    const { url } = server;
    const acknowledged: string[] = [];
    let killed = false;
    let sent = 0;

    // Four clients sign up in a loop until the process dies under them.
    const client = async (n: number) => {
      while (!killed) {
        const email = `durable-${n}-${sent++}@test.example`;
        try {
          const response = await fetch(`${url}/api/newsletter`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.0.${n}.${sent % 250}`,
            },
            body: JSON.stringify({ email }),
          });
          if (response.ok) acknowledged.push(email);
        } catch {
          // the connection broke when the process died: this one was never acknowledged
        }
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    // Killed once enough sign-ups are answered, not after a fixed time: a busy machine answers
    // fewer a second, and the check needs writes in flight when the process dies.
    const deadline = Date.now() + 60_000;
    while (acknowledged.length <= 20 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(clients);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(20);

    // The server comes back on the same data, then the rows are read while it is stopped again.
    const restarted = await startServer(dataDir);
    await restarted.stop();
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const stored = new Set(
      (await database.db.select({ email: newsletter.email }).from(newsletter)).map((r) => r.email),
    );
    await database.close();
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  }, 120_000);
});
