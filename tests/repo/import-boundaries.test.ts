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
    // A file directly in the feature, one in its api/components/hooks folder, one deeper still.
    for (const [depth, folder] of [
      [1, ''],
      [2, 'components/'],
      [3, 'components/parts/'],
    ] as const) {
      const toClient = up(depth + 1);
      list.push({
        file: `src/client/features/${feature}/${folder}probe.tsx`,
        forbidden: [
          ...others.map((other) => `${up(depth)}${other}/components/card.tsx`),
          `${toClient}../server/app.ts`,
          `${toClient}../server/features/auth/service.ts`,
        ],
        allowed: [
          './sibling.tsx',
          ...(depth > 1 ? [`${up(depth - 1)}api/own-call.ts`] : ['./api/own-call.ts']),
          `${toClient}components/ui/button.tsx`,
          `${toClient}lib/api.ts`,
          `${toClient}../shared/solar-rules.ts`,
          'react',
          'react-dom/server',
        ],
      });
    }
  }
  for (const folder of ['components/ui', 'components/layout', 'lib']) {
    const toClient = up(folder.split('/').length);
    list.push({
      file: `src/client/${folder}/probe.tsx`,
      forbidden: [
        `${toClient}features/${features[0]}/components/card.tsx`,
        `${toClient}pages/home-page.tsx`,
        `${toClient}../server/errors.ts`,
      ],
      allowed: ['./sibling.tsx', `${toClient}../shared/paths.ts`, 'react'],
    });
  }
  for (const file of ['src/client/pages/probe.tsx', 'src/client/probe.tsx']) {
    const toClient = file.includes('pages') ? '../' : './';
    list.push({
      file,
      forbidden: [
        `${toClient}../server/app.ts`,
        `${toClient}../server/access-policy.ts`,
        `${toClient === './' ? '' : toClient}../server/errors.ts`,
      ],
      allowed: [
        ...features.map((feature) => `${toClient}features/${feature}/components/card.tsx`),
        `${toClient}../shared/paths.ts`,
      ],
    });
  }
  for (const [file, toSrc] of [
    ['src/shared/probe.ts', '../'],
    ['src/shared/schemas/probe.ts', '../../'],
    ['src/shared/content/deep/probe.ts', '../../../'],
  ] as const) {
    list.push({
      file,
      forbidden: [
        `${toSrc}client/lib/api.ts`,
        `${toSrc}client/features/${features[0]}/api/call.ts`,
        `${toSrc}server/errors.ts`,
        `${toSrc}server`,
      ],
      allowed: ['./sibling.ts', 'zod'],
    });
  }
  for (const feature of serverFeatures) {
    const other = serverFeatures.find((name) => name !== feature)!;
    for (const [depth, folder] of [
      [1, ''],
      [2, 'parts/'],
    ] as const) {
      const toFeatures = up(depth);
      list.push({
        file: `src/server/features/${feature}/${folder}probe.ts`,
        forbidden: [
          `${toFeatures}${other}/service.ts`,
          `${toFeatures}${other}/routes.ts`,
          `${toFeatures}${other}/deeper/inside.ts`,
        ],
        allowed: [
          './sibling.ts',
          `${toFeatures}${other}/index.ts`,
          `${toFeatures}../lib/lists.ts`,
          `${toFeatures}../../shared/paths.ts`,
          'drizzle-orm',
        ],
      });
    }
    // Tests may reach inside other features (their test-support files, a service under test).
    list.push({
      file: `src/server/features/${feature}/probe.test.ts`,
      forbidden: [],
      allowed: [`../${other}/test-support.ts`, `../${other}/service.ts`, './service.ts'],
    });
  }
  for (const [file, toServer] of [
    ['src/server/probe.ts', './'],
    ['src/server/plugins/probe.ts', '../'],
    ['src/server/jobs/tasks/probe.ts', '../../'],
  ] as const) {
    list.push({
      file,
      forbidden: [
        `${toServer}features/${serverFeatures[0]}/service.ts`,
        `${toServer}features/${serverFeatures[0]}/routes.ts`,
      ],
      allowed: [`${toServer}features/${serverFeatures[0]}/index.ts`, `${toServer}lib/lists.ts`],
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

/** Relative imports of the server's non-test files, as [importing file, imported file]. */
function serverImports(): [string, string][] {
  const edges: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test') walk(full);
        continue;
      }
      if (!/\.tsx?$/.test(entry.name) || isTestFile(entry.name)) continue;
      const text = readFileSync(full, 'utf8');
      for (const match of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        const target = resolveSpecifier(full, match[1]!);
        if (target) edges.push([path.relative(root, full), target]);
      }
    }
  };
  walk(path.join(root, 'src/server'));
  return edges;
}

const isTestFile = (name: string) =>
  name.endsWith('.test.ts') || name === 'test-support.ts' || name === 'sample-files.ts';

/** A specifier as a path from the repository root, or null for a package. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.'))
    return path.relative(root, path.resolve(path.dirname(from), specifier));
  const alias = /^#(shared|server|client)\/(.*)$/.exec(specifier);
  return alias ? `src/${alias[1]}/${alias[2]}` : null;
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
    const reach: [string, string] = [
      'src/server/features/documents/routes.ts',
      'src/server/features/leads/pipeline.ts',
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

  it('biome refuses a loop of modules between two features (noImportCycles)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arkaja-cycles-'));
    try {
      const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
      delete config.$schema;
      writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
      const write = (file: string, text: string) => {
        mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      write('src/server/features/a/index.ts', "export { a } from './service.ts';\n");
      write(
        'src/server/features/a/service.ts',
        "import { b } from '../b/index.ts';\nexport const a = () => b();\n",
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
