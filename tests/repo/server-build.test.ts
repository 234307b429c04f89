import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

let listed: string[] | undefined;

/** The files `npm run build` compiles into dist/node: main.ts and what it imports. */
function serverBuildFiles(): string[] {
  listed ??= listServerBuildFiles();
  return listed;
}

function listServerBuildFiles(): string[] {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      'tsconfig.server.json',
      '--listFilesOnly',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`${run.stdout}${run.stderr}`);
  return run.stdout
    .split('\n')
    .map((file) => path.relative(root, file.trim()))
    .filter((file) => file.startsWith('src/'));
}

it('compiles the server from its entry point, and nothing only tests use', () => {
  const files = serverBuildFiles();
  expect(files).toContain('src/server/main.ts');
  expect(files).toContain('src/server/app.ts');
  const testOnly = files.filter((file) =>
    /(\.test\.tsx?$|__tests__\/|\/test\/|test-support|test-smtp-server|sample-files)/.test(file),
  );
  expect(testOnly).toEqual([]);
  expect(files.filter((file) => file.startsWith('src/client/'))).toEqual([]);
});

it('builds the command-line scripts too, and the build needs no dev dependency', () => {
  const files = serverBuildFiles();
  for (const cli of ['job', 'outbox', 'admin-create'])
    expect(files).toContain(`src/server/cli/${cli}.ts`);
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const needed = new Set<string>();
  for (const file of files) {
    const code = readFileSync(path.join(root, file), 'utf8');
    // Imports of packages that stay in the emitted JavaScript: not `import type`, not relative,
    // not an alias of our own files (`#shared/…`), not node:.
    for (const [, specifier] of code.matchAll(/^import (?!type )[^;]*? from '([^.#'][^']*)'/gms)) {
      if (specifier!.startsWith('node:')) continue;
      const parts = specifier!.split('/');
      needed.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  expect(needed.size).toBeGreaterThan(5);
  expect([...needed].filter((name) => !(name in dependencies))).toEqual([]);
});
