import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import type { Account } from '#shared/schemas/account.ts';
import { ChangePasswordForm } from '../change-password-form.tsx';
import { DataRights } from '../data-rights.tsx';
import { ProfileForm } from '../profile-form.tsx';
import { SessionsCard } from '../sessions-card.tsx';

const account: Account = {
  id: 'u1',
  email: 'meera@mill.example',
  emailConfirmed: true,
  firstName: 'Meera',
  lastName: 'Rathore',
  username: 'meera',
  phone: '+91 94140 12345',
  company: null,
  language: 'en',
  role: 'customer',
  userType: 'customer',
  createdAt: '2026-11-01T10:00:00.000Z',
};

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

describe('the settings form', () => {
  it('sends the names, phone, an empty company as null, and the chosen language', async () => {
    const server = serverStandIn({
      'PATCH /api/account': () => json(200, { account: { ...account, language: 'hi' } }),
    });
    const { user } = await renderWithApp(<ProfileForm account={account} />);
    await user.selectOptions(screen.getByLabelText(/^Preferred language/), 'hi');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(toastRegion()).findByText('Your settings have been saved.')).toBeVisible();
    expect(server.to('PATCH /api/account')[0]?.body).toEqual({
      firstName: 'Meera',
      lastName: 'Rathore',
      phone: '+91 94140 12345',
      company: null,
      language: 'hi',
    });
  });

  it('names an empty first name and sends nothing', async () => {
    const server = serverStandIn();
    const { user } = await renderWithApp(<ProfileForm account={account} />);
    await user.clear(screen.getByLabelText(/^First name/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(server.to('PATCH /api/account')).toHaveLength(0);
  });
});

describe('the change-password form', () => {
  it('checks that the new password is typed twice alike before sending', async () => {
    const server = serverStandIn();
    const { user } = await renderWithApp(<ChangePasswordForm />);
    await user.type(screen.getByLabelText(/^Current password/), 'Old-Password-1');
    await user.type(screen.getByLabelText(/^New password/), 'Hawa-Mahal-Sunrise-9');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Hawa-Mahal-Sunrise-8');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(server.to('POST /api/auth/password/change')).toHaveLength(0);
  });

  it('sends the current and new password (not the confirmation), and shows a wrong current one on its field', async () => {
    const server = serverStandIn({
      'POST /api/auth/password/change': () =>
        apiError(400, 'The password is not correct.', {
          fields: { currentPassword: 'The password is not correct.' },
        }),
    });
    const { user } = await renderWithApp(<ChangePasswordForm />);
    await user.type(screen.getByLabelText(/^Current password/), 'Old-Password-1');
    await user.type(screen.getByLabelText(/^New password/), 'Hawa-Mahal-Sunrise-9');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Hawa-Mahal-Sunrise-9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(server.to('POST /api/auth/password/change')[0]?.body).toEqual({
      currentPassword: 'Old-Password-1',
      newPassword: 'Hawa-Mahal-Sunrise-9',
    });
  });
});

describe('the sessions card', () => {
  it('lists the devices, marks this one, and logs out the others', async () => {
    const sessions = [
      {
        device: 'Chrome · Android',
        createdAt: '2026-11-20T10:00:00.000Z',
        lastSeenAt: '2026-11-23T08:00:00.000Z',
        current: true,
      },
      {
        device: 'Firefox · Windows',
        createdAt: '2026-11-19T10:00:00.000Z',
        lastSeenAt: '2026-11-22T08:00:00.000Z',
        current: false,
      },
    ];
    const server = serverStandIn({
      'GET /api/account/sessions': () => json(200, { sessions }),
      'DELETE /api/account/sessions/others': () => {
        sessions.splice(1);
        return json(200, { message: 'Your other devices have been logged out.' });
      },
    });
    const { user } = await renderWithApp(<SessionsCard />);
    const card = screen.getByRole('region', { name: 'Signed-in devices' });
    expect(await within(card).findAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText('This device')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Log out other devices' }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(server.to('DELETE /api/account/sessions/others')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log out other devices' })).toBeDisabled();
  });
});

describe('data rights', () => {
  it('links the download and deletes only with the password, then leaves for the home page', async () => {
    const server = serverStandIn({
      'DELETE /api/account': () => json(200, { message: 'Your account has been deleted.' }),
    });
    const { user } = await renderWithApp(<DataRights />, { path: '/account' });
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(server.to('DELETE /api/account')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Hawa-Mahal-9');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(server.to('DELETE /api/account')[0]?.body).toEqual({ password: 'Hawa-Mahal-9' });
  });
});
