import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

/**
 * Parts of the inner pages below the fold hydrate only when a visitor nears them (decision 035):
 * on a first load at Lighthouse's mobile width their code is not fetched, and once scrolled to,
 * or reached by a link to their anchor, they work as before.
 */
async function openOnPhone(page: Page, path: string) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 412, height: 823 });
  // Nothing plays by itself, so each step below is the visitor's alone.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  // The floating buttons come 2 s after load, the last script of a first load.
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
  return scripts;
}

const loaded = (scripts: string[], part: RegExp) => scripts.some((path) => part.test(path));

const WALKTHROUGH = /installation-walkthrough/;
const STORIES = /sustainability-testimonials/;
const CALCULATOR = /savings-calculator/;
const PARTNER_CAROUSEL = /partner-carousel/;

test('/sustainability: the walkthrough, stories and calculator load as a visitor scrolls to them, and work', async ({
  page,
  consoleProblems,
}) => {
  const scripts = await openOnPhone(page, '/sustainability');
  expect(loaded(scripts, WALKTHROUGH) || loaded(scripts, STORIES)).toBe(false);
  expect(loaded(scripts, CALCULATOR)).toBe(false);

  const next = page.getByRole('button', { name: 'Next step' });
  await hydrated(next);
  expect(loaded(scripts, WALKTHROUGH)).toBe(true);
  await next.click();
  await expect(page.getByTestId('walkthrough-position')).toContainText('Step 2 of 8');

  const stories = page.getByRole('region', { name: 'Sustainability stories from our customers' });
  const nextStory = stories.getByRole('button', { name: 'Next story' });
  await hydrated(nextStory);
  await nextStory.click();
  await expect(page.getByRole('button', { name: 'Show story 2 of 5' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  const city = page.locator('#calculator').getByLabel('City', { exact: true });
  await hydrated(city);
  await city.selectOption('kolkata');
  await expect(page).toHaveURL(/[?&]city=kolkata(&|$)/);
  expect(consoleProblems).toEqual([]);
});

test('/sustainability: a shared link to #calculator lands on it, with its inputs', async ({
  page,
  consoleProblems,
}) => {
  await openOnPhone(page, '/sustainability?bill=120000&city=jaipur#calculator');
  const calculator = page.locator('#calculator');
  await expect(
    page.getByRole('heading', { name: 'What would solar save your business?' }),
  ).toBeInViewport();
  await expect(calculator.getByRole('slider', { name: 'Monthly electricity bill' })).toHaveValue(
    '120000',
  );
  await calculator.getByLabel('City', { exact: true }).selectOption('kolkata');
  await expect(page).toHaveURL(/[?&]city=kolkata&.*#calculator$/);
  expect(consoleProblems).toEqual([]);
});

test('/services: the partner carousel loads as a visitor scrolls to it, and moves', async ({
  page,
  consoleProblems,
}) => {
  const scripts = await openOnPhone(page, '/services');
  expect(loaded(scripts, PARTNER_CAROUSEL)).toBe(false);

  const carousel = page.getByRole('region', { name: 'Partner logos' });
  const next = carousel.getByRole('button', { name: 'Next partners' });
  await hydrated(next);
  await next.click();
  await expect(
    carousel.getByRole('button', { name: 'Go to partner 2', exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  expect(consoleProblems).toEqual([]);
});
