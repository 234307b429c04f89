import { expect, test } from './fixtures.ts';

/**
 * The home page's budgets in both languages (decision 031): the HTML the server sends and the
 * elements the page holds once loaded (what Lighthouse's DOM size audit counts).
 */
const DOM_BUDGET_ELEMENTS = 800;
/**
 * In kilobytes. The Hindi page's Devanagari text takes three bytes a letter: it is still over
 * the 80 KB target, and held where it stands until the rest of its markup is cut.
 */
const HTML_BUDGET_KB: Record<string, number> = { '/': 80, '/hi/': 88 };

for (const [path, htmlBudgetKb] of Object.entries(HTML_BUDGET_KB)) {
  test(`${path} sends at most ${htmlBudgetKb} KB of HTML and holds at most ${DOM_BUDGET_ELEMENTS} elements after load`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).body();
    expect(html.byteLength).toBeLessThanOrEqual(htmlBudgetKb * 1024);

    // The width of Lighthouse's mobile preset.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    expect(elements).toBeLessThanOrEqual(DOM_BUDGET_ELEMENTS);
  });
}
