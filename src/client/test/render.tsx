import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import Toaster from '../components/ui/toast.tsx';
import { i18n, setLanguage } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` inside what the app gives every page: translations, a fresh query cache (no
 * retries, as in the app), a router at `path` and the toast region. The path the router is at
 * is shown in `current-path`, so a navigation can be checked.
 */
export async function renderWithApp(
  ui: ReactElement,
  options: { path?: string; language?: 'en' | 'hi'; advanceTimers?: (ms: number) => void } = {},
) {
  if (options.language === 'hi') await setLanguage('hi');
  const queryClient = createQueryClient();
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <CurrentPath />
                </>
              }
            />
          </Routes>
          <Toaster closeLabel="Close" />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, user, queryClient };
}
