import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { MILESTONE_KEYS } from '#shared/project-milestones.ts';
import type { CustomerProjectResponse } from '#shared/schemas/projects.ts';
import { CustomerDashboard } from '../customer-dashboard.tsx';

const user = { firstName: 'Priya', username: null, email: 'priya@example.com' };

const project: CustomerProjectResponse = {
  project: {
    id: 4,
    businessName: 'Mehta Textiles',
    status: 'active',
    nextKey: 'discom_applied',
    milestones: MILESTONE_KEYS.map((key, index) => ({
      key,
      status: index < 2 ? 'done' : 'pending',
      plannedOn: index === 2 ? '2026-02-01' : null,
      doneOn: index < 2 ? `2026-01-1${index}` : null,
      reference: null,
      attachments:
        index === 0
          ? [
              {
                id: 8,
                fileName: 'survey.pdf',
                mimeType: 'application/pdf',
                size: 9,
                createdAt: '2026-01-10T00:00:00.000Z',
              },
            ]
          : [],
    })),
  },
};

describe('the customer’s Project Timeline', () => {
  it('shows the real milestones once a project exists, with their files and the next step', async () => {
    serverStandIn({
      'GET /api/customer/plant': () => json(200, { system: null, documents: [] }),
      'GET /api/customer/project': () => json(200, project),
    });
    const { user: clicker } = await renderWithApp(
      <CustomerDashboard user={user} logoutButton={null} />,
    );
    await clicker.click(await screen.findByRole('tab', { name: 'Project Timeline' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Site survey report')).toBeTruthy();
    expect(within(panel).getByText('2 of 9 steps done')).toBeTruthy();
    expect(within(panel).getByText('Next step')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'survey.pdf' }).getAttribute('href')).toBe(
      '/api/project-attachments/8',
    );
    expect(within(panel).queryByText('Sample')).toBeNull();
  });

  it('shows the sample, labelled as a sample, to a customer with no project (in Hindi too)', async () => {
    serverStandIn({
      'GET /api/customer/plant': () => json(200, { system: null, documents: [] }),
      'GET /api/customer/project': () => json(200, { project: null }),
    });
    const { user: clicker } = await renderWithApp(
      <CustomerDashboard user={user} logoutButton={null} />,
      { language: 'hi' },
    );
    await clicker.click(await screen.findByRole('tab', { name: 'परियोजना की समय-रेखा' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('नमूना')).toBeTruthy();
    expect(within(panel).queryByText('साइट सर्वेक्षण रिपोर्ट')).toBeNull();
  });
});
