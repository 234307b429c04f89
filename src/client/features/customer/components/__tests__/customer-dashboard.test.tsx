import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import type { CustomerPlantResponse } from '#shared/schemas/plants.ts';
import { CustomerDashboard } from '../customer-dashboard.tsx';

const user = { firstName: 'Priya', username: null, email: 'priya@example.com' };

const plant: CustomerPlantResponse = {
  system: {
    id: 3,
    leadId: 9,
    sizeKw: 40,
    commissionedOn: '2026-01-10',
    ratePerKwh: 7,
    model: 'ppa',
    stage: 'installation',
    stageChangedAt: '2026-01-10T00:00:00.000Z',
    invitedAt: '2026-01-11T00:00:00.000Z',
    customerLinked: true,
    // Estimates: Jan 40 × 3.5 × 31 = 4,340; Feb 40 × 3.5 × 28 = 3,920 (8,260 in all).
    readings: [
      { month: '2026-01', kwh: 3906 },
      { month: '2026-02', kwh: 3528 },
    ],
    ppa: null,
  },
  documents: [
    {
      id: 1,
      leadId: 9,
      type: 'electricity_bill',
      fileName: 'bill.pdf',
      mimeType: 'application/pdf',
      size: 10,
      status: 'uploaded',
      rejectionReason: null,
      createdAt: '2026-01-12T00:00:00.000Z',
    },
    {
      id: 2,
      leadId: 9,
      type: 'pan_card',
      fileName: 'pan.pdf',
      mimeType: 'application/pdf',
      size: 10,
      status: 'rejected',
      rejectionReason: 'The PAN number is cut off',
      createdAt: '2026-01-12T00:00:00.000Z',
    },
    {
      id: 4,
      leadId: 9,
      type: 'gst_returns',
      fileName: 'gst.pdf',
      mimeType: 'application/pdf',
      size: 10,
      status: 'accepted',
      rejectionReason: null,
      createdAt: '2026-01-12T00:00:00.000Z',
    },
  ],
};

describe('customer dashboard', () => {
  it('shows the customer’s own plant: size, savings at their rate, the gap, the stage', async () => {
    serverStandIn({ 'GET /api/customer/plant': () => json(200, plant) });
    const { user: clicker } = await renderWithApp(
      <CustomerDashboard user={user} logoutButton={null} />,
    );
    const cards = await screen.findByRole('list', { name: 'System summary' });
    expect(within(cards).getByText('40 kW')).toBeVisible();
    expect(within(cards).getByText('140 kWh')).toBeVisible();
    // 140 kWh × 30 × ₹7 a month; × 12 a year.
    expect(within(cards).getByText('₹29,400')).toBeVisible();
    expect(within(cards).getByText('₹3,52,800')).toBeVisible();
    expect(screen.queryByText('Sample')).toBeNull();
    expect(screen.getByTestId('gap-summary')).toHaveTextContent(
      'Over 2 months, your plant generated 10% less than the estimate.',
    );
    expect(screen.getByRole('row', { name: /Jan 2026 4,340 kWh 3,906 kWh -10/ })).toBeVisible();

    await clicker.click(screen.getByRole('tab', { name: 'Project Timeline' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');

    await clicker.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(screen.getByText('3 of 7 documents uploaded')).toBeVisible();
    // Only an accepted document can be downloaded (the server refuses the others).
    expect(screen.getByRole('link', { name: 'Download GST Returns' })).toHaveAttribute(
      'href',
      '/api/documents/4',
    );
    expect(screen.getAllByRole('link', { name: /^Download/ })).toHaveLength(1);
    expect(screen.getByText('Under review')).toBeVisible();
    expect(screen.getByText('Rejected')).toBeVisible();
    expect(screen.getByText('The PAN number is cut off')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload PAN Card' })).toBeVisible();
  });

  it('keeps the spec’s sample, labelled Sample, for a customer without a plant', async () => {
    serverStandIn({ 'GET /api/customer/plant': () => json(200, { system: null, documents: [] }) });
    await renderWithApp(<CustomerDashboard user={user} logoutButton={null} />);
    expect(await screen.findByText('Sample')).toBeVisible();
    expect(screen.getByText('75 kW')).toBeVisible();
  });

  it('says so in Hindi too', async () => {
    serverStandIn({ 'GET /api/customer/plant': () => json(200, plant) });
    await renderWithApp(<CustomerDashboard user={user} logoutButton={null} />, { language: 'hi' });
    expect(await screen.findByTestId('gap-summary')).toHaveTextContent(
      '2 महीनों में आपके संयंत्र ने अनुमान से 10% कम बिजली बनाई।',
    );
  });
});
