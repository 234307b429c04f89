import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import type { AdminJob } from '#shared/schemas/admin.ts';
import { JobsTable } from '../jobs-table.tsx';

const jobs: AdminJob[] = [
  {
    name: 'clean-expired-records',
    schedule: '0 17 * * * *',
    lastRunAt: '2026-01-15T09:17:00.000Z',
    nextRunAt: '2026-01-15T10:17:00.000Z',
    queued: 0,
    running: 1,
    failed: 2,
    lastError: 'Error (57P01)',
  },
  {
    name: 'send-bill',
    schedule: null,
    lastRunAt: null,
    nextRunAt: null,
    queued: 3,
    running: 0,
    failed: 0,
    lastError: null,
  },
];

describe('admin jobs tab', () => {
  it.each(['en', 'hi'] as const)(
    'shows each job’s runs, queue and last error (%s)',
    async (language) => {
      const server = serverStandIn({ 'GET /api/admin/jobs': () => json(200, { jobs }) });
      await renderWithApp(<JobsTable />, { language });
      const table = await screen.findByRole('table');
      const [header, clean, bill] = within(table).getAllByRole('row');
      const headers = within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(
        language === 'en'
          ? ['Job', 'Last run', 'Next run', 'Queued', 'Running', 'Failed', 'Last error']
          : ['जॉब', 'पिछली बार चला', 'अगली बार', 'कतार में', 'चल रहे', 'विफल', 'पिछली त्रुटि'],
      );
      expect(within(clean!).getByRole('rowheader').textContent).toContain('clean-expired-records');
      expect(within(clean!).getByRole('rowheader').textContent).toContain('0 17 * * * *');
      const cleanCells = within(clean!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cleanCells.slice(2)).toEqual(['0', '1', '2', 'Error (57P01)']);
      expect(cleanCells[0]).toMatch(/2026/);
      const billCells = within(bill!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(billCells).toEqual(['—', '—', '3', '0', '0', language === 'en' ? 'None' : 'कोई नहीं']);
      expect(server.to('GET /api/admin/jobs')).toHaveLength(1);
    },
  );
});
