import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_PATHS,
  adminLeadPath,
  HINDI_PAGE_PATHS,
  hasLanguageTwin,
  localizedPath,
  pageFileName,
  partnerLeadPath,
  paths,
  SITEMAP_PATHS,
  splitLanguage,
} from './paths.ts';

describe('language twins of the routes', () => {
  it('gives every public page a Hindi twin, and /auth and the dashboards none', () => {
    for (const path of SITEMAP_PATHS) expect(hasLanguageTwin(path), path).toBe(true);
    for (const path of [paths.auth, ...APP_SHELL_PATHS]) {
      expect(hasLanguageTwin(path), path).toBe(false);
      expect(localizedPath(path, 'hi')).toBe(path);
      expect(localizedPath(`${path}?type=login`, 'hi')).toBe(`${path}?type=login`);
    }
    // The addresses of a single-language route pattern (a lead's page) have none either.
    for (const path of [adminLeadPath(7), partnerLeadPath(123), `${partnerLeadPath(5)}/`]) {
      expect(hasLanguageTwin(path), path).toBe(false);
      expect(localizedPath(path, 'hi')).toBe(path);
      expect(splitLanguage(`/hi${path}`).language).toBe('en');
    }
    expect(hasLanguageTwin('/partner-dashboard/leads')).toBe(true);
    // A route added later (a detail page) has its twin without being named anywhere.
    expect(hasLanguageTwin('/services/rooftop-epc')).toBe(true);
    expect(localizedPath('/services/rooftop-epc', 'hi')).toBe('/hi/services/rooftop-epc');
  });

  it('goes from a page to its twin and back, query and hash kept', () => {
    for (const path of [...SITEMAP_PATHS, '/services/rooftop-epc']) {
      const hindi = localizedPath(path, 'hi');
      expect(splitLanguage(hindi)).toEqual({ language: 'hi', path });
      expect(splitLanguage(path)).toEqual({ language: 'en', path });
      expect(localizedPath(path, 'en')).toBe(path);
    }
    expect(localizedPath('/', 'hi')).toBe('/hi/');
    expect(splitLanguage('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(localizedPath('/sustainability?bill=90000#calculator', 'hi')).toBe(
      '/hi/sustainability?bill=90000#calculator',
    );
    // Not a language prefix: /hindi, /history, and /hi/auth (no Hindi address for /auth).
    for (const other of ['/hindi', '/history', '/hi/auth', '/hi/dashboard'])
      expect(splitLanguage(other)).toEqual({ language: 'en', path: other });
    // External and relative addresses are left alone.
    expect(localizedPath('https://wa.me/91', 'hi')).toBe('https://wa.me/91');
    expect(localizedPath('#main', 'hi')).toBe('#main');
  });

  it('lists one Hindi page per public page, each with its own file', () => {
    expect(HINDI_PAGE_PATHS).toHaveLength(SITEMAP_PATHS.length);
    const files = [...SITEMAP_PATHS, ...HINDI_PAGE_PATHS].map(pageFileName);
    expect(new Set(files).size).toBe(files.length);
    expect(pageFileName('/hi/')).toBe('hi/index.html');
    expect(pageFileName('/hi/services')).toBe('hi/services.html');
    expect(pageFileName('/')).toBe('index.html');
  });
});
