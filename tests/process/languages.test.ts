import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../support/built-server.ts';

/**
 * Both languages on the built site (decision 020): every public page in both languages, each
 * naming both with hreflang, both sets in the sitemap, and crawlers served English without a
 * redirect.
 */
describe('English and Hindi pages of the built site', () => {
  let server: BuiltServer;
  let origin: string;
  let locs: string[];

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers });
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const links = (html: string, rel: string) =>
    [...html.matchAll(/<link [^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => attribute(tag, 'rel') === rel);
  const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

  beforeAll(async () => {
    server = await startBuiltServer();
    const sitemap = await (await get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!));
    // The site's public origin (PUBLIC_URL), which canonical links and the sitemap name.
    origin = urls[0]!.origin;
    locs = urls.map((url) => url.pathname);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists every public page in both languages in the sitemap', () => {
    const hindi = locs.filter((p) => p === '/hi/' || p.startsWith('/hi/'));
    const english = locs.filter((p) => !hindi.includes(p));
    expect(english).toContain('/');
    expect(english).toContain('/services');
    expect(hindi.sort()).toEqual(english.map((p) => (p === '/' ? '/hi/' : `/hi${p}`)).sort());
  });

  it('serves each sitemap page in its language, canonical to itself, naming both twins', async () => {
    expect(locs.length).toBeGreaterThanOrEqual(18);
    for (const path of locs) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const hindi = path.startsWith('/hi/');
      expect(htmlLang(html), path).toBe(hindi ? 'hi' : 'en');
      expect(
        links(html, 'canonical').map((l) => attribute(l, 'href')),
        path,
      ).toEqual([`${origin}${path}`]);
      const alternates = Object.fromEntries(
        links(html, 'alternate').map((l) => [attribute(l, 'hreflang'), attribute(l, 'href')]),
      );
      const english = hindi ? (path === '/hi/' ? '/' : path.slice(3)) : path;
      expect(alternates, path).toEqual({
        en: `${origin}${english}`,
        hi: `${origin}${english === '/' ? '/hi/' : `/hi${english}`}`,
        'x-default': `${origin}${english}`,
      });
      expect(html, path).toContain(`<meta property="og:url" content="${origin}${path}" />`);
      expect(html, path).toContain(
        `<meta property="og:locale" content="${hindi ? 'hi_IN' : 'en_IN'}" />`,
      );
      // A Hindi page's title and description are Hindi; an English page's are not.
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      for (const text of [title, description])
        expect(/[\u0900-\u097F]/.test(text), `${path}: ${text}`).toBe(hindi);
    }
  });

  it('/hi/services is Hindi HTML: navigation, headings and links in Hindi', async () => {
    const html = await (await get('/hi/services')).text();
    expect(htmlLang(html)).toBe('hi');
    expect(html).toContain('सेवाएँ');
    expect(html).toContain('कमर्शियल सोलर');
    // Every link to a public page stays in Hindi; /auth has one address for both languages.
    const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)].map(([, href]) => href!);
    const publicLinks = hrefs.filter((h) => !h.startsWith('/auth') && !h.includes('dashboard'));
    expect(publicLinks.length).toBeGreaterThan(5);
    for (const href of publicLinks) expect(href).toMatch(/^\/hi\//);
    expect(hrefs.filter((h) => h.startsWith('/hi/auth'))).toEqual([]);
  });

  it('shows no English on a Hindi page but the brand and the English button', async () => {
    // Names that stay Latin in Hindi; everything else a reader sees or hears must be Hindi.
    const latinAllowed = new Set(['Arkaja Solar', 'Arkaja Solar Private Limited', 'English']);
    for (const path of locs.filter((p) => p.startsWith('/hi/'))) {
      const html = (await (await get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
      const readable = [
        ...html.split(/<[^>]+>/),
        ...[...html.matchAll(/(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(([, v]) => v!),
      ]
        .map((text) =>
          text
            .replace(/&amp;/g, '&')
            .replace(/&#x27;|&#39;/g, "'")
            .trim(),
        )
        .filter(Boolean);
      const english = readable.filter(
        (text) =>
          !latinAllowed.has(text) &&
          (/^[A-Za-z][A-Za-z .,&'-]{3,}$/.test(text) ||
            /[A-Za-z]{3,}(\s+[A-Za-z]{3,}){2,}/.test(
              text.replace('Arkaja Solar Private Limited', ''),
            )),
      );
      expect(english, path).toEqual([]);
    }
  });

  it('gives a crawler (no storage, no cookie) English at / with 200 and no redirect', async () => {
    const response = await get('/', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'accept-language': 'hi-IN,hi;q=0.9',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(htmlLang(html)).toBe('en');
    expect(html).not.toMatch(/<meta http-equiv="refresh"/i);
  });

  it('allows every inline script of every page by its hash, and no inline script wholesale', async () => {
    const pages = [...locs, '/auth', '/dashboard', '/nowhere', '/hi/nowhere'];
    for (const path of pages) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attrs]) => !/type="application\/ld\+json"/.test(attrs!))
        .map(([, , body]) => body!);
      for (const body of inline) {
        const hash = createHash('sha256').update(body).digest('base64');
        expect(scriptSrc, path).toContain(`'sha256-${hash}'`);
      }
      // Every English page carries the language script for Hindi readers; Hindi pages do not.
      const hindi = path.startsWith('/hi/');
      expect(inline.length, path).toBe(hindi ? 0 : 1);
      // Pages with one address for both languages mark it, so it hides instead of redirecting.
      const single = ['/auth', '/dashboard'].includes(path);
      expect(html.includes('<script data-single-address>'), path).toBe(single);
    }
  });

  it('answers an unknown address under /hi/ with the Hindi 404 page', async () => {
    const response = await get('/hi/nowhere');
    expect(response.status).toBe(404);
    expect(htmlLang(await response.text())).toBe('hi');
    const english = await get('/nowhere');
    expect(english.status).toBe(404);
    expect(htmlLang(await english.text())).toBe('en');
  });
});
