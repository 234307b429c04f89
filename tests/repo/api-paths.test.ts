import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_POLICY } from '#server/access-policy.ts';
import type { OldSpelling } from '#shared/api-paths.ts';
import { ADMIN_LISTS } from '#shared/schemas/admin.ts';

/**
 * Each API route pattern is written once, in `<feature>Patterns` of src/shared (api-paths.ts and
 * schemas/<feature>.ts): the server registers its routes and keys API_POLICY with them, and the
 * client builds its paths with `<feature>Api`, made from them. No client file, server route file
 * or policy table spells an `/api/` path; every pattern has a policy entry and a builder. With
 * the authorization test (every route Fastify serves has its policy entry and back), every
 * registered route has a pattern here and a builder.
 */

const root = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

const isClientTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}client${path.sep}test${path.sep}`);

/**
 * `/api/` (or `METHOD /api/`, a policy key) at the start of a string, a template or a quoted
 * text, outside comments. A description that names a route in a sentence is not caught.
 */
function apiStrings(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/['"`](?:(?:GET|HEAD|POST|PUT|PATCH|DELETE) )?\/api\/[^'"`]*/g)].map(
    (match) => match[0],
  );
}

const apiStringsIn = (list: string[]) =>
  list.flatMap((file) =>
    apiStrings(readFileSync(file, 'utf8')).map(
      (literal) => `${path.relative(root, file)}: ${literal}`,
    ),
  );

/** The modules that define patterns and builders: api-paths.ts and the schema modules. */
async function sharedModules(): Promise<[file: string, exports: Record<string, unknown>][]> {
  const schemaDir = path.join(root, 'src/shared/schemas');
  const list = [
    path.join(root, 'src/shared/api-paths.ts'),
    ...readdirSync(schemaDir)
      .filter((name) => /^[a-z-]+\.ts$/.test(name))
      .map((name) => path.join(schemaDir, name)),
  ];
  return Promise.all(
    list.map(
      async (file): Promise<[string, Record<string, unknown>]> => [
        path.relative(root, file),
        await import(file),
      ],
    ),
  );
}

/** Each exported object whose name ends in `suffix`, once (schema modules re-export some). */
async function exportedObjects(suffix: string) {
  const found = new Map<string, { file: string; value: Record<string, unknown> }>();
  for (const [file, module] of await sharedModules()) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith(suffix) || typeof value !== 'object' || value === null) continue;
      if (!found.has(name)) found.set(name, { file, value: value as Record<string, unknown> });
    }
  }
  return found;
}

/** Every old spelling of a renamed route (`<feature>OldSpellings`, decision 058). */
async function oldSpellings(): Promise<OldSpelling[]> {
  const found = new Set<OldSpelling>();
  for (const [, module] of await sharedModules())
    for (const [name, value] of Object.entries(module))
      if (name.endsWith('OldSpellings'))
        for (const spelling of value as OldSpelling[]) found.add(spelling);
  return [...found];
}

/** `[where, pattern]` for every route pattern. */
async function patterns(): Promise<[string, string][]> {
  return [...(await exportedObjects('Patterns'))].flatMap(([name, { value }]) =>
    Object.entries(value).map(([key, pattern]): [string, string] => [
      `${name}.${key}`,
      String(pattern),
    ]),
  );
}

/** A pattern with its parameters unnamed, and a path built with PARAMETER in each, alike. */
const PARAMETER = '__parameter__';
const shapeOfPattern = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, ':');
const shapeOfPath = (built: string) => built.split('?')[0]!.replaceAll(PARAMETER, ':');

/** The argument lists to build with, for builders whose arguments choose the route. */
const SAMPLE_ARGUMENTS: Record<string, unknown[][]> = {
  'adminApi.list': Object.keys(ADMIN_LISTS).map((kind) => [kind]),
  'adminApi.setDisabled': [
    [PARAMETER, true],
    [PARAMETER, false],
  ],
};

/** Every builder's paths with its name: `[builder, built path]`. */
async function builtPaths(): Promise<[string, string][]> {
  const built: [string, string][] = [];
  for (const [name, { value }] of await exportedObjects('Api')) {
    for (const [key, build] of Object.entries(value)) {
      if (typeof build !== 'function') continue;
      const argumentLists = SAMPLE_ARGUMENTS[`${name}.${key}`] ?? [
        Array.from({ length: build.length }, () => PARAMETER),
      ];
      for (const args of argumentLists) built.push([`${name}.${key}`, String(build(...args))]);
    }
  }
  return built;
}

