import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of ARCHITECTURE.md, as `npm run lint` enforces them: probe files with
 * every forbidden kind of import (and the allowed ones beside them) are laid out like the
 * project in a scratch folder and linted with the project's own biome.json.
 */

const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const features = readdirSync(path.join(root, 'src/client/features'));
const serverFeatures = readdirSync(path.join(root, 'src/server/features'));

type Probe = { file: string; allowed: string[]; forbidden: string[] };

const up = (depth: number) => '../'.repeat(depth);

/** Every way a module can pull another one in: the boundary holds for each of them. */
const importForms = (specifier: string, n: number) => [
  `import { a${n} } from '${specifier}';`,
  `import type { T${n} } from '${specifier}';`,
  `export { e${n} } from '${specifier}';`,
  `export * from '${specifier}';`,
  `const lazy${n} = () => import('${specifier}');`,
];

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const feature of features) {
    const others = features.filter((other) => other !== feature);
    // A file directly in the feature, one in its api/components/hooks folder, one in a test
    // folder below that.
    for (const [depth, folder] of [
      [1, ''],
      [2, 'components/'],
      [3, 'components/__tests__/'],
    ] as const) {
      const toClient = up(depth + 1);
      list.push({
        file: `src/client/features/${feature}/${folder}probe.tsx`,
        forbidden: [
          ...others.map((other) => `#client/features/${other}/components/card.tsx`),
          // Relative, only a file directly in a feature reaches another with one `../`; deeper
          // relative reaches are the repository scan's (below).
          ...(depth === 1 ? others.map((other) => `../${other}/components/card.tsx`) : []),
          `${toClient}features/${others[0]}/api/call.ts`,
          `#client/features/${feature}/api/own-call.ts`,
          '#server/app.ts',
          '#server/features/auth/service.ts',
          `${toClient}../server/app.ts`,
        ],
        allowed: [
          './sibling.tsx',
          ...(depth > 1 ? [`${up(depth - 1)}api/own-call.ts`] : ['./api/own-call.ts']),
          '#client/components/ui/button.tsx',
          '#client/lib/api.ts',
          '#shared/solar-rules.ts',
          `${toClient}lib/api.ts`,
          'react',
          'react-dom/server',
        ],
      });
    }
  }
  for (const folder of ['components/ui', 'components/layout', 'lib', 'i18n']) {
    const toClient = up(folder.split('/').length);
    list.push({
      file: `src/client/${folder}/probe.tsx`,
      forbidden: [
        `#client/features/${features[0]}/components/card.tsx`,
        '#client/pages/home-page.tsx',
        '#server/errors.ts',
        `${toClient}features/${features[0]}/components/card.tsx`,
        `${toClient}pages/home-page.tsx`,
        `${toClient}../server/errors.ts`,
      ],
      allowed: ['./sibling.tsx', '#shared/paths.ts', '#client/lib/api.ts', 'react'],
    });
  }
  for (const file of ['src/client/pages/probe.tsx', 'src/client/probe.tsx']) {
    const toClient = file.includes('pages') ? '../' : './';
    list.push({
      file,
      forbidden: [
        '#server/app.ts',
        '#server/access-policy.ts',
        `${toClient}../server/app.ts`,
        `${toClient === './' ? '' : toClient}../server/errors.ts`,
      ],
      allowed: [
        ...features.map((feature) => `#client/features/${feature}/components/card.tsx`),
        ...features.map((feature) => `${toClient}features/${feature}/components/card.tsx`),
        '#shared/paths.ts',
      ],
    });
  }
  for (const [file, toSrc] of [
    ['src/shared/probe.ts', '../'],
    ['src/shared/schemas/probe.ts', '../../'],
  ] as const) {
    list.push({
      file,
      forbidden: [
        '#client/lib/api.ts',
        `#client/features/${features[0]}/api/call.ts`,
        '#server/errors.ts',
        `${toSrc}client/lib/api.ts`,
        `${toSrc}server/errors.ts`,
        `${toSrc}server`,
      ],
      allowed: ['./sibling.ts', '#shared/paths.ts', 'zod'],
    });
  }
  for (const feature of serverFeatures) {
    const other = serverFeatures.find((name) => name !== feature)!;
    list.push({
      file: `src/server/features/${feature}/probe.ts`,
      forbidden: [
        `#server/features/${other}/service.ts`,
        `#server/features/${other}/deeper/inside.ts`,
        `#server/features/${feature}/service.ts`,
        `../${other}/service.ts`,
        `../${other}/routes.ts`,
        `../${other}/deeper/inside.ts`,
        `../../features/${other}/service.ts`,
      ],
      allowed: [
        './sibling.ts',
        `#server/features/${other}/index.ts`,
        `../${other}/index.ts`,
        '#server/lib/lists.ts',
        '#shared/paths.ts',
        '../../lib/lists.ts',
        'drizzle-orm',
      ],
    });
    // Tests may reach inside other features (their test-support files, a service under test).
    list.push({
      file: `src/server/features/${feature}/probe.test.ts`,
      forbidden: [],
      allowed: [
        `../${other}/test-support.ts`,
        `#server/features/${other}/service.ts`,
        './service.ts',
      ],
    });
  }
  for (const [file, toServer] of [
    ['src/server/probe.ts', './'],
    ['src/server/plugins/probe.ts', '../'],
    ['src/server/jobs/tasks/probe.ts', '../../'],
    [`src/server/features/${serverFeatures[1]}/parts/probe.ts`, '../../../'],
  ] as const) {
    list.push({
      file,
      forbidden: [
        `#server/features/${serverFeatures[0]}/service.ts`,
        `#server/features/${serverFeatures[0]}/routes.ts`,
        `${toServer}features/${serverFeatures[0]}/service.ts`,
      ],
      allowed: [
        `#server/features/${serverFeatures[0]}/index.ts`,
        `${toServer}features/${serverFeatures[0]}/index.ts`,
        '#server/lib/lists.ts',
      ],
    });
  }
  return list;
}

