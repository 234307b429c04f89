import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { DASHBOARD_REDIRECT_DELAY_MS } from '#shared/ui-timings.ts';
import DashboardPage from '../dashboard-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openAs(user: PublicUser) {
  serverStandIn({ 'GET /api/auth/session': () => json(200, { user }) });
  const rendered = await renderWithApp(<DashboardPage />, {
    path: '/dashboard',
    advanceTimers: vi.advanceTimersByTime,
  });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return rendered;
}

describe('the generic dashboard (/dashboard)', () => {
  it('shows tabs Activity, Notifications and Settings, 1 active session and status Active', async () => {
    const { user } = await openAs(publicUser({ role: 'user', userType: null, name: 'Ravi' }));
    expect(screen.getByTestId('generic-sessions')).toHaveTextContent('Active sessions1');
    expect(screen.getByTestId('generic-status')).toHaveTextContent('Account statusActive');
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Activity',
      'Notifications',
      'Settings',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Recent activity');
    await user.click(tabs.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('You have no new notifications.');
    await user.click(tabs.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('meera@mill.example');
  });

  it('keeps a plain user on it: no redirect after 1.5 s', async () => {
    await openAs(publicUser({ role: 'user', userType: null }));
    expect(screen.queryByText(/Redirecting to your dashboard/)).toBeNull();
    await advance(DASHBOARD_REDIRECT_DELAY_MS * 2);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
  });

  it.each([
    ['customer', 'customer', '/customer-dashboard'],
    ['partner', 'partner', '/partner-dashboard'],
    ['admin', 'admin', '/admin-dashboard'],
    ['sales', 'admin', '/admin-dashboard'],
    ['operations', 'admin', '/admin-dashboard'],
    ['finance', 'admin', '/admin-dashboard'],
  ] as const)(
    'shows it to a %s for 1.5 s, then goes to %s’s dashboard',
    async (role, userType, target) => {
      await openAs(publicUser({ role, userType }));
      expect(
        screen.getByText(/Redirecting to your dashboard/).closest('[role=status]'),
      ).not.toBeNull();
      expect(screen.getByRole('tablist', { name: 'Dashboard sections' })).toBeVisible();
      await advance(DASHBOARD_REDIRECT_DELAY_MS - 100);
      expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard');
      await advance(200);
      expect(screen.getByTestId('current-path')).toHaveTextContent(target);
    },
  );
});
