import type { APIRequestContext } from '@playwright/test';
import { samplePdf } from '#server/features/documents/sample-files.ts';
import {
  type Credentials,
  expect,
  hydrated,
  logInThroughApi,
  mailsTo,
  newLeadCustomer,
  partnerApplication,
  seriousViolations,
  siteOrigin,
  test,
  uniqueId,
} from './fixtures.ts';

const customer = () => newLeadCustomer('vikram', 'mehta-textiles.example');

const lead = {
  company: 'Mehta Textiles',
  address: 'Plot 7, RIICO Industrial Area',
  city: 'Bhilwara',
  state: 'Rajasthan',
  bill: '75000',
};

/** The admin approves through the API, from a request context of their own. */
async function approveThroughApi(
  admin: Credentials,
  newContext: () => Promise<APIRequestContext>,
  partnerId: number,
) {
  const request = await newContext();
  await logInThroughApi(request, admin);
  const approved = await request.post(`/api/admin/partners/${partnerId}/approve`, {
    headers: siteOrigin(),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await request.dispose();
}

test.describe('partner programme', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the Partner Portal checks the application form and passes axe', async ({
    page,
    consoleProblems,
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
    expect(consoleProblems).toEqual([]);
  });

  test('a visitor applies and waits for approval without being able to add leads', async ({
    page,
    consoleProblems,
  }) => {
    const email = `asha-${uniqueId()}@partners-e2e.example`;
    await page.goto('/partner');
    const form = page.locator('form', {
      has: page.getByRole('button', { name: 'Submit Application' }),
    });
    await hydrated(form.getByRole('button', { name: 'Submit Application' }));
    await form.getByLabel('Full Name').fill('Asha Sharma');
    await form.getByLabel('Company Name').fill('Sharma Energy Consultants');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+91 98290 12345');
    await form.getByLabel('City').fill('Jaipur');
    await form.getByLabel('State').fill('Rajasthan');
    await form.getByLabel('Sales or referral experience').selectOption('1-3');
    await form.getByLabel('Password').fill('Sunlit-Referrals-77');
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

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/partner$/);
    await page.goto('/partner-dashboard');
    await expect(page).toHaveURL(/\/partner$/);
    expect(consoleProblems).toEqual([]);
  });

  test('a partner logs in with the Partner Portal’s form and lands on the dashboard', async ({
    page,
    playwright,
    admin,
  }) => {
    const newContext = () => playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const applicantRequest = await newContext();
    const { account, partnerId } = await partnerApplication(applicantRequest);
    await applicantRequest.dispose();
    await approveThroughApi(admin, newContext, partnerId);

    await page.goto('/partner');
    const card = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
    await hydrated(card.getByRole('button', { name: 'Login' }));
    await card.getByLabel('Email').fill(account.email);
    await card.getByLabel('Password').fill(account.password);
    await card.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/partner-dashboard$/);
    await expect(page.getByRole('tab', { name: 'Leads' })).toBeVisible();
  });

  test('an admin approves an application under Manage Partners and the partner is e-mailed', async ({
    page,
    request,
    logIn,
    admin,
  }) => {
    const { account, fullName } = await partnerApplication(request);
    await logIn(admin);
    await page.goto('/partner-dashboard?tab=partners');
    const panel = page.getByRole('tabpanel', { name: 'Manage Partners' });
    await panel.getByRole('searchbox', { name: 'Search' }).fill(account.email);
    const row = panel.getByRole('row', { name: new RegExp(account.email) });
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('button', { name: `Approve ${fullName}` }).click();
    await expect(page.getByText('Partner Approved', { exact: true })).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(row.getByRole('button', { name: /Approve/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await expect
      .poll(async () => (await mailsTo(account.email)).map((mail) => mail.raw).join('\n'))
      .toContain('Your partner application has been approved');
  });

  test('an approved partner adds an eligible lead and uploads a PDF', async ({
    page,
    playwright,
    admin,
  }) => {
    // The partner is signed in on the page's own context; the admin approves from another.
    const { partnerId } = await partnerApplication(page.request);
    await approveThroughApi(
      admin,
      () => playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL }),
      partnerId,
    );
    const name = `Vikram Mehta ${uniqueId()}`;
    const { email, phone } = customer();

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

    await dialog.getByRole('textbox', { name: 'Customer Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Customer Email', exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: 'Customer Phone', exact: true }).fill(phone);
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

    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Eligible', { exact: true })).toBeVisible();
    await expect(row.getByText('Documents required')).toBeVisible();
    await expect(row.getByText('₹75,000')).toBeVisible();

    await row.getByRole('button', { name: `Upload documents for ${name}` }).click();
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
  });

  test('the admin sees a partner’s lead with its document', async ({
    page,
    request,
    playwright,
    logIn,
    admin,
  }) => {
    const { partnerId } = await partnerApplication(request);
    await approveThroughApi(
      admin,
      () => playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL }),
      partnerId,
    );
    const name = `Vikram Mehta ${uniqueId()}`;
    const created = await request.post('/api/leads', {
      headers: siteOrigin(),
      data: {
        contactName: name,
        ...customer(),
        businessName: lead.company,
        address: lead.address,
        city: lead.city,
        state: lead.state,
        monthlyBill: Number(lead.bill),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const uploaded = await request.post(`/api/leads/${(await created.json()).lead.id}/documents`, {
      headers: siteOrigin(),
      multipart: {
        type: 'electricity_bill',
        file: { name: 'bill.pdf', mimeType: 'application/pdf', buffer: samplePdf() },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    await logIn(admin);
    await page.goto('/partner-dashboard?tab=leads');
    await expect(page.getByRole('heading', { name: 'All Leads' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText(lead.company)).toBeVisible();
    await expect(row.getByText('Uploaded', { exact: true })).toBeVisible();
  });
});

test('the Partner Portal speaks Hindi, field messages included', async ({
  page,
  consoleProblems,
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
  // Colours: judged on the same form in English at the same width.
  expect(await seriousViolations(page, { contrast: false })).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
