import AxeBuilder from '@axe-core/playwright';
import { withTypesetMathHollowed } from './axe';
import { desktop, expect, phone, test } from './fixtures';
import { errorPaths, lecturePaths, sitePaths } from './routes';

// Each page in both themes, at both widths, once its data has loaded; each lecture in both themes at
// the phone's width, and one lecture at the desktop's too.
//
// A lecture is a large document (about 64,000 elements with its typeset math), and axe's cost is
// walking it, whatever the scan includes: on this 2-core machine a lecture took 20-45 s to scan, and
// with the lecture's body excluded it still took 90% of that. The math's visual rendering, 60% of
// the elements, is emptied for the scan (withTypesetMathHollowed), which takes a lecture's scan from
// 20 s to 9 s. The lectures were most of the browser suite's time, so each is scanned once per
// theme, where it has the most to check: at the phone's width, where wide math and tables become
// scrollable regions and the contents are a disclosure.
// What only the desktop's width shows of a lecture (the side contents, the two-column layout) is the
// same component for every lecture, so one lecture is scanned there.
//
// Legacy mode runs axe in the page in one call. By default AxeBuilder runs it frame by frame and
// finishes the run in a second page, which serialises every result across: a third to half of a
// lecture's scan. The site has no iframes, which is all legacy mode gives up.
// A lecture with its 32 folded questions took 25-60 s here and over 2 minutes beside a unit-test run.
test.describe.configure({ timeout: 300_000 });

const desktopLecturePaths = lecturePaths.slice(0, 1);
// The glossary is one page of 444 typeset definitions, larger than a lecture (about 3 MB of HTML):
// it is scanned once per theme, at the phone's width, with the time a page that size takes here.
const largePages: readonly string[] = ['/glossary'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, viewport, paths] of [
    ['phone', phone, [...sitePaths, ...errorPaths]],
    [
      'desktop',
      desktop,
      [...sitePaths.filter((path) => (!lecturePaths.includes(path) || desktopLecturePaths.includes(path)) && !largePages.includes(path)), ...errorPaths],
    ],
  ] as const) {
    test.describe(`${colorScheme}, ${device}`, () => {
      // The error pages are served with status 404, which Chromium logs.
      test.use({ colorScheme, viewport, allowedConsoleErrors: [/the server responded with a status of 404/] });
      for (const path of paths) {
        test(`${path} has no axe violations`, async ({ page }) => {
          if (largePages.includes(path)) test.setTimeout(360_000);
          await page.goto(path, { waitUntil: 'networkidle' });
          // A long page's far blocks arrive after load (app/lib/deferred-blocks.ts): the scan covers them all.
          await page.locator('[data-deferred-body]:not([data-blocks-complete])').waitFor({ state: 'detached', timeout: 60_000 });
          await expect(page.getByRole('status')).toHaveCount(0);
          // KaTeX's visual rendering (.katex-html) is aria-hidden, its glyphs take the colour of the
          // prose around them (which is checked), and its MathML twin, which assistive technology
          // reads, stays in the scan.
          const results = await withTypesetMathHollowed(page, () =>
            new AxeBuilder({ page })
              .setLegacyMode(true)
              .exclude('.katex-html')
              .options({ resultTypes: ['violations'] })
              .analyze(),
          );
          const violations = results.violations.map(
            (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
          expect(violations).toEqual([]);
        });
      }
    });
  }
}

// Lighthouse audits a phone of 412 × 823 CSS pixels, right after load, without scrolling. There the
// lecture's skipped blocks (content-visibility) are measured at their placeholder heights, and a
// tap target that a block's contents push onto a heading counts as covered by it: this once gave
// two lectures 96 for accessibility while the full scan above, at another width, passed.
test.describe("at Lighthouse's phone size, before the reader scrolls", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const path of lecturePaths) {
    test(`${path} has no tap target covered by another`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const results = await new AxeBuilder({ page }).setLegacyMode(true).include('.lecture-body').exclude('.katex-html').withRules(['target-size']).analyze();
      expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    });
  }
});
