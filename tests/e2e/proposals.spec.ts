import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
  decodedMailsTo,
  expect,
  hydrated,
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

async function post(request: APIRequestContext, url: string, data?: object) {
  const response = await request.post(url, { headers: siteOrigin(), ...(data ? { data } : {}) });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The newest mail to `to` whose text matches `pattern`, once delivered: the match. */
async function mailed(to: string, pattern: RegExp, after = 0): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      const mails = (await decodedMailsTo(to)).slice(after);
      found =
        mails
          .reverse()
          .map((mail) => pattern.exec(mail.text))
          .find(Boolean) ?? null;
      return found !== null;
    })
    .toBe(true);
  return found as unknown as RegExpExecArray;
}

test.describe('proposals', () => {
  test('sales builds and sends; the customer accepts in Hindi; the partner sees it; the lead is won', async ({
    page,
    browser,
    consoleProblems,
  }) => {
    test.slow();
    // A partner's lead of 40 kW at the proposal stage, made through the API.
    const { partnerId } = await partnerApplication(page.request);
    // Sales runs the lead: a member of the sales role, not an admin.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const sales = await staffMember(adminContext.request, 'sales');
    await logInThroughApi(adminContext.request, sales);
    await post(adminContext.request, `/api/admin/partners/${partnerId}/approve`);
    const { email, phone } = newLeadCustomer('owner', 'proposal-e2e.example');
    const business = `Gupta Dyeing ${uniqueId()}`;
    const { lead } = await post(page.request, '/api/leads', {
      contactName: 'Meena Gupta',
      email,
      phone,
      businessName: business,
      address: 'Plot 9, Sanganer Industrial Area',
      city: 'Jaipur',
      state: 'Rajasthan',
      monthlyBill: 90_000,
      installationSizeKw: 40,
    });
    await takeLeadToProposal(page.request, adminContext.request, lead.id);

    // Sales builds version 1 in Hindi and sends it.
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/admin-dashboard/leads/${lead.id}`);
    const builder = adminPage.getByRole('form', { name: 'New proposal version' });
    await hydrated(builder.getByRole('button', { name: 'Make the new version' }));
    await expect(builder.getByLabel('System size (kW)')).toHaveValue('40');
    await builder.getByLabel('Language').selectOption('hi');
    await builder.getByLabel('PPA tariff (₹ per kWh)').fill('6.5');
    await builder.getByLabel('Yearly escalation (%)').fill('2');
    await builder.getByLabel('Bank EMI').check();
    await builder.getByLabel('Bank', { exact: true }).fill('State Bank of India');
    await builder.getByLabel('Interest (% a year)').fill('9.5');
    await builder.getByRole('button', { name: 'Make the new version' }).click();
    await adminPage.getByRole('button', { name: 'Send version 1' }).click();
    await expect(
      adminPage.getByRole('status').filter({ hasText: 'The proposal was mailed to the customer' }),
    ).toBeVisible();
    expect(await seriousViolations(adminPage)).toEqual([]);

    // The customer opens the mailed Hindi link on a phone.
    const [link] = await mailed(email, /\/hi\/proposal\/[\w-]{43}/);
    const customerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const customer = await customerContext.newPage();
    await customer.goto(link);
    await expect(
      customer.getByRole('heading', { level: 1, name: `${business} के लिए सौर प्रस्ताव` }),
    ).toBeVisible();
    await expect(customer.getByRole('cell', { name: /₹0/ }).first()).toBeVisible();
    expect(await seriousViolations(customer)).toEqual([]);
    // Never indexed: noindex on the page, absent from the sitemap.
    await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await (await customer.request.get('/sitemap.xml')).text()).not.toContain('/proposal');

    const download = customer.waitForEvent('download');
    await customer.getByRole('link', { name: 'पीडीएफ़ डाउनलोड करें' }).click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const before = (await decodedMailsTo(email)).length;
    await hydrated(customer.getByRole('button', { name: 'मुझे कोड ई-मेल करें' }));
    await customer.getByRole('button', { name: 'मुझे कोड ई-मेल करें' }).click();
    const [, code] = await mailed(email, /(?:^|\s)(\d{6})(?:\s|$)/m, before);
    await customer.getByLabel('आपका पूरा नाम').fill('मीना गुप्ता');
    await customer.getByLabel('ई-मेल में आया कोड').fill(code!);
    await customer.getByRole('button', { name: 'प्रस्ताव स्वीकार करें' }).click();
    await expect(customer.getByRole('heading', { name: 'प्रस्ताव स्वीकृत' })).toBeVisible();
    await expect(customer.getByText('मीना गुप्ता')).toBeVisible();
    await expect(customer.getByRole('link', { name: 'प्रमाणपत्र डाउनलोड करें' })).toBeVisible();
    await customer.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(customer)).toEqual([]);

    // Sales is told.
    await mailed(sales.email, new RegExp(`${business} has accepted its proposal`));

    // The partner sees that it was accepted, without prices.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/partner-dashboard/leads/${lead.id}`);
    await expect(page.getByText(/Version 1: Accepted on/)).toBeVisible();
    await expect(page.getByText('₹6.5')).toHaveCount(0);

    // The lead moves to won, with no override needed.
    await adminPage.reload();
    const stageForm = adminPage.getByRole('form', { name: 'Move the lead' });
    await hydrated(stageForm.getByRole('button', { name: 'Save the step' }));
    await stageForm.getByLabel('Next step').selectOption({ label: 'Move forward to Won' });
    await stageForm.getByRole('button', { name: 'Save the step' }).click();
    await expect(
      adminPage.getByText('This lead is closed; it cannot move any more.'),
    ).toBeVisible();
    expect(consoleProblems).toEqual([]);
    await customerContext.close();
    await adminContext.close();
  });
});
