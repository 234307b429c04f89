import type { Locator, Page } from '@playwright/test';
import {
  type CalculatorInput,
  calculateSavings,
  DEFAULT_CALCULATOR_INPUT,
} from '#shared/calculator.ts';
import { formatLakhCr, formatNumber } from '#shared/format.ts';
import { LIVE_COUNTER_START_KWH } from '#shared/live-counter.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

const PAGE = '/sustainability';
const START = formatNumber(LIVE_COUNTER_START_KWH);

const counter = (page: Page) => page.getByTestId('live-counter-value');
const digits = async (locator: Locator) =>
  Number(((await locator.textContent()) ?? '').replace(/\D/g, ''));

/**
 * The page ticks its counter only once React has taken over the prerendered HTML. The parts below
 * the fold (walkthrough, stories, calculator) hydrate only when scrolled near: a test that uses
 * one brings it near first with `hydrated()`, as a visitor's scrolling does.
 */
async function openHydrated(page: Page, url = PAGE) {
  await page.goto(url);
  await expect(counter(page)).not.toContainText(START);
}

/** The figures the page should show for these inputs, worked out by the shared calculator. */
function expected(input: CalculatorInput) {
  const result = calculateSavings(input);
  return {
    result,
    systemSize: `${formatNumber(result.plantSizeKw, 1)} kW`,
    annualSavings: formatLakhCr(result.annualSavings, 'en'),
    fiveYearSavings: formatLakhCr(result.fiveYearSavings, 'en'),
    installationCost: formatLakhCr(result.installationCost, 'en'),
  };
}

