import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_SHELL_PATHS,
  HINDI_PAGE_PATHS,
  LINK_PAGE_PATHS,
  localizedPath,
  NOT_FOUND_PAGE,
  PRERENDERED_PATHS,
  pageFileName,
} from '#shared/paths.ts';

/** The one asset stubClient writes, as its address. */
export const STUB_ASSET = '/assets/app-1234.js';

/**
 * A built client as the pages plugin reads it, in a new temporary folder to pass as DIST_DIR: a
 * stub for every page, and one asset (STUB_ASSET). The caller removes the folder.
 */
export function stubClient(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'arkaja-client-'));
  const notFound = `/${NOT_FOUND_PAGE}`;
  const pages = [...PRERENDERED_PATHS, ...APP_SHELL_PATHS, ...HINDI_PAGE_PATHS, ...LINK_PAGE_PATHS];
  for (const page of [...pages, notFound, localizedPath(notFound, 'hi')]) {
    const file = path.join(root, 'client', '_pages', pageFileName(page));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `<!doctype html><title>${page}</title>`);
  }
  mkdirSync(path.join(root, 'client', 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'client', STUB_ASSET), 'export {};\n');
  return root;
}
