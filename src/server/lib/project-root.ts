import { existsSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/** The folder holding package.json, found upward from this file (works from src/ and dist/). */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  cached = dir;
  return dir;
}
