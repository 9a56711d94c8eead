import { expect, gotoHydrated, phone, test } from './fixtures';

// A trace's DOM snapshots lay out the whole page, math included, which is what this file checks does
// not happen (traces are on for local runs, off in CI; trace can only be set for a whole file).
test.use({ viewport: phone, trace: 'off' });

test('on a phone a lecture paints without laying out its math; the math fonts load when the reader scrolls to it', async ({ page }) => {
  const fontsFetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => new URL(entry.name).pathname.split('/').pop()),
    );
  await gotoHydrated(page, '/linear-regression');
  // The title, summary, outcomes and contents fill the first screen; the body below is skipped.
  const body = page.locator('#lecture-body');
  expect(await body.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(phone.height);
  expect(await fontsFetched()).toEqual([]);

  await body.locator('.katex').first().scrollIntoViewIfNeeded();
  await expect.poll(fontsFetched).toContainEqual(expect.stringMatching(/^KaTeX_Main-Regular-.+\.woff2$/));
  // The math is laid out with its real size once shown.
  expect(
    await body
      .locator('.katex-display')
      .first()
      .evaluate((element) => element.getBoundingClientRect().height),
  ).toBeGreaterThan(20);
});
