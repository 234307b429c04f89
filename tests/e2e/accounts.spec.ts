import type { Page } from '@playwright/test';
import {
  decodedMailsTo,
  expect,
  hydrated,
  linkTokenMailedTo,
  logInThroughApi,
  registerAccount,
  seriousViolations,
  siteOrigin,
  test,
} from './fixtures.ts';

const NEW_PASSWORD = 'Nahargarh-Sunset-2026';

/** The toasts on screen. */
const notifications = (page: Page) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

test.describe('accounts a real user can manage', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('forgot password: the mailed link sets a new password, which then logs in', async ({
    page,
    consoleProblems,
  }) => {
    const account = await registerAccount(page.request, {
      firstName: 'Kavita',
      userType: 'customer',
    });
    await page.request.post('/api/auth/logout', { headers: siteOrigin() });
    await page.goto('/auth?type=login');
    await hydrated(page.getByRole('link', { name: 'Forgot password?' }));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Forgot your password?' });
    await hydrated(form.getByRole('button', { name: 'Send reset link' }));
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: account.email })).toBeVisible();

    const token = await linkTokenMailedTo(account.email, '/auth/reset');
    await page.goto(`/auth/reset?token=${token}`);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await hydrated(reset.getByRole('button', { name: 'Set new password' }));
    await reset.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(notifications(page).filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?type=login$/);

    await logInThroughApi(page.request, { email: account.email, password: NEW_PASSWORD });
    const old = await page.request.post('/api/auth/login', {
      headers: siteOrigin(),
      data: { email: account.email, password: account.password },
    });
    expect(old.status()).toBe(401);
    // The link worked once.
    const again = await page.request.post('/api/auth/password/reset', {
      headers: siteOrigin(),
      data: { token, password: 'Another-Strong-Pass-7' },
    });
    expect(again.status()).toBe(400);
    expect(consoleProblems).toEqual([]);
  });

  test('changing the password on /account logs out the other browser; the language choice reaches the next e-mail', async ({
    page,
    browser,
    consoleProblems,
  }) => {
    const account = await registerAccount(page.request, {
      firstName: 'Suresh',
      userType: 'customer',
    });
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    await logInThroughApi(other.request, account);

    await page.goto('/account');
    const profile = page.getByRole('form', { name: 'Profile' });
    await hydrated(profile.getByRole('button', { name: 'Save settings' }));
    await expect(
      page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem'),
    ).toHaveCount(2);
    await profile.getByLabel('Preferred language').selectOption('hi');
    await profile.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      notifications(page).filter({ hasText: 'Your settings have been saved.' }),
    ).toBeVisible();

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill(account.password);
    await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(notifications(page).filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem'),
    ).toHaveCount(1);
    expect((await (await other.request.get('/api/auth/session')).json()).user).toBeNull();
    expect((await (await page.request.get('/api/auth/session')).json()).user.email).toBe(
      account.email,
    );
    await other.close();

    // The next e-mail to the account is written in Hindi.
    const before = (await decodedMailsTo(account.email)).length;
    await page.request.post('/api/auth/password/forgot', {
      headers: siteOrigin(),
      data: { email: account.email },
    });
    await expect
      .poll(async () => (await decodedMailsTo(account.email)).slice(before).map((m) => m.subject))
      .toEqual(['अपना पासवर्ड रीसेट करें']);
    expect(consoleProblems).toEqual([]);
  });

  test('a user deletes their account with the password and can no longer log in', async ({
    page,
    consoleProblems,
  }) => {
    const account = await registerAccount(page.request, {
      firstName: 'Deepa',
      userType: 'customer',
    });
    await page.goto('/account');
    await hydrated(page.getByRole('button', { name: 'Delete my account' }));
    const download = await page.request.get('/api/account/export');
    expect((await download.json()).profile.email).toBe(account.email);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(
      notifications(page).filter({ hasText: 'Your account has been deleted' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    const login = await page.request.post('/api/auth/login', {
      headers: siteOrigin(),
      data: { email: account.email, password: account.password },
    });
    expect(login.status()).toBe(401);
    expect(consoleProblems).toEqual([]);
  });

  test('an admin disables a user on the Users tab: the user is logged out and cannot log in', async ({
    page,
    browser,
    logIn,
    admin,
    consoleProblems,
  }) => {
    const userContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const account = await registerAccount(userContext.request, {
      firstName: 'Ramesh',
      userType: 'customer',
    });
    await logIn(admin);
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Users' }).click();
    const users = page.getByRole('tabpanel', { name: 'Users' });
    await users.getByRole('searchbox').fill(account.email);
    await expect(users.getByRole('row')).toHaveCount(2);
    await users.getByRole('button', { name: 'Disable Ramesh Rathore' }).click();
    await expect(notifications(page).filter({ hasText: 'Account disabled' })).toBeVisible();
    await expect(users.getByRole('row').nth(1)).toContainText('Disabled');

    expect((await (await userContext.request.get('/api/auth/session')).json()).user).toBeNull();
    const refused = await userContext.request.post('/api/auth/login', {
      headers: siteOrigin(),
      data: { email: account.email, password: account.password },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toMatch(/has been disabled/);
    await userContext.close();

    await page.getByRole('tab', { name: 'Audit log' }).click();
    // Other workers' tests write audit rows too (staff accounts are made by role changes): the
    // newest row about this account is the one to read.
    await expect(
      page
        .getByRole('tabpanel', { name: 'Audit log' })
        .getByRole('row')
        .filter({ hasText: account.email })
        .first(),
    ).toContainText('Account disabled');
    expect(consoleProblems).toEqual([]);
  });

  test('choosing Partner on the sign-up tab leads into the partner application', async ({
    page,
  }) => {
    await page.goto('/auth?type=signup');
    const form = page.getByRole('form', { name: 'Create your account' });
    await hydrated(form.getByRole('button', { name: 'Create Account' }));
    await form.getByRole('radio', { name: 'Partner' }).check();
    await expect(form.getByLabel('Username')).toHaveCount(0);
    await form.getByRole('link', { name: 'Continue to the partner application' }).click();
    await expect(page).toHaveURL(/\/partner#partner-signup-title$/);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  });

  for (const language of ['en', 'hi'] as const) {
    test(`/account and the admin Users tab pass axe in ${language}`, async ({
      page,
      logIn,
      admin,
      consoleProblems,
    }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await registerAccount(page.request, { firstName: 'Anita', userType: 'customer' });
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'en' ? 'Account settings' : 'खाता सेटिंग्स',
      );
      await expect(
        page
          .getByRole('region')
          .filter({ has: page.locator('#sessions-title') })
          .getByRole('listitem'),
      ).toHaveCount(1);
      // Colours are judged in English; the Hindi run checks everything else.
      const contrast = language === 'en';
      expect(await seriousViolations(page, { contrast })).toEqual([]);

      await page.context().clearCookies();
      await logIn(admin);
      await page.goto('/admin-dashboard');
      await page.getByRole('tab', { name: language === 'en' ? 'Users' : 'उपयोगकर्ता' }).click();
      await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
      expect(await seriousViolations(page, { contrast })).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  }
});
