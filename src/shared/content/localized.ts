import type { Language } from '../languages.ts';

/** A user-visible string in every language the site speaks. */
export type Localized = Record<Language, string>;

export function pick(text: Localized, language: Language): string {
  return text[language];
}
