import type { Locator, Page } from '@playwright/test';
import {
  coveredAtPageEnd,
  expect,
  hydrated,
  registerAccount,
  seriousViolations,
  test,
} from './fixtures.ts';

/**
 * Both kinds of detail page. Every other public route is checked in both languages at both
 * widths by public-pages.spec.ts, in the load it makes anyway.
 */
const SAMPLE = ['/services/2', '/projects/7'];

// One test per page and width, so that the pages spread over the workers.
for (const width of [360, 1280]) {
  for (const path of SAMPLE) {
    test(`the floating buttons cover nothing at the end of ${path} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      expect(await coveredAtPageEnd(page)).toEqual([]);
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(wide, 'the page is wider than the window').toBe(false);
    });
  }
}

test('F8 focuses the notification region on a fresh page, before any toast', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page.getByRole('button', { name: 'हिन्दी' }));
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  await page.keyboard.press('F8');
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByRole('list')).toBeFocused();
});

/**
 * Moves a paused clock 10 ms at a time until `locator` is visible: the page's zero-delay timers
 * (TanStack Query tells components of new data through them) run, while a timer of seconds
 * stays far off.
 */
async function runClockUntilVisible(page: Page, locator: Locator) {
  for (let step = 0; step < 100; step++) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(10);
  }
  await expect(locator).toBeVisible();
}

test('the generic dashboard shows its tabs for 1.5 s, then the customer dashboard', async ({
  page,
}) => {
  // Paused, not only installed: an installed clock still runs with real time, and on a busy
  // machine the 1.5 s went by before the test had looked at the tabs.
  const start = new Date('2026-11-23T10:00:00+05:30').getTime();
  await page.clock.install({ time: start });
  // A moment later than the install: the installed clock has already moved on a little.
  await page.clock.pauseAt(start + 1_000);
  await registerAccount(page.request, { firstName: 'Devika', userType: 'customer' });
  await page.goto('/dashboard');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await runClockUntilVisible(page, page.getByTestId('generic-status').getByText('Active'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(tabs.getByRole('tab')).toHaveText(['Activity', 'Notifications', 'Settings']);
  await expect(page.getByTestId('generic-sessions')).toContainText('1');
  await tabs.getByRole('tab', { name: 'Settings' }).click();
  await runClockUntilVisible(page, page.getByRole('tabpanel').getByText(/devika\..*@e2e\.example/));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(/\/customer-dashboard$/);
});

test('a visitor goes from a service card to its page, a related case study and a filled-in enquiry', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/services');
  await hydrated(page.getByRole('link', { name: 'Learn more about Solar Financing Solutions' }));
  await page.getByRole('link', { name: 'Learn more about Solar Financing Solutions' }).click();
  await expect(page).toHaveURL(/\/services\/2$/);
  await expect(page).toHaveTitle('Solar Financing Solutions | Arkaja Solar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar Financing Solutions');
  await expect(page.getByRole('heading', { name: 'Who it suits' })).toBeVisible();
  await page.getByText('What does a PPA cost me upfront?').click();
  await expect(page.getByText(/You pay only for the units the plant generates/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const related = page.getByRole('region', { name: 'Related projects' });
  await related.getByRole('link', { name: 'Corporate Office Campus', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/2$/);
  await expect(page).toHaveTitle('Corporate Office Campus, Gurugram: Case Study | Arkaja Solar');
  await expect(page.getByRole('heading', { name: 'The problem' })).toBeVisible();
  await expect(page.getByText('250 kW', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Ask about a similar project' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await expect(page.getByLabel(/^Subject/)).toHaveValue(
    'Project like Corporate Office Campus, Gurugram',
  );
  expect(consoleProblems).toEqual([]);

  const unknown = await page.goto('/projects/99');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});
