import type { Browser, Page } from '@playwright/test';
import { samplePdf } from '../../src/server/features/documents/sample-files.ts';
import { expect, hydrated, mailsTo, seriousViolations, test } from './fixtures.ts';
import { E2E_ADMIN } from './global-setup.ts';

const run = Date.now().toString(36);
const partner = {
  fullName: 'Asha Sharma',
  company: 'Sharma Energy Consultants',
  email: `asha-${run}@partners-e2e.example`,
  phone: '+91 98290 12345',
  password: 'Sunlit-Referrals-77',
};
const lead = {
  name: `Vikram Mehta ${run}`,
  email: `vikram-${run}@mehta-textiles.example`,
  phone: '+91 98765 43210',
  company: 'Mehta Textiles',
  address: 'Plot 7, RIICO Industrial Area',
  city: 'Bhilwara',
  state: 'Rajasthan',
  bill: '75000',
};

async function logInOnPartnerPortal(page: Page, email: string, password: string) {
  await page.goto('/partner');
  const card = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
  await hydrated(card.getByRole('button', { name: 'Login' }));
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password').fill(password);
  await card.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function newDesktopPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test.describe('partner programme', () => {
  test.describe.configure({ mode: 'serial' });

  test('the Partner Portal checks the application form and passes axe', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/partner');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeVisible();
    const form = page.locator('form', {
      has: page.getByRole('button', { name: 'Submit Application' }),
    });
    await hydrated(form.getByRole('button', { name: 'Submit Application' }));
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Full name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByText('City must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('You must accept the terms and conditions')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor applies and waits for approval without being able to add leads', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/partner');
    const form = page.locator('form', {
      has: page.getByRole('button', { name: 'Submit Application' }),
    });
    await hydrated(form.getByRole('button', { name: 'Submit Application' }));
    await form.getByLabel('Full Name').fill(partner.fullName);
    await form.getByLabel('Company Name').fill(partner.company);
    await form.getByLabel('Email').fill(partner.email);
    await form.getByLabel('Phone').fill(partner.phone);
    await form.getByLabel('City').fill('Jaipur');
    await form.getByLabel('State').fill('Rajasthan');
    await form.getByLabel('Sales or referral experience').selectOption('1-3');
    await form.getByLabel('Password').fill(partner.password);
    await form.getByLabel('I accept the terms and conditions').check();
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByText('Signup successful!', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your application has been submitted successfully.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('You have already applied to become a partner.')).toBeVisible();

    await page.goto('/partner-dashboard?tab=leads');
    await expect(page.getByText('Your application is awaiting approval')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Lead' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'My Profile' }).click();
    await expect(page.getByText('Pending Approval')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Manage Partners' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Logout' }).last().click();
    await expect(page).toHaveURL(/\/partner$/);
    await page.goto('/partner-dashboard');
    await expect(page).toHaveURL(/\/partner$/);
    expect(consoleErrors).toEqual([]);
  });

  test('an admin approves the application and the partner is e-mailed', async ({ browser }) => {
    const page = await newDesktopPage(browser);
    await logInOnPartnerPortal(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/partner-dashboard?tab=partners');
    const row = page.getByRole('row', { name: new RegExp(partner.email) });
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('button', { name: `Approve ${partner.fullName}` }).click();
    await expect(page.getByText('Partner approved', { exact: true })).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(row.getByRole('button', { name: /Approve/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await expect
      .poll(async () => (await mailsTo(partner.email)).map((mail) => mail.raw).join('\n'))
      .toContain('Your partner application has been approved');
    await page.context().close();
  });

  test('the approved partner logs in, adds an eligible lead and uploads a PDF', async ({
    browser,
  }) => {
    const page = await newDesktopPage(browser);
    await logInOnPartnerPortal(page, partner.email, partner.password);
    await page.goto('/partner-dashboard?tab=leads');
    await expect(page.getByText('No leads found.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a New Lead' });
    await dialog.getByRole('button', { name: 'Add Lead' }).click();
    await expect(
      dialog.getByText('Name must be at least 2 characters', { exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByText('Please enter the monthly electricity bill amount'),
    ).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Customer Name', exact: true }).fill(lead.name);
    await dialog.getByRole('textbox', { name: 'Customer Email', exact: true }).fill(lead.email);
    await dialog.getByRole('textbox', { name: 'Customer Phone', exact: true }).fill(lead.phone);
    await dialog.getByRole('textbox', { name: 'Company Name', exact: true }).fill(lead.company);
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(lead.address);
    await dialog.getByRole('textbox', { name: 'City', exact: true }).fill(lead.city);
    await dialog.getByRole('textbox', { name: 'State', exact: true }).fill(lead.state);
    await dialog
      .getByRole('textbox', { name: 'Monthly Electricity Bill (₹)', exact: true })
      .fill(lead.bill);
    await expect(dialog.getByText('This lead will be eligible.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add Lead' }).click();
    await expect(page.getByText('Lead created successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(lead.name) });
    await expect(row.getByText('Eligible', { exact: true })).toBeVisible();
    await expect(row.getByText('Documents required')).toBeVisible();
    await expect(row.getByText('₹75,000')).toBeVisible();

    await row.getByRole('button', { name: `Upload documents for ${lead.name}` }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Document' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByText('Please select a document type', { exact: true })).toBeVisible();
    await upload.getByLabel('Document type').selectOption('electricity_bill');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please select a file to upload.', { exact: true })).toBeVisible();

    await upload.getByLabel('File').setInputFiles({
      name: 'electricity-bill.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Document uploaded successfully', { exact: true })).toBeVisible();
    await expect(upload).toBeHidden();
    await expect(row.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Upload documents/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByText('₹0', { exact: true })).toBeVisible();
    await page.context().close();
  });

  test('the admin sees the partner’s lead with its document', async ({ browser }) => {
    const page = await newDesktopPage(browser);
    await logInOnPartnerPortal(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/partner-dashboard?tab=leads');
    await expect(page.getByRole('heading', { name: 'All Leads' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(lead.name) });
    await expect(row.getByText(lead.company)).toBeVisible();
    await expect(row.getByText('Uploaded', { exact: true })).toBeVisible();
    await page.context().close();
  });
});

test('the Partner Portal speaks Hindi, field messages included', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/partner');
  await hydrated(page.getByRole('button', { name: 'हिन्दी' }));
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'पार्टनर पोर्टल' })).toBeVisible();
  const form = page.locator('form', { has: page.getByRole('button', { name: 'आवेदन जमा करें' }) });
  await form.getByRole('button', { name: 'आवेदन जमा करें' }).click();
  await expect(form.getByText('पूरा नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeVisible();
  await expect(form.getByText('आपको नियम और शर्तें स्वीकार करनी होंगी')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
