import { expect, seriousViolations, test } from './fixtures.ts';

// Every page's accessibility rests on `seriousViolations`; this shows it still reports what it
// must after being made cheaper (axe sent once a document, violations only).
test('the axe check passes a clean page and names the faults put into it', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    main.append(document.createElement('button'));
    const faint = document.createElement('p');
    faint.textContent = 'Hard to read';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    main.append(faint);
  });
  const found = await seriousViolations(page);
  expect(found.map((violation) => violation.split(':')[0]).sort()).toEqual([
    'button-name',
    'color-contrast',
  ]);
  // Without the colour check, every other fault is still named.
  const withoutContrast = await seriousViolations(page, { contrast: false });
  expect(withoutContrast.map((violation) => violation.split(':')[0])).toEqual(['button-name']);
});
