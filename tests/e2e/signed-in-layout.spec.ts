import type { APIRequestContext, Browser, Page } from '@playwright/test';
import enCustomer from '#client/i18n/locales/en/customer.json' with { type: 'json' };
import hiCustomer from '#client/i18n/locales/hi/customer.json' with { type: 'json' };
import { LANGUAGE_STORAGE_KEY } from '#shared/languages.ts';
import {
  type Credentials,
  expect,
  linkTokenMailedTo,
  logInThroughApi,
  newLeadCustomer,
  partnerApplication,
  siteOrigin,
  staffMember,
  takeLeadToProposal,
  test,
  twoFrames,
  uniqueId,
} from './fixtures.ts';

/**
 * Every signed-in screen, at every width a buyer uses, in both languages, as each role: no header
 * that wraps, no text box over another, no cell whose content spills out, no table that hides
 * columns without saying it scrolls, and no floating contact button over a work screen. One page
 * load per screen; the widths are walked by resizing it.
 */
/**
 * The narrowest width of each layout a buyer meets: a phone, a tablet (md) and a desktop (xl).
 * Every problem looked for (a wrapped header control, overlapping text, a spilling cell, an
 * unsaid scroll) needs less room than the width gives it, and no layout changes between 1280
 * and 1536 px, so a screen that passes at 1280 px passes at 1440 px too: checking 1440 as well
 * cost a quarter of this spec and could find nothing new.
 */
const WIDTHS = [360, 768, 1280] as const;
const LANGUAGES = ['en', 'hi'] as const;
const ROLES = ['customer', 'partner', 'admin'] as const;
const PASSWORD = 'Surya-Rooftop-2026';
const SHOTS = process.env.LAYOUT_SHOTS_DIR;

