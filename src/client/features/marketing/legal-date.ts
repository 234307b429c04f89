import type { Language } from '#shared/languages.ts';

/** The locale whose long date reads naturally: "May 12, 2025" and "12 मई 2025". */
const DATE_LOCALES: Record<Language, string> = { en: 'en-US', hi: 'hi-IN' };

/**
 * A calendar date (YYYY-MM-DD) as words in the visitor's language. The date is read and
 * written in UTC, so it never shifts by a day with the reader's time zone, and the server's
 * prerendered text matches the browser's.
 */
export function formatLegalDate(isoDate: string, lang: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime())) {
    throw new RangeError(`not a calendar date: ${isoDate}`);
  }
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(date);
}
