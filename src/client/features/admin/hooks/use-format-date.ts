import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** "15 Jan 2026" (Hindi "15 जन॰ 2026"): dates in the interface language with Western digits. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  return useCallback(
    (iso: string) => {
      let formatter = dateFormatters.get(locale);
      if (!formatter) {
        formatter = new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          numberingSystem: 'latn',
        });
        dateFormatters.set(locale, formatter);
      }
      return formatter.format(new Date(iso));
    },
    [locale],
  );
}
