import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '../db/client.ts';
import { templateCacheFolder } from '../db/pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded database template each test file's database is a copy of (openTestDatabase). */
    pgliteTemplate: string;
    /** A folder for the run's test databases, removed at the end of the run. */
    testScratch: string;
  }
}

/** Memory-backed where the system has it, so copies and queries never wait on a disk. */
export const scratchRoot = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * Makes one embedded database template for the whole run, as the build does (initdb and every
 * migration, decision 045), or copies the project's last one when its manifest matches. A fresh
 * PGlite runs initdb (about two seconds); each test file's database is a copy of this one, made
 * as the server makes its own, in a few hundred ms.
 */
export default async function setup(project: TestProject) {
  // On PostgreSQL (DATABASE_URL) each test file gets a database of its own instead; the
  // template is still made, for the tests of the embedded database itself.
  const template = mkdtempSync(path.join(scratchRoot(), 'arkaja-pglite-template-'));
  // The build makes the same one beside these tests in `npm test`: whichever finds it in the
  // project's cache copies it instead of making it.
  await createPgliteTemplate(template, { cacheDir: templateCacheFolder(project.config.root) });
  project.provide('pgliteTemplate', template);
  const scratch = mkdtempSync(path.join(scratchRoot(), 'arkaja-test-databases-'));
  project.provide('testScratch', scratch);
  return () => {
    rmSync(template, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  };
}
