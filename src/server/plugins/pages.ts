import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  APP_SHELL_PATHS,
  HINDI_PAGE_PATHS,
  LINK_PAGE_PATHS,
  localizedPath,
  NOT_FOUND_PAGE,
  PRERENDERED_PATHS,
  pageFileName,
  splitLanguage,
} from '#shared/paths.ts';
import { siteOrigin } from '../lib/site-origin.ts';

type Encoding = 'br' | 'gzip';
type Page = { identity: Buffer; etag: string; encoded: Partial<Record<Encoding, Promise<Buffer>>> };

/** The prerenderer leaves this where the site's own origin belongs (canonical, og:url, JSON-LD). */
const ORIGIN_PLACEHOLDER = /%ORIGIN%/g;

const COMPRESS: Record<Encoding, (identity: Buffer) => Promise<Buffer>> = {
  br: (identity) =>
    promisify(brotliCompress)(identity, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  gzip: (identity) => promisify(gzip)(identity, { level: 9 }),
};

/** Reads a prerendered page and fills in the origin. */
function loadPage(file: string, origin: string): Page {
  const identity = Buffer.from(readFileSync(file, 'utf8').replace(ORIGIN_PLACEHOLDER, origin));
  return {
    identity,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    encoded: {},
  };
}

/**
 * A page compressed at the highest setting, once, when it is first asked for in that encoding,
 * off the main thread. Compressing all ~60 pages at start cost each start ~3 CPU-seconds (the
 * origin is only known then), most of them for pages a given process may never send.
 */
function encodedPage(page: Page, encoding: Encoding): Promise<Buffer> {
  page.encoded[encoding] ??= COMPRESS[encoding](page.identity);
  return page.encoded[encoding];
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag)
    return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  if (!encoding) return reply.send(page.identity);
  const body = await encodedPage(page, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * Serves the built client: prerendered pages from memory (precompressed), hashed assets with
 * immutable caching, and a real 404 page. Session-dependent routes are prerendered in their
 * loading state and finish in the browser.
 */
export const pagesPlugin = fp(
  async (app: FastifyInstance) => {
    const { clientDir } = app.config;
    const pagesDir = path.join(clientDir, '_pages');
    if (!existsSync(pagesDir)) {
      app.log.warn(
        { clientDir },
        'no built client found: serving the API only (run npm run build)',
      );
      return;
    }

    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/_pages') && !pathName.endsWith('.html'),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    const origin = siteOrigin(app.config);
    const notFound = `/${NOT_FOUND_PAGE}`;
    const notFoundPages = {
      en: loadPage(path.join(pagesDir, pageFileName(notFound)), origin),
      hi: loadPage(path.join(pagesDir, pageFileName(localizedPath(notFound, 'hi'))), origin),
    };
    // English pages and the Hindi twins of the public ones (decision 020), one list each.
    for (const route of [
      ...PRERENDERED_PATHS,
      ...APP_SHELL_PATHS,
      ...HINDI_PAGE_PATHS,
      ...LINK_PAGE_PATHS,
    ]) {
      const page = loadPage(path.join(pagesDir, pageFileName(route)), origin);
      // Served from memory, and not rate limited (only /api routes are, app.ts).
      app.get(route, (request, reply) => sendPage(request, reply, page, 200));
    }
    // An unknown address under /hi/ gets the Hindi 404 page.
    app.decorate('sendNotFoundPage', (request: FastifyRequest, reply: FastifyReply) => {
      const { language } = splitLanguage(request.url.split('?')[0] ?? '/');
      return sendPage(request, reply, notFoundPages[language], 404);
    });
  },
  { name: 'pages', dependencies: ['deps'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendNotFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
