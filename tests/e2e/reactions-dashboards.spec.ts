import { readFileSync } from 'node:fs';
import { samplePdf } from '#server/features/documents/sample-files.ts';
import {
  expect,
  partnerApplication,
  registerAccount,
  seriousViolations,
  siteOrigin,
  test,
  uniqueId,
} from './fixtures.ts';

test.describe('reactions and dashboards', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a customer reacts on a project, reloads and still sees the highlight and count', async ({
    page,
    consoleProblems,
  }) => {
    const projectCard = () =>
      page
        .locator('section[aria-labelledby="all-projects-title"]')
        .getByRole('article')
        .filter({ hasText: 'Spice Processing Unit' });
    const reactions = () => projectCard().getByRole('group', { name: 'Reactions' });
    // The page is prerendered: a click before hydration reaches only the static HTML.
    const openDetails = () =>
      expect(async () => {
        const toggle = projectCard().getByRole('button', { name: /View Details|Hide Details/ });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(reactions()).toBeVisible({ timeout: 1_000 });
      }).toPass();

    // A visitor is asked to log in and nothing is sent.
    await page.goto('/projects');
    await openDetails();
    await reactions().getByRole('button', { name: 'Heart (0)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Login Required' })).toContainText(
      'Please login to react to this item',
    );

    await registerAccount(page.request, { firstName: 'Kavya', userType: 'customer' });
    await page.reload();
    await openDetails();
    const fire = reactions().getByRole('button', { name: /^Fire/ });
    await expect(fire).toHaveAttribute('aria-pressed', 'false');
    await fire.click();
    await expect(fire).toHaveAttribute('aria-pressed', 'true');
    await expect(fire).toHaveAccessibleName('Fire (1)');

    // Changing one's mind replaces the reaction.
    const clap = reactions().getByRole('button', { name: /^Clap/ });
    await clap.click();
    await expect(clap).toHaveAccessibleName('Clap (1)');
    await expect(fire).toHaveAccessibleName('Fire (0)');

    await page.reload();
    await openDetails();
    await expect(clap).toHaveAttribute('aria-pressed', 'true');
    await expect(clap).toHaveAccessibleName('Clap (1)');
    await expect(fire).toHaveAttribute('aria-pressed', 'false');
    // The top-rated section now lists the project.
    const topRated = page.getByRole('region', { name: 'Top Rated Projects' });
    await expect(topRated.getByRole('link', { name: /Spice Processing Unit/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('the customer dashboard greets by first name and shows the example system', async ({
    page,
    consoleProblems,
  }) => {
    await registerAccount(page.request, { firstName: 'Priya', userType: 'customer' });
    await page.goto('/customer-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Priya!');
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('फिर से स्वागत है, Priya!');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Sample', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /Bar chart of monthly production/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Upload Electricity Bill' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Document Upload' })).toContainText(
      'Please use the document upload form to submit your documents.',
    );
    await page.getByRole('tab', { name: 'Project Timeline' }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);
  });

  test('an admin pages, searches and exports the leads table', async ({
    page,
    browser,
    consoleProblems,
    logIn,
    admin,
  }) => {
    // A long scenario (a partner, twelve leads, an upload, three axe runs) on a shared machine.
    test.slow();
    const tag = `Zeta${uniqueId()}`;
    const partnerName = `Arjun ${tag}`;
    // A partner applies through the API; leads follow once the admin approves them.
    const partnerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const partner = partnerContext.request;
    const { partnerId } = await partnerApplication(partner, {
      fullName: partnerName,
      companyName: `${tag} Referrals`,
    });

    await logIn(admin);

    // The admin approves the application from the overview; the list refreshes.
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Admin!' })).toBeVisible();
    const latestPartners = page.getByRole('region', { name: 'Latest Partners' });
    await latestPartners.getByRole('button', { name: `Approve ${partnerName}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Partner Approved' })).toBeVisible();
    await expect(
      latestPartners.getByRole('button', { name: `View details of ${partnerName}` }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (let i = 0; i < 12; i++) {
      const created = await partner.post('/api/leads', {
        headers: siteOrigin(),
        data: {
          contactName: `${tag} Person ${i}`,
          email: `lead${i}.${tag.toLowerCase()}@e2e.example`,
          // A different customer each time: duplicate protection matches on the phone too.
          phone: `+91 9${String(Date.now() % 1e7).padStart(7, '0')}${String(i).padStart(2, '0')}`,
          businessName: `Textile Unit ${i}`,
          address: 'Plot 7, RIICO Industrial Area',
          city: 'Bhilwara',
          state: 'Rajasthan',
          monthlyBill: i % 2 === 0 ? 80_000 : 20_000,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      if (i === 0) {
        const uploaded = await partner.post(
          `/api/leads/${(await created.json()).lead.id}/documents`,
          {
            headers: siteOrigin(),
            multipart: {
              type: 'electricity_bill',
              file: { name: 'march-bill.pdf', mimeType: 'application/pdf', buffer: samplePdf() },
            },
          },
        );
        expect(uploaded.status(), await uploaded.text()).toBe(201);
      }
    }
    await partnerContext.close();

    await page.reload();
    await page.getByRole('tab', { name: 'Leads' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Leads' });

    await panel.getByRole('searchbox', { name: 'Search' }).fill(tag.toUpperCase());
    // The search applies once typing pauses; the export link follows it.
    const exportLink = panel.getByRole('link', { name: 'Export CSV of Leads' });
    await expect(exportLink).toHaveAttribute('href', new RegExp(`q=${tag.toUpperCase()}`));
    const paging = panel.getByRole('navigation', { name: 'Leads pages' });
    await expect(paging).toContainText('Showing 1–10 of 12');
    await expect(panel.getByRole('row')).toHaveCount(11);
    await expect(panel.getByRole('row').nth(1)).toContainText(`${tag} Person 11`);
    expect(await seriousViolations(page)).toEqual([]);

    await paging.getByRole('button', { name: 'Next' }).click();
    await expect(paging).toContainText('Showing 11–12 of 12');
    await expect(panel.getByRole('row')).toHaveCount(3);
    await expect(panel.getByRole('row').nth(2)).toContainText(`${tag} Person 0`);
    await expect(panel.getByRole('row').nth(2)).toContainText('Yes');
    await expect(panel.getByRole('row').nth(2)).toContainText('Uploaded');

    await panel.getByRole('searchbox', { name: 'Search' }).fill(`${tag} Person 7`);
    await expect(exportLink).toHaveAttribute('href', /Person/);
    await expect(paging).toContainText('Showing 1–1 of 1');
    await panel.getByRole('button', { name: `View details of ${tag} Person 7` }).click();
    const dialog = page.getByRole('dialog', { name: /^Lead #/ });
    await expect(dialog).toContainText('Textile Unit 7');
    await expect(dialog).toContainText('₹20,000');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^ID,Name,Email,Phone,Company,Partner ID,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${tag} Person 7`);
    expect(lines[1]).toContain(`,${partnerId},`);

    // The document of lead "Person 0" downloads through the guarded endpoint.
    await page.getByRole('tab', { name: 'Documents' }).click();
    const documentsPanel = page.getByRole('tabpanel', { name: 'Documents' });
    await documentsPanel.getByRole('searchbox', { name: 'Search' }).fill(tag);
    const documentRow = documentsPanel.getByRole('row').filter({ hasText: 'march-bill.pdf' });
    await expect(documentRow).toContainText('Electricity bill');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      documentRow.getByRole('link', { name: 'View Document: march-bill.pdf' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('march-bill.pdf');
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(consoleProblems).toEqual([]);
  });
});

test.describe('the admin Jobs tab on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('lists the scheduled jobs in a table that scrolls within itself', async ({
    page,
    consoleProblems,
    logIn,
    admin,
  }) => {
    await logIn(admin);
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Jobs' });
    const row = panel.getByRole('row').filter({ hasText: 'clean-expired-records' });
    await expect(row).toContainText('Schedule: 0 17 * * * *');
    await expect(row.getByRole('cell').last()).toHaveText('None');
    // The page itself does not scroll sideways; the table does, inside its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});
