import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_POLICY } from '../../src/server/access-policy.ts';

/**
 * Each API path is written once, by the path builders of src/shared/schemas (`<feature>Api`,
 * src/shared/api-paths.ts): the client never spells an `/api/` path, and every builder names a
 * route the server has.
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

/** `/api/` at the start of a string, a template or a quoted text, outside comments. */
function apiStrings(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/['"`]\/api\/[^'"`]*/g)].map((match) => match[0]);
}

/** Builders whose first parameter names a route rather than filling one. */
const SAMPLE_ARGUMENTS: Record<string, unknown[]> = { 'adminApi.list': ['leads'] };

describe('API paths', () => {
  it('no client file outside the tests writes an /api/ path', () => {
    const found = files(path.join(root, 'src/client'))
      .filter((file) => /\.tsx?$/.test(file) && !isClientTest(file))
      .flatMap((file) =>
        apiStrings(readFileSync(file, 'utf8')).map(
          (literal) => `${path.relative(root, file)}: ${literal}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('the check finds a string, a template and a string in double quotes', () => {
    expect(apiStrings("api('/api/account');\n// GET /api/not-code\nfetch(`/api/x/${id}`)")).toEqual(
      ["'/api/account", '`/api/x/${id}'],
    );
    expect(apiStrings('const a = "/api/leads";')).toEqual(['"/api/leads']);
  });

  it('every path builder names a route in API_POLICY', async () => {
    const routes = Object.keys(API_POLICY).map((key) => {
      const pattern = key.split(' ')[1]!.replace(/:[^/]+/g, '[^/]+');
      return new RegExp(`^${pattern}$`);
    });
    const schemaDir = path.join(root, 'src/shared/schemas');
    let builders = 0;
    for (const file of readdirSync(schemaDir).filter((name) => /^[a-z-]+\.ts$/.test(name))) {
      const module = await import(path.join(schemaDir, file));
      for (const [name, value] of Object.entries(module)) {
        if (!name.endsWith('Api') || typeof value !== 'object' || value === null) continue;
        for (const [key, build] of Object.entries(value as Record<string, unknown>)) {
          if (typeof build !== 'function') continue;
          builders++;
          const args =
            SAMPLE_ARGUMENTS[`${name}.${key}`] ??
            Array.from({ length: build.length }, (_, i) => `p${i}`);
          const built = String(build(...args)).split('?')[0]!;
          expect(
            routes.some((route) => route.test(built)),
            `${file} ${name}.${key}() → ${built}`,
          ).toBe(true);
        }
      }
    }
    expect(builders).toBeGreaterThan(40);
  });
});
