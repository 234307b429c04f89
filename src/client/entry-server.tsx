import type { Readable } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { company } from '../shared/company.ts';
import { DEFAULT_LANGUAGE, type Language } from '../shared/languages.ts';
import { APP_SHELL_PATHS, NOT_FOUND_PAGE, PRERENDERED_PATHS, paths } from '../shared/paths.ts';
import { App } from './app.tsx';
import { i18n } from './i18n/i18n.ts';
import { fontPreloadTags } from './lib/font-preload.ts';
import { metaKeyFor } from './lib/page-meta.ts';

/** Replaced by the server with its public origin when it loads the pages. */
export const ORIGIN_PLACEHOLDER = '%ORIGIN%';

export const PAGES = [...PRERENDERED_PATHS, ...APP_SHELL_PATHS, `/${NOT_FOUND_PAGE}`];

async function streamToString(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function organizationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${ORIGIN_PLACEHOLDER}/#organization`,
    name: company.name,
    url: `${ORIGIN_PLACEHOLDER}/`,
    logo: `${ORIGIN_PLACEHOLDER}/favicon.svg`,
    email: company.contact.email,
    telephone: company.contact.phone,
    foundingDate: String(company.established),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.contact.streetAddress,
      addressLocality: company.contact.city,
      addressRegion: company.contact.region,
      postalCode: company.contact.postalCode,
      addressCountry: company.contact.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '18:00',
      },
    ],
    sameAs: [company.social.facebook, company.social.linkedin],
  };
  // "<" escaped so the JSON can never close the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Renders one route to complete HTML, waiting for every lazy chunk, plus its head tags for a page
 * in `language` (its font preloads).
 */
export async function render(
  url: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ html: string; head: string }> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline, in order. By default React moves large boundaries to the
      // end of the document and reveals them with inline <script>s, which the site's CSP
      // (script-src 'self') blocks, leaving that content hidden until hydration.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // A page that fails to render must fail the build, not ship a client-only fallback.
  if (errors.length > 0) throw errors[0];
  const html = await streamToString(prelude as unknown as Readable);
  const key = metaKeyFor(url);
  const title = i18n.t(`meta:${key}.title`);
  const description = i18n.t(`meta:${key}.description`);
  const indexable = (PRERENDERED_PATHS as readonly string[]).includes(url) && url !== paths.auth;
  const canonical = `${ORIGIN_PLACEHOLDER}${url}`;
  const head = [
    fontPreloadTags(language),
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    indexable
      ? `<link rel="canonical" href="${canonical}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.shortName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:locale:alternate" content="hi_IN" />`,
    `<meta name="twitter:card" content="summary" />`,
    url === paths.home ? organizationJsonLd() : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return { html, head };
}
