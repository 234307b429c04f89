import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MutationObserver, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { ENDS_SESSION } from './query-keys.ts';

/** A view on screen: its first load answers at once, every reload waits for `release()`. */
async function viewOnScreen(client: QueryClient, queryKey: readonly unknown[]) {
  let loads = 0;
  const waiting: (() => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      loads += 1;
      const load = loads;
      if (load === 1) return 'first';
      return new Promise<string>((resolve) => waiting.push(() => resolve(`load ${load}`)));
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('first'));
  return {
    loads: () => loads,
    data: () => observer.getCurrentResult().data,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
    unsubscribe,
  };
}

/** A write's outcome, or 'still waiting' when it has not resolved within two seconds. */
const write = (client: QueryClient, meta?: Record<string, unknown>) =>
  Promise.race([
    new MutationObserver(client, { mutationFn: async () => 'stored', meta }).mutate(),
    new Promise((resolve) => setTimeout(resolve, 2_000, 'still waiting')),
  ]);

describe('a write and the views it makes stale', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  it('is answered while the views on screen still reload, which then show the new data', async () => {
    client = createQueryClient();
    const leads = await viewOnScreen(client, ['admin', 'leads']);
    const session = await viewOnScreen(client, ['auth', 'session']);
    // The reload never ends until released: a write that waited for it would never resolve.
    await expect(write(client)).resolves.toBe('stored');
    expect(leads.loads()).toBe(2);
    // The session is the auth module's own: a write does not reload it.
    expect(session.loads()).toBe(1);
    leads.release();
    await vi.waitFor(() => expect(leads.data()).toBe('load 2'));
    leads.unsubscribe();
    session.unsubscribe();
  });

  it('reloads nothing after a write that ends the session', async () => {
    client = createQueryClient();
    const leads = await viewOnScreen(client, ['admin', 'leads']);
    await expect(write(client, { [ENDS_SESSION]: true })).resolves.toBe('stored');
    expect(leads.loads()).toBe(1);
    leads.unsubscribe();
  });
});

/**
 * The rule above is the one place a write reloads views. A hook that invalidates a view itself
 * reloads it twice (the rule, then the hook), and, if its `onSuccess` returns the promise, holds
 * the write's answer until the reload ends: the fault the first test catches for the rule. Only
 * the session, which the rule leaves alone, is reloaded by hand.
 */
describe('invalidating queries outside the rule', () => {
  const clientRoot = path.resolve(import.meta.dirname, '..');
  const sources = (readdirSync(clientRoot, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|__tests__/.test(file),
  );

  it('happens only for the session', () => {
    const stray: string[] = [];
    for (const file of sources) {
      const text = readFileSync(path.join(clientRoot, file), 'utf8');
      for (const match of text.matchAll(
        /\.(invalidateQueries|refetchQueries|resetQueries)\(([^)]*)\)/g,
      )) {
        if (file === path.join('lib', 'query-keys.ts')) continue;
        if (match[2]?.includes('queryKey: sessionQueryKey')) continue;
        stray.push(`${file}: ${match[0]}`);
      }
    }
    expect(sources.length).toBeGreaterThan(100);
    expect(stray).toEqual([]);
  });
});
