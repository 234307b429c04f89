import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { held, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import type { AdminPlant } from '#shared/schemas/plants.ts';
import { PlantsTable } from '../plants-table.tsx';

const plants = (from: number): AdminPlant[] =>
  Array.from({ length: 10 }, (_, i) => ({
    leadId: from + i,
    contactName: `Person ${from + i}`,
    businessName: `Business ${from + i}`,
    email: `p${from + i}@example.in`,
    installationSizeKw: 50,
    system: null,
  }));

/** More rows than the server counts exactly: it answers 10,000 with totalAtLeast. */
const atLeast = (page: number) => ({
  plants: plants(page * 10),
  total: 10_000,
  totalAtLeast: true,
  page,
  pageSize: 10,
});

describe('an admin table past the exact count', () => {
  it.each([
    ['en', 'Showing 1–10 of 10,000+', 'Page 1', 'Next'],
    ['hi', '10,000 से अधिक में से 1–10 दिखाए जा रहे हैं', 'पृष्ठ 1', 'अगला'],
  ] as const)('says so in %s and still pages on', async (language, showing, pageText, next) => {
    serverStandIn({
      'GET /api/admin/plants': (request) =>
        json(200, atLeast(Number(new URL(request.path, 'http://x').searchParams.get('page') ?? 1))),
    });
    const { user } = await renderWithApp(<PlantsTable />, { language });
    expect(await screen.findByText(showing)).toBeInTheDocument();
    expect(screen.getByText(pageText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: next }));
    expect(await screen.findByText(/1[01]–20/)).toBeInTheDocument();
  });

  it.each([
    ['en', (title: string) => `Updating ${title}`, 'Next'],
    ['hi', (title: string) => `${title} अपडेट हो रहे हैं`, 'अगला'],
  ] as const)(
    'keeps its rows legible while the next page loads, and says it is updating in %s',
    async (language, updating, next) => {
      const second = held(() => json(200, atLeast(2)));
      serverStandIn({
        'GET /api/admin/plants': (request) =>
          new URL(request.path, 'http://x').searchParams.get('page') === '2'
            ? second.answer
            : json(200, atLeast(1)),
      });
      const { user } = await renderWithApp(<PlantsTable />, { language });
      const table = await screen.findByRole('table');
      const title = screen.getByRole('heading', { level: 2 }).textContent!;
      expect(table).toHaveAttribute('aria-busy', 'false');
      await user.click(screen.getByRole('button', { name: next }));
      expect(await screen.findByText(updating(title))).toBeInTheDocument();
      expect(table).toHaveAttribute('aria-busy', 'true');
      // Dimmed rows failed colour contrast: the old rows stay as they were.
      expect(table.className).not.toMatch(/opacity/);
      second.release();
      expect(await screen.findByText(/11–20/)).toBeInTheDocument();
      expect(screen.queryByText(updating(title))).not.toBeInTheDocument();
    },
  );
});
