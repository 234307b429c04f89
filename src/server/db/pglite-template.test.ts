import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../lib/project-root.ts';
import { openDatabase, PGLITE_START_PARAMS } from './client.ts';
import {
  expectedManifest,
  matchingTemplate,
  type PgliteTemplateManifest,
  TEMPLATE_STAGING,
  writePgliteTemplate,
} from './pglite-template.ts';

const root = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const migrationsFolder = path.join(projectRoot(), 'drizzle');
const journalLength = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * PostgreSQL's system identifier, the first 8 bytes of global/pg_control: chosen at random by
 * initdb and kept for the life of the folder, so a copy of a template carries the template's.
 */
const systemIdentifier = (dataDir: string) =>
  readFileSync(path.join(dataDir, 'global/pg_control')).subarray(0, 8).toString('hex');

const appliedMigrations = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

const sharedBuffers = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
  return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers;
};

/**
 * A stand-in for initdb and the migrations, for the cache's tests: what matters there is whether
 * it runs (each run is listed in `made`) and whose folder a template holds (`made-by`).
 */
const standInMaker =
  (made: string[], takesMs = 0) =>
  (label: string) =>
  async (dataDir: string) => {
    made.push(label);
    if (takesMs) await new Promise((resolve) => setTimeout(resolve, takesMs));
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(dataDir, 'made-by'), label);
  };

