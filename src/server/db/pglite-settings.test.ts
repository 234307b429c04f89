import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const root = mkdtempSync(path.join(tmpdir(), 'pglite-settings-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sharedBuffers = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const result = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
  return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers;
};

// initdb: seconds alone, over 30 s beside the rest of the suite on a loaded two-core machine.
const INITDB_TIMEOUT_MS = 120_000;

describe('the embedded database (decision 025)', () => {
  it(
    'creates a new folder apart (initdb in a worker) and runs with 16 MB of shared buffers, first start and later',
    async () => {
      const folder = path.join(root, 'data');
      const first = await openDatabase({ kind: 'pglite', dataDir: folder });
      expect(await sharedBuffers(first)).toBe('16MB');
      await first.db.execute(sql`create table kept (value text)`);
      await first.db.execute(sql`insert into kept values ('written on the first start')`);
      await first.close();

      const again = await openDatabase({ kind: 'pglite', dataDir: folder });
      expect(await sharedBuffers(again)).toBe('16MB');
      const rows = await again.db.execute<{ value: string }>(sql`select value from kept`);
      expect((rows as unknown as { rows: { value: string }[] }).rows).toEqual([
        { value: 'written on the first start' },
      ]);
      await again.close();
    },
    INITDB_TIMEOUT_MS,
  );

  it(
    'in memory too',
    async () => {
      const database = await openDatabase({ kind: 'pglite' });
      expect(await sharedBuffers(database)).toBe('16MB');
      await database.close();
    },
    INITDB_TIMEOUT_MS,
  );
});
