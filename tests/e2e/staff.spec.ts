import { totpCode } from '#server/features/mfa/totp.ts';
import { expect, nextTotpCode, seriousViolations, staffMember, test } from './fixtures.ts';

/** Staff roles and two-factor sign-in (decision 040), in the browser. */

test('an admin’s first sign-in goes through the two-factor setup to the workspace', async ({
  page,
  request,
  consoleProblems,
}) => {
  const admin = await staffMember(request, 'admin', 'Admin');
  await page.goto('/auth?type=admin');
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password').fill(admin.password);
  await form.getByRole('button', { name: 'Login as Admin' }).click();

  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // What an authenticator app does with the key shown beside the QR code.
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  const enable = page.getByRole('form', { name: 'Turn on two-factor sign-in' });
  await enable.getByLabel('6-digit code from the app').fill(totpCode(secret, new Date()));
  await enable.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  for (const tab of ['Users', 'Audit log', 'Rewards', 'Leads'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('a finance member sees only the finance tabs and cards', async ({
  page,
  request,
  logIn,
  consoleProblems,
}) => {
  const member = await staffMember(request, 'finance', 'Farhan');
  await logIn(member);
  await page.goto('/admin-dashboard');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['Rewards', 'Bills', 'Payouts', 'Finance settings']);
  await expect(page.getByRole('list', { name: 'Summary' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add lead' })).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('a sales member is denied a finance page', async ({ page, request, logIn }) => {
  const member = await staffMember(request, 'sales', 'Sameer');
  await logIn(member);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('tab', { name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rewards' })).toHaveCount(0);
  await page.goto('/admin-dashboard?tab=rewards');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page
      .getByText(
        'Your staff role does not include this part of the workspace. Ask an admin if you need it.',
      )
      .first(),
  ).toBeVisible();
  // The server says the same.
  const rewards = await page.request.get('/api/admin/rewards');
  expect(rewards.status()).toBe(403);
  // And the second step: the next sign-in asks for a code.
  await page.request.post('/api/auth/logout', { headers: { origin: process.env.E2E_BASE_URL! } });
  const login = await page.request.post('/api/auth/login', {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: { email: member.email, password: member.password },
  });
  expect(await login.json()).toEqual({ mfaRequired: true });
  expect((await page.request.get('/api/admin/leads')).status()).toBe(401);
  const verified = await page.request.post('/api/auth/mfa/verify', {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: { code: await nextTotpCode(member.email) },
  });
  expect(verified.status()).toBe(200);
});