test('the hero leads to the calculator and to the contact page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page);
  const hero = page.locator('section[aria-labelledby="sustainability-hero-title"]');
  await expect(hero.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await hero.getByRole('link', { name: 'Calculate Your Savings' }).click();
  await expect(page).toHaveURL(/#calculator$/);
  await expect(
    page.getByRole('heading', { name: 'What would solar save your business?' }),
  ).toBeInViewport();

  // Changing an input keeps the anchor (and so the scroll position).
  await page.getByLabel('City', { exact: true }).selectOption('kolkata');
  await expect(page).toHaveURL(/[?&]city=kolkata&.*#calculator$/);
  await expect(page.getByRole('link', { name: 'Get a Detailed Quote' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test.describe('savings calculator', () => {
  test('is prerendered with the default inputs, so it reads without JavaScript', async ({
    request,
  }) => {
    const html = await (await request.get(PAGE)).text();
    const defaults = expected(DEFAULT_CALCULATOR_INPUT);
    expect(html).toContain('id="calculator"');
    expect(html).toContain(defaults.systemSize);
    expect(html).toContain(defaults.annualSavings);
    expect(html).toContain(START);
  });

  test('computes from the bill and city, keeps them in the URL without flooding history', async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    await openHydrated(page);
    const calculator = page.locator('#calculator');
    await hydrated(calculator.getByLabel('City', { exact: true }));

    await calculator
      .getByRole('spinbutton', { name: 'Monthly electricity bill (₹)' })
      .fill('200000');
    await calculator.getByLabel('City', { exact: true }).selectOption('mumbai');
    const mumbai = expected({ ...DEFAULT_CALCULATOR_INPUT, monthlyBill: 200_000, city: 'mumbai' });
    await expect(page.getByTestId('result-systemSize')).toContainText(mumbai.systemSize);
    await expect(page.getByTestId('result-annualSavings')).toContainText(mumbai.annualSavings);
    await expect(page.getByTestId('result-fiveYearSavings')).toContainText(mumbai.fiveYearSavings);
    await expect(page.getByTestId('result-installationCost')).toContainText(
      mumbai.installationCost,
    );
    // No roof or range note; only the surplus the bill cap leaves out (21,000 kWh generated,
    // ₹2,00,000 / ₹11.2 = 17,857 used).
    await expect(page.getByTestId('result-notes').getByRole('listitem')).toHaveText([
      /about 3,143 kWh a month more than you use/,
    ]);
    await expect(page).toHaveURL(/[?&]bill=200000(&|$)/);
    await expect(page).toHaveURL(/[?&]city=mumbai(&|$)/);
    await expect(calculator.getByRole('slider', { name: 'Monthly electricity bill' })).toHaveValue(
      '200000',
    );

    // A bill the default 10,000 sq ft roof cannot carry: the roof sets the size, and says so.
    await calculator.getByRole('slider', { name: 'Monthly electricity bill' }).fill('400000');
    const roofBound = expected({
      ...DEFAULT_CALCULATOR_INPUT,
      monthlyBill: 400_000,
      city: 'mumbai',
    });
    expect(roofBound.result.roofLimited).toBe(true);
    await expect(page.getByTestId('result-systemSize')).toContainText(roofBound.systemSize);
    await expect(page.getByTestId('result-notes')).toContainText(
      'Your roof limits the system to 250 kW',
    );
    await expect(page).toHaveURL(/[?&]bill=400000(&|$)/);

    // Every change replaced the entry, so Back leaves the page at once.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    expect(consoleProblems).toEqual([]);
  });

  test('restores shared inputs from the URL, with the chart and a note below 50 kW', async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const shared = {
      monthlyBill: 120_000,
      city: 'jaipur',
      roofAreaSqft: 1_600,
      businessType: 'retail',
      interestRate: 10,
    } as const;
    await openHydrated(page, `${PAGE}?bill=120000&city=jaipur&roof=1600&type=retail#calculator`);
    const calculator = page.locator('#calculator');

    await expect(calculator.getByRole('slider', { name: 'Monthly electricity bill' })).toHaveValue(
      '120000',
    );
    await expect(
      calculator.getByRole('spinbutton', { name: 'Monthly electricity bill (₹)' }),
    ).toHaveValue('120000');
    await expect(calculator.getByLabel('City', { exact: true })).toHaveValue('jaipur');
    await expect(calculator.getByLabel('Available roof area (sq ft)')).toHaveValue('1600');
    await expect(calculator.getByLabel('Business type')).toHaveValue('retail');

    const figures = expected(shared);
    expect(figures.result.plantSizeKw).toBe(40);
    await expect(page.getByTestId('result-systemSize')).toContainText(figures.systemSize);
    await expect(page.getByTestId('result-notes')).toContainText('Our systems start at 50 kW');
    await expect(
      page.getByRole('img', { name: /Cumulative savings vs\. installation cost/ }),
    ).toBeVisible();

    // The chart's figures are also a table.
    await page.getByText('Show the figures as a table').click();
    const year25 = page.getByRole('row', { name: /^25 / });
    await expect(year25).toContainText(formatLakhCr(figures.result.annualSavings * 25, 'en'));
    expect(consoleProblems).toEqual([]);
  });

  test('the advanced view sets the bill from monthly units at the city tariff', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHydrated(page);
    await hydrated(page.getByRole('button', { name: 'Show advanced options' }));
    await page.getByRole('button', { name: 'Show advanced options' }).click();
    await page.getByLabel('Monthly consumption (kWh)').fill('10000');
    // Delhi's tariff is ₹10.5 a unit.
    await expect(page).toHaveURL(/[?&]bill=105000(&|$)/);
    await expect(
      page.getByRole('spinbutton', { name: 'Monthly electricity bill (₹)' }),
    ).toHaveValue('105000');
  });
});

test('a link to the result can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, `${PAGE}?bill=90000&city=chennai`);
  await hydrated(page.getByRole('button', { name: 'Copy link to this result' }));
  await page.getByRole('button', { name: 'Copy link to this result' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.pathname).toBe(PAGE);
  expect(copied.searchParams.get('bill')).toBe('90000');
  expect(copied.searchParams.get('city')).toBe('chennai');
  expect(copied.hash).toBe('#calculator');
});

test('speaks Hindi, with Lakh and Cr in Hindi words', async ({ page, consoleProblems }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, `${PAGE}?bill=400000&city=pune`);
  await hydrated(page.getByTestId('result-annualSavings'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { level: 2, name: 'सोलर से आपके व्यवसाय की कितनी बचत होगी?' }),
  ).toBeVisible();
  const { result } = expected({ ...DEFAULT_CALCULATOR_INPUT, monthlyBill: 400_000, city: 'pune' });
  await expect(page.getByTestId('result-annualSavings')).toContainText(
    formatLakhCr(result.annualSavings, 'hi'),
  );
  await expect(page.getByTestId('result-installationCost')).toContainText('करोड़');
  await expect(page.getByTestId('walkthrough-position')).toContainText('चरण 1 / 8');
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test.describe('installation walkthrough', () => {
  test('plays every 5 s, can be paused, stepped, jumped, resumed and restarted, and stops at the end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await openHydrated(page);
    const position = page.getByTestId('walkthrough-position');
    const steps = page.getByRole('list', { name: 'Installation steps' });

    // Below the fold it waits, so it has not run to the end before the visitor gets there.
    await expect(steps).not.toBeInViewport();
    await page.clock.fastForward(10_000);
    await expect(position).toContainText('Step 1 of 8');
    await steps.scrollIntoViewIfNeeded();
    await expect(position).toContainText('Step 2 of 8', { timeout: 15_000 });

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.clock.fastForward(20_000);
    await expect(position).toContainText('Step 2 of 8');

    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(position).toContainText('Step 3 of 8');
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect(position).toContainText('Step 2 of 8');

    await steps.getByRole('button', { name: /^5 / }).click();
    await expect(position).toContainText('Step 5 of 8');
    await expect(steps.getByRole('button', { name: /^5 / })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByRole('heading', { name: 'Procurement & Delivery' })).toBeVisible();

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    for (const step of [6, 7, 8]) {
      await page.clock.fastForward(5_000);
      await expect(position).toContainText(`Step ${step} of 8`);
    }
    // Autoplay stopped at the last step.
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next step' })).toBeDisabled();
    await page.clock.fastForward(15_000);
    await expect(position).toContainText('Step 8 of 8');

    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(position).toContainText('Step 1 of 8');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.clock.fastForward(5_000);
    await expect(position).toContainText('Step 2 of 8');
  });

  test('waits for the visitor when they prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHydrated(page);
    await page.getByRole('list', { name: 'Installation steps' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // Longer than a step lasts, with the walkthrough on screen.
    await page.clock.fastForward(6_000);
    await expect(page.getByTestId('walkthrough-position')).toContainText('Step 1 of 8');
  });
});

test.describe('testimonial carousel', () => {
  const story = (page: Page, n: number) =>
    page.getByRole('button', { name: `Show story ${n} of 5` });

  test('arrow keys move the slides and the dots follow', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHydrated(page);
    const carousel = page.getByRole('region', {
      name: 'Sustainability stories from our customers',
    });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('group')).toHaveCount(5);

    await hydrated(story(page, 1));
    await story(page, 1).focus();
    await expect(story(page, 1)).toHaveAttribute('aria-current', 'true');
    // The slider itself starts in an effect after hydration: on a busy machine a key pressed
    // at once can come before it, so the first press is repeated until the slides move.
    await expect(async () => {
      if ((await story(page, 2).getAttribute('aria-current')) !== 'true')
        await page.keyboard.press('ArrowRight');
      await expect(story(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(story(page, 1)).not.toHaveAttribute('aria-current');
    await page.keyboard.press('ArrowRight');
    await expect(story(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '3 of 5' })).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowLeft');
    await expect(story(page, 2)).toHaveAttribute('aria-current', 'true');

    await carousel.getByRole('button', { name: 'Next story' }).click();
    await expect(story(page, 3)).toHaveAttribute('aria-current', 'true');
  });

  test('plays every 5 s and pauses while hovered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await openHydrated(page);
    const carousel = page.getByRole('region', {
      name: 'Sustainability stories from our customers',
    });
    await hydrated(story(page, 1));

    await page.clock.fastForward(5_000);
    await expect(story(page, 2)).toHaveAttribute('aria-current', 'true');
    await carousel.hover();
    await page.clock.fastForward(12_000);
    await expect(story(page, 2)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.clock.fastForward(5_000);
    await expect(story(page, 3)).toHaveAttribute('aria-current', 'true');

    // Its own pause button stops it; play starts it again even with focus still on the button.
    await carousel.getByRole('button', { name: 'Pause stories' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.fastForward(12_000);
    await expect(story(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Play stories' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.clock.fastForward(5_000);
    await expect(story(page, 4)).toHaveAttribute('aria-current', 'true');
  });
});

test('the live counter adds 10 to 49 kWh a second and can be paused', async ({ page }) => {
  await page.clock.install();
  await page.goto(PAGE);
  await expect(counter(page)).toContainText(START);
  await expect(counter(page)).not.toContainText(START);

  // Three ticks (and perhaps one more of real time while the test runs) of 10 to 49 kWh.
  const before = await digits(counter(page));
  await page.clock.runFor(3_000);
  await expect.poll(() => digits(counter(page))).toBeGreaterThanOrEqual(before + 3 * 10);
  expect(await digits(counter(page))).toBeLessThanOrEqual(before + 5 * 49);

  await page.getByRole('button', { name: 'Pause live updates' }).click();
  const paused = await digits(counter(page));
  await page.clock.fastForward(5_000);
  expect(await digits(counter(page))).toBe(paused);
  // CO2 avoided is 0.85 kg a kWh, shown in tonnes.
  await expect(page.getByText(`${formatNumber((paused * 0.85) / 1000)} tonnes`)).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`has no serious axe violation and no console error at ${width} px`, async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openHydrated(page, `${PAGE}?bill=300000&city=pune`);
    await hydrated(page.getByRole('button', { name: 'Show advanced options' }));
    await page.getByRole('button', { name: 'Show advanced options' }).click();
    await page.getByText('Show the figures as a table').click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // Colours: judged at the phone width (fixtures.ts, seriousViolations).
    expect(await seriousViolations(page, { contrast: width === 360 })).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
}
