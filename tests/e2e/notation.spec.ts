/**
 * The notation page (issue 19): generated from content/notation.ts, every symbol typeset at build
 * time, each lecture link working, readable without JavaScript, and usable at 390 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { notation } from '../../content/notation.ts';
import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

const penalty = notation.find((entry) => entry.id === 'penalty')!;

test('lists every symbol of the table, typeset, with its meaning and the lectures that use it', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/notation');
  await expect(page.getByRole('heading', { level: 1, name: 'Notation' })).toBeVisible();
  await expect(page.locator('[data-notation-symbol]')).toHaveCount(notation.length);
  const row = page.locator(`[data-notation-symbol="${penalty.symbol.replace(/\\/g, '\\\\')}"]`);
  await expect(row.locator('.katex')).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(penalty.meaning);
  await expect(row.getByRole('link')).toHaveCount(penalty.lectures.length);
  await expect(page.locator('[data-notation-symbol="n"]')).toContainText('Every lecture');
  await row.getByRole('link', { name: 'Decision Trees and Ensemble Learning' }).click();
  await expect(page).toHaveURL('/trees');
});

test('is reached from the footer and the About page, and reads without JavaScript', async ({ page, pageWith }) => {
  await page.setViewportSize(desktop);
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Notation' }).click();
  await expect(page).toHaveURL('/notation');
  const noScript = await pageWith({ javaScriptEnabled: false });
  await noScript.goto('/notation');
  await expect(noScript.locator('[data-notation-symbol] .katex').first()).toBeVisible();
  await expect(noScript.getByRole('heading', { level: 2, name: 'Optimisation' })).toBeVisible();
});

test('at 390 px the page does not scroll sideways and axe finds nothing', async ({ page }) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/notation');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
