/**
 * Takes screenshots of pages as a reader sees them, at 390 px and 1280 px, light and dark:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3000 / /classes /linear-regression
 * PNGs go to screenshots/ (ignored by git). Add --full for full-page shots.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium.ts';

const args = process.argv.slice(2);
const full = args.includes('--full');
const [base, ...paths] = args.filter((arg) => !arg.startsWith('--'));
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, colorScheme: scheme });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${scheme}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: full });
      console.log(`screenshots/${name}`);
    }
    await context.close();
  }
}
await browser.close();
