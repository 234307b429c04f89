import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { projectRoot } from '#server/lib/project-root.ts';
import { spawnBuiltServer, waitForReady } from '../support/built-server.ts';
import { type ScratchDatabase, scratchDatabase } from '../support/postgres.ts';

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const committedFolder = path.join(projectRoot(), 'drizzle');
const committed = JSON.parse(
  readFileSync(path.join(committedFolder, 'meta/_journal.json'), 'utf8'),
) as Journal;

/** The committed migrations plus a new one (as a deploy brings), in a folder of their own. */
function migrationsWithOneMore(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'arkaja-migrations-'));
  cpSync(committedFolder, folder, { recursive: true });
  const last = committed.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_probe`;
  writeFileSync(
    path.join(folder, `${tag}.sql`),
    'CREATE TABLE "migration_probe" ("id" serial PRIMARY KEY);\n--> statement-breakpoint\nINSERT INTO "migration_probe" DEFAULT VALUES;\n',
  );
  const journal = { ...committed, entries: [...committed.entries] };
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal, null, 2));
  return folder;
}

const appliedCount = async (database: ScratchDatabase) =>
  (
    await database.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
  )[0]!.n;

describe('migrations from several processes on one PostgreSQL database', () => {
  const cleanup: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('starts three built servers at once on an empty database, all ready', async () => {
    const database = await scratchDatabase('migrate_start');
    cleanup.push(() => database.drop());
    const servers = await Promise.all(
      [0, 1, 2].map(() => spawnBuiltServer({ DATABASE_URL: database.url })),
    );
    cleanup.push(() => Promise.all(servers.map((s) => s.stop())));
    await Promise.all(servers.map((server) => waitForReady(server)));
    expect(await appliedCount(database)).toBe(committed.entries.length);
  });

  it('applies each migration once when three migrate at once, and a new one beside running processes', async () => {
    const database = await scratchDatabase('migrate_rolling');
    cleanup.push(() => database.drop());
    const open = async () => {
      const handle = await openDatabase({ kind: 'postgres', url: database.url, max: 2 });
      cleanup.push(() => handle.close());
      return handle;
    };
    const migrateAtOnce = async (handles: Database[], folder?: string) =>
      Promise.allSettled(handles.map((handle) => handle.migrate(folder)));

    // An empty database: three processes start at once.
    const first = await Promise.all([open(), open(), open()]);
    const started = await migrateAtOnce(first);
    expect(started.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await appliedCount(database)).toBe(committed.entries.length);

    // A rolling deploy: the old processes keep serving while three new ones bring a migration.
    const folder = migrationsWithOneMore();
    cleanup.push(() => rmSync(folder, { recursive: true, force: true }));
    let serving = true;
    const oldErrors: unknown[] = [];
    const oldProcesses = first.map(async (handle) => {
      while (serving) {
        await handle.db.execute(sql`select count(*) from newsletter`).catch((err: unknown) => {
          oldErrors.push(err);
        });
      }
    });
    const deployed = await migrateAtOnce([await open(), await open(), await open()], folder);
    serving = false;
    await Promise.all(oldProcesses);
    expect(deployed.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(oldErrors).toEqual([]);
    expect(await appliedCount(database)).toBe(committed.entries.length + 1);
    expect(await database.query('select id from migration_probe')).toEqual([{ id: 1 }]);
  });
});
