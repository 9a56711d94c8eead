/**
 * The glossary (issue 36): every term at its own anchor, A–Z navigation, definitions and formulas
 * typeset at build time, a link to the section that teaches each term, readable without
 * JavaScript, and reached from the footer and the phone's menu.
 *
 * The page is about 3 MB of typeset math (444 entries): role queries over the whole page take
 * seconds a poll on a busy machine, so the page-wide lookups use the page's markup contract
 * (`#<entry id>`, `#letter-e`, the letters' nav) and role queries stay inside one entry.
 */
import { glossary, glossaryLetter } from '../../content/glossary/glossary.ts';
import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

const entropy = glossary.find((entry) => entry.id === 'entropy')!;
const letterNav = 'nav[aria-label="Glossary letters"]';

test('a learner looks up entropy in the glossary', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/glossary');
  await expect(page.locator('h1')).toHaveText('Glossary');
  await expect(page.locator('.glossary-entry')).toHaveCount(glossary.length);
  await page.locator(`${letterNav} a`, { hasText: /^E$/ }).click();
  await expect(page).toHaveURL(/\/glossary#letter-e$/);
  await expect(page.locator('h2#letter-e')).toBeInViewport();

  const entry = page.locator('#entropy');
  await entry.scrollIntoViewIfNeeded();
  await expect(entry.getByRole('heading', { level: 3, name: 'Entropy' })).toBeVisible();
  await expect(entry.locator('.glossary-aliases')).toHaveText(`Also: ${entropy.aliases.join(', ')}`);
  // The formula is typeset (KaTeX's HTML, and MathML whose annotation keeps the TeX), not shown as TeX.
  const formula = entry.locator('.glossary-formula');
  await expect(formula.locator('.katex-display')).toBeVisible();
  await expect(formula.locator('.katex-display annotation')).toHaveText(entropy.formula!);
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
  const letters = await page
    .locator(`${letterNav} a`)
    .evaluateAll((links) => links.map((link) => ({ text: link.textContent, href: link.getAttribute('href'), disabled: link.getAttribute('aria-disabled') })));
  expect(letters.map((letter) => letter.text)).toEqual(['0–9', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
  for (const { text, href, disabled } of letters.slice(1)) {
    expect({ text, href, disabled }).toEqual(
      used.has(text!) ? { text, href: `#letter-${text!.toLowerCase()}`, disabled: null } : { text, href: null, disabled: 'true' },
    );
  }
  const [related] = entropy.related;
  const relatedTerm = glossary.find((entry) => entry.id === related)!.term;
  const entry = page.locator('#entropy');
  await entry.scrollIntoViewIfNeeded();
  await entry.getByRole('link', { name: relatedTerm, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/glossary#${related}$`));
  await expect(page.locator(`#${related}`)).toBeInViewport();
});

test('a link to an entry lands on it, with JavaScript and without', async ({ page, pageWith }) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/glossary#k-means');
  await expect(page.locator('#k-means')).toBeInViewport();
  await expect(page.locator('#k-means h3')).toHaveText('k-means');

  const noScript = await pageWith({ javaScriptEnabled: false, viewport: phone });
  await noScript.goto('/glossary#k-means');
  await expect(noScript.locator('#k-means')).toBeInViewport();
  await expect(noScript.locator('#k-means .glossary-formula .katex-display')).toBeVisible();
  await noScript.locator(`${letterNav} a`, { hasText: /^E$/ }).click();
  await expect(noScript.locator('#letter-e')).toBeInViewport();
});

test('is reached from the footer and the menu, loading its entries on the client', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/notation');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL('/glossary');
  // A navigation inside the app loads the entries' chunk (about 250 KB gzip) and renders 444 entries.
  await expect(page.locator('.glossary-entry')).toHaveCount(glossary.length, { timeout: 60_000 });

  await page.setViewportSize(phone);
  await gotoHydrated(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'ML Classes' }).getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL('/glossary');
  await expect(page.locator('#entropy .katex').first()).toBeAttached({ timeout: 60_000 });
});

test('at 390 px the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/glossary');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
