import type { FastifyRequest } from 'fastify';
import { forbidden } from '#server/errors.ts';

/** Methods that must not change state; every other one needs the site's own Origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL, normalised ("http://localhost:80" → "http://localhost"), or null. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origin a request claims (Origin, else Referer), or null when it names none. */
function claimedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return originOf(origin && origin !== 'null' ? origin : request.headers.referer);
}

/** The site's own origins: the one the request was addressed to, and PUBLIC_URL's. */
function ownOrigins(request: FastifyRequest): string[] {
  const origins = [originOf(`${request.protocol}://${request.host}`)];
  const { publicUrl } = request.server.config;
  if (publicUrl) origins.push(publicUrl.origin);
  return origins.filter((origin): origin is string => origin !== null);
}

/**
 * A state-changing request that carries the session cookie must come from the site's own pages:
 * a browser sends the cookie on cross-site form posts too.
 */
export function assertOwnOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = claimedOrigin(request);
  if (!origin || !ownOrigins(request).includes(origin)) {
    throw forbidden('This request must come from the site itself.');
  }
}
