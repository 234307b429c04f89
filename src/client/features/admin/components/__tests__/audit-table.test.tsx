import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryRow } from '../../../../../shared/schemas/account.ts';
import { json, serverStandIn } from '../../../../test/network.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { AuditTable } from '../users-tables.tsx';

const entry: AuditEntryRow = {
  id: 7,
  actorId: 'a1',
  actorEmail: 'ops@arkaja.example',
  action: 'user.role',
  targetType: 'user',
  targetId: 'u9',
  details: { email: 'kavya@arkaja.example' },
  changes: { role: { before: 'sales', after: 'finance' } },
  createdAt: '2026-01-15T10:00:00.000Z',
};

describe('the Audit tab', () => {
  it('shows the changed fields and filters by actor, record and days, the export too', async () => {
    const server = serverStandIn({
      'GET /api/admin/audit': () => json(200, { audit: [entry], total: 1, page: 1, pageSize: 10 }),
    });
    const { user } = await renderWithApp(<AuditTable />);
    expect(await screen.findByText('role: sales → finance')).toBeVisible();

    await user.type(screen.getByLabelText('Actor'), 'ops@arkaja.example');
    await user.selectOptions(screen.getByLabelText('Record'), 'user');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await waitFor(() =>
      expect(server.to('GET /api/admin/audit').at(-1)?.path).toBe(
        '/api/admin/audit?page=1&pageSize=10&actor=ops%40arkaja.example&entity=user&from=2026-01-01&to=2026-01-31',
      ),
    );
    expect(screen.getByRole('link', { name: /Export/ })).toHaveAttribute(
      'href',
      '/api/admin/audit?actor=ops%40arkaja.example&entity=user&from=2026-01-01&to=2026-01-31&format=csv',
    );
  });
});
