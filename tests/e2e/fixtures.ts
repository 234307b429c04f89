import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { samplePdf } from '#server/features/documents/sample-files.ts';
import { totpCode } from '#server/features/mfa/totp.ts';
import { parseMessage } from '#server/mail/test-smtp-server.ts';
import type { StaffRole } from '#shared/permissions.ts';
import { E2E_ADMIN } from './global-setup.ts';

export { expect };

export type Credentials = { email: string; password: string };
export type Account = Credentials & {
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
  userType: 'customer' | 'partner';
};

const PASSWORD = 'Amber-Fort-Rooftop-7';
export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** State-changing API calls carry the site's Origin, as the site's own pages do. */
/**
 * The contact of a new lead: a fresh e-mail under `domain` and a random mobile number, as
 * duplicate protection refuses a customer (by e-mail or phone) a second time.
 */
export function newLeadCustomer(local: string, domain: string) {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return {
    email: `${local}-${uniqueId()}@${domain}`,
    phone: `+91 9${digits.slice(0, 4)} ${digits.slice(4)}`,
  };
}

export const siteOrigin = () => ({ origin: process.env.E2E_BASE_URL! });

/**
 * A new account through the real sign-up API. `request` keeps its session cookie (the page's
 * own when it is `page.request`), so the account is signed in there.
 */
