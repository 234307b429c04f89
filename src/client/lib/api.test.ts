import { describe, expect, it } from 'vitest';
import { api, apiErrorFrom, holdReadsWhile, releaseReads, retryAfterSeconds } from './api.ts';

describe('Retry-After', () => {
  const now = Date.parse('2026-01-15T10:00:00Z');
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', 0],
    ['Thu, 15 Jan 2026 10:01:30 GMT', 90],
    ['Thu, 15 Jan 2026 09:00:00 GMT', 0],
  ])('reads %j as %d seconds', (value, seconds) => {
    expect(retryAfterSeconds(value, now)).toBe(seconds);
  });

  it.each([null, '', 'soon', '-5', '1.5'])('ignores %j', (value) => {
    expect(retryAfterSeconds(value, now)).toBeUndefined();
  });
});

describe('the ApiError of a failed answer', () => {
  const headers =
    (values: Record<string, string>) =>
    (name: string): string | null =>
      values[name] ?? null;

  it('carries the server’s message, code, fields and wait', () => {
    const error = apiErrorFrom(
      429,
      headers({ 'content-type': 'application/json; charset=utf-8', 'retry-after': '30' }),
      JSON.stringify({
        error: { code: 'rate_limited', message: 'Slow down.', fields: { a: 'b' } },
      }),
    );
    expect(error).toMatchObject({
      status: 429,
      message: 'Slow down.',
      code: 'rate_limited',
      fields: { a: 'b' },
      retryAfterSeconds: 30,
    });
  });

  it('never shows a proxy’s HTML page, and says the status of anything else', () => {
    expect(
      apiErrorFrom(502, headers({ 'content-type': 'text/html' }), '<h1>Bad</h1>').message,
    ).toBe('502: Server error. Please try again later.');
    expect(apiErrorFrom(500, headers({}), '').message).toBe('500: An unexpected error occurred');
  });
});

describe('reads while the session ends', () => {
  const sent: string[] = [];
  const answer = () => new Response('{}', { headers: { 'content-type': 'application/json' } });
  const withFetch = async (run: () => Promise<void>) => {
    const real = globalThis.fetch;
    sent.length = 0;
    globalThis.fetch = (async (path: string) => {
      sent.push(path);
      return answer();
    }) as typeof fetch;
    try {
      await run();
    } finally {
      globalThis.fetch = real;
      releaseReads();
    }
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  const pending = () => {
    let done!: (ok: boolean) => void;
    const promise = new Promise<void>((resolve, reject) => {
      done = (ok) => (ok ? resolve() : reject(new Error('offline')));
    });
    promise.catch(() => {});
    return { promise, done };
  };

  it('sends no read of a page being left once the logout has succeeded, until the next page', () =>
    withFetch(async () => {
      const logout = pending();
      holdReadsWhile(logout.promise);
      let answered = false;
      void api('/held').then(() => (answered = true));
      await settle();
      expect(sent).toEqual([]);
      logout.done(true);
      await settle();
      void api('/after-logout').then(() => (answered = true));
      await settle();
      expect({ sent, answered }).toEqual({ sent: [], answered: false });
      releaseReads();
      await api('/next-page');
      expect(sent).toEqual(['/next-page']);
    }));

  it('sends the held reads when the logout failed, and never holds writes or the session read', () =>
    withFetch(async () => {
      const logout = pending();
      holdReadsWhile(logout.promise);
      const held = api('/held');
      await api('/write', { method: 'POST', body: {} });
      await api('/session', { sendWhileSessionEnds: true });
      expect(sent).toEqual(['/write', '/session']);
      logout.done(false);
      await held;
      await api('/later');
      expect(sent).toEqual(['/write', '/session', '/held', '/later']);
    }));
});
