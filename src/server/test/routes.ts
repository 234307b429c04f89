import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

/**
 * Every route as Fastify itself holds it, read from `printRoutes` (Fastify has no list API):
 * a tree where each line is a path segment under its parent, with the methods in brackets.
 * HEAD, which Fastify adds to every GET, is left out.
 */
export function fastifyRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
