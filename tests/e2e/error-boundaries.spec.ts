import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

/**
 * A page whose code cannot be loaded (the network drops it, a deploy removed it) shows an error
 * page with "Try again" in the page's language, inside the site's header and footer, and the
 * page loads once the code can be fetched again.
 */
async function blockChunks(page: Page, pattern: RegExp) {
  const state = { blocked: true, refused: 0 };
  await page.route(pattern, (route) => {
    if (!state.blocked) return route.continue();
    state.refused++;
    return route.abort('connectionfailed');
  });
  return state;
}

const CASES = [
  {
    language: 'en',
    start: '/',
    link: 'About Us',
    chunk: /\/assets\/about-page-[\w-]+\.js$/,
    heading: 'This page could not be loaded',
    retry: 'Try again',
    page: /About/,
  },
  {
    language: 'hi',
    start: '/hi/',
    link: 'हमारे बारे में',
    // The page's Hindi texts come in a chunk of their own: without them the page cannot show.
    chunk: /\/assets\/about-hi-[\w-]+\.js$/,
    heading: 'यह पेज लोड नहीं हो सका',
    retry: 'पुनः प्रयास करें',
    page: /हमारे बारे में|अर्काजा/,
  },
] as const;

for (const c of CASES) {
  test(`a page whose code fails to load offers "${c.retry}" (${c.language}), which loads it`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(c.start);
    const link = page.getByRole('banner').getByRole('link', { name: c.link, exact: true });
    await hydrated(link);
    const chunks = await blockChunks(page, c.chunk);
    await link.click();

    const alert = page.getByRole('alert').filter({ hasText: c.heading });
    await expect(alert.getByRole('heading', { name: c.heading })).toBeVisible();
    expect(chunks.refused).toBeGreaterThan(0);
    // The site is still there around it: header, footer.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    chunks.blocked = false;
    await alert.getByRole('button', { name: c.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.page }).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    // A failed load is no fault of the page: nothing uncaught.
    expect(problems).toEqual([]);
  });
}
