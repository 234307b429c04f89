import { useCallback } from 'react';
import { useLanguage } from './use-language.ts';

const LOCALES = { en: 'en-IN', hi: 'hi-IN' } as const;
const formatters = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "15 Jan 2026" (Hindi "15 जन॰ 2026"): dates in the interface language, Western digits. */
export function useFormatDate() {
  const locale = LOCALES[useLanguage()];
  return useCallback(
    (iso: string) => {
      let formatter = formatters.get(locale);
      if (!formatter) {
        formatter = new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          numberingSystem: 'latn',
        });
        formatters.set(locale, formatter);
      }
      return formatter.format(new Date(iso));
    },
    [locale],
  );
}

/** "15 Jan 2026, 3:30 pm": a moment in the interface language, Western digits. */
export function useFormatDateTime() {
  const locale = LOCALES[useLanguage()];
  return useCallback(
    (iso: string) => {
      let formatter = dateTimeFormatters.get(locale);
      if (!formatter) {
        formatter = new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          numberingSystem: 'latn',
        });
        dateTimeFormatters.set(locale, formatter);
      }
      return formatter.format(new Date(iso));
    },
    [locale],
  );
}
