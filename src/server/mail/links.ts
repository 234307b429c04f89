import { LANGUAGE_QUERY_PARAM, type Language } from '#shared/languages.ts';
import { hasLanguageTwin, localizedPath } from '#shared/paths.ts';

/**
 * The one way a mail links to the site: the address opens in the recipient's language. A page
 * with a Hindi twin is linked at its twin (`/hi/partner`); any other page (`/auth/reset`, the
 * dashboards) carries `?lang=`, which the page takes as the reader's choice before it draws.
 * Every mailed link goes through here, so a new kind of mail (a proposal, a bill) gets it too.
 */
export function mailLink(
  origin: string,
  path: string,
  language: Language,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams(query);
  if (!hasLanguageTwin(path)) params.set(LANGUAGE_QUERY_PARAM, language);
  const search = params.size > 0 ? `?${params}` : '';
  return `${origin}${localizedPath(path, language)}${search}`;
}
