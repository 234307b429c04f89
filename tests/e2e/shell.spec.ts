import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

test.describe('app shell', () => {
  test('home has header, footer and floating contact buttons', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Arkaja Solar home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Admin Login');
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(page.getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      /^tel:\+\d+$/,
    );
    // axe on / runs in public-pages.spec.ts, at both widths and in both languages.
    expect(consoleProblems).toEqual([]);
  });

  test('the header gains a shadow after scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/privacy-policy');
    await hydrated(page.getByRole('button', { name: 'हिन्दी' }));
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('switching to Hindi sets <html lang>, is remembered, and only en/hi are accepted', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page.getByRole('button', { name: 'हिन्दी' }));
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('navigation', { name: 'मुख्य नेविगेशन' })).toContainText('हमारे बारे में');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

    // The switch moved to the Hindi twin of the page, which stays Hindi on reload.
    await expect(page).toHaveURL(/\/hi\/$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('navigation', { name: 'मुख्य नेविगेशन' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the mobile drawer opens, navigates and closes on route change', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await hydrated(page.getByRole('button', { name: 'Open menu' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
  });

  test('an unknown path shows the not-found page with status 404', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 - Page Not Found');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The browser reports the 404 document itself; nothing else may fail.
    expect(consoleProblems.filter((e) => !e.endsWith('/no-such-page'))).toEqual([]);
  });
});