describe('the embedded database template (decision 045)', () => {
  // The run's own, made by createPgliteTemplate (global-setup.ts): every test file's database is
  // a copy of it, and this file never changes it.
  const template = inject('pgliteTemplate');

  it('records the installed PGlite, the start parameters and the migrations it holds', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(template, 'template.json'), 'utf8'),
    ) as PgliteTemplateManifest;
    expect(manifest).toEqual(expectedManifest(PGLITE_START_PARAMS, migrationsFolder));
    expect(manifest.migrations).toHaveLength(journalLength);
    expect(manifest.migrations[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(template).sort()).toEqual(['data', 'template.json']);
  });

  it('makes an empty folder a copy of it, migrated already, that keeps what is written', async () => {
    const folder = path.join(root, 'copied');
    const templateControl = readFileSync(path.join(template, 'data/global/pg_control'));
    const first = await openDatabase({ kind: 'pglite', dataDir: folder, template });
    expect(systemIdentifier(folder)).toBe(systemIdentifier(path.join(template, 'data')));
    expect(existsSync(path.join(folder, TEMPLATE_STAGING))).toBe(false);
    expect(await appliedMigrations(first)).toBe(journalLength);
    await first.migrate();
    expect(await appliedMigrations(first)).toBe(journalLength);
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('written on the first start')`);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir: folder, template });
    const rows = await again.db.execute<{ value: string }>(sql`select value from kept`);
    expect((rows as unknown as { rows: { value: string }[] }).rows).toEqual([
      { value: 'written on the first start' },
    ]);
    await again.close();
    // The template itself is never opened: the copy's checkpoints leave it as it was.
    expect(readFileSync(path.join(template, 'data/global/pg_control'))).toEqual(templateControl);
  });

  it('is used only when PGlite, start parameters and migrations are the server’s own', () => {
    const expected = expectedManifest(PGLITE_START_PARAMS, migrationsFolder);
    expect(matchingTemplate(template, expected)).toBe(path.join(template, 'data'));
    expect(matchingTemplate(template, { ...expected, pglite: '0.0.1' })).toBeNull();
    expect(
      matchingTemplate(template, { ...expected, startParams: [...PGLITE_START_PARAMS, '-c', 'x'] }),
    ).toBeNull();
    expect(
      matchingTemplate(template, { ...expected, migrations: expected.migrations.slice(0, -1) }),
    ).toBeNull();
    const changed = expected.migrations.map((m, i) =>
      i === 0 ? { ...m, hash: '0'.repeat(64) } : m,
    );
    expect(matchingTemplate(template, { ...expected, migrations: changed })).toBeNull();
    expect(matchingTemplate(path.join(root, 'no-template'), expected)).toBeNull();
  });

  // initdb: seconds alone, over 30 s beside the rest of the suite on a loaded machine.
  it('falls back to initdb (in a worker) for a template another PGlite made, and the folder runs with 16 MB of shared buffers, first start and later (decision 025)', async () => {
    const other = path.join(root, 'other-version');
    cpSync(template, other, { recursive: true });
    const manifestFile = path.join(other, 'template.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PgliteTemplateManifest;
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, pglite: '0.0.1' }));

    const folder = path.join(root, 'initialised');
    const first = await openDatabase({ kind: 'pglite', dataDir: folder, template: other });
    expect(systemIdentifier(folder)).not.toBe(systemIdentifier(path.join(template, 'data')));
    expect(await appliedMigrations(first).catch(() => 'no migrations table')).toBe(
      'no migrations table',
    );
    expect(await sharedBuffers(first)).toBe('16MB');
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('written on the first start')`);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir: folder, template: other });
    expect(await sharedBuffers(again)).toBe('16MB');
    const rows = await again.db.execute<{ value: string }>(sql`select value from kept`);
    expect((rows as unknown as { rows: { value: string }[] }).rows).toEqual([
      { value: 'written on the first start' },
    ]);
    await again.close();
  }, 120_000);

  it('redoes a copy that was interrupted before PG_VERSION was in place', async () => {
    const folder = path.join(root, 'interrupted');
    mkdirSync(path.join(folder, TEMPLATE_STAGING, 'base'), { recursive: true });
    cpSync(path.join(template, 'data/global'), path.join(folder, 'global'), { recursive: true });
    writeFileSync(path.join(folder, TEMPLATE_STAGING, 'base/half-copied'), 'x');

    const database = await openDatabase({ kind: 'pglite', dataDir: folder, template });
    expect(await appliedMigrations(database)).toBe(journalLength);
    expect(existsSync(path.join(folder, TEMPLATE_STAGING))).toBe(false);
    await database.close();
  });

  it('copies a cached template with the same manifest, and makes one for any other manifest', async () => {
    const cache = path.join(root, 'cache');
    const manifest = expectedManifest(PGLITE_START_PARAMS, migrationsFolder);
    const made: string[] = [];
    const make = standInMaker(made);
    const madeBy = (templateDir: string) =>
      readFileSync(path.join(templateDir, 'data/made-by'), 'utf8');

    await writePgliteTemplate(path.join(root, 'first'), manifest, make('first'), cache);
    expect(madeBy(cache)).toBe('first');
    await writePgliteTemplate(path.join(root, 'second'), manifest, make('second'), cache);
    expect(made).toEqual(['first']);
    expect(madeBy(path.join(root, 'second'))).toBe('first');
    expect(matchingTemplate(path.join(root, 'second'), manifest)).not.toBeNull();

    // Another migration (or PGlite, or start parameter): made again, and the cache replaced.
    const other = { ...manifest, migrations: [...manifest.migrations, { tag: 'next', hash: 'x' }] };
    await writePgliteTemplate(path.join(root, 'third'), other, make('third'), cache);
    expect(made).toEqual(['first', 'third']);
    expect(matchingTemplate(cache, other)).not.toBeNull();
    expect(matchingTemplate(cache, manifest)).toBeNull();
    // Nothing half-assembled is left beside the cache.
    expect(readdirSync(root).filter((name) => name.startsWith('cache.'))).toEqual([]);
  });

  it('makes a template once when two makers start together on an empty cache; the other copies it', async () => {
    const cache = path.join(root, 'shared-cache');
    const manifest = expectedManifest(PGLITE_START_PARAMS, migrationsFolder);
    const made: string[] = [];
    // Long enough for the other maker to find the cache empty, as initdb is.
    const make = standInMaker(made, 300);
    const templates = ['build', 'tests'].map((label) => path.join(root, `together-${label}`));
    await Promise.all(
      templates.map((dir, i) => writePgliteTemplate(dir, manifest, make(`maker ${i}`), cache)),
    );
    expect(made).toHaveLength(1);
    for (const dir of templates) expect(matchingTemplate(dir, manifest)).not.toBeNull();
    expect(readdirSync(root).filter((name) => name.startsWith('shared-cache.'))).toEqual([]);
  });
});
