import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../../shared/schemas/user.ts';
import { json, serverStandIn } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { publicUser } from '../../../test/users.ts';
import { type Audience, RequireRole } from '../require-role.tsx';

const customer = publicUser();
const partner = publicUser({ role: 'partner', userType: 'partner' });
const applicant = publicUser({ role: 'user', userType: 'partner' });
const admin = publicUser({ role: 'admin', userType: 'admin' });

async function open(user: PublicUser | null, audience: Audience, path: string) {
  serverStandIn({ 'GET /api/auth/session': () => json(200, { user }) });
  return renderWithApp(
    <RequireRole audience={audience}>{(who) => <p>Welcome {who.name}</p>}</RequireRole>,
    { path },
  );
}

describe('the one role guard', () => {
  it.each([
    [customer, 'customer'],
    [partner, 'partner'],
    [applicant, 'partner'],
    [admin, 'partner'],
    [admin, 'admin'],
  ] as const)('lets %o into the %s dashboard', async (user, audience) => {
    await open(user, audience, `/${audience}-dashboard`);
    expect(await screen.findByText(`Welcome ${user.name}`)).toBeVisible();
  });

  it.each([
    [
      customer,
      'partner',
      'This page is for partners. Your account belongs on the Customer Dashboard.',
      '/customer-dashboard',
    ],
    [
      customer,
      'admin',
      'This page is for admins. Your account belongs on the Customer Dashboard.',
      '/customer-dashboard',
    ],
    [
      partner,
      'customer',
      'This page is for customers. Your account belongs on the Partner Dashboard.',
      '/partner-dashboard',
    ],
    [
      applicant,
      'admin',
      'This page is for admins. Your account belongs on the Partner Dashboard.',
      '/partner-dashboard',
    ],
    [
      admin,
      'customer',
      'This page is for customers. Your account belongs on the Admin Dashboard.',
      '/admin-dashboard',
    ],
  ] as const)(
    'turns %o away from the %s dashboard, saying where they belong',
    async (user, audience, text, home) => {
      await open(user, audience, `/${audience}-dashboard`);
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(home));
      expect(screen.queryByText(`Welcome ${user.name}`)).toBeNull();
    },
  );

  it('sends a visitor to the login tab', async () => {
    await open(null, 'partner', '/partner-dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/auth?type=login'),
    );
  });
});
