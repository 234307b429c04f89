import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  fillParams,
  registeredRoutes,
  signedInAgent,
  type TestApp,
} from './test/helper.ts';
import { listenOnFreePort, type RawResponse, rawRequest } from './test/raw-http.ts';

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/**
 * Other spellings of `path` that a router might take for the same route: the first and the last
 * character of each segment percent-encoded (lower- and upper-case hex; a guard matching a prefix
 * or a segment is passed by one encoded character in it, wherever it is), all letters encoded,
 * doubled and trailing slashes, dot segments (plain and encoded), `;` parameters, encoded
 * slashes, the absolute form.
 */
function spellingsOf(path: string, port: number): string[] {
  const spellings = new Set<string>();
  const encodedAt = new Set<number>();
  for (const segment of path.matchAll(/[^/]+/g)) {
    encodedAt.add(segment.index);
    encodedAt.add(segment.index + segment[0].length - 1);
  }
  for (const i of encodedAt) {
    for (const upper of [false, true])
      spellings.add(path.slice(0, i) + hex(path[i]!, upper) + path.slice(i + 1));
  }
  for (const upper of [false, true])
    spellings.add(path.replace(/[a-z]/g, (char) => hex(char, upper)));
  const slashes = [...path.matchAll(/\//g)].map((match) => match.index);
  for (const at of slashes) {
    const before = path.slice(0, at);
    const after = path.slice(at + 1);
    for (const insert of ['//', '/./', '/%2e/', '/%2E/', '/x/../', '/x/%2e%2e/', '/;x=1/'])
      spellings.add(`${before}${insert}${after}`);
    if (at > 0) for (const slash of ['%2f', '%2F', '\\']) spellings.add(before + slash + after);
  }
  for (const suffix of ['/', '//', '/.', ';', ';x=1', '%3bx=1', '?x=1', '#x', '%20', '%00', '%2f'])
    spellings.add(path + suffix);
  spellings.add(path.toUpperCase());
  spellings.add(`http://127.0.0.1:${port}${path}`);
  spellings.add(`http://evil.example${path}`);
  spellings.delete(path);
  return [...spellings];
}

/** A spelling refused as not this route (or not a URL at all) gets none of its guards. */
const refusedAsOtherPath = (response: RawResponse) =>
  response.status === 400 || response.status === 404;

describe('every spelling of an /api path gets the same guards as the path itself', () => {
  let t: TestApp;
  let port: number;
  let apiRoutes: [string, string][];

  beforeAll(async () => {
    t = await buildTestApp();
    port = await listenOnFreePort(t.app);
    apiRoutes = registeredRoutes(t.app)
      .map((route) => route.split(' ') as [string, string])
      .filter(([method, url]) => url.startsWith('/api/') && method !== 'HEAD');
  });
  afterAll(() => t.close());

  it('answers a visitor as it answers the canonical path, rate limit included, or 400/404', async () => {
    expect(apiRoutes.length).toBeGreaterThan(10);
    let reached = 0;
    for (const [method, pattern] of apiRoutes) {
      const path = fillParams(pattern);
      const send = (target: string) =>
        rawRequest(port, {
          method,
          path: target,
          headers: { 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
      const canonical = await send(path);
      expect(canonical.headers['x-ratelimit-limit'], `${method} ${path}`).toBe('100000');
      for (const spelling of spellingsOf(path, port)) {
        const response = await send(spelling);
        const label = `${method} ${spelling}: ${response.status} ${response.body.slice(0, 100)}`;
        if (refusedAsOtherPath(response)) continue;
        reached++;
        expect(response.status, label).toBe(canonical.status);
        expect(response.headers['x-ratelimit-limit'], label).toBe(
          canonical.headers['x-ratelimit-limit'],
        );
      }
    }
    // Many spellings do reach the handlers: the test must see them.
    expect(reached).toBeGreaterThan(200);
  }, 120_000);

  it('refuses a cross-site state change with the session cookie in every spelling', async () => {
    const writes = apiRoutes.filter(([method]) => method !== 'GET');
    expect(writes.length).toBeGreaterThan(5);
    for (const [method, pattern] of writes) {
      const { agent } = await signedInAgent(t, 'admin');
      const cookie = `sid=${agent.cookie('sid')}`;
      const path = fillParams(pattern);
      for (const spelling of [path, ...spellingsOf(path, port)]) {
        const response = await rawRequest(port, {
          method,
          path: spelling,
          headers: {
            cookie,
            origin: 'http://evil.example',
            'content-type': 'application/json',
          },
          body: '{}',
        });
        const label = `${method} ${spelling}: ${response.status} ${response.body.slice(0, 100)}`;
        if (!refusedAsOtherPath(response)) {
          expect(response.status, label).toBe(403);
          expect(JSON.parse(response.body).error.message, label).toBe(
            'This request must come from the site itself.',
          );
        }
      }
      // Whatever the answers, the session lives on (a forged logout would have ended it).
      const session = await rawRequest(port, {
        method: 'GET',
        path: '/api/auth/session',
        headers: { cookie },
      });
      expect(JSON.parse(session.body).user, `${method} ${path} in any spelling`).not.toBeNull();
    }
  }, 120_000);
});
