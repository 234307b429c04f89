import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '#client/lib/api.ts';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import { Footer } from '../footer.tsx';
import { Header } from '../header.tsx';

const meera = publicUser();

function signedIn() {
  return serverStandIn({
    'GET /api/auth/session': () => json(200, { user: meera }),
    'POST /api/auth/logout': () => json(200, { message: 'Logged out' }),
  });
}

describe('one Logout, wherever it is', () => {
  it('the mobile drawer closes after logging out, even when the page stays the same', async () => {
    const server = signedIn();
    const { user } = await renderWithApp(<Header />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('POST /api/auth/logout')).toHaveLength(1);
  });

  it('the footer shows Logout to a signed-in user, and the admin login to a visitor', async () => {
    const server = signedIn();
    const { user } = await renderWithApp(<Footer />, { path: '/about' });
    const footer = screen.getByRole('contentinfo');
    await user.click(await within(footer).findByRole('button', { name: 'Logout' }));
    expect(server.to('POST /api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(await within(footer).findByRole('link', { name: 'Admin Login' })).toBeVisible();
  });

  it('waits for the reads still on their way before it ends the session, so none is refused', async () => {
    const server = signedIn();
    let answerRead: () => void = () => {};
    server.route(
      'GET /api/customer/plant',
      () =>
        new Promise<Response>((resolve) => {
          answerRead = () => resolve(json(200, { system: null, documents: [] }));
        }),
    );
    function PageStillLoading() {
      const { data } = useQuery({
        queryKey: ['customer', 'system'],
        queryFn: () => api<{ system: null }>('/api/customer/plant'),
      });
      return <p>{data ? 'Loaded' : 'Loading'}</p>;
    }
    const { user } = await renderWithApp(
      <>
        <Footer />
        <PageStillLoading />
      </>,
      { path: '/about' },
    );
    await waitFor(() => expect(server.to('GET /api/customer/plant')).toHaveLength(1));
    const footer = screen.getByRole('contentinfo');
    await user.click(await within(footer).findByRole('button', { name: 'Logout' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.to('POST /api/auth/logout')).toHaveLength(0);
    answerRead();
    await waitFor(() => expect(server.to('POST /api/auth/logout')).toHaveLength(1));
    const order = server.sent.map((request) => `${request.method} ${request.path}`);
    expect(order.indexOf('POST /api/auth/logout')).toBeGreaterThan(
      order.indexOf('GET /api/customer/plant'),
    );
  });
});
