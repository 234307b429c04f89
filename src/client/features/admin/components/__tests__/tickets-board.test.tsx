import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ticket, TicketDetail } from '../../../../../shared/schemas/monitoring.ts';
import { json, serverStandIn } from '../../../../test/network.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { TicketsBoard } from '../tickets-board.tsx';

const ticket: Ticket = {
  id: 41,
  plantId: 3,
  businessName: 'Mehta Textiles',
  category: 'damage',
  source: 'customer',
  description: 'Two panels cracked after the storm.',
  status: 'open',
  hasPhoto: true,
  ownerId: null,
  ownerName: null,
  createdAt: '2026-03-02T04:00:00.000Z',
  updatedAt: '2026-03-02T04:00:00.000Z',
  acknowledgeDueAt: '2026-03-02T08:00:00.000Z',
  resolveDueAt: '2026-03-04T04:00:00.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  overdue: true,
  reopenable: false,
};
const detail: TicketDetail = {
  ...ticket,
  comments: [
    {
      id: 1,
      body: 'Claim filed with the maker.',
      internal: true,
      author: 'staff',
      authorName: 'Imran Khan',
      createdAt: '2026-03-02T05:00:00.000Z',
    },
  ],
  history: [],
};

describe('the operations ticket board', () => {
  it('flags overdue tickets, filters on the server, and marks internal notes', async () => {
    const server = serverStandIn({
      'GET /api/admin/tickets': () =>
        json(200, { items: [ticket], total: 1, page: 1, pageSize: 10 }),
      'GET /api/admin/tickets/41': () => json(200, { ticket: detail }),
      'POST /api/admin/tickets/41/status': () =>
        json(200, { ticket: { ...detail, status: 'resolved', overdue: false } }),
    });
    const { user } = await renderWithApp(<TicketsBoard />);
    const row = (await screen.findByText('Mehta Textiles')).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Due times'), 'true');
    await screen.findByText('Mehta Textiles');
    expect(server.to('GET /api/admin/tickets').at(-1)!.path).toContain('overdue=true');
    expect(screen.getByRole('link', { name: /Export/ }).getAttribute('href')).toContain(
      'format=csv',
    );

    await user.click(screen.getByRole('button', { name: 'Open ticket #41' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Claim filed with the maker.');
    expect(within(dialog).getByText('Internal note, staff only')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Open the photo/ })
        .getAttribute('href'),
    ).toBe('/api/admin/tickets/41/photo');
    await user.selectOptions(within(dialog).getByLabelText('Move to'), 'resolved');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText('Resolved')).toBeTruthy();
    expect(server.to('POST /api/admin/tickets/41/status')[0]!.body).toEqual({
      status: 'resolved',
    });
  });
});