async function post(request: APIRequestContext, url: string, data?: object) {
  const response = await request.post(url, { headers: siteOrigin(), ...(data ? { data } : {}) });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

type World = { partner: Credentials; customer: Credentials; leadId: number };

/**
 * A partner whose lead was won (a reward, paid with a reference), the plant's system with three
 * months of readings, and its customer with a password: every table of every dashboard has rows.
 */
async function makeWorld(browser: Browser, admin: Credentials): Promise<World> {
  const partnerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const partnerRequest = partnerContext.request;
  const adminRequest = adminContext.request;
  const { account, partnerId } = await partnerApplication(partnerRequest);
  await logInThroughApi(adminRequest, admin);
  await post(adminRequest, `/api/admin/partners/${partnerId}/approve`);
  const { email, phone } = newLeadCustomer('layout', 'layout-e2e.example');
  const { lead } = await post(partnerRequest, '/api/leads', {
    contactName: 'Ravi Rathore',
    email,
    phone,
    businessName: `Rathore Dyeing and Printing Works ${uniqueId()}`,
    address: 'Plot 12, Sanganer Industrial Area',
    city: 'Jaipur',
    state: 'Rajasthan',
    monthlyBill: 90_000,
    installationSizeKw: 40,
  });
  await takeLeadToProposal(partnerRequest, adminRequest, lead.id);
  // No proposal is made here (proposals.spec.ts makes one): won by the admin's override.
  await post(adminRequest, `/api/admin/leads/${lead.id}/stage`, {
    stage: 'won',
    override: true,
    note: 'Accepted on paper',
  });
  const { system: plant } = await (
    await adminRequest.put(`/api/admin/leads/${lead.id}/plant`, {
      headers: siteOrigin(),
      data: { sizeKw: '40', ratePerKwh: '7', model: 'ppa', stage: 'installation' },
    })
  ).json();
  await post(adminRequest, `/api/admin/plants/${plant.id}/readings`, {
    csv: 'month,kWh\n2026-01,3906\n2026-02,3528\n2026-03,4340\n',
  });
  await post(adminRequest, `/api/admin/leads/${lead.id}/invite`, { language: 'en' });
  const token = await linkTokenMailedTo(email, '/auth/reset');
  await post(adminRequest, '/api/auth/password/reset', { token, password: PASSWORD });
  const rewards = await (await adminRequest.get('/api/admin/rewards?q=Rathore')).json();
  const reward = rewards.rewards.find((r: { leadId?: number }) => r.leadId === lead.id);
  if (reward) {
    await post(adminRequest, `/api/admin/rewards/${reward.id}/approve`);
    await post(adminRequest, `/api/admin/rewards/${reward.id}/paid`, {
      reference: 'UTR-2026-0001234567',
    });
  }
  await partnerContext.close();
  await adminContext.close();
  return { partner: account, customer: { email, password: PASSWORD }, leadId: lead.id };
}

/** What is wrong with the page's layout as drawn now, as sentences (empty when nothing is). */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

    // The header: one row, every link and button on one line.
    const header = document.querySelector('header');
    if (header) {
      const row = header.querySelector(':scope > div');
      if (row && row.scrollWidth > row.clientWidth + 1)
        problems.push(`header overflows by ${row.scrollWidth - row.clientWidth}px`);
      const logo = header.querySelector(':scope > div > a:first-child');
      for (const control of header.querySelectorAll('a, button')) {
        if (!visible(control) || control === logo || control.closest('[role=dialog]')) continue;
        // Its words, not its icon or a name only screen readers get, on one line.
        const tops = new Set<number>();
        const words = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = words.nextNode(); node; node = words.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        if (tops.size > 1) problems.push(`header ${name(control)} wraps onto ${tops.size} lines`);
      }
    }

    // Tables: nothing spills out of a cell; one wider than its box says that it scrolls.
    for (const table of document.querySelectorAll('main table')) {
      // A chart's table for screen readers is not laid out for the eye.
      if (!visible(table) || table.closest('.sr-only')) continue;
      for (const cell of table.querySelectorAll('td, th')) {
        if (visible(cell) && cell.scrollWidth > cell.clientWidth + 1)
          problems.push(`cell ${name(cell)} overflows by ${cell.scrollWidth - cell.clientWidth}px`);
      }
      const scroller = table.closest('[data-table-scroll]');
      if (!scroller) {
        problems.push(
          `table "${table.querySelector('caption')?.textContent}" is not in a TableScroll`,
        );
        continue;
      }
      if (scroller.scrollWidth > scroller.clientWidth + 1) {
        const hint = scroller.parentElement?.querySelector('[data-scroll-hint]');
        if (!hint || !visible(hint))
          problems.push(`table "${table.querySelector('caption')?.textContent}" scrolls unsaid`);
      }
      if (table.getBoundingClientRect().left < -1 && scroller.scrollLeft === 0)
        problems.push(`table "${table.querySelector('caption')?.textContent}" starts off screen`);
    }

    // Text boxes: no run of text over another, or over an icon; cells keep a gap between them.
    type Box = { rect: DOMRect; owner: Element; label: string; cell: Element | null };
    const boxes: Box[] = [];
    const roots = [document.querySelector('header'), document.querySelector('main')];
    for (const root of roots) {
      if (!root) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const owner = node.parentElement;
        if (!text || !owner || !visible(owner) || owner.closest('.sr-only, [aria-hidden=true] svg'))
          continue;
        if (owner.closest('[role=dialog]') && !document.querySelector('[role=dialog]')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 1 && rect.height > 1)
            boxes.push({ rect, owner, label: text.slice(0, 30), cell: owner.closest('td, th') });
      }
      for (const icon of root.querySelectorAll('svg, ol > li > span.rounded-full')) {
        if (!visible(icon) || icon.closest('.sr-only')) continue;
        boxes.push({ rect: icon.getBoundingClientRect(), owner: icon, label: 'icon', cell: null });
      }
    }
    const inView = boxes.filter((b) => b.rect.bottom > 0 && b.rect.top < innerHeight * 3);
    for (let i = 0; i < inView.length; i++) {
      for (let j = i + 1; j < inView.length; j++) {
        const a = inView[i]!;
        const b = inView[j]!;
        if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        // Two cells' texts on one line stay 6 px apart, or they read as one word.
        const apart = a.cell && b.cell && a.cell !== b.cell ? 6 : 0;
        const dx =
          Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left) + apart;
        const dy = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (dx > 1 && dy > 2 && !(a.label === 'icon' && b.label === 'icon'))
          problems.push(`"${a.label}" and "${b.label}" overlap (${Math.round(dx - apart)}px)`);
      }
    }
    return problems;
  });
}

async function checkAtEveryWidth(page: Page, screen: string, language: string) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await twoFrames(page);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/${screen.replace(/[^\w-]+/g, '_')}-${language}-${width}.png`,
        fullPage: true,
      });
    for (const problem of await layoutProblems(page)) found.push(`${width}px: ${problem}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return found.map((problem) => `${screen} ${problem}`);
}

/** Each tab of the page's (first) tab list in turn, checked at every width. */
async function walkTabs(page: Page, screen: string, language: string) {
  const found: string[] = [];
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('data-state', 'active');
    await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
    found.push(...(await checkAtEveryWidth(page, `${screen}#${index}`, language)));
  }
  return found;
}

