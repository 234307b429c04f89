import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The files `npm run build` compiles into dist/node: main.ts and what it imports. */
function serverBuildFiles(): string[] {
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
