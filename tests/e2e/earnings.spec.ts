import {
  expect,
  hydrated,
  linkTokenMailedTo,
  logInThroughApi,
  newLeadCustomer,
  partnerApplication,
  postOk,
  seriousViolations,
  test,
  uniqueId,
  winLeadThroughPipeline,
} from './fixtures.ts';

const PASSWORD = 'Surya-Rooftop-2026';

test.describe('from won lead to running plant', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lead won → reward on the partner’s Overview → customer invited, sees the plant and three months of readings', async ({
    page,
    browser,
    admin,
    consoleProblems,
  }) => {
    test.setTimeout(120_000);
    // A partner's lead of 40 kW, taken to won through the pipeline's API.
    const { partnerId } = await partnerApplication(page.request);
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await logInThroughApi(adminContext.request, admin);
    await postOk(adminContext.request, `/api/admin/partners/${partnerId}/approve`);
    const id = uniqueId();
    const { email, phone } = newLeadCustomer('owner', 'plant-e2e.example');
    const business = `Rathore Dyeing ${id}`;
    const { lead } = await postOk(page.request, '/api/leads', {
      contactName: 'Ravi Rathore',
      email,
      phone,
      businessName: business,
      address: 'Plot 12, Sanganer Industrial Area',
      city: 'Jaipur',
      state: 'Rajasthan',
      monthlyBill: 90_000,
      installationSizeKw: 40,
    });
    await winLeadThroughPipeline(page.request, adminContext.request, lead.id);

    // The partner's Overview counts the conversion and the won half of 40 kW × ₹500.
    await page.goto('/partner-dashboard');
    await expect(page.getByText('₹10,000', { exact: true })).toBeVisible();
    await expect(page.getByText(/You earn ₹500 for every kW/)).toBeVisible();
    await page.getByRole('tab', { name: 'Earnings' }).click();
    await expect(page.getByRole('row', { name: new RegExp(business) })).toContainText('Pending');
    expect(await seriousViolations(page)).toEqual([]);

    // The admin records the plant, invites the customer and uploads three months of readings.
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin-dashboard');
    await hydrated(adminPage.getByRole('tab', { name: 'Plants' }));
    await adminPage.getByRole('tab', { name: 'Plants' }).click();
    await adminPage.getByRole('button', { name: `Record system of ${business}` }).click();
    const plantDialog = adminPage.getByRole('dialog', { name: `System of ${business}` });
    await plantDialog.getByLabel(/^System size/).fill('40');
    await plantDialog.getByLabel(/^Rate/).fill('7');
    await plantDialog.getByLabel(/^Project stage/).selectOption({ label: 'Installation' });
    await plantDialog.getByRole('button', { name: 'Save system' }).click();
    await expect(plantDialog).toBeHidden();
    expect(await seriousViolations(adminPage)).toEqual([]);

    await adminPage.getByRole('button', { name: `Invite customer of ${business}` }).click();
    const inviteDialog = adminPage.getByRole('dialog', {
      name: `Invite the customer of ${business}`,
    });
    await inviteDialog.getByLabel('Language of the e-mail').selectOption('hi');
    await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: email })).toBeVisible();

    await adminPage.getByRole('button', { name: `Generation readings of ${business}` }).click();
    const readings = adminPage.getByRole('dialog', { name: `Generation readings of ${business}` });
    await readings.getByLabel('Upload a CSV file').setInputFiles({
      name: 'readings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('month,kWh\n2026-01,3906\n2026-02,3528\n2026-03,4340\n'),
    });
    await expect(readings.getByRole('cell', { name: '2026-03' })).toBeVisible();
    expect(await seriousViolations(adminPage)).toEqual([]);

    // The customer sets a password with the mailed link and sees the plant, in both languages.
    const token = await linkTokenMailedTo(email, '/auth/reset');
    const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await postOk(customer.request, '/api/auth/password/reset', { token, password: PASSWORD });
    await logInThroughApi(customer.request, { email, password: PASSWORD });
    const customerPage = await customer.newPage();
    await customerPage.goto('/customer-dashboard');
    await expect(customerPage.getByText('40 kW', { exact: true })).toBeVisible();
    await expect(customerPage.getByText('Sample', { exact: true })).toHaveCount(0);
    // Estimates 4,340 + 3,920 + 4,340 = 12,600 kWh; actual 11,774: 7% below.
    await expect(customerPage.getByTestId('gap-summary')).toHaveText(
      'Over 3 months, your plant generated 7% less than the estimate.',
    );
    await expect(customerPage.getByRole('row', { name: /3,906 kWh/ })).toBeVisible();
    expect(await seriousViolations(customerPage)).toEqual([]);
    // The documents an admin accepted on the way to won can be downloaded from the checklist.
    await customerPage.getByRole('tab', { name: 'Documents' }).click();
    const downloadLink = customerPage.getByRole('link', { name: /^Download / }).first();
    const [download] = await Promise.all([
      customerPage.waitForEvent('download'),
      downloadLink.click(),
    ]);
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await seriousViolations(customerPage)).toEqual([]);
    await customerPage.getByRole('tab', { name: 'Overview' }).click();
    await customerPage.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(customerPage.getByTestId('gap-summary')).toHaveText(
      '3 महीनों में आपके संयंत्र ने अनुमान से 7% कम बिजली बनाई।',
    );
    // Colours: judged on this tab in English above.
    expect(await seriousViolations(customerPage, { contrast: false })).toEqual([]);

    expect(consoleProblems).toEqual([]);
    await customer.close();
    await adminContext.close();
  });
});
