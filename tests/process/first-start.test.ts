import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BuiltServer,
  builtPgliteTemplate,
  startBuiltServer,
} from '../support/built-server.ts';

/** PostgreSQL's system identifier (the first 8 bytes of pg_control), chosen by initdb. */
const systemIdentifier = (dataDir: string) =>
  readFileSync(path.join(dataDir, 'global/pg_control')).subarray(0, 8).toString('hex');

const builtTemplate = () => path.join(builtPgliteTemplate(), 'data');

const post = (server: BuiltServer, route: string, body: object) =>
  fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const ACCOUNT = { email: 'first-start@test.example', password: 'Surya-Rooftop-2026' };

describe('the first start on an empty folder (decision 045)', () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('copies the build’s template instead of running initdb, and keeps what it is sent', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arkaja-first-start-'));
    dataDirs.push(dataDir);
    const first = await startBuiltServer({ DATA_DIR: dataDir });
    const registered = await post(first, '/api/auth/register', {
      ...ACCOUNT,
      firstName: 'First',
      lastName: 'Start',
      username: 'first_start',
      phone: '+91 98290 12345',
      userType: 'customer',
    });
    expect(registered.status).toBe(201);
    expect(await first.stop()).toBe(0);
    // initdb would have chosen a new identifier: the folder is the template's copy.
    expect(systemIdentifier(path.join(dataDir, 'pglite'))).toBe(systemIdentifier(builtTemplate()));

    const again = await startBuiltServer({ DATA_DIR: dataDir });
    // The account made before the restart is there: its password opens it.
    expect((await post(again, '/api/auth/login', ACCOUNT)).status).toBe(200);
    expect(await again.stop()).toBe(0);
  });
});
