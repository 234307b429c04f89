import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import type { Permission } from '#shared/permissions.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { type Audience, RequireRole } from '../require-role.tsx';

const customer = publicUser();
const partner = publicUser({ role: 'partner', userType: 'partner' });
const applicant = publicUser({ role: 'user', userType: 'partner' });
const admin = publicUser({ role: 'admin', userType: 'admin', mfaEnabled: true });
const finance = publicUser({ role: 'finance', userType: 'admin', mfaEnabled: true });
const sales = publicUser({ role: 'sales', userType: 'admin', mfaEnabled: true });

async function open(
  user: PublicUser | null,
  audience: Audience,
  path: string,
  permission?: Permission,
) {
  serverStandIn({ 'GET /api/auth/session': () => json(200, { user }) });
  return renderWithApp(
    <RequireRole audience={audience} {...(permission ? { permission } : {})}>
      {(who) => <p>Welcome {who.name}</p>}
    </RequireRole>,
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
    [finance, 'admin'],
    [sales, 'admin'],
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

  it.each([admin, finance])('sends %o without a second factor to set one up', async (user) => {
    await open({ ...user, mfaEnabled: false }, 'admin', '/admin-dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/account/two-factor'),
    );
    expect(screen.queryByText(`Welcome ${user.name}`)).toBeNull();
  });

  it('shows Access Denied to a member whose role lacks the page’s permission', async () => {
    await open(sales, 'admin', '/admin-dashboard', 'read:reward');
    expect(
      (
        await screen.findAllByText(
          'Your staff role does not include this part of the workspace. Ask an admin if you need it.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(`Welcome ${sales.name}`)).toBeNull();
    await open(finance, 'admin', '/admin-dashboard', 'read:reward');
    expect(await screen.findByText(`Welcome ${finance.name}`)).toBeVisible();
  });

  it('sends a visitor to the login tab', async () => {
    await open(null, 'partner', '/partner-dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/auth?type=login'),
    );
  });
});
