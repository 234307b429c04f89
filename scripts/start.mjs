// npm start: build when the sources are newer than the last build, then serve.
// Migrations run inside the server at start.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

// Serve in this process: SIGTERM and SIGINT reach the server's own shutdown, and nothing is left
// running (holding the port and the data folder) when this process is killed.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(dist, 'node/server/main.js')).href);
