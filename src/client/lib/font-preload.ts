import devanagariSemibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import type { Language } from '#shared/languages.ts';

/**
 * The font files a page in `language` should fetch before its CSS asks for them: a Hindi page's
 * headings (its largest text, the LCP) are Noto Sans Devanagari semibold, the first weight it
 * uses; an English page needs none (Inter is in the CSS itself, and Devanagari is never
 * fetched). The URL is the same hashed asset app.css refers to.
 */
export function fontPreloads(language: Language): string[] {
  return language === 'hi' ? [devanagariSemibold] : [];
}

/** fontPreloads as <link rel="preload"> tags for the page's head. */
export function fontPreloadTags(language: Language): string {
  return fontPreloads(language)
    .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin />`)
    .join('\n    ');
}
