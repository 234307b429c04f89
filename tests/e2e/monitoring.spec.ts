import { samplePng } from '#server/features/documents/sample-files.ts';
import {
  expect,
  hydrated,
  linkTokenMailedTo,
  logInThroughApi,
  newLeadCustomer,
  partnerApplication,
  postOk,
  seriousViolations,
  siteOrigin,
  staffMember,
  test,
  uniqueId,
  winLeadThroughPipeline,
} from './fixtures.ts';

const PASSWORD = 'Surya-Rooftop-2026';
const DAY_MS = 86_400_000;

/** `at` in India's time with its offset, as a logger writes it. */
function istText(at: Date) {
  const local = new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 19);
  return `${local}+05:30`;
}

/** Quarter-hour readings from 08:00 to 16:00 IST on each of the last `days` whole days. */
function daytimeReadings(days: number, kwh: number) {
  const readings: { at: string; kwh: number }[] = [];
  const todayIst = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  for (let back = days; back >= 1; back--) {
    const midnightIst = Date.parse(`${todayIst}T00:00:00+05:30`) - back * DAY_MS;
    for (let quarter = 8 * 4 + 1; quarter <= 16 * 4; quarter++)
      readings.push({ at: istText(new Date(midnightIst + quarter * 15 * 60_000)), kwh });
  }
  return readings;
}

