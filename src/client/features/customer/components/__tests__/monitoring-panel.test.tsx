import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import type { Generation, TicketDetail } from '#shared/schemas/monitoring.ts';
import { GenerationPanel, TicketsPanel } from '../monitoring-panel.tsx';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-03-${String(i + 1).padStart(2, '0')}`,
  kwh: i === 29 ? 50 : 150,
  expectedKwh: 140,
}));
const generation: Generation = {
  plant: {
    id: 3,
    sizeKw: 40,
    commissionedOn: '2026-01-10',
    status: 'low',
    lastReadingAt: '2026-03-30T10:00:00.000Z',
    today: { day: '2026-03-30', kwh: 50, expectedKwh: 70 },
    days,
    months: [{ month: '2026-03', kwh: 4400, expectedKwh: 4340 }],
    years: [{ year: '2026', kwh: 4400, expectedKwh: 4340 }],
  },
  openTickets: [],
};

const ticket: TicketDetail = {
  id: 7,
  plantId: 3,
  businessName: 'Plant Works',
  category: 'damage',
  source: 'customer',
  description: 'A panel is cracked.',
  status: 'in_progress',
  hasPhoto: true,
  ownerId: null,
  ownerName: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  acknowledgeDueAt: '2026-03-01T04:00:00.000Z',
  resolveDueAt: '2026-03-03T00:00:00.000Z',
  acknowledgedAt: '2026-03-01T01:00:00.000Z',
  resolvedAt: null,
  overdue: false,
  reopenable: false,
  comments: [
    {
      id: 1,
      body: 'We will visit on Monday.',
      internal: false,
      author: 'staff',
      authorName: 'Ops',
      createdAt: '2026-03-01T02:00:00.000Z',
    },
  ],
  history: [],
};

describe('the customer’s monitoring', () => {
  it('shows the status, today, and each chart’s figures in a table', async () => {
    serverStandIn({ 'GET /api/customer/generation': () => json(200, generation) });
    renderWithApp(<GenerationPanel />);
    expect(await screen.findByText('Low generation')).toBeTruthy();
    expect(screen.getByText(/Today so far: 50 kWh/)).toBeTruthy();
    const table = screen.getByRole('table', { name: /Last 30 days/ });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('table', { name: 'Years' })).toBeTruthy();
  });

  it('raises a ticket with its photo as multipart, and shows the thread', async () => {
    const network = serverStandIn({
      'GET /api/customer/tickets': () => json(200, { tickets: [ticket] }),
      'POST /api/customer/tickets': () => json(201, { ticket: { ...ticket, id: 8 } }),
    });
    renderWithApp(<TicketsPanel />, { language: 'hi' });
    expect(await screen.findByText('We will visit on Monday.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('यह किस बारे में है?'), { target: { value: 'damage' } });
    fireEvent.change(screen.getByLabelText('समस्या बताएँ'), {
      target: { value: 'छत पर एक पैनल टूट गया है।' },
    });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'roof.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText('फ़ोटो (वैकल्पिक, PNG या JPEG)'), {
      target: { files: [photo] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'टिकट खोलें' }));
    expect(await screen.findByText('आपका टिकट खोल दिया गया है', {}, { timeout: 5000 })).toBeTruthy();
    const sent = network.sent.find((r) => r.method === 'POST');
    expect(sent?.path).toBe('/api/customer/tickets');
    const form = sent?.body as FormData;
    expect(form.get('category')).toBe('damage');
    expect((form.get('photo') as File).name).toBe('roof.png');
  });
});