export async function registerAccount(
  request: APIRequestContext,
  fields: { firstName: string; userType: 'customer' | 'partner' },
): Promise<Account> {
  const id = uniqueId();
  const account: Account = {
    firstName: fields.firstName,
    lastName: 'Rathore',
    email: `${fields.firstName.toLowerCase()}.${id}@e2e.example`,
    username: `${fields.firstName.toLowerCase()}_${id}`,
    phone: '+91 94140 12345',
    password: PASSWORD,
    userType: fields.userType,
  };
  const response = await request.post('/api/auth/register', {
    headers: siteOrigin(),
    data: account,
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** The mail the SMTP receiver got for `to`, decoded (subject, text, html), newest last. */
export async function decodedMailsTo(to: string) {
  return (await mailsTo(to)).map((mail) => parseMessage(mail.raw));
}

/**
 * The token of the newest link to `path` (e.g. "/auth/reset") mailed to `to`, once the mail
 * worker has delivered it; `after` skips that many earlier such mails.
 */
export async function linkTokenMailedTo(to: string, path: string, after = 0): Promise<string> {
  const pattern = new RegExp(`${path}\\?token=([\\w-]+)`);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const tokens = (await decodedMailsTo(to))
          .map((mail) => pattern.exec(mail.text)?.[1])
          .filter((found): found is string => found !== undefined);
        token = tokens.length > after ? tokens.at(-1) : undefined;
        return token;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return token!;
}

/** Confirms `email` through the link mailed at sign-up, as its owner would. */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const token = await linkTokenMailedTo(email, '/auth/confirm');
  const response = await request.post('/api/auth/email/confirm', {
    headers: siteOrigin(),
    data: { token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A partner account that applied through the API, on `request` (which keeps its session), with
 * its address confirmed so that an admin can approve it. Tests make their own, so none waits
 * for another.
 */
export async function partnerApplication(
  request: APIRequestContext,
  names: { fullName?: string; companyName?: string } = {},
) {
  const account = await registerAccount(request, { firstName: 'Asha', userType: 'partner' });
  await confirmEmail(request, account.email);
  const fullName = names.fullName ?? `Asha ${uniqueId()}`;
  const applied = await request.post('/api/partners/signup', {
    headers: siteOrigin(),
    data: {
      fullName,
      companyName: names.companyName ?? 'Sharma Energy Consultants',
      email: account.email,
      phone: account.phone,
      city: 'Jaipur',
      state: 'Rajasthan',
      terms: true,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { account, fullName, partnerId: (await applied.json()).partner.id as number };
}

/** The TOTP secrets of the accounts this worker set up (the first admin's from global-setup). */
const totpSecrets = new Map<string, string>();
/** The last time step whose code each account used: a code is taken once (replays refused). */
const usedSteps = new Map<string, number>();
const STEP_MS = 30_000;
/** How long a code may take to reach the server and be checked, at the most. */
const SAFE_MARGIN_MS = 5_000;

/**
 * The next code an authenticator app would give for `email`'s secret, computed from it: the
 * earliest step within the server's one step of drift that was not used yet (waiting for the
 * clock when all are), so that logins in quick succession each get a code.
 */
export async function nextTotpCode(email: string): Promise<string> {
  const key = email.toLowerCase();
  const secret =
    totpSecrets.get(key) ??
    (key === E2E_ADMIN.email ? process.env.E2E_ADMIN_TOTP_SECRET : undefined);
  if (!secret) throw new Error(`no second factor set up for ${email} in this worker`);
  const used =
    usedSteps.get(key) ??
    (key === E2E_ADMIN.email ? Number(process.env.E2E_ADMIN_TOTP_STEP) : Number.NEGATIVE_INFINITY);
  const at = Date.now();
  const now = Math.floor(at / STEP_MS);
  // The step before is good only until this one ends: too close to that, the code would reach
  // the server a step too old (a refused setup on a busy machine).
  const oldestSafe = (now + 1) * STEP_MS - at > SAFE_MARGIN_MS ? now - 1 : now;
  const step = Math.max(used + 1, oldestSafe);
  // More than one step ahead of the server's clock would be refused: wait for it.
  if (step > now + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  usedSteps.set(key, step);
  return totpCode(secret, new Date(step * STEP_MS + STEP_MS / 2));
}

/** Sets up the second factor of the signed-in account on `request`, as its owner would. */
async function setUpSecondFactor(request: APIRequestContext, email: string) {
  const setup = await request.post('/api/auth/mfa/setup', { headers: siteOrigin() });
  expect(setup.status(), await setup.text()).toBe(200);
  totpSecrets.set(email.toLowerCase(), (await setup.json()).secret);
  const enabled = await request.post('/api/auth/mfa/enable', {
    headers: siteOrigin(),
    data: { code: await nextTotpCode(email) },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
}

/**
 * Logs `request` in through the login API: its cookie jar then holds the session. An account
 * with a second factor completes it with a computed code; a staff account without one sets it
 * up, as the workspace asks (decision 040).
 */
export async function logInThroughApi(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/auth/login', {
    headers: siteOrigin(),
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = await response.json();
  if (answer.mfaRequired) {
    const verified = await request.post('/api/auth/mfa/verify', {
      headers: siteOrigin(),
      data: { code: await nextTotpCode(credentials.email) },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  } else if (STAFF.includes(answer.user.role) && !answer.user.mfaEnabled) {
    await setUpSecondFactor(request, credentials.email);
  }
}

const STAFF: readonly string[] = ['admin', 'sales', 'operations', 'finance'];

/**
 * A new staff member with this role and no second factor yet: signed up through the API, then
 * given the role by the first admin (whose session global-setup keeps). Each test makes its
 * own, so no two tests share an account's codes.
 */
export async function staffMember(
  request: APIRequestContext,
  role: StaffRole,
  firstName = 'Kavya',
): Promise<Account> {
  const account = await registerAccount(request, { firstName, userType: 'customer' });
  const base = process.env.E2E_BASE_URL!;
  const admin = { cookie: process.env.E2E_ADMIN_COOKIE!, origin: base };
  const found = await fetch(`${base}/api/admin/users?q=${encodeURIComponent(account.email)}`, {
    headers: admin,
  });
  const { users } = (await found.json()) as { users: { id: string }[] };
  const changed = await fetch(`${base}/api/admin/users/${users[0]!.id}/role`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  });
  expect(changed.status, await changed.text()).toBe(200);
  // The sign-up's session is the customer's: end it, as the role change did on the server.
  await request.post('/api/auth/logout', { headers: siteOrigin() });
  return account;
}

type Fixtures = {
  /**
   * Errors and warnings the page logged, the browser's own included (a header it cannot read);
   * a test fails if any were seen.
   */
  consoleProblems: string[];
  /**
   * Signs the page's browser context in through the API (the cookie lands in the browser), so
   * a test about what a user does after logging in does not log in through a form. Each login
   * form keeps one test of its own that uses the form.
   */
  logIn: (credentials: Credentials) => Promise<void>;
  /**
   * An admin of the test's own (made by the first admin; `E2E_ADMIN` is that one): `logIn`
   * sets up its second factor at its first sign-in.
   */
  admin: Credentials;
};

export const test = base.extend<Fixtures>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(problems);
  },
  logIn: async ({ page }, use) => {
    await use((credentials) => logInThroughApi(page.request, credentials));
  },
  admin: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const account = await staffMember(request, 'admin', 'Admin');
    await request.dispose();
    await use(account);
  },
});

/**
 * Waits for the page to draw twice (what it changed is laid out and painted), or half a second:
 * a loaded machine once left a frame undrawn for a test's whole two minutes.
 */
export async function twoFrames(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ]),
  );
}

/**
 * With the page scrolled to its end, every text run, link, button, field and picture the
 * floating WhatsApp and call buttons cover (the toast region excepted); [] when none.
 */
export async function coveredAtPageEnd(page: Page) {
  const floating = page.getByTestId('floating-contact');
  await expect(floating.getByRole('link')).toHaveCount(2);
  await expect(floating.getByRole('link').first()).toBeVisible();
  // At its end once it stops growing: sections drawn or loaded on the way down lengthen the page,
  // and on a busy machine they arrive after the first scroll (the covered text was mid-page).
  await page.evaluate(async () => {
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(resolve)),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    const root = document.documentElement;
    for (let tries = 0, still = 0; tries < 40 && still < 3; tries++) {
      const height = root.scrollHeight;
      window.scrollTo(0, height);
      await frame();
      const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
      still = atEnd && root.scrollHeight === height ? still + 1 : 0;
    }
  });
  await twoFrames(page);
  return page.evaluate(() => {
    const container = document.querySelector('[data-testid="floating-contact"]')!;
    const buttons = [...container.querySelectorAll('a')].map((a) => a.getBoundingClientRect());
    const hits = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      buttons.some(
        (b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top,
      );
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      if (!text || container.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(hits)) covered.push(`text "${text.slice(0, 40)}"`);
    }
    for (const element of document.querySelectorAll('a, button, input, select, textarea, img')) {
      if (container.contains(element)) continue;
      if (hits(element.getBoundingClientRect()))
        covered.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
        );
    }
    return covered;
  });
}

/**
 * Sections the page left undrawn (`content-visibility: auto`, decision 034): the idle loop after
 * the first load draws them, but one mounted later (a page rendered in the browser, a client
 * navigation) waits until the visitor nears it. axe measures colours and target sizes on drawn
 * boxes, so they are drawn first, as the loop does.
 */
const UNDRAWN_SECTIONS =
  '.drawn-when-near:not(.drawn), .sections-drawn-when-near > section:not(:first-child, .drawn)';

/** axe-core's browser build, sent to a page the first time a test asks axe about it. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's serious and critical violations on the page as drawn now, once nothing on it is marked
 * busy. axe runs in the page's own frame, as the browser build's `axe.run`: the CSP allows no
 * cross-origin frame, so there is no other frame to visit, and `axe.spec.ts` shows the run still
 * finds violations. Asking for violations alone skips building the passes and incomplete lists.
 * axe is sent to a document once and kept for its later runs: sending it (650 kB through the
 * protocol, then compiled) cost more than a run without colour contrast (0.165 against 0.127
 * core-s on the privacy policy), and the axe-core/playwright wrapper sent it twice a run.
 *
 * `contrast: false` leaves out colour contrast, three quarters of a run's cost (2.6 of 3.1 core-s
 * on the home page at 1280 px), for a screen whose colours another run of the same test already
 * judged: the same screen in the other language (the same classes; only the words differ) or at
 * a wider width (no colour class changes with the width, and text only grows, which lowers the
 * ratio it needs). The desktop header, the one part drawn only at wide widths, is judged on the
 * home page.
 */
export async function seriousViolations(page: Page, { contrast = true } = {}) {
  // A region still loading (aria-busy) is judged once it has loaded: what a reader settles on.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate((selector) => {
    for (const section of document.querySelectorAll(selector)) section.classList.add('drawn');
  }, UNDRAWN_SECTIONS);
  await twoFrames(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (withContrast) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      rules: withContrast ? {} : { 'color-contrast': { enabled: false } },
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, contrast);
}

/** The mail the SMTP receiver got for `to`, newest last. */
export async function mailsTo(to: string): Promise<{ to: string; raw: string }[]> {
  const response = await fetch(`${process.env.E2E_MAILBOX_URL}/?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { to: string; raw: string }[];
}

/**
 * Waits until React has hydrated `locator`. Pages are prerendered, so a click that comes before
 * hydration reaches only the static HTML and does nothing. It scrolls to `locator` first, as a
 * visitor would: the home page's forms load their code only when scrolled near (`whenNear`).
 */
export async function hydrated(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}

/** A POST from this site that must succeed; answers its JSON. */
export async function postOk(request: APIRequestContext, url: string, data?: object) {
  const response = await request.post(url, { headers: siteOrigin(), ...(data ? { data } : {}) });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/**
 * A partner's lead taken to the proposal stage the way staff do: qualified, surveyed, and the
 * three documents a proposal needs uploaded by the partner and accepted by the admin.
 */
export async function takeLeadToProposal(
  partner: APIRequestContext,
  admin: APIRequestContext,
  leadId: number,
) {
  const stage = (body: object) => postOk(admin, `/api/admin/leads/${leadId}/stage`, body);
  await stage({ stage: 'qualified' });
  await stage({ stage: 'site_survey' });
  for (const type of ['electricity_bill', 'pan_card', 'gst_returns']) {
    const uploaded = await partner.post(`/api/leads/${leadId}/documents`, {
      headers: siteOrigin(),
      multipart: {
        type,
        file: { name: `${type}.pdf`, mimeType: 'application/pdf', buffer: samplePdf() },
      },
    });
    const { document } = await uploaded.json();
    await postOk(admin, `/api/admin/documents/${document.id}/review`, { decision: 'accepted' });
  }
  await stage({ stage: 'proposal' });
}

/** A partner's lead taken to the proposal stage (takeLeadToProposal), then won by override. */
export async function winLeadThroughPipeline(
  partner: APIRequestContext,
  admin: APIRequestContext,
  leadId: number,
) {
  await takeLeadToProposal(partner, admin, leadId);
  await postOk(admin, `/api/admin/leads/${leadId}/stage`, {
    stage: 'won',
    override: true,
    note: 'Accepted on paper',
  });
}
