import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { parseMessage } from '../../src/server/mail/test-smtp-server.ts';
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

/** Logs `request` in through the login API: its cookie jar then holds the session. */
export async function logInThroughApi(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/auth/login', {
    headers: siteOrigin(),
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
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
  /** The first admin, created by global-setup. */
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
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
  admin: async ({}, use) => {
    await use(E2E_ADMIN);
  },
});

/**
 * Serious and critical axe violations on the page as it is now. Legacy mode runs axe in the
 * page's own frame instead of injecting it into every frame through a new one, and asking for
 * violations alone skips building the passes and incomplete lists: two to four times cheaper
 * per run, with the same verdicts. Legacy mode misses only cross-origin frames, which the CSP
 * does not allow. `axe.spec.ts` shows the cheaper run still finds violations.
 */
/**
 * Sections the page left undrawn (`content-visibility: auto`, decision 034): the idle loop after
 * the first load draws them, but one mounted later (a page rendered in the browser, a client
 * navigation) waits until the visitor nears it. axe measures colours and target sizes on drawn
 * boxes, so they are drawn first, as the loop does.
 */
const UNDRAWN_SECTIONS =
  '.drawn-when-near:not(.drawn), .sections-drawn-when-near > section:not(:first-child, .drawn)';

export async function seriousViolations(page: Page) {
  await page.evaluate(async (selector) => {
    for (const section of document.querySelectorAll(selector)) section.classList.add('drawn');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, UNDRAWN_SECTIONS);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
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
