import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * What the home page's first load fetches (decision 030), at Lighthouse's mobile width:
 * the page's own texts only, no code of the sections below the fold or of the tooltips, and
 * JavaScript within budget. Brotli bytes as sent.
 */
async function firstLoadScripts(page: Page, path: string) {
  const scripts: { name: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const name = new URL(request.url()).pathname.replace(/^\/assets\//, '');
    scripts.push({ name, bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(path);
  // The floating buttons come 2 s after load, the last script of a first load. Waited for with
  // the default bound: 5 s once ran out in a CI run on a busy machine.
  await expect(page.getByRole('link', { name: /Chat on WhatsApp|व्हाट्सऐप/ })).toBeVisible();
  const bytes = (await Promise.all(scripts.map((script) => script.bytes))).reduce((a, b) => a + b);
  return { names: scripts.map((script) => script.name), kb: bytes / 1024 };
}

const BUDGETS = [
  { path: '/', texts: ['home-en'], kb: 120 },
  // 121: the typed API path builders the session code calls (auth, account, second factor) cost
  // /hi/ 0.3 KB over its old 120; the Hindi base texts leave it the smaller margin.
  { path: '/hi/', texts: ['base-hi', 'home-hi'], kb: 121 },
];

for (const { path, texts, kb } of BUDGETS) {
  test(`${path} loads its own texts and at most ${kb} KB of JavaScript in 15 files`, async ({
    page,
    consoleProblems,
  }) => {
    const { names, kb: sent } = await firstLoadScripts(page, path);
    const textFiles = names.filter((name) => /^[a-z]+-(en|hi)-/.test(name));
    expect(textFiles.map((name) => name.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(texts);
    expect(names.filter((name) => /home-below-fold|floating-contact-tooltips/.test(name))).toEqual(
      [],
    );
    expect(names.length).toBeLessThanOrEqual(15);
    expect(sent).toBeLessThanOrEqual(kb);
    expect(consoleProblems).toEqual([]);
  });
}

test('the sections below the fold and the tooltips load when a visitor needs them', async ({
  page,
}) => {
  const { names } = await firstLoadScripts(page, '/');
  const later: string[] = [];
  page.on('request', (request) => later.push(new URL(request.url()).pathname));
  await page.getByRole('heading', { name: 'What Our Customers Say' }).scrollIntoViewIfNeeded();
  await expect.poll(() => later.some((path) => path.includes('home-below-fold'))).toBe(true);
  // The first hover brings the tooltips' code; a pointer that keeps moving then opens one.
  const whatsapp = page.getByRole('link', { name: 'Chat on WhatsApp' });
  await expect(async () => {
    await page.mouse.move(5, 5);
    await whatsapp.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Chat on WhatsApp', { timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
  expect(names.some((name) => name.includes('home-below-fold'))).toBe(false);
});
