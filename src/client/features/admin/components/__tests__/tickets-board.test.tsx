import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enAdmin from '#client/i18n/locales/en/admin.json' with { type: 'json' };
import hiAdmin from '#client/i18n/locales/hi/admin.json' with { type: 'json' };
import hiMessages from '#client/i18n/locales/hi/messages-monitoring.json' with { type: 'json' };
import { apiError, json, type SentRequest, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import {
  monitoringMessages,
  type StaffTicketDetail,
  type Ticket,
} from '#shared/schemas/monitoring.ts';
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
const detail: StaffTicketDetail = {
  ...ticket,
  owners: [],
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

  /** The board with ticket 41 open, signed in as `me` of operations; owners as the server offers. */
  async function openTicket(language: 'en' | 'hi' = 'en') {
    const owners = [
      { id: 'ops-1', name: 'Imran Khan' },
      { id: 'me', name: 'Meera Rathore' },
    ];
    let current: StaffTicketDetail = { ...detail, owners };
    const given = (request: SentRequest) => {
      const ownerId = (request.body as { ownerId: string | null }).ownerId;
      const ownerName = owners.find((owner) => owner.id === ownerId)?.name ?? null;
      current = { ...current, ownerId, ownerName };
      return json(200, { ticket: current });
    };
    const server = serverStandIn({
      'GET /api/auth/session': () =>
        json(200, { user: publicUser({ id: 'me', role: 'operations', userType: 'admin' }) }),
      'GET /api/admin/tickets': () =>
        json(200, { items: [ticket], total: 1, page: 1, pageSize: 10 }),
      'GET /api/admin/tickets/41': () => json(200, { ticket: current }),
      'POST /api/admin/tickets/41/owner': given,
    });
    const texts = language === 'en' ? enAdmin.tickets : hiAdmin.tickets;
    const rendered = await renderWithApp(<TicketsBoard />, { language });
    await rendered.user.click(
      await screen.findByRole('button', { name: texts.openLabel.replace('{{id}}', '41') }),
    );
    const dialog = await screen.findByRole('dialog');
    const picker = (await within(dialog).findByLabelText(texts.owner)) as HTMLSelectElement;
    return { ...rendered, server, dialog, picker, texts };
  }

  /** The error shown beside a control: the text its aria-describedby points at. */
  const errorOf = (control: HTMLElement) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim() || null;

  it('gives a ticket to any staff member the server offers, to oneself, or to nobody', async () => {
    const { user, server, dialog, picker, texts } = await openTicket();
    expect([...picker.options].map((option) => [option.value, option.text])).toEqual([
      ['', texts.noOwner],
      ['ops-1', 'Imran Khan'],
      ['me', 'Meera Rathore'],
    ]);
    const sent = () => server.to('POST /api/admin/tickets/41/owner').map((r) => r.body);
    const assign = () =>
      user.click(within(dialog).getByRole('button', { name: texts.assignOwner }));

    await user.selectOptions(picker, 'ops-1');
    await assign();
    expect(await screen.findByText(texts.ownerSaved)).toBeTruthy();
    expect(sent()).toEqual([{ ownerId: 'ops-1' }]);
    expect(picker.value).toBe('ops-1');

    await user.click(within(dialog).getByRole('button', { name: texts.takeOwnership }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual({ ownerId: 'me' });
    expect(picker.value).toBe('me');
    // Once it is one's own, there is nothing to take.
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: texts.takeOwnership })).toBeNull(),
    );

    await user.selectOptions(picker, '');
    await assign();
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]).toEqual({ ownerId: null });
  });

  it('says beside the picker, in the reader’s language, why the server refused an owner', async () => {
    const { user, server, dialog, picker, texts } = await openTicket('hi');
    server.route('POST /api/admin/tickets/41/owner', () =>
      apiError(400, monitoringMessages.owner, {
        code: 'validation_error',
        fields: { ownerId: monitoringMessages.owner },
      }),
    );
    await user.selectOptions(picker, 'ops-1');
    await user.click(within(dialog).getByRole('button', { name: texts.assignOwner }));
    await waitFor(() => expect(errorOf(picker)).toBe(hiMessages[monitoringMessages.owner]));
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(picker.value).toBe('ops-1');
  });

  it('sends a comment or an internal note, refuses a blank one beside the box, and clears it once sent', async () => {
    const { user, server, dialog } = await openTicket();
    let comments = detail.comments;
    server.route('POST /api/admin/tickets/41/comments', (request) => {
      const { body, internal } = request.body as { body: string; internal: boolean };
      comments = [
        ...comments,
        {
          id: comments.length + 1,
          body,
          internal,
          author: 'staff',
          authorName: 'Meera Rathore',
          createdAt: '2026-03-02T06:00:00.000Z',
        },
      ];
      return json(200, { ticket: { ...detail, comments } });
    });
    const box = within(dialog).getByLabelText(enAdmin.tickets.addComment) as HTMLTextAreaElement;
    const sent = () => server.to('POST /api/admin/tickets/41/comments').map((r) => r.body);

    await user.type(box, '   ');
    await user.click(within(dialog).getByRole('button', { name: enAdmin.tickets.send }));
    await waitFor(() => expect(errorOf(box)).toBe(monitoringMessages.comment));
    expect(sent()).toEqual([]);

    await user.clear(box);
    await user.type(box, '  Engineer visits on Tuesday.  ');
    await user.click(within(dialog).getByRole('button', { name: enAdmin.tickets.send }));
    expect(await screen.findByText(enAdmin.tickets.commentSent)).toBeTruthy();
    expect(sent()).toEqual([{ body: 'Engineer visits on Tuesday.', internal: false }]);
    await waitFor(() => expect(box.value).toBe(''));

    await user.click(within(dialog).getByLabelText(enAdmin.tickets.internalCheckbox));
    await user.type(box, 'Warranty claim number 4471.');
    await user.click(within(dialog).getByRole('button', { name: enAdmin.tickets.addNote }));
    expect(await screen.findByText(enAdmin.tickets.noteAdded)).toBeTruthy();
    expect(sent()[1]).toEqual({ body: 'Warranty claim number 4471.', internal: true });
    await waitFor(() =>
      expect(
        (within(dialog).getByLabelText(enAdmin.tickets.internalCheckbox) as HTMLInputElement)
          .checked,
      ).toBe(false),
    );
  });

  it('says beside the box, in Hindi, why the server refused a comment, and keeps what was written', async () => {
    const { user, server, dialog, texts } = await openTicket('hi');
    server.route('POST /api/admin/tickets/41/comments', () =>
      apiError(400, monitoringMessages.comment, {
        code: 'validation_error',
        fields: { body: monitoringMessages.comment },
      }),
    );
    const box = within(dialog).getByLabelText(texts.addComment) as HTMLTextAreaElement;
    await user.type(box, 'पैनल साफ़ कर दिए गए।');
    await user.click(within(dialog).getByRole('button', { name: texts.send }));
    await waitFor(() => expect(errorOf(box)).toBe(hiMessages[monitoringMessages.comment]));
    expect(box.value).toBe('पैनल साफ़ कर दिए गए।');
  });
});
