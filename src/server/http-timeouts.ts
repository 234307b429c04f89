/**
 * How long the server waits on a client, in milliseconds: one place for the values the README's
 * "Timeouts" section explains. Tests shorten them through AppDeps.
 */
export type HttpTimeouts = {
  /** A whole request, headers and body: a 5 MB upload needs about 700 kbit/s to make it. */
  request: number;
  /** From a request's first byte to the end of its headers (headers sent byte by byte). */
  headers: number;
  /** A connection on which nothing moves either way (a body that stalls, a silent client). */
  idle: number;
  /**
   * An idle keep-alive connection between two requests. Longer than the 60 s after which
   * common proxies (nginx, load balancers) drop theirs, so the proxy, not the app, ends one.
   */
  keepAlive: number;
  /** How often Node checks the request and header limits on open connections. */
  checkEvery: number;
};

export const HTTP_TIMEOUTS: HttpTimeouts = {
  request: 60_000,
  headers: 15_000,
  idle: 30_000,
  keepAlive: 72_000,
  checkEvery: 5_000,
};
