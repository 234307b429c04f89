import type { Page } from '@playwright/test';
import { coveredAtPageEnd, expect, hydrated, seriousViolations, test } from './fixtures.ts';

type Language = 'en' | 'hi';

/** Every public route; the h1 is given where this spec's pages own it. */
const ROUTES: { path: string; h1?: Record<Language, string> }[] = [
  { path: '/' },
  { path: '/about', h1: { en: 'About Us', hi: 'हमारे बारे में' } },
  { path: '/services', h1: { en: 'Our Services', hi: 'हमारी सेवाएँ' } },
  { path: '/projects', h1: { en: 'Our Projects', hi: 'हमारी परियोजनाएँ' } },
  { path: '/partner' },
  { path: '/sustainability' },
  { path: '/contact' },
  { path: '/privacy-policy', h1: { en: 'Privacy Policy', hi: 'गोपनीयता नीति' } },
  { path: '/terms-conditions', h1: { en: 'Terms & Conditions', hi: 'नियम और शर्तें' } },
];

const WIDTHS = [360, 1280];
/**
 * axe runs at both widths in English and at the phone width in Hindi: the layouts are the same
 * in both languages, and the longer Hindi words are what a narrow screen tests.
 */
const AXE_WIDTHS: Record<Language, number[]> = { en: [360, 1280], hi: [360] };

/**
 * Scrolls through the page so that everything which animates in on scroll has done so, waits
 * for those (finite) animations to end, and returns to the top: axe then sees the page at rest.
 * Every wait is bounded: a busy machine once left a frame or a paused animation unfinished for
 * the test's whole two minutes, twice in a row.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const atMost = (ms: number, promise: Promise<unknown>) =>
      Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
    const frame = () => atMost(250, new Promise((resolve) => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    await frame();
    await atMost(
      5_000,
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    window.scrollTo(0, 0);
  });
}

/** Opens `path` in `language`, as a returning visitor who chose it before. */
async function open(page: Page, path: string, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.waitForLoadState('networkidle');
  return response;
}

for (const { path, h1 } of ROUTES) {
  for (const language of ['en', 'hi'] as const) {
    test(`${path} in ${language} answers 200 with one h1, no overflow and nothing under the floating buttons at ${WIDTHS.join(' and ')} px, axe clean at ${AXE_WIDTHS[language].join(' and ')} px, no console error or warning`, async ({
      page,
      consoleProblems,
    }) => {
      // Two widths, each with a full axe run over a long page.
      test.setTimeout(120_000);
      // axe judges the page at rest; without motion it is at rest at once instead of after
      // every reveal and carousel has played (the animations have tests of their own).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // One load, then the window resized: the layout follows the width through CSS and the
      // resize listeners, and the second load cost a fifth of the spec's time.
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 800 });
        if (index === 0) expect((await open(page, path, language))?.status()).toBe(200);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveCount(1);
        await expect(heading).toBeVisible();
        if (h1) await expect(heading).toHaveText(h1[language]);
        // Nothing may overflow sideways on a small phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        // The floating WhatsApp and call buttons cover nothing at the page's end.
        expect(await coveredAtPageEnd(page), `${path} ${language} ${width}px`).toEqual([]);
        if (!AXE_WIDTHS[language].includes(width)) continue;
        await settle(page);
        // Colours are judged once a page, in English at the phone width, and the desktop header
        // on the home page (fixtures.ts, seriousViolations).
        const contrast = language === 'en' && (width === 360 || path === '/');
        expect(
          await seriousViolations(page, { contrast }),
          `${path} ${language} ${width}px`,
        ).toEqual([]);
      }
      expect(consoleProblems).toEqual([]);
    });
  }
}

test('the header language button turns a page into Hindi', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारी सेवाएँ');
  await expect(page.getByRole('heading', { name: 'संपूर्ण सोलर समाधान' }).first()).toBeVisible();
});

test('/services is complete HTML before any JavaScript runs', async ({ request }) => {
  const response = await request.get('/services');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const title of [
    'Complete Solar Solutions',
    'Solar Financing Solutions',
    'Premium Brand Installation',
  ]) {
    expect(html).toContain(title);
  }
});

test('the home page describes the business as JSON-LD LocalBusiness', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  expect(match).not.toBeNull();
  const data = JSON.parse(match![1]!) as Record<string, unknown>;
  expect(data['@type']).toBe('LocalBusiness');
  expect(data.address).toMatchObject({ addressLocality: 'Jaipur', postalCode: '302039' });
});

test('home shows its sections in order, with links to contact and services', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const hero = page.getByRole('region', { name: /zero upfront investment/i });
  await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(hero.getByRole('link', { name: 'Our Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  const order = [
    'Clean power that pays for itself',
    'Solar made simple for Indian businesses',
    'Built in Jaipur, working across India',
    'A registered company you can rely on',
    'Everything you need to go solar',
    'Plants powering businesses across India',
    'From enquiry to a working plant in four steps',
    'Payment and billing partners',
    'What Our Customers Say',
  ];
  expect(headings.filter((h) => order.includes(h))).toEqual(order);
  // The project grid holds the first six projects and leads on to the rest.
  const projects = page.getByRole('region', { name: 'Plants powering businesses across India' });
  await expect(projects.getByRole('article')).toHaveCount(6);
  await expect(projects.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
    'href',
    '/projects',
  );
});

test('home project cards animate in once when scrolled to, but not for reduced motion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The sections below the fold (the project grid among them) load their code when a visitor
  // nears the about block, and a grid already on screen when it mounts is shown as it is
  // ('static'). Their code is held back until the page is at the top again, so that the grid
  // mounts off screen however fast or slow the machine is, as for a visitor still reading above.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/assets\/home-below-fold-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto('/');
  const grid = page.locator('[data-reveal]');
  await page.locator('#about-block-title').scrollIntoViewIfNeeded();
  await requested;
  await page.evaluate(() => window.scrollTo(0, 0));
  release();
  await expect(grid).toHaveAttribute('data-reveal', 'waiting');
  await grid.scrollIntoViewIfNeeded();
  await expect(grid).toHaveAttribute('data-reveal', 'revealed');
  await expect(grid.getByRole('article').first()).toHaveCSS('opacity', '1');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(grid).toHaveAttribute('data-reveal', 'static');
  await expect(grid.getByRole('article').first()).toHaveCSS('opacity', '1');
});

