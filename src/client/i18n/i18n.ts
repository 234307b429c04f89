import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '#shared/languages.ts';

import { BASE_HINDI, TEXT_GROUPS, type TextFiles, type TextGroup } from './text-groups.ts';

// The English base texts ship with the first chunk; every other namespace comes with the group
// of pages that uses it, in the page's language (`text-groups.ts`).
const englishBase: TextFiles = import.meta.glob('./locales/en/{common,meta,errors,messages}.json', {
  eager: true,
  import: 'default',
});

const namespaceOf = (file: string) => file.replace(/^.*\/(.+)\.json$/, '$1');
const bundlesOf = (files: TextFiles) =>
  Object.fromEntries(Object.entries(files).map(([file, bundle]) => [namespaceOf(file), bundle]));
const BASE_NAMESPACES = Object.keys(englishBase).map(namespaceOf);

function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'hi'],
    ns: BASE_NAMESPACES,
    defaultNS: 'common',
    resources: { en: bundlesOf(englishBase) },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

export const i18n = createI18n();

/** The groups of texts the pages seen so far use; a switch of language loads them all anew. */
const usedGroups = new Set<TextGroup>();
/** `language:group` (or `language:base`) of every text module already added. */
const added = new Set<string>();

async function addTexts(language: Language, group: TextGroup | 'base'): Promise<void> {
  const key = `${language}:${group}`;
  if (added.has(key) || (language === 'en' && group === 'base')) return;
  const { default: files } = await (group === 'base' ? BASE_HINDI : TEXT_GROUPS[group][language])();
  for (const [namespace, bundle] of Object.entries(bundlesOf(files))) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  added.add(key);
}

async function ensureBundles(language: Language): Promise<void> {
  await Promise.all(['base' as const, ...usedGroups].map((group) => addTexts(language, group)));
}

/** Loads the texts of a group of pages in the current language (and later in any other). */
export async function loadPageTexts(group: TextGroup): Promise<void> {
  usedGroups.add(group);
  await ensureBundles(currentLanguage());
}

/** Runs `load` (a chunk's import) and loads `group`'s texts with it, answering the chunk. */
export async function withTexts<T>(load: () => Promise<T>, group: TextGroup): Promise<T> {
  const [module] = await Promise.all([load(), loadPageTexts(group)]);
  return module;
}

/**
 * Drops every text but the English base (the prerenderer, between two pages): each page then
 * renders with only the texts its own group loads, so a missing namespace cannot hide behind one
 * an earlier page loaded.
 */
export function forgetPageTexts(): void {
  for (const language of Object.keys(i18n.store.data)) {
    for (const namespace of Object.keys(i18n.store.data[language] ?? {})) {
      if (language !== 'en' || !BASE_NAMESPACES.includes(namespace))
        i18n.removeResourceBundle(language, namespace);
    }
  }
  usedGroups.clear();
  added.clear();
}

/**
 * Records every text looked up in a namespace that is not loaded in the current language until
 * the returned function is called, which answers `namespace:key` of each. Keys missing from a
 * loaded namespace are `locales.test.ts`'s business. No fallback language meanwhile: a Hindi page
 * whose namespace only English had loaded (a lazy part of an earlier page) would otherwise show
 * English text without a word.
 */
export function watchUnloadedTexts(): () => string[] {
  const unloaded = new Set<string>();
  const previous = {
    saveMissing: i18n.options.saveMissing,
    missingKeyHandler: i18n.options.missingKeyHandler,
    fallbackLng: i18n.options.fallbackLng,
  };
  i18n.options.saveMissing = true;
  i18n.options.fallbackLng = false;
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    if (!i18n.hasResourceBundle(i18n.language, namespace)) unloaded.add(`${namespace}:${key}`);
  };
  return () => {
    Object.assign(i18n.options, previous);
    return [...unloaded];
  };
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

/**
 * `messages` plus each feature's `messages-<feature>` loaded so far, so features never edit one
 * shared file; `errors` and `errors-<feature>` (codes only signed-in screens receive) likewise.
 */
const loadedNamespaces = (base: string) =>
  Object.keys(i18n.store.data[i18n.language] ?? {}).filter(
    (ns) => ns === base || ns.startsWith(`${base}-`),
  );
const messageNamespaces = () => loadedNamespaces('messages');

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
  const options = { ns: messageNamespaces(), keySeparator: false, nsSeparator: false } as const;
  // English is what the server wrote; a known sentence has its own translation.
  if (i18n.language === DEFAULT_LANGUAGE || code === undefined || i18n.exists(text, options))
    return t(text, { ...options, defaultValue: text });
  const byCode = retryAfterSeconds === undefined ? code : `${code}_seconds`;
  const ns = loadedNamespaces('errors');
  return t(byCode, {
    ...params,
    ns,
    seconds: retryAfterSeconds,
    defaultValue: t(code, { ...params, ns, defaultValue: text }),
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
