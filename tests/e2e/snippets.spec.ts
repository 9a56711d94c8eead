/**
 * The lectures' "In code" snippets (issue "Every lecture in code") as a learner meets them: Copy
 * puts the code on the clipboard, scikit-learn names link to their 1.2 API pages, code and output
 * are readable without JavaScript, axe finds nothing in light and dark, and at 390 px the code
 * scrolls inside its block, not the page. The snippets are the linear-regression lecture's.
 */
import { readFileSync } from 'node:fs';
import { axeViolationsWithin } from './axe';
import { desktop, expect, gotoHydrated, phone, test, waitForTransitions } from './fixtures';

const lecture = '/linear-regression';
const committed = (name: string) => readFileSync(`content/snippets/linear-regression/${name}.py`, 'utf8').trimEnd();
const output = (name: string) => readFileSync(`content/snippets/linear-regression/${name}.out`, 'utf8').trimEnd();

test.describe.configure({ timeout: 60_000 });

test('the "In code" section comes right before "Common pitfalls" and Copy puts the code on the clipboard', async ({ page, context }) => {
  await page.setViewportSize(desktop);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // As in the Copy LaTeX test: the clock is held while "Copied" is checked, then moved on.
  await page.clock.install();
  await gotoHydrated(page, lecture);
  await page.clock.pauseAt(Date.now() + 60_000);
  const headings = await page.locator('#lecture-body h2').allTextContents();
  expect(headings[headings.indexOf('In code') + 1]).toBe('Common pitfalls');

  const snippet = page.locator('#lecture-body [data-snippet="linear-regression/worked-example"]');
  await snippet.scrollIntoViewIfNeeded();
  await expect(snippet.locator('pre > code.language-python')).toBeVisible();
  await snippet.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(snippet.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(committed('worked-example'));
  await page.clock.runFor(2_000);
  await expect(snippet.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
});

test('scikit-learn names link to their API pages for version 1.2', async ({ page }) => {
  // The snippet is far down the lecture, in the blocks the page adds after load.
  await gotoHydrated(page, lecture);
  const code = page.locator('[data-snippet="linear-regression/choose-lambda"] pre > code.language-python');
  const base = 'https://scikit-learn.org/1.2/modules/generated/';
  await expect(code.getByRole('link', { name: 'GridSearchCV' }).first()).toHaveAttribute('href', `${base}sklearn.model_selection.GridSearchCV.html`);
  await expect(code.getByRole('link', { name: 'make_pipeline' }).first()).toHaveAttribute('href', `${base}sklearn.pipeline.make_pipeline.html`);
  const ridge = page.locator('[data-snippet="linear-regression/worked-example"] code').getByRole('link', { name: 'Ridge', exact: true });
  // In the import and where it is used.
  await expect(ridge).toHaveCount(2);
  for (const href of await ridge.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toBe(`${base}sklearn.linear_model.Ridge.html`);
  }
});

test('without JavaScript the code and its output are there and readable, and the Copy button is not', async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.goto(lecture);
  const snippet = page.locator('[data-snippet="linear-regression/worked-example"]');
  await snippet.scrollIntoViewIfNeeded();
  const code = snippet.locator('pre > code.language-python');
  await expect(code).toBeVisible();
  expect(await code.textContent()).toBe(committed('worked-example'));
  const printed = snippet.locator('[data-snippet-output]');
  await expect(printed.locator('figcaption')).toHaveText('Output');
  await expect(printed.locator('pre')).toBeVisible();
  expect(await printed.locator('pre').textContent()).toBe(output('worked-example'));
  await expect(snippet.getByRole('button', { name: 'Copy', exact: true })).toBeHidden();
});

test('axe finds nothing in the section, light and dark, and at 390 px the code scrolls inside its block, not the page', async ({ page }) => {
  // Axe builds its tree of the whole document even for one section: on /linear-regression (about
  // 100,000 elements) each of the two runs took 30-60 s on a loaded machine, past the default minute.
  test.setTimeout(240_000);
  await page.setViewportSize(phone);
  await gotoHydrated(page, lecture);
  const pre = page.locator('[data-snippet="linear-regression/choose-lambda"] pre:has(> code)');
  await pre.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  const box = await pre.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
  const { scrollWidth, clientWidth } = await pre.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await pre.evaluate((element) => element.scrollBy(200, 0));
  expect(await pre.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await waitForTransitions(page);
    expect(await axeViolationsWithin(page, '#in-code, .snippet'), theme).toEqual([]);
  }
});
