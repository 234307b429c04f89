import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  hydrated,
  linkTokenMailedTo,
  logInThroughApi,
  newLeadCustomer,
  partnerApplication,
  seriousViolations,
  siteOrigin,
  staffMember,
  takeLeadToProposal,
  test,
  uniqueId,
} from './fixtures.ts';

const PASSWORD = 'Surya-Rooftop-2026';

async function send(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  url: string,
  data?: object,
) {
  const response = await request.fetch(url, {
    method,
    headers: siteOrigin(),
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The month before the current one in India, as YYYY-MM. */
function lastMonth(): string {
  const now = new Date(Date.now() + 5.5 * 3600_000);
  now.setUTCDate(1);
  now.setUTCMonth(now.getUTCMonth() - 1);
  return now.toISOString().slice(0, 7);
}
const thisMonth = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);

test.describe('bills and payouts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('finance bills a PPA plant and pays its partner; the customer downloads the bill in Hindi; the partner sees the statement', async ({
    page,
    browser,
    admin,
    consoleProblems,
  }) => {
    test.setTimeout(180_000);
    // A partner's 40 kW lead, won through the pipeline's API, its plant recorded as PPA.
    const { partnerId } = await partnerApplication(page.request);
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await logInThroughApi(adminContext.request, admin);
    const api = adminContext.request;
    await send(api, 'POST', `/api/admin/partners/${partnerId}/approve`);
    const { email, phone } = newLeadCustomer('owner', 'bills-e2e.example');
    const business = `Sanganer Prints ${uniqueId()}`;
    const { lead } = await send(page.request, 'POST', '/api/leads', {
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
    await takeLeadToProposal(page.request, api, lead.id);
    await send(api, 'POST', `/api/admin/leads/${lead.id}/stage`, {
      stage: 'won',
      override: true,
      note: 'Signed on paper',
    });
    const { system: plant } = await send(api, 'PUT', `/api/admin/leads/${lead.id}/plant`, {
      sizeKw: 40,
      ratePerKwh: 6,
      model: 'ppa',
      stage: 'system_activation',
      commissionedOn: '2026-01-05',
      ppa: { tariffPaisePerKwh: 600, escalationBp: 300 },
    });
    const month = lastMonth();
    await send(api, 'POST', `/api/admin/plants/${plant.id}/readings`, { month, kwh: 5000 });
    await send(api, 'POST', `/api/admin/leads/${lead.id}/invite`, { language: 'hi' });

    // Finance runs the bills, records a part payment, and sees it partly paid.
    const financeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const finance = await staffMember(financeContext.request, 'finance', 'Farah');
    await logInThroughApi(financeContext.request, finance);
    const fin = await financeContext.newPage();
    await fin.goto('/admin-dashboard?tab=bills');
    await hydrated(fin.getByRole('button', { name: 'Run bills now' }));
    await fin.getByLabel('Month').first().fill(month);
    await fin.getByRole('button', { name: 'Run bills now' }).click();
    const row = fin.getByRole('row', { name: new RegExp(business) });
    // 5,000 kWh × ₹6.00 in contract year 1 = ₹30,000.
    await expect(row).toContainText('₹30,000');
    await expect(row).toContainText('Due');
    expect(await seriousViolations(fin)).toEqual([]);
    await row.getByRole('button', { name: /^Record payment on bill AS\// }).click();
    const dialog = fin.getByRole('dialog');
    await dialog.getByLabel('Amount (₹)').fill('10,000');
    await dialog.getByLabel('Bank reference (UTR)').fill('HDFC26110001');
    await dialog.getByRole('button', { name: 'Save payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Partly paid');
    await expect(row).toContainText('₹10,000');
    expect(await seriousViolations(fin)).toEqual([]);

    // The customer sets a password, reads the bill in Hindi and downloads its PDF.
    const token = await linkTokenMailedTo(email, '/auth/reset');
    const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await send(customer.request, 'POST', '/api/auth/password/reset', { token, password: PASSWORD });
    await logInThroughApi(customer.request, { email, password: PASSWORD });
    const customerPage = await customer.newPage();
    await customerPage.goto('/customer-dashboard?tab=bills');
    const billRow = customerPage.getByRole('row', { name: /AS\// });
    await expect(billRow).toContainText('₹30,000');
    await expect(billRow).toContainText('Partly paid');
    await customerPage.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(billRow).toContainText('आंशिक भुगतान');
    expect(await seriousViolations(customerPage)).toEqual([]);
    const [download] = await Promise.all([
      customerPage.waitForEvent('download'),
      billRow.getByRole('link').click(),
    ]);
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toMatch(/^AS-\d\d-\d\d-\d{6}\.pdf$/);

    // The reward of 40 kW × ₹500 = ₹20,000 is paid half when won, half when commissioned: the
    // won half, ₹10,000, is approved; the partner gives payout details.
    const rewards = await api.get('/api/admin/rewards?status=due&pageSize=100');
    const reward = (await rewards.json()).rewards.find(
      (r: { leadId: number; part: string }) => r.leadId === lead.id && r.part === 'won',
    );
    expect(reward.amountPaise).toBe(10_000_00);
    await send(api, 'POST', `/api/admin/rewards/${reward.id}/approve`);
    await page.goto('/partner-dashboard?tab=payouts');
    await hydrated(page.getByRole('button', { name: 'Save payout details' }));
    await page.getByLabel('PAN').fill('ABCPE1234F');
    await page.getByLabel("Account holder's name").fill('Asha Sharma');
    await page.getByLabel('Account number', { exact: true }).fill('001234567890');
    await page.getByLabel('Account number again').fill('001234567899');
    await page.getByLabel('IFSC').fill('SBIN1001234');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await expect(page.getByText('The two account numbers differ')).toBeVisible();
    await expect(page.getByText(/Please enter a valid IFSC/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Account number again').fill('001234567890');
    await page.getByLabel('IFSC').fill('SBIN0001234');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await expect(page.getByText('Payout details saved', { exact: true })).toBeVisible();

    // Finance runs this month's payouts, downloads the bank file and marks the partner paid.
    await fin.goto('/admin-dashboard?tab=payouts');
    await hydrated(fin.getByRole('button', { name: 'Run payouts now' }));
    await fin.getByLabel('Month').first().fill(thisMonth());
    await fin.getByRole('button', { name: 'Run payouts now' }).click();
    const statementRow = fin
      .getByRole('row', { name: /PS\// })
      .filter({ hasText: '₹10,000' })
      .first();
    await expect(statementRow).toContainText('under threshold');
    expect(await seriousViolations(fin)).toEqual([]);
    const [bankFile] = await Promise.all([
      fin.waitForEvent('download'),
      fin.getByRole('link', { name: 'Download bank file (CSV)' }).first().click(),
    ]);
    expect(bankFile.suggestedFilename()).toMatch(/^bank-file-\d{4}-\d\d\.csv$/);
    await statementRow.getByRole('button', { name: /^Mark paid: / }).click();
    const paid = fin.getByRole('dialog');
    await paid.getByLabel('Bank reference (UTR)').fill('SBIN26110099');
    await paid.getByRole('button', { name: 'Confirm paid' }).click();
    await expect(paid).toBeHidden();
    await expect(statementRow).toContainText('Paid');

    // The partner sees the statement and the year's totals, in English and in Hindi.
    await page.goto('/partner-dashboard?tab=statements');
    await expect(page.getByRole('row', { name: /PS\// })).toContainText('₹10,000');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { name: 'विवरण' })).toBeVisible();
    // Colours: judged on this tab in English just before.
    expect(await seriousViolations(page, { contrast: false })).toEqual([]);

    expect(consoleProblems).toEqual([]);
    await customer.close();
    await financeContext.close();
    await adminContext.close();
  });
});
