import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { AUDIT_ACTIONS } from '#shared/audit.ts';
import type { AuditEntryRow } from '#shared/schemas/account.ts';
import { AuditTable } from '../users-tables.tsx';

const entry: AuditEntryRow = {
  id: 7,
  actorId: 'a1',
  actorEmail: 'ops@arkaja.example',
  actorDeleted: false,
  action: 'user.role',
  targetType: 'user',
  targetId: 'u9',
  targetEmail: 'kavya@arkaja.example',
  targetDeleted: false,
  details: { from: 'sales', to: 'finance' },
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

const row = (id: number, action: string, extra: Partial<AuditEntryRow> = {}): AuditEntryRow => ({
  id,
  actorId: 'admin-1',
  actorEmail: 'admin@arkaja.example',
  actorDeleted: false,
  action,
  targetType: 'user',
  targetId: `user-${id}`,
  targetEmail: `someone-${id}@factory.example`,
  targetDeleted: false,
  details: {},
  changes: {},
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

describe('the audit log', () => {
  it.each(['en', 'hi'] as const)(
    'says every action in words (%s), never its key',
    async (language) => {
      const rows = AUDIT_ACTIONS.map((action, index) => row(index + 1, action));
      serverStandIn({
        'GET /api/admin/audit': () =>
          json(200, { audit: rows, total: rows.length, page: 1, pageSize: 100 }),
      });
      await renderWithApp(<AuditTable />, { path: '/admin-dashboard', language });
      const table = await screen.findByRole('table');
      const cells = within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? '');
      for (const action of AUDIT_ACTIONS) expect(cells).not.toContain(action);
      const actionCells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => within(tr).getAllByRole('cell')[2]!.textContent);
      // Each in its own words, and in Hindi in Devanagari.
      expect(new Set(actionCells).size).toBe(AUDIT_ACTIONS.length);
      if (language === 'hi')
        for (const text of actionCells) expect(text).toMatch(/[\u0900-\u097f]/);
    },
  );

  it('shows an erased account as deleted, by neither address nor id', async () => {
    serverStandIn({
      'GET /api/admin/audit': () =>
        json(200, {
          audit: [
            row(1, 'user.delete', {
              actorId: 'gone',
              actorEmail: null,
              actorDeleted: true,
              targetId: 'gone',
              targetEmail: null,
              targetDeleted: true,
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
    });
    await renderWithApp(<AuditTable />, { path: '/admin-dashboard' });
    const cells = within(await screen.findByRole('table')).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Deleted account');
    expect(cells[3]).toHaveTextContent('Account Deleted account');
    expect(cells[3]).not.toHaveTextContent('gone');
  });
});
