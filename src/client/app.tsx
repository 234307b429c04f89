import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from './components/layout/error-boundary.tsx';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { i18n } from './i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { NotFoundPage, pageRoutes } from './routes.tsx';

function Pages() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<PageSpinner label={t('loading')} />}>
      <Routes>
        <Route element={<SiteLayout />}>
          {pageRoutes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/** Providers and routes; the router itself comes from the entry (browser or static). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {/* Whatever the page's own boundary cannot catch: the layout, the router. */}
        <ErrorBoundary>
          <Pages />
        </ErrorBoundary>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
