import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import type { AdminPlant } from '#shared/schemas/plants.ts';
import type { AdminReward } from '#shared/schemas/rewards.ts';
import { PlantsTable } from '../plants-table.tsx';
import { RewardsTable } from '../rewards-table.tsx';

const plant: AdminPlant = {
  leadId: 9,
  contactName: 'Vikram Mehta',
  businessName: 'Mehta Textiles',
  email: 'vikram@mehta.example',
  installationSizeKw: 150,
  system: {
    id: 3,
    leadId: 9,
    sizeKw: 120,
    commissionedOn: null,
    ratePerKwh: 6.5,
    model: 'ppa',
    stage: 'installation',
    stageChangedAt: '2026-01-10T00:00:00.000Z',
    invitedAt: null,
    customerLinked: false,
    readings: [],
    ppa: null,
  },
};

const page = (key: string, rows: unknown[]) => ({
  [key]: rows,
  total: rows.length,
  page: 1,
  pageSize: 10,
});

describe('admin plants and rewards', () => {
  it('sends a CSV file’s rows and lists the error of each bad row', async () => {
    const server = serverStandIn({
      'GET /api/admin/plants': () => json(200, page('plants', [plant])),
      'POST /api/admin/plants/3/readings': () =>
        apiError(400, 'Some rows have errors; nothing was saved.', {
          fields: {
            'row 2': 'Month must be written as YYYY-MM',
            'row 3': 'kWh must be a number of 0 or more',
          },
        }),
    });
    const { user } = await renderWithApp(<PlantsTable />);
    await user.click(
      await screen.findByRole('button', { name: 'Generation readings of Mehta Textiles' }),
    );
    const dialog = await screen.findByRole('dialog');
    const text = 'month,kWh\n2026-13,10\n2026-02,-5\n';
    await user.upload(
      within(dialog).getByLabelText('Upload a CSV file'),
      new File([text], 'readings.csv', { type: 'text/csv' }),
    );
    const errors = await within(dialog).findByRole('alert');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 2: Month must be written as YYYY-MM',
      'Row 3: kWh must be a number of 0 or more',
    ]);
    expect(server.to('POST /api/admin/plants/3/readings')[0]!.body).toEqual({ csv: text });
  });

  it('checks a month before sending it', async () => {
    const server = serverStandIn({
      'GET /api/admin/plants': () => json(200, page('plants', [plant])),
    });
    const { user } = await renderWithApp(<PlantsTable />);
    await user.click(
      await screen.findByRole('button', { name: 'Generation readings of Mehta Textiles' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Month/ }), '03-2026');
    await user.type(within(dialog).getByRole('textbox', { name: /^kWh/ }), '-4');
    await user.click(within(dialog).getByRole('button', { name: 'Add reading' }));
    expect(await within(dialog).findByText('Month must be written as YYYY-MM')).toBeVisible();
    expect(within(dialog).getByText('kWh must be a number of 0 or more')).toBeVisible();
    expect(server.to('POST /api/admin/plants/3/readings')).toHaveLength(0);
  });

  it('approves a pending reward and marks an approved one paid with its reference', async () => {
    const reward = (id: number, status: AdminReward['status']): AdminReward => ({
      id,
      leadId: id,
      partnerId: 1,
      leadName: `Plant ${id}`,
      partnerName: 'Asha Verma',
      partnerEmail: 'asha@example.com',
      part: 'won',
      amountPaise: 6_000_000,
      reason: 'won',
      sizeKw: 120,
      status,
      earnedAt: '2026-01-10T00:00:00.000Z',
      approvedAt: status === 'pending' ? null : '2026-01-11T00:00:00.000Z',
      paidAt: null,
      reference: null,
    });
    const server = serverStandIn({
      'GET /api/admin/rewards': () =>
        json(200, page('rewards', [reward(1, 'pending'), reward(2, 'approved')])),
      'POST /api/admin/rewards/1/approve': () => json(200, { reward: reward(1, 'approved') }),
      'POST /api/admin/rewards/2/paid': () => json(200, { reward: reward(2, 'paid') }),
    });
    const { user } = await renderWithApp(<RewardsTable />);
    await user.click(await screen.findByRole('button', { name: 'Approve reward 1 of Asha Verma' }));
    expect(server.to('POST /api/admin/rewards/1/approve')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark paid: reward 2 of Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay ₹60,000 to Asha Verma' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Payment reference/ }), 'UTR 889');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await expect.poll(() => server.to('POST /api/admin/rewards/2/paid').length).toBe(1);
    expect(server.to('POST /api/admin/rewards/2/paid')[0]!.body).toEqual({ reference: 'UTR 889' });
  });
});
