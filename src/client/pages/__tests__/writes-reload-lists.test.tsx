import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersTable } from '#client/features/admin/components/users-tables.tsx';
import { api } from '#client/lib/api.ts';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import type { AdminUser } from '#shared/schemas/account.ts';

const user = (id: string, email: string): AdminUser => ({
  id,
  email,
  name: email.split('@')[0]!,
  role: 'customer',
  userType: 'customer',
  status: 'active',
  emailConfirmed: true,
  mfaEnabled: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastLoginAt: null,
});

/** Any write of any feature: it knows nothing of the admin's lists. */
function SomeWrite() {
  const write = useMutation({
    mutationFn: () => api('/api/account', { method: 'DELETE', body: { password: 'x' } }),
  });
  return (
    <button type="button" onClick={() => write.mutate()}>
      Write
    </button>
  );
}

describe('the client’s query keys', () => {
  it('make every list on screen reload after any write', async () => {
    let users = [user('a', 'asha@factory.example'), user('b', 'ravi@factory.example')];
    const server = serverStandIn({
      'GET /api/admin/users': () =>
        json(200, { users, total: users.length, page: 1, pageSize: 10 }),
      'DELETE /api/account': () => {
        users = users.filter((u) => u.id !== 'b');
        return json(200, { message: 'Your account has been deleted.' });
      },
    });
    const { user: person } = await renderWithApp(
      <>
        <UsersTable />
        <SomeWrite />
      </>,
      { path: '/admin-dashboard' },
    );
    expect(await screen.findByText('ravi@factory.example')).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Write' }));
    await expect.poll(() => server.to('GET /api/admin/users').length).toBe(2);
    expect(await screen.findByText('asha@factory.example')).toBeVisible();
    await expect.poll(() => screen.queryByText('ravi@factory.example')).toBeNull();
  });
});
