/**
 * The glossary (issue 36): every term at its own anchor, A–Z navigation, definitions and formulas
 * typeset at build time, a link to the section that teaches each term, readable without
 * JavaScript, and reached from the footer and the phone's menu.
 */
import { glossary, glossaryLetter } from '../../content/glossary/glossary.ts';
import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

const entropy = glossary.find((entry) => entry.id === 'entropy')!;

test('a learner looks up entropy in the glossary', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  await expect(page.locator('.glossary-entry')).toHaveCount(glossary.length);
  const letters = page.getByRole('navigation', { name: 'Glossary letters' });
  await letters.getByRole('link', { name: 'E', exact: true }).click();
  await expect(page).toHaveURL(/\/glossary#letter-e$/);
  await expect(page.getByRole('heading', { level: 2, name: 'E', exact: true })).toBeInViewport();

  const entry = page.locator('#entropy');
  await expect(entry.getByRole('heading', { level: 3, name: 'Entropy' })).toBeVisible();
  await expect(entry.locator('.glossary-aliases')).toHaveText(`Also: ${entropy.aliases.join(', ')}`);
  // The formula is typeset (KaTeX's HTML, and MathML whose annotation keeps the TeX), not shown as TeX.
  const formula = entry.locator('.glossary-formula');
  await expect(formula.locator('.katex-display')).toBeVisible();
  await expect(formula.locator('annotation')).toHaveText(entropy.formula!);
  await expect(entry.locator('.glossary-definition .katex').first()).toBeVisible();
  await expect(entry).not.toContainText('$');

  await entry.getByRole('link', { name: 'Decision Trees and Ensemble Learning › Impurity measures' }).click();
  await expect(page).toHaveURL('/trees#impurity-measures');
  await expect(page.locator('#impurity-measures')).toBeInViewport();
});

test('letters without terms are shown but are not links, and a related term jumps to its entry', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/glossary');
  const used = new Set(glossary.map((entry) => glossaryLetter(entry.term)));
  const letters = page.getByRole('navigation', { name: 'Glossary letters' });
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    const link = letters.getByRole('link', { name: letter, exact: true });
    if (used.has(letter)) await expect(link).toHaveAttribute('href', `#letter-${letter.toLowerCase()}`);
    else await expect(link).toHaveAttribute('aria-disabled', 'true');
  }
  const [related] = entropy.related;
  const relatedTerm = glossary.find((entry) => entry.id === related)!.term;
  await page.locator('#entropy').getByRole('link', { name: relatedTerm, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/glossary#${related}$`));
  await expect(page.locator(`#${related}`)).toBeInViewport();
});

test('a link to an entry lands on it, with JavaScript and without', async ({ page, pageWith }) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/glossary#k-means');
  await expect(page.locator('#k-means')).toBeInViewport();
  await expect(page.locator('#k-means').getByRole('heading', { level: 3 })).toHaveText('k-means');

  const noScript = await pageWith({ javaScriptEnabled: false, viewport: phone });
  await noScript.goto('/glossary#k-means');
  await expect(noScript.locator('#k-means')).toBeInViewport();
  await expect(noScript.locator('#k-means .glossary-formula .katex-display')).toBeVisible();
  await noScript.getByRole('link', { name: 'E', exact: true }).click();
  await expect(noScript.locator('#letter-e')).toBeInViewport();
});

test('is reached from the footer and the menu, loading its entries on the client', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/notation');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL('/glossary');
  await expect(page.locator('#entropy .katex').first()).toBeVisible();

  await page.setViewportSize(phone);
  await gotoHydrated(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'ML Classes' }).getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL('/glossary');
  await expect(page.locator('.glossary-entry')).toHaveCount(glossary.length);
});

test('at 390 px the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/glossary');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
