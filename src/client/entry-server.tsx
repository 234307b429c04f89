import type { Readable } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath } from 'react-router';
import { company } from '../shared/company.ts';
import { projectFigures } from '../shared/content/project-details.ts';
import { findProject, projectLocation } from '../shared/content/projects.ts';
import { findService } from '../shared/content/services.ts';
import { LANGUAGE_REDIRECT_SCRIPT, SINGLE_ADDRESS_ATTRIBUTE } from '../shared/language-redirect.ts';
import type { Language } from '../shared/languages.ts';
import {
  APP_SHELL_PATHS,
  HINDI_PAGE_PATHS,
  hasLanguageTwin,
  LINK_PAGE_PATHS,
  localizedPath,
  NOT_FOUND_PAGE,
  PRERENDERED_PATHS,
  PROJECT_DETAIL_ROUTE,
  paths,
  SERVICE_DETAIL_ROUTE,
  SITEMAP_PATHS,
  splitLanguage,
} from '../shared/paths.ts';
import { App } from './app.tsx';
import {
  forgetPageTexts,
  i18n,
  loadLanguage,
  loadPageTexts,
  watchUnloadedTexts,
} from './i18n/i18n.ts';
import { type DetailMeta, projectMeta, serviceMeta } from './lib/detail-meta.ts';
import { fontPreloadTags } from './lib/font-preload.ts';
import { illustrationUrl } from './lib/illustrations.ts';
import { LanguageStaticRouter } from './lib/language-router.tsx';
import { metaKeyFor } from './lib/page-meta.ts';
import { partTextGroupsOf, preloadPage, textGroupOf } from './routes.tsx';

export { pageFileName } from '../shared/paths.ts';

// Page descriptions are written into <head> here and never shown by the browser's app, so they
// live in a namespace of their own that no page's texts carry (decision 034).
const pageDescriptions = import.meta.glob<Record<string, string>>(
  './i18n/locales/*/meta-descriptions.json',
  { eager: true, import: 'default' },
);
function pageDescription(language: string, key: string): string {
  const description = pageDescriptions[`./i18n/locales/${language}/meta-descriptions.json`]?.[key];
  if (description === undefined)
    throw new Error(`meta-descriptions.json has no "${key}" (${language})`);
  return description;
}

/** Replaced by the server with its public origin when it loads the pages. */
export const ORIGIN_PLACEHOLDER = '%ORIGIN%';

/** Every prerendered page: the English pages, the Hindi twins of the public ones, both 404s. */
export const PAGES = [
  ...PRERENDERED_PATHS,
  ...APP_SHELL_PATHS,
  `/${NOT_FOUND_PAGE}`,
  ...HINDI_PAGE_PATHS,
  localizedPath(`/${NOT_FOUND_PAGE}`, 'hi'),
  ...LINK_PAGE_PATHS,
];

const OG_LOCALES = { en: 'en_IN', hi: 'hi_IN' } as const;

/** The language script (docs/decisions/020); a page without a twin marks it as single-address. */
const languageScript = (twinned: boolean) =>
  `<script${twinned ? '' : ` ${SINGLE_ADDRESS_ATTRIBUTE}`}>${LANGUAGE_REDIRECT_SCRIPT}</script>`;

async function streamToString(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JSON-LD script; "<" escaped so the JSON can never close the script element. */
const jsonLdScript = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const organizationRef = { '@id': `${ORIGIN_PLACEHOLDER}/#organization` };

/** Title, description and JSON-LD of a service or project page, from the catalogue. */
function detailPage(
  path: string,
  language: Language,
): (DetailMeta & { jsonLd: string }) | undefined {
  const t = i18n.getFixedT(language);
  const url = localizedPath(path, language);
  const serviceId = matchPath(SERVICE_DETAIL_ROUTE, path)?.params.id;
  const service = serviceId ? findService(Number(serviceId)) : undefined;
  if (service) {
    const meta = serviceMeta(t, service, language);
    return {
      ...meta,
      jsonLd: jsonLdScript({
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title[language],
        description: service.description[language],
        serviceType: 'Commercial solar',
        url: `${ORIGIN_PLACEHOLDER}${url}`,
        provider: { '@type': 'LocalBusiness', name: company.name, ...organizationRef },
        areaServed: { '@type': 'Country', name: 'India' },
      }),
    };
  }
  const projectId = matchPath(PROJECT_DETAIL_ROUTE, path)?.params.id;
  const project = projectId ? findProject(Number(projectId)) : undefined;
  if (project) {
    const meta = projectMeta(t, project, language);
    const figures = projectFigures(project);
    return {
      ...meta,
      jsonLd: jsonLdScript({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: `${project.title[language]}, ${project.city[language]}: ${figures.capacityKw} kW solar plant`,
        description: meta.description,
        url: `${ORIGIN_PLACEHOLDER}${url}`,
        datePublished: String(project.year),
        author: { '@type': 'Organization', name: company.name, ...organizationRef },
        publisher: { '@type': 'Organization', name: company.name, ...organizationRef },
        about: {
          '@type': 'Place',
          name: projectLocation(project, language),
        },
        image: `${ORIGIN_PLACEHOLDER}${illustrationUrl(project.image)}`,
      }),
    };
  }
  return undefined;
}

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
  return jsonLdScript(data);
}

/**
 * Renders one route to complete HTML, waiting for every lazy chunk, plus its head tags and the
 * document's language. A `/hi/…` address renders the page in Hindi.
 */
export async function render(url: string): Promise<{ html: string; head: string; lang: string }> {
  const { language, path } = splitLanguage(url);
  forgetPageTexts();
  await loadLanguage(language);
  await preloadPage(path);
  await Promise.all(partTextGroupsOf(path).map(loadPageTexts));
  const unloadedTexts = watchUnloadedTexts();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <LanguageStaticRouter url={url}>
        <App />
      </LanguageStaticRouter>
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
  // In the browser such a text would show its key until something else loaded its namespace.
  const unloaded = unloadedTexts();
  if (unloaded.length > 0)
    throw new Error(
      `${url} uses texts its group "${textGroupOf(path) ?? 'base'}" does not load (routes.tsx, i18n/text-groups.ts): ${unloaded.join(', ')}`,
    );
  const key = metaKeyFor(path);
  const detail = detailPage(path, language);
  const title = detail?.title ?? i18n.t(`meta:${key}.title`);
  const description = detail?.description ?? pageDescription(language, key);
  const indexable = (SITEMAP_PATHS as readonly string[]).includes(path);
  const twinned = indexable && hasLanguageTwin(path);
  const canonical = `${ORIGIN_PLACEHOLDER}${url}`;
  const alternate = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN_PLACEHOLDER}${href}" />`;
  const head = [
    // Before anything else: a visitor who reads Hindi never sees this English page painted.
    language === 'en' ? languageScript(hasLanguageTwin(path)) : '',
    fontPreloadTags(language),
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    indexable
      ? `<link rel="canonical" href="${canonical}" />`
      : '<meta name="robots" content="noindex" />',
    twinned ? alternate('en', path) : '',
    twinned ? alternate('hi', localizedPath(path, 'hi')) : '',
    twinned ? alternate('x-default', path) : '',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.shortName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALES[language === 'en' ? 'hi' : 'en']}" />`,
    `<meta name="twitter:card" content="summary" />`,
    path === paths.home ? organizationJsonLd() : '',
    detail?.jsonLd ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return { html, head, lang: language };
}