test.describe('signed-in screens fit every width', () => {
  let world: World;
  test.beforeAll(async ({ browser, playwright }) => {
    test.setTimeout(90_000);
    // An admin of this worker's own: the first admin's codes would be shared by every worker.
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const admin = await staffMember(request, 'admin', 'Layout');
    await request.dispose();
    world = await makeWorld(browser, admin);
  });

  for (const role of ROLES)
    for (const language of LANGUAGES)
      test(`${role}, ${language}`, async ({ page, admin, logIn }) => {
        test.setTimeout(120_000);
        await page.addInitScript(([key, lang]) => localStorage.setItem(key, lang), [
          LANGUAGE_STORAGE_KEY,
          language,
        ] as const);
        await logIn(role === 'admin' ? admin : role === 'partner' ? world.partner : world.customer);
        const found: string[] = [];
        const dashboard =
          role === 'admin'
            ? '/admin-dashboard'
            : role === 'partner'
              ? '/partner-dashboard'
              : '/customer-dashboard';
        await page.goto(dashboard);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('tablist').first()).toBeVisible();
        found.push(...(await walkTabs(page, role, language)));
        // The floating contact buttons are mounted 2 s after load on visitors' pages; never here.
        await page.waitForFunction(() => performance.now() > 2500);
        if (await page.getByTestId('floating-contact').count())
          found.push(`${role}: floating contact buttons over a work screen`);

        if (role !== 'customer') {
          await page.goto(`${dashboard}/leads/${world.leadId}`);
          await expect(page.getByRole('list', { name: /.+/ }).first()).toBeVisible();
          await expect(page.locator('main [role=status]')).toHaveCount(0);
          found.push(...(await checkAtEveryWidth(page, `${role}-lead`, language)));
        }
        await page.goto('/account');
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('main [role=status]')).toHaveCount(0);
        found.push(...(await checkAtEveryWidth(page, `${role}-account`, language)));

        if (role === 'customer') {
          // A toast at 360 px hides nothing of the page: it lies over the header, not the cards.
          await page.goto(dashboard);
          await page.setViewportSize({ width: 360, height: 800 });
          const tabs = page.getByRole('tablist').first().getByRole('tab');
          // By name: the plant's dashboard has more tabs than the documents one before it.
          const documentsTab = (language === 'hi' ? hiCustomer : enCustomer).tabs.documents;
          await tabs.filter({ hasText: documentsTab }).click();
          // A file the upload refuses: its toast says so, and nothing is stored.
          await page
            .getByRole('tabpanel')
            .locator('input[type=file]')
            .first()
            .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
          const shown = page.getByRole('region', { name: /F8/ }).locator('li');
          await expect(shown).toBeVisible();
          await tabs.nth(0).click();
          const box = (await shown.boundingBox())!;
          const covered = await page.evaluate((toast) => {
            const hidden: string[] = [];
            const main = document.querySelector('main')!;
            // What lies under the fixed header is hidden by it already, toast or not.
            const below = document.querySelector('header')!.getBoundingClientRect().bottom;
            const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects())
                if (
                  r.width > 1 &&
                  r.right > toast.x &&
                  r.left < toast.x + toast.width &&
                  r.bottom > Math.max(toast.y, below) &&
                  Math.max(r.top, below) < toast.y + toast.height
                )
                  hidden.push(node.textContent.trim().slice(0, 30));
            }
            return hidden;
          }, box);
          for (const text of covered) found.push(`toast at 360px covers "${text}"`);
        }

        if (role === 'admin') {
          // The readings dialog: Month and kWh side by side at one height.
          await page.goto('/admin-dashboard');
          await page.getByRole('tab').nth(0).waitFor();
          const plantsTab = page.getByRole('tab', { name: language === 'hi' ? 'संयंत्र' : 'Plants' });
          await plantsTab.click();
          await page
            .getByRole('button', { name: /^(Generation readings of|.*की उत्पादन रीडिंग$)/ })
            .first()
            .click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toBeVisible();
          for (const width of [768, 1280]) {
            await page.setViewportSize({ width, height: 800 });
            const inputs = dialog.locator('form input:not([type=file])');
            const [month, kwh] = [
              await inputs.nth(0).boundingBox(),
              await inputs.nth(1).boundingBox(),
            ];
            if (Math.abs(month!.y - kwh!.y) >= 1)
              found.push(`readings dialog ${width}px: Month and kWh ${month!.y - kwh!.y}px apart`);
          }
        }
        expect(found).toEqual([]);
      });
});
