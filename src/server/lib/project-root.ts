import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/** Whether a folder holds the project's package.json, the one with its name. */
function holdsProject(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  // dist/node has a package.json too, nameless: it only maps the import aliases for the
  // compiled server (scripts/build.mjs).
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).name);
}

/** The folder of the project's package.json, found upward from this file (from src/ and dist/). */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = import.meta.dirname;
  while (!holdsProject(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  cached = dir;
  return dir;
}
