export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The browser-storage key that keeps the visitor's choice (SPEC section 1). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The query parameter a mailed link to a page without a Hindi twin carries (`/auth/reset?lang=hi`):
 * the page opens in that language and keeps it as the reader's choice.
 */
export const LANGUAGE_QUERY_PARAM = 'lang';
