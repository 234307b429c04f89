import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadingChunk, retryableLazy } from '#client/lib/client-errors.ts';
import { serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';

/** Throws `error` while `failing.now` is true, then renders its text. */
const failing = { now: true };
function Fragile({ error }: { error: Error }) {
  if (failing.now) throw error;
  return <p>The plant’s figures</p>;
}

describe('the error page', () => {
  beforeEach(() => {
    failing.now = true;
    // React tells the console about every error a boundary catches; that is not the test's.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['en', 'Something went wrong', 'Try again'],
    ['hi', 'कुछ गड़बड़ हो गई', 'पुनः प्रयास करें'],
  ] as const)(
    'shows a friendly page for a render error (%s), reports it, and tries again',
    async (language, heading, retry) => {
      const server = serverStandIn({
        'POST /api/client-errors': () => new Response(null, { status: 204 }),
      });
      window.history.replaceState(null, '', '/customer-dashboard?token=secret-value');
      const { user } = await renderWithApp(
        <ErrorBoundary>
          <Fragile error={new TypeError("Cannot read properties of undefined (reading 'kwp')")} />
        </ErrorBoundary>,
        { language },
      );
      expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
      await waitFor(() => expect(server.to('POST /api/client-errors')).toHaveLength(1));
      expect(server.to('POST /api/client-errors')[0]?.body).toEqual({
        kind: 'render',
        name: 'TypeError',
        message: "Cannot read properties of undefined (reading 'kwp')",
        stack: expect.stringContaining('TypeError'),
        path: '/customer-dashboard',
      });

      failing.now = false;
      await user.click(screen.getByRole('button', { name: retry }));
      expect(await screen.findByText('The plant’s figures')).toBeVisible();
    },
  );

  it('offers to try again when a page’s code could not be loaded, and reports nothing', async () => {
    const server = serverStandIn();
    const { user } = await renderWithApp(
      <ErrorBoundary>
        <Fragile error={new ChunkLoadError(new TypeError('Failed to fetch'))} />
      </ErrorBoundary>,
      { language: 'hi' },
    );
    expect(await screen.findByRole('heading', { name: 'यह पेज लोड नहीं हो सका' })).toBeVisible();
    failing.now = false;
    await user.click(screen.getByRole('button', { name: 'पुनः प्रयास करें' }));
    expect(await screen.findByText('The plant’s figures')).toBeVisible();
    expect(server.to('POST /api/client-errors')).toHaveLength(0);
  });

  it('shows the error for a lazy page whose load fails, and Try again loads it anew', async () => {
    serverStandIn();
    let attempts = 0;
    const Page = retryableLazy(
      loadingChunk(async () => {
        attempts++;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: () => <p>The plant’s figures</p> };
      }),
    );
    const { user } = await renderWithApp(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(attempts).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The plant’s figures')).toBeVisible();
    expect(attempts).toBe(2);
  });
});
