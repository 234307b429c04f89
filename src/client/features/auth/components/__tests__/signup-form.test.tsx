import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, held, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import { SignUpForm } from '../signup-form.tsx';

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillValid(user: Awaited<ReturnType<typeof renderWithApp>>['user']) {
  await user.type(field(/^First name/), 'Meera');
  await user.type(field(/^Last name/), 'Rathore');
  await user.type(field(/^Email/), 'meera@mill.example');
  await user.type(field(/^Username/), 'meera_r');
  await user.type(field(/^Phone/), '+91 94140 12345');
  await user.type(field(/^Company/), 'Rathore Mills');
  await user.type(field(/^Password/), 'Hawa-Mahal-9');
  await user.type(field(/^Confirm password/), 'Hawa-Mahal-9');
}

describe('the Sign Up tab', () => {
  it('posts, and names every missing field on an empty submit without sending', async () => {
    const server = serverStandIn();
    const { user } = await renderWithApp(<SignUpForm />);
    expect(screen.getByRole('form', { name: 'Create your account' })).toHaveAttribute(
      'method',
      'post',
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    expect(field(/^Company/)).toHaveAttribute('aria-invalid', 'false');
    expect(server.to('POST /api/auth/register')).toHaveLength(0);
  });

  it('refuses a bad e-mail, phone and short password, and passwords that differ', async () => {
    serverStandIn();
    const { user } = await renderWithApp(<SignUpForm />);
    await user.type(field(/^Email/), 'not-an-email');
    await user.type(field(/^Phone/), '12345');
    await user.type(field(/^Password/), '123');
    await user.type(field(/^Confirm password/), '124');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();

    await user.clear(field(/^Password/));
    await user.type(field(/^Password/), 'Hawa-Mahal-9');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
  });

  it('sends the account without the confirmation and welcomes the new user', async () => {
    const server = serverStandIn({
      'POST /api/auth/register': () =>
        json(201, { user: publicUser({ id: 'u2', username: 'meera_r' }) }),
    });
    const { user, queryClient } = await renderWithApp(<SignUpForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Welcome to Arkaja Solar, Meera Rathore!')).toBeVisible();
    expect(server.to('POST /api/auth/register')[0]?.body).toEqual({
      userType: 'customer',
      firstName: 'Meera',
      lastName: 'Rathore',
      email: 'meera@mill.example',
      username: 'meera_r',
      phone: '+91 94140 12345',
      company: 'Rathore Mills',
      password: 'Hawa-Mahal-9',
      // The page's language: the account's e-mails are written in it.
      language: 'en',
    });
    expect(queryClient.getQueryData(['auth', 'session'])).toMatchObject({ id: 'u2' });
  });

  it('sends the language of the page, so a Hindi reader gets Hindi e-mails', async () => {
    const server = serverStandIn({
      'POST /api/auth/register': () =>
        json(201, { user: publicUser({ id: 'u3', username: 'meera_h' }) }),
    });
    const { user } = await renderWithApp(<SignUpForm />, { language: 'hi' });
    await user.type(field(/^पहला नाम/), 'Meera');
    await user.type(field(/^उपनाम/), 'Rathore');
    await user.type(field(/^ईमेल/), 'meera.h@mill.example');
    await user.type(field(/^यूज़रनेम/), 'meera_h');
    await user.type(field(/^फ़ोन/), '+91 94140 12345');
    await user.type(field(/^पासवर्ड(?! की)/), 'Hawa-Mahal-9');
    await user.type(field(/^पासवर्ड की पुष्टि/), 'Hawa-Mahal-9');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    await waitFor(() => expect(server.to('POST /api/auth/register')).toHaveLength(1));
    expect(server.to('POST /api/auth/register')[0]?.body).toMatchObject({ language: 'hi' });
  });

  it('is busy while the account is being created', async () => {
    const pending = held(() => apiError(500, 'An unexpected error occurred.'));
    serverStandIn({ 'POST /api/auth/register': () => pending.answer });
    const { user } = await renderWithApp(<SignUpForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    pending.release();
    expect(await screen.findByText('Registration failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('puts “taken” on the e-mail and username fields when the server says so', async () => {
    serverStandIn({
      'POST /api/auth/register': () =>
        apiError(409, 'An account with this email already exists.', {
          code: 'conflict',
          fields: {
            email: 'An account with this email already exists.',
            username: 'This username is already taken.',
          },
        }),
    });
    const { user } = await renderWithApp(<SignUpForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(field(/^Username/)).toHaveAccessibleDescription('This username is already taken.'),
    );
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    const toast = screen.getByRole('region', { name: /Notifications/ });
    expect(within(toast).getByText('Registration failed')).toBeVisible();
  });
});
