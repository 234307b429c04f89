/**
 * A small in-process cache for public aggregates that are read far more often than written.
 * Each entry lives `ttlMs`; writes in this process delete what they change at once, and other
 * app processes see a change within `ttlMs`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** The cached value for key, or load()'s, shared by concurrent callers. */
  get(key: string, load: () => PromiseLike<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    // Promise.resolve settles a lazy thenable (a Drizzle query runs on every then()) exactly once.
    const value = Promise.resolve(load());
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load must not be served to the next caller.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Forgets every key that starts with prefix. */
  invalidate(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
