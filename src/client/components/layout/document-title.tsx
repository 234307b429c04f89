import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isDetailMetaKey, metaKeyFor } from '#client/lib/page-meta.ts';

/** Keeps <title> in step with the route and language on client-side navigation. */
export function DocumentTitle() {
  const { t, i18n } = useTranslation('meta');
  const { pathname } = useLocation();
  const key = metaKeyFor(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes what t returns
  useEffect(() => {
    // A detail page names its service or project itself (it knows which one it shows).
    if (isDetailMetaKey(key)) return;
    document.title = t(`${key}.title`);
  }, [key, t, i18n.language]);
  return null;
}
