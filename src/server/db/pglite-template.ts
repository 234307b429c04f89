/**
 * A ready embedded data folder made once by the build (`npm run build` → dist/pglite-template),
 * copied into an empty folder at the first start instead of running PGlite's initdb there
 * (docs/decisions/045-pglite-folder-template.md). The template is initialised and migrated by the
 * PGlite this project has installed, with the server's start parameters; `template.json` records
 * both and the migrations it holds, and a server uses the template only when all three are its
 * own. Anything else (no build, another PGlite, other migrations) runs initdb as before.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataFolderInUse, type FolderLock, lockDataFolder } from './data-folder-lock.ts';

export type PgliteTemplateManifest = {
  /** The version of @electric-sql/pglite that made the folder. */
  pglite: string;
  /** The start parameters it was made with (PGLITE_START_PARAMS). */
  startParams: string[];
  /** The migrations applied in it, in order: drizzle's tag and the SHA-256 of the file's SQL. */
  migrations: { tag: string; hash: string }[];
};

const MANIFEST = 'template.json';
const DATA = 'data';
/**
 * Where a copy is assembled inside the new folder before its entries are moved into place
 * (PG_VERSION last): a folder holding it and no PG_VERSION is an interrupted copy, redone.
 */
export const TEMPLATE_STAGING = '.template-copy';

/**
 * Where a project keeps the last template it made, for its next build or test run to copy
 * (createPgliteTemplate's `cacheDir`): npm's usual place for a package's cache.
 */
export const templateCacheFolder = (projectRoot: string) =>
  path.join(projectRoot, 'node_modules', '.cache', 'arkaja-pglite-template');

/** The installed PGlite's version. */
export function installedPgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** The migrations of a drizzle folder as the manifest lists them (drizzle hashes the same text). */
export function migrationsOf(migrationsFolder: string): PgliteTemplateManifest['migrations'] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map(({ tag }) => ({
    tag,
    hash: createHash('sha256')
      .update(readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8'))
      .digest('hex'),
  }));
}

/** What this server needs of a template: its PGlite, its start parameters, its migrations. */
export function expectedManifest(
  startParams: string[],
  migrationsFolder: string,
): PgliteTemplateManifest {
  return {
    pglite: installedPgliteVersion(),
    startParams,
    migrations: migrationsOf(migrationsFolder),
  };
}

const sameManifest = (a: PgliteTemplateManifest, b: PgliteTemplateManifest) =>
  a.pglite === b.pglite &&
  JSON.stringify(a.startParams) === JSON.stringify(b.startParams) &&
  JSON.stringify(a.migrations) === JSON.stringify(b.migrations);

/** The template's data folder when `templateDir` holds one made for `expected`, else null. */
export function matchingTemplate(
  templateDir: string,
  expected: PgliteTemplateManifest,
): string | null {
  let manifest: PgliteTemplateManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(templateDir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  const data = path.join(templateDir, DATA);
  if (!sameManifest(manifest, expected) || !existsSync(path.join(data, 'PG_VERSION'))) return null;
  return data;
}

/**
 * Writes a template into `templateDir` (replacing one there): `makeFolder` creates and migrates
 * the data folder it is given; the manifest is written last, so a failed build leaves no
 * template that a server would use.
 */
export async function writePgliteTemplate(
  templateDir: string,
  manifest: PgliteTemplateManifest,
  makeFolder: (dataDir: string) => Promise<void>,
  cacheDir?: string,
): Promise<void> {
  rmSync(templateDir, { recursive: true, force: true });
  // One maker at a time per cache: `npm test`'s build and its API tests start together, and on a
  // fresh clone both found the cache empty and made the same template (eight core-seconds each).
  const lock = cacheDir ? await lockWhenFree(cacheDir) : undefined;
  try {
    if (cacheDir && matchingTemplate(cacheDir, manifest)) {
      cpSync(cacheDir, templateDir, { recursive: true });
      return;
    }
    mkdirSync(templateDir, { recursive: true });
    await makeFolder(path.join(templateDir, DATA));
    writeFileSync(path.join(templateDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    if (cacheDir) publishTemplate(templateDir, cacheDir);
  } finally {
    lock?.release();
  }
}

/** How long a maker waits for another to finish with the cache before it makes its own. */
const TEMPLATE_CACHE_WAIT_MS = 120_000;

/**
 * The cache's lock (the data folders' own, decision 010: a holder that died leaves it stale, and
 * the next maker takes it), once the maker holding it has finished; undefined when that takes
 * longer than TEMPLATE_CACHE_WAIT_MS, and this maker then goes on without it.
 */
async function lockWhenFree(cacheDir: string): Promise<FolderLock | undefined> {
  const giveUpAt = Date.now() + TEMPLATE_CACHE_WAIT_MS;
  for (;;) {
    try {
      return lockDataFolder(cacheDir);
    } catch (err) {
      if (!(err instanceof DataFolderInUse)) throw err;
      if (Date.now() > giveUpAt) return undefined;
      await sleep(200);
    }
  }
}

/**
 * Puts a copy of the finished template at `cacheDir` for the next maker with the same manifest.
 * The copy is assembled beside it and renamed into place, so a reader sees a whole template or
 * none (and then makes its own); a failure to publish costs only the next maker's time.
 */
function publishTemplate(templateDir: string, cacheDir: string): void {
  const assembling = `${cacheDir}.${process.pid}-${Date.now()}`;
  try {
    cpSync(templateDir, assembling, { recursive: true });
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(assembling, cacheDir);
  } catch {
    rmSync(assembling, { recursive: true, force: true });
  }
}

/**
 * True when `dataDir` holds nothing but an interrupted template copy (the staging folder, maybe
 * some entries already moved, never PG_VERSION): nothing of it was ever opened.
 */
export function isInterruptedCopy(dataDir: string): boolean {
  return (
    existsSync(path.join(dataDir, TEMPLATE_STAGING)) &&
    !existsSync(path.join(dataDir, 'PG_VERSION'))
  );
}

/** Empties a folder that `isInterruptedCopy` found unfinished, so it can be made again. */
export function clearInterruptedCopy(dataDir: string): void {
  for (const entry of readdirSync(dataDir))
    rmSync(path.join(dataDir, entry), { recursive: true, force: true });
}

/**
 * Copies the template's files into the empty `dataDir`: first into a staging folder inside it
 * (the same file system, so the moves are renames), then each entry into place, PG_VERSION last,
 * which is what makes the folder a database for PGlite and for the next start.
 */
export function copyPgliteTemplate(templateData: string, dataDir: string): void {
  const staging = path.join(dataDir, TEMPLATE_STAGING);
  cpSync(templateData, staging, { recursive: true });
  const entries = readdirSync(staging).sort(
    (a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'),
  );
  for (const entry of entries) renameSync(path.join(staging, entry), path.join(dataDir, entry));
  rmSync(staging, { recursive: true, force: true });
}
