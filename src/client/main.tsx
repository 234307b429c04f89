import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { setLanguage, storedLanguage } from './i18n/i18n.ts';
import { preloadPage } from './routes.tsx';
import './styles/app.css';

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
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // The HTML is English; a visitor who chose Hindi gets it right after hydration.
  const language = storedLanguage();
  if (language && language !== 'en') await setLanguage(language);
}

void start();
