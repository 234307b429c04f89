import { act, render, screen, waitFor } from '@testing-library/react';
import { matchPath } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DETAIL_PATHS, paths } from '../shared/paths.ts';
import { App } from './app.tsx';
import { toast } from './components/ui/toast-store.ts';
import { LanguageBrowserRouter } from './lib/language-router.tsx';
import { pageRoutes } from './routes.tsx';
import { serverStandIn } from './test/network.ts';

/** Every page the router knows, at an address (a catalogue page at one of its ids, a lead at 1). */
const everyPage = pageRoutes.map(
  ({ path }) =>
    DETAIL_PATHS.find((detail) => matchPath(path, detail)) ?? path.replace(/:\w+/g, '1'),
);

/** The browser's own navigation, as a link or navigate() makes it: a history entry, then the router. */
const goTo = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
};

describe('the app across navigations', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps a toast raised just before a navigation on screen while the next page loads, for every page', async () => {
    serverStandIn();
    const start = paths.termsConditions;
    window.history.replaceState(null, '', start);
    render(
      <LanguageBrowserRouter>
        <App />
      </LanguageBrowserRouter>,
    );
    await screen.findByRole('heading', { level: 1 });
    for (const path of everyPage.filter((page) => page !== start)) {
      const title = `Saved, then off to ${path}`;
      act(() => toast({ title }));
      await screen.findByText(title);
      act(() => goTo(path));
      // The next page's code is loading (its first visit), and the toast is still to be seen.
      expect(screen.getByText('Loading…')).toBeInTheDocument();
      expect(screen.getByText(title)).toBeVisible();
      await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull(), {
        timeout: 10_000,
      });
    }
  }, 120_000);
});
