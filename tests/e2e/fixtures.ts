import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

type Fixtures = {
  /** Console errors the page logged; a test fails if any were seen. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/** Serious and critical axe violations on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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
 * hydration reaches only the static HTML and does nothing.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}
