import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '../../shared/languages.ts';

type Bundle = Record<string, unknown>;

// English ships with the page (it is what the prerendered HTML holds); Hindi loads on demand,
// all its namespaces in one file (`hindi.ts`).
const english = import.meta.glob<Bundle>('./locales/en/*.json', { eager: true, import: 'default' });

const namespaceOf = (file: string) => file.replace(/^.*\/(.+)\.json$/, '$1');
const NAMESPACES = Object.keys(english).map(namespaceOf);

function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'hi'],
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: {
      en: Object.fromEntries(
        Object.entries(english).map(([file, bundle]) => [namespaceOf(file), bundle]),
      ),
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

export const i18n = createI18n();

async function ensureBundles(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const { hindi } = await import('./hindi.ts');
  for (const [file, bundle] of Object.entries(hindi)) {
    i18n.addResourceBundle(language, namespaceOf(file), bundle, true, true);
  }
}

/** The interface language now (outside React; components use `useLanguage`). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Loads a language's texts and makes it the current one (no DOM, no storage: prerender too). */
export async function loadLanguage(language: Language): Promise<void> {
  await ensureBundles(language);
  await i18n.changeLanguage(language);
}

/** Switches the interface language, remembers it, and sets <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be disabled; the choice then lasts for this page only
  }
}

/** The stored choice, if it is one the site speaks; anything else is dropped. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (value === null) return null;
    if (isLanguage(value)) return value;
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // unavailable storage means no stored choice
  }
  return null;
}

/** `messages` plus each feature's `messages-<feature>`, so features never edit one shared file. */
const MESSAGE_NAMESPACES = NAMESPACES.filter(
  (ns) => ns === 'messages' || ns.startsWith('messages-'),
);

/** What the server answered: its English message, its stable code, and Retry-After. */
export type ServerMessage = {
  message: string;
  code?: string;
  retryAfterSeconds?: number;
  /** The values named in the message (a date, a lead number), filled into the coded text. */
  params?: Record<string, string | number>;
};

/**
 * Translates a message that arrives as English text (zod schemas and server errors speak the
 * spec's English): the `messages` namespaces map each sentence to its translation. An error
 * whose sentence has none (one that names a number of seconds, say) is translated by its stable
 * `code` from the `errors` namespace, so a Hindi reader never gets the English.
 */
export function translateMessage(t: TFunction, message: string | ServerMessage): string {
  const {
    message: text,
    code,
    retryAfterSeconds,
    params,
  } = typeof message === 'string' ? { message } : (message as ServerMessage);
  const options = { ns: MESSAGE_NAMESPACES, keySeparator: false, nsSeparator: false } as const;
  // English is what the server wrote; a known sentence has its own translation.
  if (i18n.language === DEFAULT_LANGUAGE || code === undefined || i18n.exists(text, options))
    return t(text, { ...options, defaultValue: text });
  const byCode = retryAfterSeconds === undefined ? code : `${code}_seconds`;
  return t(byCode, {
    ...params,
    ns: 'errors',
    seconds: retryAfterSeconds,
    defaultValue: t(code, { ...params, ns: 'errors', defaultValue: text }),
  });
}

/** translateMessage bound to the current language; undefined stays undefined (no error to show). */
export function useTranslateMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | ServerMessage | undefined) =>
      message === undefined ? undefined : translateMessage(t, message),
    [t],
  );
}
