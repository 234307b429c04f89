import type { Page, Route } from '@playwright/test';
import { expect, hydrated, seriousViolations, siteOrigin, test, uniqueId } from './fixtures.ts';

/** What each document showed at its first animation frames (just before they are painted). */
type Frame = { path: string; lang: string; shown: boolean; h1: string | null };

/**
 * Records, in sessionStorage (which outlives a redirect in the same tab), what every document
 * would paint at its first frames: its address, <html lang>, whether the page is shown at all,
 * and its heading.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const record = (left: number) =>
      requestAnimationFrame(() => {
        const frames = JSON.parse(sessionStorage.getItem('frames') ?? '[]');
        const root = document.documentElement;
        frames.push({
          path: location.pathname,
          lang: root.lang,
          shown:
            root.style.display !== 'none' &&
            root.style.visibility !== 'hidden' &&
            document.body !== null,
          h1: document.querySelector('h1')?.textContent ?? null,
        });
        sessionStorage.setItem('frames', JSON.stringify(frames));
        if (left > 0) record(left - 1);
      });
    record(5);
  });
}

const frames = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('frames') ?? '[]') as Frame[]);

test('a visitor who chose Hindi sees Hindi from the first paint, before any JavaScript runs', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await recordFrames(page);
  // The site's JavaScript is held back until the test lets it go.
  const held: Route[] = [];
  let release = false;
  await page.route('**/assets/*.js', (route) => {
    if (release) return route.continue();
    held.push(route);
  });

  // 'commit': the held module scripts keep DOMContentLoaded from firing.
  await page.goto('/services', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/hi\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी सेवाएँ');
  await expect(page.getByRole('navigation', { name: 'मुख्य नेविगेशन' })).toBeVisible();
  const screenshot = await page.screenshot();
  expect(screenshot.byteLength).toBeGreaterThan(0);
  expect(held.length).toBeGreaterThan(0);

  // Every frame any document showed was the Hindi page; the English one never showed.
  const shown = (await frames(page)).filter((frame) => frame.shown && frame.h1 !== null);
  expect(shown.length).toBeGreaterThan(0);
  for (const frame of shown) expect(frame).toMatchObject({ path: '/hi/services', lang: 'hi' });
  expect(shown.map((frame) => frame.h1)).not.toContain('Our Services');

  // With the JavaScript let go the page hydrates and stays Hindi, at the same address.
  release = true;
  for (const route of held.splice(0)) await route.continue();
  await hydrated(page.getByRole('button', { name: 'English' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी सेवाएँ');
  await expect(page).toHaveURL(/\/hi\/services$/);
  expect(consoleProblems).toEqual([]);
});

test('a page with one address for both languages (/auth) is never shown in English to a Hindi reader', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await recordFrames(page);
  await page.goto('/auth?type=login');
  await expect(page).toHaveURL(/\/auth\?type=login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अर्कजा सोलर में आपका स्वागत है');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).not.toHaveAttribute('style', /visibility/);
  const shown = (await frames(page)).filter((frame) => frame.shown && frame.h1 !== null);
  expect(shown.map((frame) => frame.h1)).not.toContain('Welcome to Arkaja Solar');
  expect(consoleProblems).toEqual([]);
});

test('a mailed link opens in the language of the mail, in a browser with no stored choice', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The address mailLink writes into a Hindi invitation or reset mail.
  await page.goto('/auth/reset?token=not-a-real-token&lang=hi');
  await expect(page.getByText('नया पासवर्ड चुनें').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // And it stays the reader's choice.
  await page.goto('/auth?type=login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(consoleProblems).toEqual([]);
});

test('the language switch moves between the twins of the same page and remembers the choice', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/projects');
  await hydrated(page.getByRole('button', { name: 'हिन्दी' }));
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/projects$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

  // Links keep to Hindi pages; the address of a Hindi page opened afresh is Hindi HTML.
  const nav = page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
  await nav.getByRole('link', { name: 'हमारे बारे में' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await hydrated(page.getByRole('button', { name: 'English' }));
  await page.getByRole('button', { name: 'English' }).click();
  // The English twin's own address: a pattern ending in /about would also match /hi/about.
  await expect(page).toHaveURL((url) => url.pathname === '/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  expect(consoleProblems).toEqual([]);
});

test('server messages reach a Hindi reader in Hindi: a validation message and a rate limit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));

  // A password only the server refuses (too common): its field message comes back in Hindi.
  await page.goto('/auth?type=signup');
  const signup = page.getByRole('form', { name: 'अपना खाता बनाएँ' });
  await hydrated(signup.getByRole('button', { name: 'खाता बनाएँ' }));
  const id = uniqueId();
  await signup.getByRole('radio', { name: 'ग्राहक' }).check();
  await signup.getByLabel('पहला नाम').fill('Meera');
  await signup.getByLabel('उपनाम').fill('Rathore');
  await signup.getByLabel('ईमेल').fill(`meera.${id}@e2e.example`);
  await signup.getByLabel('यूज़रनेम').fill(`meera_${id}`);
  await signup.getByLabel('फ़ोन').fill('+91 94140 12345');
  await signup.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill('password123');
  await signup.getByLabel('पासवर्ड की पुष्टि करें').fill('password123');
  await signup.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await expect(
    signup.getByText('यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अनुमान लगाना कठिन हो।'),
  ).toBeVisible();

  // Ten tries at one account use up its limit; the eleventh, from the form, is refused in Hindi.
  const email = `limited.${id}@e2e.example`;
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post('/api/auth/login', {
      headers: siteOrigin(),
      data: { email, password: 'Wrong-Password-1' },
    });
    expect(response.status()).toBe(401);
  }
  await page.goto('/auth?type=login');
  const login = page.getByRole('form', { name: 'अपने खाते में लॉग इन करें' });
  await hydrated(login.getByRole('button', { name: 'लॉग इन', exact: true }));
  await login.getByLabel('ईमेल').fill(email);
  await login.getByLabel('पासवर्ड').fill('Wrong-Password-1');
  await login.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  const toast = page.getByRole('region', { name: /^सूचनाएँ/ }).getByRole('listitem');
  await expect(toast).toContainText('लॉग इन विफल');
  await expect(toast).toContainText('लॉग इन के बहुत अधिक प्रयास। कृपया बाद में पुनः प्रयास करें।');
  // What a screen reader announces is Hindi too.
  await expect(page.getByRole('status')).toContainText('सूचना');
});

// public-pages.spec runs axe on every Hindi page at 360 px; these are the desktop layouts.
for (const path of ['/hi/', '/hi/contact', '/hi/partner']) {
  test(`${path} is Hindi and axe clean at 1280 px`, async ({ page, consoleProblems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await hydrated(page.getByRole('button', { name: 'English' }));
    // Colours: judged by public-pages.spec in English (the same classes).
    expect(await seriousViolations(page, { contrast: false })).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}