let scratch: string;
let expected: Map<string, Set<number>>;
let result: { status: number | null; flagged: Map<string, Set<number>>; output: string };

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'arkaja-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));

  expected = new Map();
  for (const probe of probes()) {
    const lines: string[] = [];
    const forbiddenLines = new Set<number>();
    let n = 0;
    for (const [specifiers, forbidden] of [
      [probe.allowed, false],
      [probe.forbidden, true],
    ] as const) {
      for (const specifier of specifiers) {
        for (const line of importForms(specifier, n++)) {
          lines.push(line);
          if (forbidden) forbiddenLines.add(lines.length);
        }
      }
    }
    mkdirSync(path.join(scratch, path.dirname(probe.file)), { recursive: true });
    writeFileSync(path.join(scratch, probe.file), `${lines.join('\n')}\n`);
    expected.set(probe.file, forbiddenLines);
  }

  const run = spawnSync(
    biome,
    [
      'lint',
      '--only=style/noRestrictedImports',
      '--vcs-enabled=false',
      '--reporter=github',
      '--max-diagnostics=none',
      '.',
    ],
    // Far over spawnSync's 1 MB default: a cut output would silently miss diagnostics.
    { cwd: scratch, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const flagged = new Map<string, Set<number>>();
  for (const match of run.stdout.matchAll(
    /^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+)/gm,
  )) {
    const file = path.relative(scratch, match[1]!);
    if (!flagged.has(file)) flagged.set(file, new Set());
    flagged.get(file)!.add(Number(match[2]));
  }
  result = { status: run.status, flagged, output: `${run.stdout}${run.stderr}` };
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import boundaries (biome.json, run by npm run lint)', () => {
  it('fails the lint run when a forbidden import is present', () => {
    expect(result.status, result.output).not.toBe(0);
  });

  it.each(probes().map((probe) => probe.file))('%s: exactly the forbidden imports fail', (file) => {
    const lines = [...(result.flagged.get(file) ?? [])].sort((a, b) => a - b);
    expect(lines).toEqual([...expected.get(file)!].sort((a, b) => a - b));
  });

  it('passes on the project itself', () => {
    const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', 'src'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });
});

/** The module specifiers a source file names: imports, re-exports, import() and vi.mock(). */
const specifiersIn = (text: string) =>
  [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.\w+\(\s*)'([^'\n]+)'/g)].map(
    (m) => m[1]!,
  );

