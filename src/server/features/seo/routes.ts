import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '#server/lib/site-origin.ts';
import { localizedPath, SITEMAP_PATHS } from '#shared/paths.ts';

export async function seoRoutes(app: FastifyInstance) {
  const origin = siteOrigin(app.config);
  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /*dashboard',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    // Both languages of every public page, each naming its twin (decision 020).
    ...SITEMAP_PATHS.flatMap((p) => {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="en" href="${origin}${p}"/>`,
        `<xhtml:link rel="alternate" hreflang="hi" href="${origin}${localizedPath(p, 'hi')}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${p}"/>`,
      ].join('');
      return [p, localizedPath(p, 'hi')].map(
        (loc) => `  <url><loc>${origin}${loc}</loc>${alternates}</url>`,
      );
    }),
    '</urlset>',
    '',
  ].join('\n');

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