const policyPaths = () => new Set(Object.keys(API_POLICY).map((key) => key.split(' ')[1]!));

describe('API paths', () => {
  it('no client file outside the tests writes an /api/ path', () => {
    const client = files(path.join(root, 'src/client')).filter(
      (file) => /\.tsx?$/.test(file) && !isClientTest(file),
    );
    expect(apiStringsIn(client)).toEqual([]);
  });

  it('no server route file and no policy or audience table writes an /api/ path', () => {
    const features = path.join(root, 'src/server/features');
    const server = [
      ...readdirSync(features).map((feature) => path.join(features, feature, 'routes.ts')),
      path.join(root, 'src/server/access-policy.ts'),
      path.join(features, 'auth/capabilities.ts'),
    ].filter((file) => readdirSync(path.dirname(file)).includes(path.basename(file)));
    expect(server.length).toBeGreaterThan(15);
    expect(apiStringsIn(server)).toEqual([]);
  });

  it('the check finds a string, a template, a string in double quotes and a policy key', () => {
    // The probes are source code, template literals included: `${id}` is meant literally.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code as text
    const code = "api('/api/account');\n// GET /api/not-code\nfetch(`/api/x/${id}`)";
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code as text
    const template = '`/api/x/${id}';
    expect(apiStrings(code)).toEqual(["'/api/account", template]);
    expect(apiStrings('const a = "/api/leads";')).toEqual(['"/api/leads']);
    expect(apiStrings("  'PUT /api/admin/leads/:id/system': 'write:plant',")).toEqual([
      "'PUT /api/admin/leads/:id/system",
    ]);
    expect(apiStrings("description: 'Signs in through POST /api/auth/login.'")).toEqual([]);
  });

  it('writes each route pattern and old spelling once', async () => {
    const all = [
      ...(await patterns()),
      ...(await oldSpellings()).map(({ old }): [string, string] => ['an old spelling', old]),
    ];
    expect(all.length).toBeGreaterThan(100);
    const places = new Map<string, string[]>();
    for (const [where, pattern] of all)
      places.set(pattern, [...(places.get(pattern) ?? []), where]);
    expect([...places].filter(([, where]) => where.length > 1)).toEqual([]);
    for (const [where, pattern] of all) expect(pattern, where).toMatch(/^\/api\/[a-z0-9/:.-]+$/i);
  });

  it('gives every route pattern a policy entry, and keys the policy with patterns only', async () => {
    const known = new Set([
      ...(await patterns()).map(([, pattern]) => pattern),
      ...(await oldSpellings()).map(({ old }) => old),
    ]);
    const inPolicy = policyPaths();
    expect((await patterns()).filter(([, pattern]) => !inPolicy.has(pattern))).toEqual([]);
    expect([...inPolicy].filter((pattern) => !known.has(pattern))).toEqual([]);
  });

  it("gives each old spelling its route's policy entries, method for method", async () => {
    const spellings = await oldSpellings();
    expect(spellings.length).toBeGreaterThan(0);
    const known = new Set((await patterns()).map(([, pattern]) => pattern));
    const entriesOf = (path: string) =>
      Object.entries(API_POLICY)
        .filter(([key]) => key.split(' ')[1] === path)
        .map(([key, access]) => `${key.split(' ')[0]} ${access}`)
        .sort();
    for (const { pattern, old } of spellings) {
      expect(known.has(pattern), pattern).toBe(true);
      expect(entriesOf(pattern).length, pattern).toBeGreaterThan(0);
      expect(entriesOf(old), old).toEqual(entriesOf(pattern));
    }
  });

  it('gives every route pattern a builder, and builds only paths of patterns', async () => {
    const built = await builtPaths();
    expect(built.length).toBeGreaterThan(100);
    const all = await patterns();
    const shapes = new Set(all.map(([, pattern]) => shapeOfPattern(pattern)));
    expect(built.filter(([, path]) => !shapes.has(shapeOfPath(path)))).toEqual([]);
    const builtShapes = new Set(built.map(([, path]) => shapeOfPath(path)));
    expect(all.filter(([, pattern]) => !builtShapes.has(shapeOfPattern(pattern)))).toEqual([]);
  });
});
