import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder that each test file copies (see openTestDatabase). */
    pgliteTemplate: string;
  }
}

/** Memory-backed where the system has it, so copies and queries never wait on a disk. */
export const scratchRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * Creates and migrates one PGlite database for the whole run. A fresh PGlite runs initdb (about
 * two seconds); a copy of this folder opens in a few hundred milliseconds.
 */
export default async function setup(project: TestProject) {
  // On PostgreSQL (DATABASE_URL) each test file gets a database of its own instead.
  if (process.env.DATABASE_URL) return;
  const template = mkdtempSync(path.join(scratchRoot(), 'arkaja-pglite-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: template });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
