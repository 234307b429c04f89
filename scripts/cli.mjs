// npm run job | outbox | admin:create: runs a command-line script of the server from the build
// (dist/node/server/cli, or DIST_DIR's), with plain node: no dev dependency is needed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const [script, ...args] = process.argv.slice(2);
const entry = path.join(dist, 'node/server/cli', `${script}.js`);
if (!existsSync(entry)) {
  console.error(`${path.relative(root, entry)} is not built: run npm run build first.`);
  process.exit(1);
}
process.argv = [process.argv[0], entry, ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
