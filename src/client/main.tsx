// First: zod's settings must be in place before any schema is made.
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '../shared/languages.ts';
import { App } from './app.tsx';
import { i18n, setLanguage, storedLanguage } from './i18n/i18n.ts';
import { preloadPage } from './routes.tsx';
import './styles/app.css';

/**
 * The prerendered HTML is English. For a visitor who reads Hindi, parts of the page that hydrate
 * after the switch (lazy chunks arriving late) no longer match it, and React renders them afresh
 * on the client, in Hindi, which is the intended result rather than a fault. On an English page
 * every recoverable error is reported as usual, so real mismatches still surface.
 */
function onRecoverableError(error: unknown) {
  if (i18n.language !== DEFAULT_LANGUAGE) return;
  reportError(error);
}

async function start() {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // The page's chunk first, so hydration finds the same tree the prerenderer wrote.
  await preloadPage(window.location.pathname).catch(() => undefined);
  if (container.hasChildNodes()) hydrateRoot(container, app, { onRecoverableError });
  else createRoot(container).render(app);
  // The HTML is English; a visitor who chose Hindi gets it right after hydration.
  const language = storedLanguage();
  if (language && language !== 'en') await setLanguage(language);
}

void start();