test.describe('plant monitoring', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('a customer raises a ticket with a photo in Hindi; operations resolves it; the customer sees the thread and the generation chart', async ({
    page,
    browser,
    admin,
    playwright,
    consoleProblems,
  }) => {
    test.setTimeout(180_000);
    // A partner's lead of 40 kW, taken to won through the pipeline's API (as earnings.spec does).
    const { partnerId } = await partnerApplication(page.request);
    const adminContext = await browser.newContext();
    await logInThroughApi(adminContext.request, admin);
    await postOk(adminContext.request, `/api/admin/partners/${partnerId}/approve`);
    const { email, phone } = newLeadCustomer('owner', 'monitoring-e2e.example');
    const business = `Shekhawat Textiles ${uniqueId()}`;
    const { lead } = await postOk(page.request, '/api/leads', {
      contactName: 'Meena Shekhawat',
      email,
      phone,
      businessName: business,
      address: 'Plot 7, Sitapura Industrial Area',
      city: 'Jaipur',
      state: 'Rajasthan',
      monthlyBill: 90_000,
      installationSizeKw: 40,
    });
    await winLeadThroughPipeline(page.request, adminContext.request, lead.id);

    // The plant, commissioned 20 days ago, and its customer invited in Hindi.
    const commissionedOn = new Date(Date.now() - 20 * DAY_MS).toISOString().slice(0, 10);
    const saved = await adminContext.request.put(`/api/admin/leads/${lead.id}/plant`, {
      headers: siteOrigin(),
      data: { sizeKw: 40, ratePerKwh: 7, model: 'ppa', stage: 'installation', commissionedOn },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const plantId = (await saved.json()).system.id as number;
    await postOk(adminContext.request, `/api/admin/leads/${lead.id}/invite`, { language: 'hi' });

    // A logger key made through the API, and three days of quarter-hour readings sent with it
    // as a logger does: no cookie, no Origin, the key alone.
    const { key } = await postOk(adminContext.request, `/api/admin/plants/${plantId}/keys`, {
      name: 'Logger on roof B',
    });
    const logger = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const ingested = await logger.post('/api/ingest/readings', {
      headers: { authorization: `Bearer ${key}` },
      data: { readings: daytimeReadings(3, 4) },
    });
    expect(ingested.status(), await ingested.text()).toBe(200);
    expect((await ingested.json()).stored).toBe(3 * 32);
    await logger.dispose();

    // The customer sets a password, switches to Hindi and raises a ticket with a photo.
    const token = await linkTokenMailedTo(email, '/auth/reset');
    const customer = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await postOk(customer.request, '/api/auth/password/reset', { token, password: PASSWORD });
    await logInThroughApi(customer.request, { email, password: PASSWORD });
    const customerPage = await customer.newPage();
    // At 360 px the language switch sits in the menu; `?lang=hi` chooses it, and it is kept.
    await customerPage.goto('/customer-dashboard?lang=hi');
    await expect(customerPage.locator('html')).toHaveAttribute('lang', 'hi');
    await hydrated(customerPage.getByRole('tab', { name: 'टिकट' }));
    await customerPage.getByRole('tab', { name: 'टिकट' }).click();
    await customerPage.getByLabel('यह किस बारे में है?').selectOption({ label: 'नुकसान' });
    await customerPage.getByLabel('समस्या बताएँ').fill('आँधी के बाद छत B के दो पैनल टूटे हुए दिख रहे हैं।');
    await customerPage.getByLabel('फ़ोटो (वैकल्पिक, PNG या JPEG)').setInputFiles({
      name: 'panel.png',
      mimeType: 'image/png',
      buffer: samplePng(),
    });
    await customerPage.getByRole('button', { name: 'टिकट खोलें' }).click();
    await expect(customerPage.getByText('आपका टिकट खोल दिया गया है').first()).toBeVisible();
    expect(await seriousViolations(customerPage)).toEqual([]);

    // Operations finds it on the board, sees the photo link, writes to the customer, adds an
    // internal note and resolves it.
    const opsContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const ops = await staffMember(opsContext.request, 'operations', 'Imran');
    await logInThroughApi(opsContext.request, ops);
    const opsPage = await opsContext.newPage();
    await opsPage.goto('/admin-dashboard');
    const ticketsTab = opsPage.getByRole('tab', { name: 'Tickets' });
    await hydrated(ticketsTab);
    await ticketsTab.click();
    await opsPage.getByRole('searchbox').fill(business);
    // The readings end yesterday, so in India's daylight the quarter-hourly alert job may open
    // a "no data" ticket for the same plant while this runs: the customer's is the damage one.
    const row = opsPage
      .getByRole('row', { name: new RegExp(business) })
      .filter({ hasText: 'Damage' });
    await expect(row).toContainText('Open');
    expect(await seriousViolations(opsPage)).toEqual([]);
    await row.getByRole('button', { name: /^Open ticket #/ }).click();
    const detail = opsPage.getByRole('dialog', { name: new RegExp(business) });
    await expect(detail.getByRole('link', { name: /Open the photo/ })).toBeVisible();
    await detail.getByLabel('Your comment').fill('Our technician replaces both panels on Monday.');
    await detail.getByRole('button', { name: 'Send to customer' }).click();
    await expect(detail.getByText('Our technician replaces both panels on Monday.')).toBeVisible();
    // The form empties once the comment is saved; a second one is written after that.
    await expect(detail.getByLabel('Your comment')).toHaveValue('');
    await detail.getByLabel('Your comment').fill('Panels under warranty; claim filed.');
    await detail.getByLabel(/^Internal note/).check();
    await detail.getByRole('button', { name: 'Add internal note' }).click();
    await expect(detail.getByText('Internal note, staff only')).toBeVisible();
    await detail.getByLabel('Move to').selectOption({ label: 'Resolved' });
    await detail.getByLabel('Note for the customer (optional)').fill('Both panels replaced.');
    await detail.getByRole('button', { name: 'Change status' }).click();
    await expect(detail.getByText('Resolved', { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(opsPage)).toEqual([]);

    // The customer sees the reply and the new status, never the internal note, and the chart.
    await customerPage.reload();
    await customerPage.getByRole('tab', { name: 'टिकट' }).click();
    // A ticket opens to its thread as a disclosure, with the keyboard as with a tap.
    const summary = customerPage.locator('summary').filter({ hasText: 'नुकसान' });
    await summary.focus();
    await customerPage.keyboard.press('Enter');
    await expect(
      customerPage.getByText('Our technician replaces both panels on Monday.'),
    ).toBeVisible();
    await expect(customerPage.getByText('Panels under warranty; claim filed.')).toHaveCount(0);
    await expect(customerPage.getByText('हल हो गया').first()).toBeVisible();
    expect(await seriousViolations(customerPage)).toEqual([]);
    await customerPage.getByRole('tab', { name: 'उत्पादन' }).click();
    const days = customerPage.getByRole('table', {
      name: 'पिछले 30 दिन, अपेक्षा की तुलना में प्रतिदिन यूनिट',
    });
    await expect(days).toBeAttached();
    // 32 quarter-hours of 4 kWh: 128 kWh on each of the three days sent.
    await expect(days.getByRole('row', { name: /128/ })).toHaveCount(3);
    expect(await seriousViolations(customerPage)).toEqual([]);

    expect(consoleProblems).toEqual([]);
    await customer.close();
    await opsContext.close();
    await adminContext.close();
  });
});
