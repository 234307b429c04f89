import { expect, hydrated, test } from './fixtures.ts';

/**
 * A page whose code is still on its way keeps the layout: the header stays and the spinner shows
 * in the content area only (opening a service or project from its card blanked the whole page).
 */
for (const [list, chunk] of [
  ['/services', 'service-detail-page'],
  ['/projects', 'project-detail-page'],
] as const)
  test(`opening a card of ${list} keeps the header while the page loads`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/assets/${chunk}-*.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(list);
    const card = page.locator(`main a[href^="${list}/"]`).first();
    await hydrated(card);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${list}/\\w+`));
    // The page's spinner: the list's own "Loading reactions…" may still be there a moment.
    const pageSpinner = page.locator('main [role=status]').filter({ hasText: /^Loading…$/ });
    await expect(pageSpinner).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
    release();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(pageSpinner).toHaveCount(0);
  });
