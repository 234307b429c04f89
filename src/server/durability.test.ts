import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { newsletter } from './db/schema.ts';
import { projectRoot } from './lib/project-root.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The real server process from source, on the embedded database in dataDir. */
async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot(), 'src/server/main.ts')],
    {
      cwd: projectRoot(),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
        TRUST_PROXY: 'true',
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

describe('durability on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arkaja-durability-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every sign-up that was answered 2xx when the server is killed with SIGKILL', async () => {
    const { url, child } = await startServer(dataDir);
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
    await new Promise((r) => setTimeout(r, 2_000));
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(clients);
    await exited;
    expect(acknowledged.length).toBeGreaterThan(20);

    // The server comes back on the same data, then the rows are read while it is stopped again.
    const restarted = await startServer(dataDir);
    const stopped = new Promise((r) => restarted.child.once('exit', r));
    restarted.child.kill('SIGTERM');
    await stopped;
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const stored = new Set(
      (await database.db.select({ email: newsletter.email }).from(newsletter)).map((r) => r.email),
    );
    await database.close();
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  }, 120_000);
});
