// npm start: build when the sources are newer than the last build, then serve.
// Migrations run inside the server at start.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const stamp = path.join(dist, '.build-stamp');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(file) : statSync(file).mtimeMs);
  }
  return newest;
}

const inputs = ['src', 'drizzle', 'package.json', 'vite.config.ts', 'scripts/build.mjs'].map((p) =>
  path.join(root, p),
);
const sourcesChanged = () => {
  const built = statSync(stamp).mtimeMs;
  return inputs.some(
    (p) =>
      existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built,
  );
};

if (!existsSync(stamp) || sourcesChanged()) {
  console.log('Building the site (first start or changed sources)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
    cwd: root,
  });
}

// Run the server as a child and pass SIGTERM/SIGINT on, so it can shut down cleanly.
const { spawn } = await import('node:child_process');
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(dist, 'node/server/main.js')],
  { stdio: 'inherit', cwd: root },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
