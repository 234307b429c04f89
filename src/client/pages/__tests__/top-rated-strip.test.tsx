import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import ProjectsPage from '../projects-page.tsx';
import ServicesPage from '../services-page.tsx';

const top = (items: { entityId: number; totalPoints: number }[]) => () => json(200, { items });

describe('the top-rated strip', () => {
  it('ranks projects as compact links to their case studies, repeating no card', async () => {
    serverStandIn({
      'GET /api/feedback/top/project': top([
        { entityId: 18, totalPoints: 12 },
        { entityId: 3, totalPoints: 1 },
      ]),
    });
    await renderWithApp(<ProjectsPage />, { path: '/projects' });
    const strip = screen.getByRole('region', { name: 'Top Rated Projects' });
    const links = await within(strip).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/projects/18', '/projects/3']);
    expect(links[0]).toHaveAccessibleName(/Rank 1: Spice Processing Unit.*12 points/);
    expect(links[1]).toHaveAccessibleName(/Rank 2: Shopping Mall.*1 point$/);
    expect(within(strip).queryByRole('article')).toBeNull();
    // Every project still has its one card below.
    expect(screen.getAllByRole('article')).toHaveLength(18);
  });

  it('ranks services the same way, in Hindi too', async () => {
    serverStandIn({
      'GET /api/feedback/top/service': () =>
        json(200, { items: [{ entityId: 2, totalPoints: 5 }] }),
    });
    await renderWithApp(<ServicesPage />, { path: '/services', language: 'hi' });
    const strip = screen.getByRole('region', { name: 'सबसे पसंदीदा सेवाएँ' });
    const link = await within(strip).findByRole('link');
    expect(link).toHaveAttribute('href', '/services/2');
    expect(link).toHaveAccessibleName(/सोलर वित्तपोषण समाधान/);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
