import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    { cwd: scratch, encoding: 'utf8' },
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