test('View Details toggles a project card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/projects');
  const card = page.getByRole('article').filter({ hasText: 'Auto Components Plant' });
  const toggle = card.getByRole('button', { name: 'View Details' });
  await hydrated(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const description = card.getByText(/estimated to generate about 6,12,960 kWh/);
  await expect(description).toBeHidden();

  await toggle.click();
  const hide = card.getByRole('button', { name: 'Hide Details' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(description).toBeVisible();

  await hide.click();
  await expect(card.getByRole('button', { name: 'View Details' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(description).toBeHidden();
  await expect(
    card.getByRole('link', { name: 'Enquire about Auto Components Plant' }),
  ).toHaveAttribute(
    'href',
    `/contact?subject=${encodeURIComponent('Project like Auto Components Plant, Pune')}`,
  );
  await expect(
    card.getByRole('link', { name: 'Auto Components Plant', exact: true }),
  ).toHaveAttribute('href', '/projects/1');
});

test('a service card shows its details and Show Less closes them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/services');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Solar Financing Solutions' }) })
    .last();
  await expect(card.getByText('Most Popular')).toBeHidden();
  await hydrated(card.getByRole('button', { name: 'View Details' }));
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByText('Most Popular')).toBeVisible();
  await expect(card.getByText('Help with loan documents and approvals')).toBeVisible();

  await card.getByRole('button', { name: 'Show Less' }).click();
  await expect(card.getByText('Most Popular')).toBeHidden();
  await expect(card.getByRole('button', { name: 'View Details' })).toBeFocused();
  await expect(
    card.getByRole('link', { name: 'Get a quote for Solar Financing Solutions' }),
  ).toHaveAttribute('href', '/contact');
  await expect(
    card.getByRole('link', { name: 'Learn more about Solar Financing Solutions' }),
  ).toHaveAttribute('href', '/services/2');

  // On a small phone the two buttons stack, each at full touch-target height.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const name of [/^Get a quote for/, /^Learn more about/]) {
    const box = await card.getByRole('link', { name }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test('the testimonial carousel at 360 px moves with the arrow keys and the dots', async ({
  page,
}) => {
  // Slides then move at once and do not play by themselves: on a busy machine a sliding
  // animation or the 5 s autoplay could still be under way when the test looks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const carousel = page.getByRole('region', { name: 'Customer testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  const dot = (n: number) =>
    carousel.getByRole('button', { name: `Go to testimonial ${n}`, exact: true });
  const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 12`, exact: true });

  // Below the fold, its code loads when the visitor comes near. The sections above it may load
  // theirs at the same moment and push it down: on a busy machine a third of the first slide
  // was below the window when the test looked. The visitor scrolls to it again.
  await hydrated(dot(1));
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await slide(1).scrollIntoViewIfNeeded();
  await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(1)).toContainText('Solar Impact');
  await expect(slide(1)).toContainText('180 kW');
  await expect(slide(1)).toContainText('₹1,89,000');

  await dot(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press('ArrowLeft');
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  await dot(5).click();
  await expect(dot(5)).toHaveAttribute('aria-current', 'true');
  await expect(slide(5)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(1)).not.toBeInViewport();

  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(dot(6)).toHaveAttribute('aria-current', 'true');

  // From medium screens up the same testimonials are a grid instead.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(carousel).toBeHidden();
  await expect(
    page.getByRole('figure').filter({ hasText: 'Rajesh Agarwal' }).first(),
  ).toBeVisible();
});

test('the legal pages state their revision date in the reader’s language', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page.getByText('Last updated May 12, 2025')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Jaipur');

  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto('/privacy-policy');
  await expect(page.getByText('अंतिम अद्यतन: 12 मई 2025')).toBeVisible();
});

test('a picture that fails to load falls back to the logo', async ({ page }) => {
  await page.route(/\/assets\/(hero-rooftop|project-factory)-[^/]+\.svg$/, (route) =>
    route.abort(),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(
    page.getByRole('img', { name: 'Solar panels on the roof of a factory under a bright sun' }),
  ).toHaveAttribute('src', /logo-fallback/);

  await page.goto('/projects');
  const image = page.getByRole('img', { name: /^Solar installation at the Auto Components Plant/ });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /logo-fallback/);
  // Pictures that load, lazily, below the fold keep their own image.
  const office = page.getByRole('img', { name: /^Solar installation at the IT Park Office Block/ });
  await office.scrollIntoViewIfNeeded();
  await expect(office).toHaveJSProperty('complete', true);
  await expect(office).toHaveAttribute('src', /project-office/);
});
