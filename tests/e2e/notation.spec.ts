/**
 * The notation page (issue 19): generated from content/notation.ts, every symbol typeset at build
 * time, each lecture link working, readable without JavaScript, and usable at 390 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { lectureShortTitles, lectureSlugs } from '../../content/lectures.ts';
import { notation } from '../../content/notation.ts';
import { requiredLectureContent } from '../lecture-requirements.ts';
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
  // The link shows the lecture's short name; its accessible name adds the full title.
  const trees = row.getByRole('link', { name: 'Trees (Decision Trees and Ensemble Learning)', exact: true });
  await expect(trees.locator('.sr-only')).toHaveText(' (Decision Trees and Ensemble Learning)');
  await expect(trees).toHaveAttribute('title', 'Decision Trees and Ensemble Learning');
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

test('at 390 px it is in the footer and the mobile menu, and "Used in" stays compact: short lecture names side by side, full names for screen readers', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/about');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Notation' })).toHaveAttribute('href', '/notation');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'ML Classes' }).getByRole('link', { name: 'Notation' }).click();
  await expect(page).toHaveURL('/notation');
  await page.locator('html.hydrated').waitFor({ state: 'attached' });

  // The symbol used by the most lectures short of all of them (those show "Every lecture").
  const widest = notation.filter((entry) => entry.lectures.length < lectureSlugs.length).toSorted((a, b) => b.lectures.length - a.lectures.length)[0];
  const links = page.locator(`[id="symbol-${widest.id}"]`).getByRole('link');
  await expect(links).toHaveCount(widest.lectures.length);
  const tops = await links.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  // Side by side: fewer lines than lectures, where one full title a line took a line or more each.
  expect(new Set(tops).size).toBeLessThan(widest.lectures.length);
  // A screen reader hears the full title with the short name a learner sees (and can say, to voice control).
  const expected = widest.lectures.map((slug) => {
    const { title } = requiredLectureContent[slug];
    return lectureShortTitles[slug] === title ? title : `${lectureShortTitles[slug]} (${title})`;
  });
  for (const [index, link] of (await links.all()).entries()) await expect(link).toHaveAccessibleName(expected[index]);
});
