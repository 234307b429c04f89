import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { publicUser } from '../../../test/users.ts';
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
});
