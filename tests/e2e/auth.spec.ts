import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, nextTotpCode, registerAccount, seriousViolations, test } from './fixtures.ts';
import { E2E_ADMIN } from './global-setup.ts';

const PASSWORD = 'Hawa-Mahal-Rooftop-9';

/** The toasts on screen (Radix's live announcement is transient, the region is not). */
const notifications = (page: Page) =>
  page.getByRole('region', { name: /^(Notifications|सूचनाएँ) \(F8\)$/ }).getByRole('listitem');

function uniqueCustomer() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `meera.${id}@mill.example`, username: `meera_${id}`, password: PASSWORD };
}

async function signUp(
  page: Page,
  account: ReturnType<typeof uniqueCustomer>,
  userType: 'Customer' = 'Customer',
) {
  await page.goto('/auth?type=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByRole('radio', { name: userType }).check();
  await form.getByLabel('First name').fill('Meera');
  await form.getByLabel('Last name').fill('Rathore');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Phone').fill('+91 94140 12345');
  await form.getByLabel('Company (optional)').fill('Rathore Mills');
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth?type=login');
  const form = page.getByRole('form', { name: 'Log in to your account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('accounts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a customer signs up, lands on the customer dashboard via /dashboard, logs out and back in', async ({
    page,
    consoleProblems,
  }) => {
    const account = uniqueCustomer();
    // Every address the page shows, in order: /dashboard is on screen for only 1.5 s, which a
    // busy machine can spend before an assertion looks (its text has a component test).
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
    });
    await signUp(page, account);
    await expect(notifications(page).filter({ hasText: 'Registration successful' })).toBeVisible();
    await expect(page).toHaveURL(/\/customer-dashboard$/);
    expect(paths.slice(paths.lastIndexOf('/auth'))).toEqual([
      '/auth',
      '/dashboard',
      '/customer-dashboard',
    ]);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await logIn(page, account.email, account.password);
    await expect(notifications(page).filter({ hasText: 'Login successful' })).toContainText(
      'Welcome back, Meera Rathore!',
    );
    await expect(page).toHaveURL(/\/customer-dashboard$/);
    expect(consoleProblems).toEqual([]);
  });

  test('the sign-up form shows every field message, and the server refuses a common password', async ({
    page,
  }) => {
    await page.goto('/auth?type=signup');
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(6);

    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel(/^Password/).fill('123');
    await form.getByLabel('Confirm password').fill('1234');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

    const account = uniqueCustomer();
    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Last name').fill('Rathore');
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Phone').fill('9414012345');
    await form.getByLabel(/^Password/).fill('password123');
    await form.getByLabel('Confirm password').fill('password124');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();

    await form.getByLabel('Confirm password').fill('password123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      form.getByText('This password is too common. Please choose one that is harder to guess.'),
    ).toBeVisible();
    await expect(notifications(page).filter({ hasText: 'Registration failed' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?type=signup$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a wrong password is refused with the login-failed toast', async ({ page }) => {
    await logIn(page, 'nobody.here@mill.example', 'Wrong-Password-1');
    const toast = notifications(page).filter({ hasText: 'Login failed' });
    await expect(toast).toContainText('Invalid email or password.');
    await expect(page).toHaveURL(/\/auth\?type=login$/);
  });

  test('the admin logs in through the Admin tab and reaches the admin dashboard', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/auth?type=admin');
    await expect(page.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Admin login' });
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Login as Admin' }).click();
    // The first admin set up its second factor at its first sign-in (global-setup).
    const second = page.getByRole('form', { name: 'Two-factor sign-in' });
    await second.getByLabel('Code').fill(await nextTotpCode(E2E_ADMIN.email));
    await second.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('Access Denied')).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('a customer on the Admin tab is told the credentials are invalid and stays logged out', async ({
    page,
    request,
  }) => {
    // Made through the API on a context of its own: the page itself is nobody's.
    const account = await registerAccount(request, { firstName: 'Meera', userType: 'customer' });

    await page.goto('/auth?type=admin');
    const form = page.getByRole('form', { name: 'Admin login' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Login as Admin' }).click();
    await expect(
      notifications(page).filter({ hasText: 'Invalid Admin Credentials' }),
    ).toContainText(
      'Invalid admin credentials. Please try again with the correct email and password.',
    );
    await expect(page).toHaveURL(/\/auth\?type=admin$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('a customer who opens /admin-dashboard is turned away', async ({ page }) => {
    await registerAccount(page.request, { firstName: 'Meera', userType: 'customer' });
    await page.goto('/admin-dashboard');
    await expect(notifications(page).filter({ hasText: 'Access Denied' })).toContainText(
      'This page is for admins. Your account belongs on the Customer Dashboard.',
    );
    await expect(page).toHaveURL(/\/customer-dashboard$/);
  });

  test('in Hindi the tabs, field messages and server messages are translated', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto('/auth?type=login');
    await expect(page.getByRole('tab', { name: 'लॉग इन' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = page.getByRole('form', { name: 'अपने खाते में लॉग इन करें' });
    await form.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await expect(form.getByText('यह फ़ील्ड आवश्यक है')).toHaveCount(2);

    await form.getByLabel('ईमेल').fill('nobody.here@mill.example');
    await form.getByLabel('पासवर्ड').fill('Wrong-Password-1');
    await form.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await expect(notifications(page).filter({ hasText: 'लॉग इन विफल' })).toContainText(
      'ईमेल या पासवर्ड गलत है।',
    );
  });

  test('a visitor who opens /dashboard is sent to the login tab', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?type=login$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('the built client holds no admin e-mail or password', () => {
  const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(clientDir);
  expect(files.some((f) => f.includes(`${path.sep}assets${path.sep}`))).toBe(true);
  const leaking = files.filter((file) => {
    const text = readFileSync(file).toString('latin1');
    return text.includes(E2E_ADMIN.email) || text.includes(E2E_ADMIN.password);
  });
  expect(leaking).toEqual([]);
});
