import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_REDIRECT_SCRIPT } from '../../shared/language-redirect.ts';
import { isApiRoute } from '../policy.ts';

/** The CSP source that allows the one inline script (the language redirect), by its hash. */
export const LANGUAGE_REDIRECT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LANGUAGE_REDIRECT_SCRIPT).digest('base64')}'`;

/**
 * Browser features the site never uses, turned off for it and anything it embeds (only names
 * Chromium knows: an unknown one is an error in the console). The clipboard stays: the savings
 * calculator copies its link.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export type CspOptions = {
  /** Over https: upgrade-insecure-requests. */
  secure: boolean;
  /**
   * Inline scripts the pages carry, as CSP sources (`'sha256-…'`): each one is allowed by its
   * hash alone, never `'unsafe-inline'`.
   */
  scriptHashes?: readonly string[];
};

/** The Content-Security-Policy: no inline scripts (hashed ones only), no framing, own origin. */
export function contentSecurityPolicy({ secure, scriptHashes = [] }: CspOptions): string {
  for (const hash of scriptHashes) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash))
      throw new Error(`not a CSP script hash: ${hash}`);
  }
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    // Radix positions popovers with inline style attributes.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(secure ? ([['upgrade-insecure-requests']] as [string][]) : []),
  ];
  return directives.map((directive) => directive.join(' ')).join(';');
}

/**
 * Every header the site sends on every answer, as [lower-case name, value] pairs, built once:
 * the CSP, no framing, nosniff, a strict referrer, isolation from other origins, no powerful
 * browser features, and HSTS only over https.
 */
export function securityHeaderList(options: CspOptions): [string, string][] {
  return [
    ['content-security-policy', contentSecurityPolicy(options)],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.secure
      ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as [
          string,
          string,
        ][])
      : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
}

/** Adds `Cookie` to the reply's Vary header, keeping what is there. */
function varyOnCookie(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary))
    reply.header('vary', vary ? `${vary}, Cookie` : 'Cookie');
}

/**
 * API answers depend on who asks (the session cookie), so no cache may keep or share them:
 * every answer of an /api route and every JSON answer (errors, 404s and 405s included).
 */
export function markPrivate(request: FastifyRequest, reply: FastifyReply) {
  const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
  if (!json && !isApiRoute(request)) return;
  reply.header('cache-control', 'private, no-store');
  varyOnCookie(reply);
}

export type SecurityHeadersOptions = { scriptHashes?: readonly string[] };

/**
 * The security headers on every answer. They are the same for every request, so the list is
 * built once at start and each request only copies it (decision 025: @fastify/helmet rebuilt
 * the CSP on every request). The one inline script, the language redirect, is allowed by its
 * hash.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const headers = securityHeaderList({
      secure: app.config.secure,
      scriptHashes: [LANGUAGE_REDIRECT_SCRIPT_SOURCE, ...(options.scriptHashes ?? [])],
    });
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      markPrivate(request, reply);
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['deps'] },
);
