import type { APIRequestContext, Page } from '@playwright/test';
import { samplePdf } from '#server/features/documents/sample-files.ts';
import {
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

const customer = () => newLeadCustomer('owner', 'dyeing-e2e.example');

async function uploadPdf(request: APIRequestContext, leadId: number, type: string) {
  const response = await request.post(`/api/leads/${leadId}/documents`, {
    headers: siteOrigin(),
    multipart: {
      type,
      file: { name: `${type}.pdf`, mimeType: 'application/pdf', buffer: samplePdf() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Picks the next step in the admin's stage form and saves it. */
async function moveTo(page: Page, step: string, note?: string, override = false) {
  const form = page.getByRole('form', { name: 'Move the lead' });
  await form.getByLabel('Next step').selectOption({ label: step });
  if (override) await form.getByLabel(/Won without an accepted proposal/).check();
  if (note) await form.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'Save the step' }).click();
}

test.describe('the lead pipeline', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin takes a lead from new to won, rejecting a document; the partner follows in Hindi', async ({
    page,
    browser,
    admin,
    consoleProblems,
  }) => {
    // A whole deal in two browsers: longer than one page's test.
    test.slow();
    // The partner: applied, approved, one eligible lead with the three documents a proposal needs.
    const { account, partnerId } = await partnerApplication(page.request);
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await logInThroughApi(adminContext.request, admin);
    const approved = await adminContext.request.post(`/api/admin/partners/${partnerId}/approve`, {
      headers: siteOrigin(),
    });
    expect(approved.status()).toBe(200);
    const business = `Sharma Dyeing ${uniqueId()}`;
    const created = await page.request.post('/api/leads', {
      headers: siteOrigin(),
      data: {
        contactName: 'Ravi Sharma',
        ...customer(),
        businessName: business,
        address: 'Plot 12, Sanganer Industrial Area',
        city: 'Jaipur',
        state: 'Rajasthan',
        monthlyBill: 90_000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const leadId: number = (await created.json()).lead.id;
    for (const type of ['electricity_bill', 'pan_card', 'gst_returns'])
      await uploadPdf(page.request, leadId, type);

    // The admin opens the lead from the Leads tab.
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin-dashboard');
    await hydrated(adminPage.getByRole('tab', { name: 'Leads' }));
    await adminPage.getByRole('tab', { name: 'Leads' }).click();
    await adminPage.getByRole('link', { name: 'Open the lead of Ravi Sharma' }).first().click();
    await expect(adminPage).toHaveURL(new RegExp(`/admin-dashboard/leads/${leadId}$`));
    await expect(
      adminPage.getByRole('heading', { level: 1, name: new RegExp(business) }),
    ).toBeVisible();
    expect(await seriousViolations(adminPage)).toEqual([]);

    await moveTo(adminPage, 'Move forward to Qualified');
    await expect(
      adminPage.getByRole('status').filter({ hasText: 'The lead is now: Qualified' }),
    ).toBeVisible();
    await moveTo(adminPage, 'Move forward to Site survey');
    await expect(
      adminPage.getByRole('status').filter({ hasText: 'The lead is now: Site survey' }),
    ).toBeVisible();

    // The PAN card is rejected; the proposal is refused until it is replaced and accepted.
    const pan = adminPage.locator('[data-document-type="pan_card"]');
    await pan.getByRole('button', { name: /^Reject / }).click();
    await pan
      .getByLabel('Why is it rejected? (the partner sees this)')
      .fill('The PAN number is cut off');
    await pan.getByRole('button', { name: 'Reject document' }).click();
    await expect(pan.getByText('Rejected', { exact: true })).toBeVisible();
    for (const type of ['electricity_bill', 'gst_returns']) {
      const entry = adminPage.locator(`[data-document-type="${type}"]`);
      await entry.getByRole('button', { name: /^Accept / }).click();
      await expect(entry.getByText('Accepted', { exact: true })).toBeVisible();
    }
    await moveTo(adminPage, 'Move forward to Proposal');
    await expect(
      adminPage.getByRole('status').filter({
        hasText: 'only when its electricity bill, PAN card and GST returns are accepted',
      }),
    ).toBeVisible();

    // The partner, in Hindi, sees the rejection and uploads a replacement.
    await page.goto(`/partner-dashboard/leads/${leadId}`);
    await expect(page.getByText('Rejected: The PAN number is cut off')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await hydrated(page.getByRole('button', { name: 'हिन्दी' }));
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    const partnerPan = page.locator('[data-document-type="pan_card"]');
    await expect(partnerPan.getByText('अस्वीकृत: The PAN number is cut off')).toBeVisible();
    await expect(page.getByRole('list', { name: 'लीड की प्रगति' })).toContainText('साइट सर्वे');
    expect(await seriousViolations(page)).toEqual([]);
    await partnerPan.getByRole('button', { name: 'पैन कार्ड के बदले नया दस्तावेज़ अपलोड करें' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'pan-clear.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(),
    });
    await dialog.getByRole('button', { name: /अपलोड/ }).last().click();
    await expect(dialog).toBeHidden();
    await expect(partnerPan.getByText('समीक्षा बाकी')).toBeVisible();
    await expect(partnerPan.getByText('pan-clear.pdf')).toBeVisible();

    // The admin accepts the replacement and closes the deal.
    await adminPage.reload();
    await expect(pan.getByText('pan-clear.pdf')).toBeVisible();
    await pan.getByRole('button', { name: /^Accept / }).click();
    await expect(pan.getByText('Accepted', { exact: true })).toBeVisible();
    await moveTo(adminPage, 'Move forward to Proposal');
    await expect(
      adminPage.getByRole('status').filter({ hasText: 'The lead is now: Proposal' }),
    ).toBeVisible();
    // No proposal was made on the platform here (proposals.spec.ts makes one): the override.
    await moveTo(adminPage, 'Move forward to Won', 'Signed on paper', true);
    await expect(
      adminPage.getByText('This lead is closed; it cannot move any more.'),
    ).toBeVisible();

    // The partner sees every stage change, and was e-mailed at each one and at the rejection.
    await page.reload();
    const history = page.getByRole('region', { name: 'इतिहास' });
    for (const stage of ['योग्य', 'साइट सर्वे', 'प्रस्ताव', 'सफल'])
      await expect(history.getByText(stage, { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(async () => (await mailsTo(account.email)).length).toBeGreaterThanOrEqual(6);
    const mail = (await mailsTo(account.email)).map((m) => m.raw).join('\n');
    expect(mail).toContain(`/partner-dashboard/leads/${leadId}`);
    expect(mail).toContain('The PAN number is cut off');

    // The admin's page in Hindi too.
    await adminPage.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(adminPage.getByText('यह लीड बंद है; अब यह आगे नहीं बढ़ सकती।')).toBeVisible();
    expect(await seriousViolations(adminPage)).toEqual([]);

    expect(consoleProblems).toEqual([]);
    await adminContext.close();
  });

  test('an admin adds a company lead from the dashboard', async ({
    page,
    logIn,
    admin,
    consoleProblems,
  }) => {
    await logIn(admin);
    await page.goto('/admin-dashboard');
    await hydrated(page.getByRole('button', { name: 'Add Lead' }));
    await page.getByRole('button', { name: 'Add Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a New Lead' });
    await expect(dialog.getByLabel('Partner')).toHaveValue('');
    const { email, phone } = customer();
    const name = `Meena Joshi ${uniqueId()}`;
    await dialog.getByRole('textbox', { name: 'Customer Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Customer Email', exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: 'Customer Phone', exact: true }).fill(phone);
    await dialog
      .getByRole('textbox', { name: 'Company Name', exact: true })
      .fill('Joshi Cold Storage');
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Plot 3, Kota Road');
    await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Kota');
    await dialog.getByRole('textbox', { name: 'State', exact: true }).fill('Rajasthan');
    await dialog.getByRole('textbox', { name: /Electricity Bill/ }).fill('65000');
    await dialog.getByRole('textbox', { name: 'GSTIN (optional)' }).fill('08abcde1234f1z5');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add Lead' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByRole('link', { name: `Open the lead of ${name}` }).click();
    await expect(page.getByText('Company lead (no partner)')).toBeVisible();
    await expect(page.getByText('08ABCDE1234F1Z5')).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
});
