import type { APIRequestContext } from '@playwright/test';
import enMilestones from '#client/i18n/locales/en/milestones.json' with { type: 'json' };
import enPartners from '#client/i18n/locales/en/partners.json' with { type: 'json' };
import hiMilestones from '#client/i18n/locales/hi/milestones.json' with { type: 'json' };
import hiPartners from '#client/i18n/locales/hi/partners.json' with { type: 'json' };
import { samplePdf } from '#server/features/documents/sample-files.ts';
import { MILESTONE_KEYS } from '#shared/project-milestones.ts';
import {
  confirmEmail,
  decodedMailsTo,
  expect,
  hydrated,
  logInThroughApi,
  newLeadCustomer,
  partnerApplication,
  registerAccount,
  seriousViolations,
  siteOrigin,
  staffMember,
  test,
  uniqueId,
  winLeadThroughPipeline,
} from './fixtures.ts';

const TEXTS = {
  en: { m: enMilestones, p: enPartners },
  hi: { m: hiMilestones, p: hiPartners },
} as const;

async function post(request: APIRequestContext, url: string, data?: object) {
  const response = await request.post(url, { headers: siteOrigin(), ...(data ? { data } : {}) });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

const indiaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * One project, in both languages: operations work in English, the customer and the partner read
 * Hindi (the whole flow in each language took a minute of the suite; the English customer and
 * partner screens have their own tests, signed-in-layout and earnings).
 */
test('operations take a won lead through nine milestones in English; customer and partner follow in Hindi', async ({
  page,
  browser,
  admin,
  consoleProblems,
}) => {
  test.setTimeout(240_000);
  const language = 'hi';
  const { m, p } = TEXTS[language];
  const opsTexts = TEXTS.en.m;
  // The customer's account, address proved, made a customer by the first admin.
  const customer = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const account = await registerAccount(customer.request, {
    firstName: 'Ravi',
    userType: 'customer',
  });
  await confirmEmail(customer.request, account.email);
  const base = process.env.E2E_BASE_URL!;
  const cookie = { cookie: process.env.E2E_ADMIN_COOKIE!, origin: base };
  const found = await fetch(`${base}/api/admin/users?q=${encodeURIComponent(account.email)}`, {
    headers: cookie,
  });
  const userId = ((await found.json()) as { users: { id: string }[] }).users[0]!.id;
  await fetch(`${base}/api/admin/users/${userId}/role`, {
    method: 'PUT',
    headers: { ...cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'customer' }),
  });
  await logInThroughApi(customer.request, account);
  const patched = await customer.request.patch('/api/account', {
    headers: siteOrigin(),
    data: { firstName: 'Ravi', lastName: 'Rathore', phone: account.phone, language },
  });
  expect(patched.status(), await patched.text()).toBe(200);

  // A partner's lead of 50 kW for that address, won through the pipeline's API.
  const { partnerId } = await partnerApplication(page.request);
  const adminContext = await browser.newContext();
  await logInThroughApi(adminContext.request, admin);
  await post(adminContext.request, `/api/admin/partners/${partnerId}/approve`);
  const business = `Rathore Dyeing ${uniqueId()}`;
  const { lead } = await post(page.request, '/api/leads', {
    contactName: 'Ravi Rathore',
    email: account.email,
    phone: newLeadCustomer('owner', 'projects-e2e.example').phone,
    businessName: business,
    address: 'Plot 12, Sanganer Industrial Area',
    city: 'Jaipur',
    state: 'Rajasthan',
    monthlyBill: 90_000,
    installationSizeKw: 50,
  });
  await winLeadThroughPipeline(page.request, adminContext.request, lead.id);

  // Operations open the project on the board and settle all nine milestones.
  const opsContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await opsContext.addInitScript(() => localStorage.setItem('language', 'en'));
  const ops = await staffMember(opsContext.request, 'operations', 'Arjun');
  await logInThroughApi(opsContext.request, ops);
  const opsPage = await opsContext.newPage();
  await opsPage.goto('/admin-dashboard?tab=projects');
  const open = opsPage.getByRole('button', {
    name: opsTexts.board.open.replace('{{name}}', business),
  });
  await hydrated(open);
  await open.click();
  const dialog = opsPage.getByRole('dialog');
  const today = indiaToday();
  for (const key of MILESTONE_KEYS) {
    const form = dialog.getByRole('form', {
      name: new RegExp(`^${opsTexts.keys[key].replace(/[()]/g, '\\$&')}`),
    });
    if (key === 'ceig_inspection') {
      await form.getByLabel(opsTexts.detail.status).selectOption('not_applicable');
      await form.getByLabel(opsTexts.detail.note).fill('Below the CEIG threshold for this plant');
    } else {
      await form.getByLabel(opsTexts.detail.status).selectOption('done');
      await form.getByLabel(opsTexts.detail.doneOn).fill(today);
    }
    if (key === 'commissioned') {
      await form.getByLabel(opsTexts.detail.file).setInputFiles({
        name: 'commissioning-certificate.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf(),
      });
      await form.getByRole('button', { name: opsTexts.detail.upload }).click();
      await expect(
        dialog.getByRole('link', { name: 'commissioning-certificate.pdf' }),
      ).toBeVisible();
      const fresh = dialog.getByRole('form', { name: new RegExp(`^${opsTexts.keys[key]}`) });
      await fresh.getByLabel(opsTexts.detail.status).selectOption('done');
      await fresh.getByLabel(opsTexts.detail.doneOn).fill(today);
      await fresh.getByRole('button', { name: opsTexts.detail.save }).click();
    } else await form.getByRole('button', { name: opsTexts.detail.save }).click();
    await expect(
      dialog
        .getByRole('form', { name: new RegExp(`^${opsTexts.keys[key].replace(/[()]/g, '\\$&')}`) })
        .getByRole('heading'),
    ).toContainText(
      key === 'ceig_inspection' ? opsTexts.status.not_applicable : opsTexts.status.done,
    );
  }
  expect(await seriousViolations(opsPage)).toEqual([]);

  // One mail per done milestone (eight: the inspection was not applicable), in Hindi.
  await expect
    .poll(
      async () =>
        (await decodedMailsTo(account.email)).filter((mail) =>
          /solar project|सोलर परियोजना/.test(mail.subject),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(8);
  const mails = (await decodedMailsTo(account.email)).filter((mail) =>
    /solar project|सोलर परियोजना/.test(mail.subject),
  );
  for (const mail of mails) expect(mail.subject).toMatch(/^आपकी सोलर परियोजना/);

  // The customer's timeline follows: every step settled, at 360 px.
  await customer.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const customerPage = await customer.newPage();
  await customerPage.goto('/customer-dashboard');
  const timelineTab = customerPage.getByRole('tab', {
    name: 'परियोजना की समय-रेखा',
  });
  await hydrated(timelineTab);
  await timelineTab.click();
  await expect(
    customerPage.getByText(m.progress.replace('{{done}}', '9').replace('{{total}}', '9')),
  ).toBeVisible();
  await expect(customerPage.getByRole('tabpanel').getByText(m.sample, { exact: true })).toHaveCount(
    0,
  );
  expect(await seriousViolations(customerPage)).toEqual([]);

  // The partner's Earnings tab shows both halves of 50 kW × ₹500: ₹12,500 each.
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await page.goto('/partner-dashboard');
  const earnings = page.getByRole('tab', { name: 'कमाई' });
  await hydrated(earnings);
  await earnings.click();
  const won = page.getByRole('row', {
    name: new RegExp(p.earnings.part.won.replace(/[()]/g, '\\$&')),
  });
  const commissioned = page.getByRole('row', {
    name: new RegExp(p.earnings.part.commissioned.replace(/[()]/g, '\\$&')),
  });
  await expect(won).toContainText('₹12,500');
  await expect(commissioned).toContainText('₹12,500');
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
