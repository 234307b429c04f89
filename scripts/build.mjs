// Builds the site: client bundle, prerendered pages, precompressed assets, compiled server.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { rolldown } from 'rolldown';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const ssrDir = path.join(dist, 'ssr');
/** The home page's initial JavaScript at most, gzip: the first budget of the prerendered site. */
const HOME_JS_BUDGET_KB = 160;

const started = Date.now();
const step = (name) => console.log(`\n▸ ${name}`);

step('client bundle');
await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });

step('prerender bundle');
await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'src/client/entry-server.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
  // Self-contained, so it runs from any DIST_DIR, even outside the project's node_modules.
  ssr: { noExternal: true },
});

step('prerender pages');
const { render, PAGES, pageFileName } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const pagesDir = path.join(clientDir, '_pages');
mkdirSync(pagesDir, { recursive: true });
for (const url of PAGES) {
  const { html, head, lang } = await render(url);
  const page = template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
  // A preloaded file (a Hindi page's font) must be one the build wrote: a wrong hash would be a
  // wasted download and a console warning on every visit.
  for (const [, href] of page.matchAll(/<link rel="preload"[^>]* href="([^"]+)"/g)) {
    if (!existsSync(path.join(clientDir, href)))
      throw new Error(`${url} preloads ${href}, which the build did not write`);
  }
  const file = path.join(pagesDir, pageFileName(url));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
  console.log(`  ${url.padEnd(22)} ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB`);
}
rmSync(path.join(clientDir, 'index.html'));

step('precompress assets');
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
let count = 0;
for (const dir of [path.join(clientDir, 'assets'), clientDir]) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!statSync(file).isFile() || !compressible.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
}
console.log(`  ${count} files`);

step('home page initial JavaScript');
const home = readFileSync(path.join(pagesDir, 'index.html'), 'utf8');
const scripts = [
  ...home.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]);
// The home page's own chunk is fetched before hydration, so it counts too, with every chunk
// these files import statically (dynamic import() calls load later and are not counted).
const homeChunk = readdirSync(path.join(clientDir, 'assets')).find((n) =>
  /^home-page-.*\.js$/.test(n),
);
const pending = [
  ...scripts.map((s) => s.replace(/^\//, '')),
  ...(homeChunk ? [`assets/${homeChunk}`] : []),
];
const counted = new Set();
while (pending.length > 0) {
  const file = pending.pop();
  if (counted.has(file)) continue;
  counted.add(file);
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  for (const [, imported] of code.matchAll(/\bimport\s*[^"'()]*?["']\.\/([^"']+\.js)["']/g)) {
    pending.push(path.posix.join(path.posix.dirname(file), imported));
  }
}
const files = [...counted];
const gzipBytes = files.reduce(
  (sum, f) => sum + gzipSync(readFileSync(path.join(clientDir, f)), { level: 9 }).length,
  0,
);
const homeJsKb = Number((gzipBytes / 1024).toFixed(1));
console.log(`  ${files.length} files, ${homeJsKb} KB gzip (budget ${HOME_JS_BUDGET_KB} KB)`);
writeFileSync(
  path.join(dist, 'build-report.json'),
  `${JSON.stringify({ homeInitialJsGzipKb: homeJsKb, budgetKb: HOME_JS_BUDGET_KB, files }, null, 2)}\n`,
);

/**
 * dist/node/package.json: the compiled modules keep their aliased specifiers as written
 * (`#shared/paths.ts`; tsc rewrites the extension of relative ones only, TS2877), so the
 * package.json nearest to them maps each alias of the project's package.json "imports" that
 * points into src/ (tsconfig.server.json's rootDir), and of which tsc emitted something, to the
 * emitted files, `.ts` to `.js`.
 */
function writeNodePackageJson() {
  const { imports = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const emitted = {};
  for (const [alias, target] of Object.entries(imports)) {
    const folder = /^\.\/src\/(.+)\/\*$/.exec(target)?.[1];
    if (!folder || !alias.endsWith('/*') || !existsSync(path.join(dist, 'node', folder))) continue;
    emitted[`${alias}.ts`] = `./${folder}/*.js`;
    emitted[alias] = `./${folder}/*`;
  }
  writeFileSync(
    path.join(dist, 'node/package.json'),
    `${JSON.stringify({ type: 'module', imports: emitted }, null, 2)}\n`,
  );
}

step('server');
// Emitted without a second type check: `npm run typecheck` checks the same files (a third of
// this step's time).
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    'tsconfig.server.json',
    '--noCheck',
    '--outDir',
    path.join(dist, 'node'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
writeNodePackageJson();

step('server bundle');
// main.js and everything it imports in one file: the server starts on 0.5 core-second less
// (a quarter), because Node resolves and loads one module instead of some 900 (decision 057).
// The rest of dist/node stays as compiled, for the command-line scripts. Packages that find
// their own files beside their code (WebAssembly, fonts, worker scripts) stay outside.
const SERVER_EXTERNALS = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  'fontkit',
  'ioredis',
  'pdfkit',
  'pg-native',
  'pino',
  'thread-stream',
];
const serverDir = path.join(dist, 'node/server');
const bundle = await rolldown({
  input: path.join(root, 'src/server/main.ts'),
  platform: 'node',
  tsconfig: path.join(root, 'tsconfig.server.json'),
  external: (id) =>
    id.startsWith('node:') ||
    SERVER_EXTERNALS.some((name) => id === name || id.startsWith(`${name}/`)),
  logLevel: 'warn',
});
await bundle.write({
  dir: serverDir,
  format: 'esm',
  entryFileNames: 'main.js',
  chunkFileNames: 'main-[name]-[hash].js',
  sourcemap: true,
});
await bundle.close();
const bundled = readFileSync(path.join(serverDir, 'main.js'), 'utf8');
// CommonJS's file globals do not exist in an ES module: a package that reads them must stay
// outside the bundle.
for (const global of ['__dirname', '__filename']) {
  if (new RegExp(`\\b${global}\\b`).test(bundled))
    throw new Error(`the server bundle reads ${global}: add its package to SERVER_EXTERNALS`);
}
console.log(`  node/server/main.js ${(Buffer.byteLength(bundled) / 1024 / 1024).toFixed(1)} MB`);

step('embedded database template');
// A new data folder is a copy of this one (src/server/db/pglite-template.ts): made here, once,
// by the installed PGlite with the server's start parameters and migrations, not by initdb at
// every first start.
const { createPgliteTemplate } = await import(
  pathToFileURL(path.join(dist, 'node/server/db/client.js')).href
);
const { templateCacheFolder } = await import(
  pathToFileURL(path.join(dist, 'node/server/db/pglite-template.js')).href
);
// Copied from the project's cache when the same PGlite, start parameters and migrations made
// one there (the API tests of `npm test` make it beside this build).
await createPgliteTemplate(path.join(dist, 'pglite-template'), {
  migrationsFolder: path.join(root, 'drizzle'),
  cacheDir: templateCacheFolder(root),
});
console.log(`  ${path.relative(root, path.join(dist, 'pglite-template'))}`);
writeFileSync(path.join(dist, '.build-stamp'), `${new Date().toISOString()}\n`);
console.log(
  `\nbuilt in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(root, dist) || '.'}`,
);
if (homeJsKb > HOME_JS_BUDGET_KB) {
  console.error(
    `home page initial JavaScript ${homeJsKb} KB is over the ${HOME_JS_BUDGET_KB} KB budget`,
  );
  process.exit(1);
}
