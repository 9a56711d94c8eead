import AxeBuilder from '@axe-core/playwright';
import { desktop, expect, phone, test } from './fixtures';
import { errorPaths, sitePaths } from './routes';

// Each page at both widths and in both themes, once its data has loaded. A lecture is a large
// document (about 25,000 nodes with its typeset math), and scanning it takes tens of seconds on
// two busy cores.
test.describe.configure({ timeout: 120_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test.describe(`${colorScheme}, ${device}`, () => {
      // The error pages are served with status 404, which Chromium logs.
      test.use({ colorScheme, viewport, allowedConsoleErrors: [/the server responded with a status of 404/] });
      for (const path of [...sitePaths, ...errorPaths]) {
        test(`${path} has no axe violations`, async ({ page }) => {
          await page.goto(path, { waitUntil: 'networkidle' });
          await expect(page.getByRole('status')).toHaveCount(0);
          // KaTeX's visual rendering (.katex-html) is aria-hidden, its glyphs take the colour of the
          // prose around them (which is checked), and its MathML twin, which assistive technology
          // reads, stays in the scan; leaving out its thousands of positioned spans makes a lecture's
          // scan take seconds instead of half a minute.
          const results = await new AxeBuilder({ page })
            .exclude('.katex-html')
            .options({ resultTypes: ['violations'] })
            .analyze();
          const violations = results.violations.map(
            (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
          expect(violations).toEqual([]);
        });
      }
    });
  }
}
