import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import type { Lead } from '#shared/schemas/leads.ts';
import { LeadsTab } from '../leads-tab.tsx';

const lead = (id: number): Lead => ({
  id,
  partnerId: 3,
  contactName: `Person ${id}`,
  email: `p${id}@example.in`,
  phone: '+91 98290 11111',
  businessName: `Business ${id}`,
  businessNature: null,
  address: 'Plot 12, Sanganer',
  city: 'Jaipur',
  state: 'Rajasthan',
  monthlyBill: 90_000,
  installationSizeKw: null,
  panNumber: null,
  gstin: null,
  annualProfit: null,
  facilitySqft: null,
  notes: null,
  isEligible: true,
  documentCount: 0,
  stage: 'new',
  lostReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

describe("the partner's leads", () => {
  it('come a page at a time, with Next asking for the following page', async () => {
    const server = serverStandIn({
      'GET /api/auth/session': () => json(200, { user: publicUser({ role: 'admin' }) }),
      'GET /api/leads': (request) => {
        const page = Number(new URL(request.path, 'http://x').searchParams.get('page'));
        const count = page === 3 ? 5 : 20;
        return json(200, {
          leads: Array.from({ length: count }, (_, i) => lead((page - 1) * 20 + i + 1)),
          total: 45,
          totalAtLeast: false,
          page,
          pageSize: 20,
        });
      },
    });
    const { user } = await renderWithApp(<LeadsTab isAdmin profile={null} />);
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.sent.map((r) => r.path)).toContain('/api/leads?page=3&pageSize=20');
  });
});
