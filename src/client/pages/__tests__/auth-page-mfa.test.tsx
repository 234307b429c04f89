import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import AuthPage from '../auth-page.tsx';

const meera = publicUser({ mfaEnabled: true });

describe('the second step of a login', () => {
  it('asks for the code when the login answers mfaRequired, and signs in with it', async () => {
    let signedIn = false;
    const server = serverStandIn({
      'GET /api/auth/session': () => json(200, { user: signedIn ? meera : null }),
      'POST /api/auth/login': () => json(200, { mfaRequired: true }),
      'POST /api/auth/mfa/verify': (request) => {
        if ((request.body as { code: string }).code !== '123456')
          return apiError(
            400,
            'That code is not right, or it was used already. Please try again.',
            {
              fields: { code: 'That code is not right, or it was used already. Please try again.' },
            },
          );
        signedIn = true;
        return json(200, { user: meera });
      },
    });
    const { user } = await renderWithApp(<AuthPage />, { path: '/auth?type=login' });
    await user.type(await screen.findByLabelText(/^Email/), 'meera@mill.example');
    await user.type(screen.getByLabelText(/^Password/), 'Hawa-Mahal-9');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const form = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    expect(form).toBeVisible();
    await user.type(screen.getByLabelText(/^Code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      (
        await screen.findAllByText(
          'That code is not right, or it was used already. Please try again.',
        )
      ).length,
    ).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard'));
    expect(server.to('POST /api/auth/mfa/verify').map((r) => r.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });
});
