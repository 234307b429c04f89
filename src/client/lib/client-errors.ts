import { type ComponentType, createElement, lazy } from 'react';
import { clientErrorsApi } from '#shared/api-paths.ts';
import { CLIENT_ERROR_LIMITS } from '#shared/client-error-limits.ts';
import type { ClientErrorReport } from '#shared/schemas/client-errors.ts';
import { api } from './api.ts';

/** A page's code or texts could not be loaded (the network, a deploy that removed the chunk). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the site could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * `load` (a dynamic import), whose failure is a ChunkLoadError: the error page then offers to try
 * again rather than saying something broke.
 */
export const loadingChunk =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch((error: unknown) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
    });

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Tells the server's log about an error the error page caught (POST /api/client-errors); never
 * fails itself. Only the path is sent, not the query, which may hold a token.
 */
export function reportClientError(error: unknown, kind: ClientErrorReport['kind']): void {
  const known = error instanceof Error ? error : new Error(String(error));
  const report: ClientErrorReport = {
    kind,
    name: clip(known.name || 'Error', CLIENT_ERROR_LIMITS.name),
    message: clip(known.message, CLIENT_ERROR_LIMITS.message),
    path: clip(window.location.pathname, CLIENT_ERROR_LIMITS.path),
    ...(known.stack ? { stack: clip(known.stack, CLIENT_ERROR_LIMITS.stack) } : {}),
  };
  void api(clientErrorsApi.report(), { method: 'POST', body: report }).catch(() => {});
}

/** How to load anew each lazy component whose load failed, for the error page's "Try again". */
const failedLoads = new Set<() => void>();

/**
 * React.lazy, except that a failed load can be tried again: lazy keeps its failure for good, so
 * `retryFailedLoads()` puts a fresh one in the place of each that failed. (Swapping at once would
 * have React render the fresh one, failing again, in a loop, instead of showing the error.)
 */
export function retryableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const make = (): ComponentType =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedLoads.add(renew);
        throw error;
      }),
    );
  let current = make();
  const renew = () => {
    current = make();
  };
  return function RetryableLazy() {
    return createElement(current);
  };
}

export function retryFailedLoads(): void {
  for (const renew of failedLoads) renew();
  failedLoads.clear();
}
