// First: zod's settings must be in place before any schema is made.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '../shared/languages.ts';
import { hasLanguageTwin, localizedPath, splitLanguage } from '../shared/paths.ts';
import { App } from './app.tsx';
import { i18n, setLanguage, storedLanguage } from './i18n/i18n.ts';
import { drawSkippedSectionsWhenIdle } from './lib/draw-when-idle.ts';
import { LanguageBrowserRouter } from './lib/language-router.tsx';
import { preloadPage } from './routes.tsx';
import './styles/app.css';

/**
 * Pages without a language twin (`/auth`, dashboards) are prerendered in English. For a visitor
 * who reads Hindi, parts of such a page that hydrate after the switch (lazy chunks arriving late)
 * no longer match it, and React renders them afresh on the client, in Hindi, which is the
 * intended result rather than a fault. On an English page every recoverable error is reported as
 * usual, so real mismatches still surface.
 */
function onRecoverableError(error: unknown) {
  if (!hasLanguageTwin(splitLanguage(window.location.pathname).path)) {
    if (i18n.language !== DEFAULT_LANGUAGE) return;
  }
  // A page with a twin is hydrated in the language of its HTML: every mismatch is a fault.
  reportError(error);
}

async function start() {
  const { language: addressLanguage, path } = splitLanguage(window.location.pathname);
  const stored = storedLanguage();
  const twinned = hasLanguageTwin(path);
  if (twinned && addressLanguage === 'en' && stored === 'hi') {
    // The inline script in <head> normally did this before the first paint.
    const { search, hash } = window.location;
    window.location.replace(`${localizedPath(path, 'hi')}${search}${hash}`);
    return;
  }
  // A Hindi address is Hindi HTML: hydrate in Hindi, and remember the choice for /auth and the
  // dashboards, which have no Hindi address of their own.
  if (twinned && addressLanguage === 'hi') await setLanguage('hi');
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <LanguageBrowserRouter>
        <App />
      </LanguageBrowserRouter>
    </StrictMode>
  );
  // The page's chunk first, so hydration finds the same tree the prerenderer wrote.
  await preloadPage(path).catch(() => undefined);
  if (container.hasChildNodes()) hydrateRoot(container, app, { onRecoverableError });
  else createRoot(container).render(app);
  drawSkippedSectionsWhenIdle();
  // Pages without a twin are English HTML; a visitor who chose Hindi gets it after hydration,
  // and sees the page only then (the inline script hid it).
  if (!twinned && stored && stored !== i18n.language) await setLanguage(stored);
}

void start().finally(() => {
  requestAnimationFrame(() => document.documentElement.style.removeProperty('visibility'));
});
