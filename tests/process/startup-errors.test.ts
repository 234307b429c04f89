import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { builtPgliteTemplate, freePort, spawnBuiltServer } from '../support/built-server.ts';
import { POSTGRES_SERVER_URL, type ScratchDatabase, scratchDatabase } from '../support/postgres.ts';

/** As root, the folder tests run the server as nobody: root may write anywhere. */
const runningAsRoot = process.getuid?.() === 0;
const nobody = { uid: 65534, gid: 65534 };

/** Starts the built server, expects it to stop with exit 1, and returns what it printed. */
async function refusedStart(env: Record<string, string>, user?: typeof nobody) {
  const server = await spawnBuiltServer({ LOG_LEVEL: 'info', ...env }, user);
  const code = await Promise.race([
    server.exited,
    new Promise((resolve) => setTimeout(() => resolve('still running after 30 s'), 30_000)),
  ]);
  await server.stop();
  const stderr = server.stderr();
  return { code, stderr, lines: stderr.trimEnd().split('\n') };
}

/** Exit 1 and exactly one line on stderr, without a stack trace, that names the cause. */
async function expectOneLine(
  env: Record<string, string>,
  cause: RegExp,
  user?: typeof nobody,
): Promise<string> {
  const { code, stderr, lines } = await refusedStart(env, user);
  expect({ code, lines: lines.length }, stderr).toEqual({ code: 1, lines: 1 });
  expect(lines[0]).toMatch(cause);
  expect(lines[0]).not.toMatch(/Failed query|:\d+:\d+\)|Error:/);
  return lines[0]!;
}

/** A port on 127.0.0.1 that something else holds (accepting connections and saying nothing). */
async function occupiedPort<T>(use: (port: number) => Promise<T>): Promise<T> {
  const holder: Server = createServer(() => {});
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  try {
    return await use((holder.address() as { port: number }).port);
  } finally {
    holder.close();
  }
}

const postgresUrl = (changes: { host?: string; user?: string; database?: string }) => {
  const url = new URL(POSTGRES_SERVER_URL);
  if (changes.host) url.host = changes.host;
  if (changes.user) url.username = changes.user;
  if (changes.database) url.pathname = `/${changes.database}`;
  return url.toString();
};

/** A data encryption key (32 bytes, base64) for a server that is not to write its own. */
const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

describe('start-up errors name their cause in one line', () => {
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'arkaja-start-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  describe('PostgreSQL', () => {
    it('a database that does not exist', async () => {
      const name = `missing_${randomBytes(4).toString('hex')}`;
      const line = await expectOneLine(
        { DATABASE_URL: postgresUrl({ database: name }) },
        /has no database/,
      );
      expect(line).toContain(`"${name}"`);
      expect(line).toContain('createdb');
    });

    it('nothing listening at the address', async () => {
      const port = await freePort();
      await expectOneLine(
        { DATABASE_URL: postgresUrl({ host: `127.0.0.1:${port}` }) },
        new RegExp(`Nothing is listening for PostgreSQL at 127\\.0\\.0\\.1:${port}`),
      );
    });

    it('a role it refuses', async () => {
      await expectOneLine(
        { DATABASE_URL: postgresUrl({ user: `nobody_${randomBytes(4).toString('hex')}` }) },
        /refused user "nobody_[0-9a-f]+" \(wrong password, unknown role/,
      );
    });

    it('a host name that does not resolve', async () => {
      await expectOneLine(
        { DATABASE_URL: postgresUrl({ host: 'no-such-host.invalid:5432' }) },
        /host "no-such-host\.invalid" in DATABASE_URL cannot be resolved/,
      );
    });

    it('a server that accepts connections and never answers', () =>
      occupiedPort((port) =>
        expectOneLine(
          { DATABASE_URL: postgresUrl({ host: `127.0.0.1:${port}` }) },
          /did not answer within a few seconds/,
        ),
      ));

    it('never shows the password of DATABASE_URL', async () => {
      const url = new URL(postgresUrl({ database: `missing_${randomBytes(4).toString('hex')}` }));
      url.password = 'Secret-Password-42';
      const { stderr } = await refusedStart({ DATABASE_URL: url.toString() });
      expect(stderr).not.toContain('Secret-Password-42');
    });
  });

  describe('the embedded data folder', () => {
    it('a folder this user may not write', async () => {
      const folder = newFolder();
      if (runningAsRoot) chmodSync(folder, 0o755);
      else chmodSync(folder, 0o555);
      await expectOneLine(
        { DATA_DIR: folder },
        new RegExp(`data folder ${folder} is not writable by this user`),
        runningAsRoot ? nobody : undefined,
      );
    });

    it('a damaged folder', async () => {
      const folder = newFolder();
      // A copy of the build's template, as the server makes at first start (initdb here cost
      // seconds of CPU).
      const created = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(folder, 'pglite'),
        template: builtPgliteTemplate(),
      });
      await created.close();
      const control = path.join(folder, 'pglite/global/pg_control');
      expect(existsSync(control)).toBe(true);
      writeFileSync(control, randomBytes(readFileSync(control).length));
      await expectOneLine(
        { DATA_DIR: folder },
        /embedded database in .* could not be opened: its files are damaged/,
      );
    });

    it('a folder that is a file', async () => {
      const file = path.join(newFolder(), 'not-a-folder');
      writeFileSync(file, '');
      await expectOneLine({ DATA_DIR: file }, /is a file, not a folder/);
    });
  });

  describe('listening (each on a database of its own)', () => {
    let database: ScratchDatabase;
    beforeEach(async () => {
      database = await scratchDatabase('startup');
    });
    afterEach(() => database?.drop());

    it('a port another program uses', () =>
      occupiedPort((port) =>
        expectOneLine(
          { DATABASE_URL: database.url, PORT: String(port) },
          new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use .* set PORT`),
        ),
      ));

    it('a METRICS_PORT another program uses', () =>
      occupiedPort((port) =>
        expectOneLine(
          { DATABASE_URL: database.url, METRICS_PORT: String(port) },
          new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use .* set METRICS_PORT`),
        ),
      ));

    it('a HOST that is not an address of this machine', async () => {
      await expectOneLine(
        { DATABASE_URL: database.url, HOST: '203.0.113.7' },
        /HOST 203\.0\.113\.7 is not an address of this machine/,
      );
    });

    const unprivilegedFrom = '/proc/sys/net/ipv4/ip_unprivileged_port_start';
    it.runIf(
      runningAsRoot &&
        existsSync(unprivilegedFrom) &&
        Number(readFileSync(unprivilegedFrom, 'utf8')) > 80,
    )('a port below 1024 for a user without the right', async () => {
      await expectOneLine(
        // The key given, as in production: without it the server keeps one in its data folder,
        // which this user may not write.
        { DATABASE_URL: database.url, PORT: '80', DATA_ENCRYPTION_KEY: TEST_DATA_KEY },
        /may not listen on port 80/,
        nobody,
      );
    });
  });

  it('bad configuration', async () => {
    await expectOneLine({ PORT: 'eighty' }, /^Invalid configuration: PORT/);
  });
});
