import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { builtPgliteTemplate } from '../support/built-server.ts';
import { runCliScript } from '../support/cli.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));

/** Runs `npm run admin:create` with only the variables given. */
async function adminCreate(env: Record<string, string>) {
  const { code, stdout, stderr } = await runCliScript('admin-create', {
    DATA_DIR: dataDir,
    ...env,
  });
  return { code, output: stdout + stderr };
}

describe('npm run admin:create', () => {
  // The folder a server made at its first start: a copy of the template, so that the script's
  // child process does not run initdb (most of this file's time).
  beforeAll(async () => {
    const made = await openDatabase({
      kind: 'pglite',
      dataDir: `${dataDir}/pglite`,
      template: builtPgliteTemplate(),
    });
    await made.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the admin in the PGlite data folder once, and refuses weak or missing input', async () => {
    const admin = { ADMIN_EMAIL: 'Ops@Arkaja.example', ADMIN_PASSWORD: 'Chandpole-Gate-1727' };
    // The refusals end before the database is opened, so they run beside the two runs that
    // write to it.
    const refusals = Promise.all([
      adminCreate({ ADMIN_EMAIL: 'b@arkaja.example', ADMIN_PASSWORD: 'qwerty123' }),
      adminCreate({}),
    ]);
    expect(await adminCreate(admin)).toEqual({
      code: 0,
      output: 'Created the admin account ops@arkaja.example.\n',
    });
    expect(await adminCreate(admin)).toEqual({
      code: 0,
      output: 'ops@arkaja.example is already an admin; nothing changed.\n',
    });
    const [weak, missing] = await refusals;
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('This password is too common.');
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Set ADMIN_EMAIL and ADMIN_PASSWORD');

    const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
    try {
      const rows = await database.db.select().from(users);
      expect(rows.map((u) => [u.email, u.role])).toEqual([['ops@arkaja.example', 'admin']]);
      expect(await verifyPassword(admin.ADMIN_PASSWORD, rows[0]!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
