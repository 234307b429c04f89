import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_REDIRECT_SCRIPT } from '#shared/language-redirect.ts';
import { isApiRoute } from '../access-policy.ts';

/** The CSP source that allows the one inline script (the language redirect), by its hash. */
export const LANGUAGE_REDIRECT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LANGUAGE_REDIRECT_SCRIPT).digest('base64')}'`;

/**
 * Browser features the site never uses, turned off for it and anything it embeds (only names
 * Chromium knows: an unknown one is a console warning on every page, which the browser tests'
 * `consoleProblems` catch; Web Bluetooth has no policy name). The clipboard stays: the savings
 * calculator copies its link.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
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

type HeaderList = [name: string, value: string][];

const HSTS: HeaderList = [['strict-transport-security', 'max-age=31536000; includeSubDomains']];

/**
 * The headers of an HTML page (and of the assets it loads), as [lower-case name, value] pairs,
 * built once: the CSP, no framing, nosniff, a strict referrer, isolation from other origins, no
 * powerful browser features, and HSTS only over https.
 */
export function pageHeaderList(options: CspOptions): HeaderList {
  return [
    ['content-security-policy', contentSecurityPolicy(options)],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.secure ? HSTS : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
}

/**
 * An API answer loads nothing, runs nothing and is never framed: opened as a document, it is a
 * sandboxed page with no sources at all.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The headers of an API answer (OWASP REST Security Cheat Sheet): no caching anywhere, no
 * framing, nosniff, no referrer, readable by the site's own origin only, HSTS over https. The
 * page-only headers (script sources, opener isolation, browser features) govern documents that
 * run scripts, which an API answer under this CSP cannot be.
 */
export function apiHeaderList(options: { secure: boolean }): HeaderList {
  return [
    ['cache-control', 'private, no-store'],
    ['content-security-policy', API_CONTENT_SECURITY_POLICY],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ...(options.secure ? HSTS : []),
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
}

/** Adds `Cookie` to the reply's Vary header, keeping what is there. */
function varyOnCookie(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Cookie');
    return;
  }
  const text = String(vary);
  if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(text)) reply.header('vary', `${text}, Cookie`);
}

export type HeaderSetKind = 'api' | 'page';

/**
 * Which header set an answer carries; the one place that decides it. Every answer of an /api
 * route (any method, any spelling the router matched, errors included) and every JSON answer
 * (404s, 405s and errors anywhere) is an API answer: it depends on who asks; the rest are pages
 * and their assets.
 */
export function headerSetKind(request: FastifyRequest, reply: FastifyReply): HeaderSetKind {
  if (isApiRoute(request)) return 'api';
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json') ? 'api' : 'page';
}

/** The header sets of one app, built at start from its configuration. */
export type HeaderSets = {
  page: HeaderList;
  api: HeaderList;
  /** Puts the answer's header set on it, replacing what the route set for the same names. */
  apply(request: FastifyRequest, reply: FastifyReply): void;
};

export function buildHeaderSets(options: CspOptions): HeaderSets {
  const page = pageHeaderList(options);
  const api = apiHeaderList(options);
  return {
    page,
    api,
    apply(request, reply) {
      if (headerSetKind(request, reply) === 'page') {
        for (const [name, value] of page) reply.header(name, value);
        return;
      }
      for (const [name, value] of api) reply.header(name, value);
      // The session cookie decides what an API answer holds.
      varyOnCookie(reply);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security header sets (plugins/security-headers.ts), for answers that pass no hooks. */
    headerSets: HeaderSets;
  }
}

export type SecurityHeadersOptions = { scriptHashes?: readonly string[] };

/**
 * The security headers on every answer, chosen by its kind when it is sent (`headerSetKind`).
 * They are the same for every request of a kind, so each list is built once at start and each
 * answer only copies one (decision 025: @fastify/helmet rebuilt the CSP on every request;
 * decision 029: API answers carry their own, smaller set). The one inline script, the language
 * redirect, is allowed by its hash.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const sets = buildHeaderSets({
      secure: app.config.secure,
      scriptHashes: [LANGUAGE_REDIRECT_SCRIPT_SOURCE, ...(options.scriptHashes ?? [])],
    });
    app.decorate('headerSets', sets);
    // onSend: the first moment the answer's type is known; every answer that goes through
    // reply.send passes it, errors, 404s and 304s included.
    app.addHook('onSend', (request, reply, payload, done) => {
      sets.apply(request, reply);
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['deps'] },
);
