import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
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

/**
 * CSP without inline scripts (but the language redirect, by its hash), no framing, nosniff, strict referrer, no powerful browser
 * features; HSTS only over https; API answers private and never stored.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", LANGUAGE_REDIRECT_SCRIPT_SOURCE],
          // Radix positions popovers with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(app.config.secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: app.config.secure
        ? { maxAge: 31536000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      markPrivate(request, reply);
    });
  },
  { name: 'security-headers', dependencies: ['deps'] },
);
