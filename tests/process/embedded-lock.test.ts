import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  spawnBuiltServer,
  startBuiltServer,
  waitForReady,
} from '../support/built-server.ts';
import { runCliScript } from '../support/cli.ts';

const subscribe = (server: BuiltServer, email: string) =>
  fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('one process per embedded data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arkaja-lock-'));
  const servers: BuiltServer[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startBuiltServer({ DATA_DIR: dataDir, ...env });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the folder with one line, and the first keeps serving', async () => {
    const first = await start();
    expect((await subscribe(first, 'first@test.example')).status).toBe(200);

    const second = await spawnBuiltServer({ DATA_DIR: dataDir });
    servers.push(second);
    const outcome = await Promise.race([
      second.exited,
      waitForReady(second).then(
        () => 'started beside the first',
        () => second.exited,
      ),
    ]);
    expect(outcome).toBe(1);
    const lines = second.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('is in use by another process');
    expect(lines[0]).toContain(`pid ${first.child.pid}`);
    expect(lines[0]).toContain(path.join(dataDir, 'pglite'));

    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect((await subscribe(first, 'still-first@test.example')).status).toBe(200);
  });

  it('lets npm run admin:create refuse while the server runs, and npm run outbox read on', async () => {
    const admin = { ADMIN_EMAIL: 'ops@arkaja.example', ADMIN_PASSWORD: 'Chandpole-Gate-1727' };
    const refused = await runCliScript('admin-create', { DATA_DIR: dataDir, ...admin });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/^admin:create failed: .* is in use by another process/);

    const outbox = await runCliScript('outbox', { DATA_DIR: dataDir });
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toMatch(/No messages yet|newest message/);
  });

  it('does not stay locked after the server is killed with SIGKILL', async () => {
    const [running] = servers.filter((s) => s.child.exitCode === null);
    running!.child.kill('SIGKILL');
    await running!.exited;
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    const next = await start();
    expect((await subscribe(next, 'after-kill@test.example')).status).toBe(200);
    expect(await next.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const admin = { ADMIN_EMAIL: 'ops@arkaja.example', ADMIN_PASSWORD: 'Chandpole-Gate-1727' };
    const created = await runCliScript('admin-create', { DATA_DIR: dataDir, ...admin });
    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created the admin account ops@arkaja.example.\n',
    });
  });
});
