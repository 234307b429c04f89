import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, held, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import { AdminLoginForm } from '../admin-login-form.tsx';
import { LoginForm } from '../login-form.tsx';

const meera = publicUser();

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

describe('the Login tab', () => {
  it('posts (never a URL with the password) and checks nothing until submitted', async () => {
    const server = serverStandIn();
    await renderWithApp(<LoginForm />);
    const form = screen.getByRole('form', { name: 'Log in to your account' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('novalidate');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(server.to('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows the required messages on an empty submit and sends nothing', async () => {
    const server = serverStandIn();
    const { user } = await renderWithApp(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.to('POST /api/auth/login')).toHaveLength(0);
  });

  it('checks again on every change after the first submit', async () => {
    serverStandIn();
    const { user } = await renderWithApp(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(screen.getByLabelText(/^Email/), 'meera@');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    await user.type(screen.getByLabelText(/^Email/), 'mill.example');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).toBeNull(),
    );
  });

  it('sends the account type, e-mail and password and welcomes the user back', async () => {
    const server = serverStandIn({ 'POST /api/auth/login': () => json(200, { user: meera }) });
    const { user, queryClient } = await renderWithApp(<LoginForm />);
    await user.click(screen.getByRole('radio', { name: 'Partner' }));
    await user.type(screen.getByLabelText(/^Email/), 'meera@mill.example');
    await user.type(screen.getByLabelText(/^Password/), 'Hawa-Mahal-9');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await within(toastRegion()).findByText('Welcome back, Meera Rathore!')).toBeVisible();
    expect(server.to('POST /api/auth/login')[0]?.body).toEqual({
      userType: 'partner',
      email: 'meera@mill.example',
      password: 'Hawa-Mahal-9',
    });
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual(meera);
  });

  it.each([
    ['not JSON', () => new Response('OK', { headers: { 'content-type': 'text/plain' } })],
    [
      'broken JSON',
      () => new Response('{"user":', { headers: { 'content-type': 'application/json' } }),
    ],
  ])(
    'counts an unreadable answer (%s) as a login, welcoming "User", and asks who it is',
    async (_, answer) => {
      const server = serverStandIn({
        'POST /api/auth/login': answer,
        'GET /api/auth/session': () => json(200, { user: meera }),
      });
      const { user, queryClient } = await renderWithApp(<LoginForm />);
      await user.type(screen.getByLabelText(/^Email/), 'meera@mill.example');
      await user.type(screen.getByLabelText(/^Password/), 'Hawa-Mahal-9');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      expect(await within(toastRegion()).findByText('Login successful')).toBeVisible();
      expect(within(toastRegion()).getByText('Welcome back, User!')).toBeVisible();
      await waitFor(() => expect(queryClient.getQueryData(['auth', 'session'])).toEqual(meera));
      expect(server.to('GET /api/auth/session').length).toBeGreaterThan(0);
    },
  );

  it('is busy while the request is out, and a second click sends nothing more', async () => {
    const pending = held(() => json(200, { user: meera }));
    const server = serverStandIn({ 'POST /api/auth/login': () => pending.answer });
    const { user } = await renderWithApp(<LoginForm />);
    await user.type(screen.getByLabelText(/^Email/), 'meera@mill.example');
    await user.type(screen.getByLabelText(/^Password/), 'Hawa-Mahal-9');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    pending.release();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(server.to('POST /api/auth/login')).toHaveLength(1);
  });

  it('shows the server’s refusal in the failure toast', async () => {
    serverStandIn({
      'POST /api/auth/login': () => apiError(401, 'Invalid email or password.'),
    });
    const { user } = await renderWithApp(<LoginForm />);
    await user.type(screen.getByLabelText(/^Email/), 'meera@mill.example');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const toast = toastRegion();
    expect(await within(toast).findByText('Login failed')).toBeVisible();
    expect(within(toast).getByText('Invalid email or password.')).toBeVisible();
  });

  it('puts the server’s field messages on the fields', async () => {
    serverStandIn({
      'POST /api/auth/login': () =>
        apiError(400, 'Please enter a valid email address', {
          fields: { email: 'Please enter a valid email address' },
        }),
    });
    const { user } = await renderWithApp(<LoginForm />);
    await user.type(screen.getByLabelText(/^Email/), 'meera@mill.example');
    await user.type(screen.getByLabelText(/^Password/), 'Hawa-Mahal-9');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('speaks Hindi, the server’s message included', async () => {
    serverStandIn({
      'POST /api/auth/login': () => apiError(401, 'Invalid email or password.'),
    });
    const { user } = await renderWithApp(<LoginForm />, { language: 'hi' });
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findAllByText('यह फ़ील्ड आवश्यक है')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^ईमेल/), 'meera@mill.example');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await within(toastRegion()).findByText('ईमेल या पासवर्ड गलत है।')).toBeVisible();
  });
});

describe('the Admin tab', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderWithApp>>['user']) => {
    await user.type(screen.getByLabelText(/^Email/), 'chief@arkaja.example');
    await user.type(screen.getByLabelText(/^Password/), 'Jaipur-Warehouse-1');
    await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
  };

  it('logs an admin in', async () => {
    const admin = publicUser({ role: 'admin', userType: 'admin', name: 'Admin' });
    const server = serverStandIn({ 'POST /api/auth/login': () => json(200, { user: admin }) });
    const { user, queryClient } = await renderWithApp(<AdminLoginForm />);
    await fill(user);
    expect(await within(toastRegion()).findByText('Welcome back, Admin!')).toBeVisible();
    expect(server.to('POST /api/auth/login')[0]?.body).toEqual({
      email: 'chief@arkaja.example',
      password: 'Jaipur-Warehouse-1',
    });
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual(admin);
  });

  it('logs a non-admin straight out again and says the credentials are invalid', async () => {
    const server = serverStandIn({
      'POST /api/auth/login': () => json(200, { user: meera }),
      'POST /api/auth/logout': () => json(200, { message: 'Logged out' }),
    });
    const { user, queryClient } = await renderWithApp(<AdminLoginForm />);
    await fill(user);
    expect(await within(toastRegion()).findByText('Invalid Admin Credentials')).toBeVisible();
    expect(server.to('POST /api/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(['auth', 'session'])).toBeUndefined();
  });

  it('answers a wrong password like a non-admin, and a limit with its own message', async () => {
    const server = serverStandIn({
      'POST /api/auth/login': () => apiError(401, 'Invalid email or password.'),
    });
    const { user } = await renderWithApp(<AdminLoginForm />);
    await fill(user);
    expect(await within(toastRegion()).findByText('Invalid Admin Credentials')).toBeVisible();

    server.route('POST /api/auth/login', () =>
      apiError(429, 'Too many login attempts. Please try again later.'),
    );
    await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
    expect(
      await within(toastRegion()).findByText('Too many login attempts. Please try again later.'),
    ).toBeVisible();
    expect(within(toastRegion()).getByText('Login failed')).toBeVisible();
  });
});
