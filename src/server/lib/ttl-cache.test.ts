import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

// Test files share a process: fake timers must not outlive a failed test.
afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('loads once within the time to live, again after it, and after an invalidation', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a:1', load)).toBe(1);
    expect(await cache.get('a:1', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a:1', load)).toBe(2);
    cache.invalidate('a:');
    expect(await cache.get('a:1', load)).toBe(3);
    vi.useRealTimers();
  });

  it('runs a lazy thenable once, as a Drizzle query is', async () => {
    const cache = new TtlCache<number>(1000);
    let runs = 0;
    // biome-ignore lint/suspicious/noThenProperty: a stand-in for Drizzle's lazy query, which is a thenable
    const query = { then: (resolve: (v: number) => void) => resolve(++runs) };
    await cache.get('q', () => query as PromiseLike<number>);
    await cache.get('q', () => query as PromiseLike<number>);
    expect(runs).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