/** The source files under a folder of the repository, as paths from its root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** Imports of our own files, as [importing file, imported file], both paths from the root. */
function importEdges(files: string[]): [string, string][] {
  return files.flatMap((file) =>
    specifiersIn(readFileSync(path.join(root, file), 'utf8'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== null)
      .map((target): [string, string] => [file, target]),
  );
}

/** The server's imports, without its tests (they may reach inside features). */
const serverImports = () =>
  importEdges(
    sourceFiles('src/server').filter(
      (file) => !file.startsWith('src/server/test/') && !isTestFile(path.basename(file)),
    ),
  );

const isTestFile = (name: string) =>
  name.endsWith('.test.ts') || name === 'test-support.ts' || name === 'sample-files.ts';

/** package.json "imports", as [alias prefix, folder from the root]: "#shared/" → "src/shared/". */
const aliases = Object.entries(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports as Record<
    string,
    string
  >,
).map(([alias, target]) => [
  alias.replace(/\*$/, ''),
  target.replace(/^\.\//, '').replace(/\*$/, ''),
]);

/** A specifier as a path from the repository root, or null for a package. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix!));
  return alias ? `${alias[1]}${specifier.slice(alias[0]!.length)}` : null;
}

/** The feature a repository path belongs to, or null outside src/server/features. */
const featureOf = (file: string) => /^src\/server\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Imports that reach inside another server feature (anything but its index.ts). */
function reachesInside(edges: [string, string][]): string[] {
  return edges
    .filter(([from, to]) => {
      const target = featureOf(to);
      if (!target || featureOf(from) === target) return false;
      return to !== `src/server/features/${target}/index.ts`;
    })
    .map(([from, to]) => `${from} -> ${to}`);
}

/** A loop among server features (a uses b uses … a), as a list of names, or null. */
function featureCycle(edges: [string, string][]): string[] | null {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const a = featureOf(from);
    const b = featureOf(to);
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('server features read alone', () => {
  const edges = serverImports();

  it('every server feature has an index.ts, its only door', () => {
    const missing = serverFeatures.filter(
      (feature) => !existsSync(path.join(root, 'src/server/features', feature, 'index.ts')),
    );
    expect(missing).toEqual([]);
  });

  it('no file outside a feature imports its inside', () => {
    expect(reachesInside(edges)).toEqual([]);
  });

  it('the features use each other without a loop', () => {
    expect(featureCycle(edges)).toBeNull();
  });

  it('the checks catch a reach and a loop', () => {
    const from = 'src/server/features/documents/routes.ts';
    const reach: [string, string] = [
      from,
      resolveSpecifier(from, '#server/features/leads/pipeline.ts')!,
    ];
    expect(reachesInside([...edges, reach])).toEqual([
      'src/server/features/documents/routes.ts -> src/server/features/leads/pipeline.ts',
    ]);
    const loop: [string, string] = [
      'src/server/features/audit/service.ts',
      'src/server/features/leads/index.ts',
    ];
    expect(featureCycle([...edges, loop])).toContain('audit');
  });

  it('biome refuses a loop of modules between two features (noImportCycles), aliased too', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arkaja-cycles-'));
    try {
      const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
      delete config.$schema;
      writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
      const write = (file: string, text: string) => {
        mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      // One edge of the loop through an alias: Biome resolves it by the package.json "imports".
      const { imports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
      write('package.json', JSON.stringify({ type: 'module', imports }));
      write('src/server/features/a/index.ts', "export { a } from './service.ts';\n");
      write(
        'src/server/features/a/service.ts',
        "import { b } from '#server/features/b/index.ts';\nexport const a = () => b();\n",
      );
      write('src/server/features/b/index.ts', "export { b } from './service.ts';\n");
      write(
        'src/server/features/b/service.ts',
        "import { a } from '../a/index.ts';\nexport const b = () => a();\n",
      );
      const run = spawnSync(
        biome,
        ['lint', '--only=suspicious/noImportCycles', '--vcs-enabled=false', '.'],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(run.status, `${run.stdout}${run.stderr}`).not.toBe(0);
      expect(`${run.stdout}${run.stderr}`).toContain('noImportCycles');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The client feature a repository path belongs to, or null outside src/client/features. */
const clientFeatureOf = (file: string) =>
  /^src\/client\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Imports from one client feature into another, as `from -> to`. */
function clientFeatureReaches(edges: [string, string][]): string[] {
  return edges
    .filter(([from, to]) => {
      const [a, b] = [clientFeatureOf(from), clientFeatureOf(to)];
      return a !== null && b !== null && a !== b;
    })
    .map(([from, to]) => `${from} -> ${to}`);
}

/** Specifiers of a file that climb three folders or more (`../../../x`), as `file: specifier`. */
const farClimbs = (file: string, text: string) =>
  specifiersIn(text)
    .filter((specifier) => specifier.startsWith('../../../'))
    .map((specifier) => `${file}: ${specifier}`);

describe('imports in every form: relative, aliased, in tests too', () => {
  const clientEdges = importEdges(sourceFiles('src/client'));

  it('no client feature imports another (the lint sees a relative reach only one folder up)', () => {
    expect(clientFeatureReaches(clientEdges)).toEqual([]);
  });

  it('no file under src climbs three folders: package.json "imports" names it (#shared/…)', () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(100);
    expect(
      files.flatMap((file) => farClimbs(file, readFileSync(path.join(root, file), 'utf8'))),
    ).toEqual([]);
  });

  it('the checks catch a reach across client features and a far climb', () => {
    const from = `src/client/features/${features[0]}/components/card.tsx`;
    const reaches = [`../../${features[1]}/api/call.ts`, `#client/features/${features[1]}/x.ts`];
    expect(
      clientFeatureReaches([
        ...clientEdges,
        ...reaches.map((specifier): [string, string] => [from, resolveSpecifier(from, specifier)!]),
      ]),
    ).toHaveLength(2);
    const text = [
      "import { a } from '../../../shared/paths.ts';",
      "export * from '../../../lib/api.ts';",
      "const lazy = () => import('../../../../lib/api.ts');",
      "vi.mock('../../../lib/api.ts');",
      "import { near } from '../../lib/api.ts';",
      "import { aliased } from '#shared/paths.ts';",
    ].join('\n');
    expect(farClimbs('x.ts', text)).toHaveLength(4);
  });
});
