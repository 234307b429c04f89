import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The CSS icons of decision 031: a class with no drawing quietly paints nothing. */
const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'src/client');
const iconsCss = readFileSync(path.join(clientDir, 'styles/icons.css'), 'utf8');
const drawn = new Set([...iconsCss.matchAll(/@utility (i-[a-z0-9-]+)/g)].map((m) => m[1]!));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every `i-<name>` class written in a client source file, with the files that write it. */
function usedIcons() {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(clientDir)) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(
      /(?<![\w-])i-[a-z0-9]+(?:-[a-z0-9]+)*/g,
    ))
      used.set(name, [...(used.get(name) ?? []), path.relative(root, file)]);
  }
  return used;
}

describe('CSS icons', () => {
  it('every icon class the client writes has a drawing in styles/icons.css', () => {
    const used = usedIcons();
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter(([name]) => !drawn.has(name));
    expect(missing).toEqual([]);
  });

  it('icons.css holds only drawings the client uses (scripts/icon-masks.mjs lists them)', () => {
    const used = usedIcons();
    expect([...drawn].filter((name) => !used.has(name))).toEqual([]);
  });
});
