import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '#server/lib/project-root.ts';

const run = promisify(execFile);

/**
 * Runs a command-line script of the build as `npm run admin:create` and `npm run outbox` do
 * (`node scripts/cli.mjs <script>`, after `npm run build`; DIST_DIR names another build), with
 * only PATH and the variables given; resolves with its exit code and output.
 */
export function runCliScript(
  script: 'admin-create' | 'outbox',
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const inherited = process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {};
  return run(process.execPath, [path.join(projectRoot(), 'scripts/cli.mjs'), script], {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...inherited, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({
      code: err.code,
      stdout: err.stdout,
      stderr: err.stderr,
    }),
  );
}
