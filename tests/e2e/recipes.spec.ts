/**
 * The scikit-learn recipes (issue 36) as a learner meets them: /recipes is reached from the footer,
 * a recipe is found from the contents and shows its code, its real output and its API links, the
 * page reads without JavaScript, and at 390 px it does not scroll sideways.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { recipes } from '../../content/recipes/recipes.ts';
import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

const committed = (id: string, extension: 'py' | 'out') => readFileSync(`content/recipes/${id}.${extension}`, 'utf8').trimEnd();
const scaling = recipes.find((recipe) => recipe.id === 'scale-in-pipeline')!;
const apiPage = (name: string) => `https://scikit-learn.org/1.2/modules/generated/${name}.html`;

test('a learner finds how to scale features inside a pipeline on /recipes', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Recipes' }).click();
  await expect(page).toHaveURL('/recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'scikit-learn recipes' })).toBeVisible();
  await expect(page.locator('section[data-recipe]')).toHaveCount(recipes.length);

  await page.getByRole('navigation', { name: 'Recipes' }).getByRole('link', { name: scaling.task, exact: true }).click();
  await expect(page).toHaveURL(`/recipes#${scaling.id}`);
  const recipe = page.locator(`section#${scaling.id}`);
  await expect(recipe.getByRole('heading', { level: 3, name: scaling.task })).toBeInViewport();
  await expect(recipe).toContainText(scaling.when);
  expect(await recipe.locator('pre > code.language-python').textContent()).toBe(committed(scaling.id, 'py'));
  const output = recipe.locator('[data-snippet-output]');
  await expect(output.locator('figcaption')).toHaveText('Output');
  expect(await output.locator('pre').textContent()).toBe(committed(scaling.id, 'out'));
  await expect(recipe.locator('[data-recipe-api="sklearn.preprocessing.StandardScaler"]')).toHaveAttribute(
    'href',
    apiPage('sklearn.preprocessing.StandardScaler'),
  );
  // The names in the code link to the same pages.
  await expect(recipe.locator('code').getByRole('link', { name: 'make_pipeline' }).first()).toHaveAttribute('href', apiPage('sklearn.pipeline.make_pipeline'));
  await recipe.getByRole('link', { name: /Scaling features$/ }).click();
  await expect(page).toHaveURL(scaling.lecture!);
});

test('without JavaScript every recipe is there with its code, output and API links, and the Copy button is not', async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.goto(`/recipes#${scaling.id}`);
  await expect(page.locator('section[data-recipe]')).toHaveCount(recipes.length);
  const recipe = page.locator(`section#${scaling.id}`);
  await expect(recipe.locator('pre > code.language-python')).toBeVisible();
  expect(await recipe.locator('[data-snippet-output] pre').textContent()).toBe(committed(scaling.id, 'out'));
  await expect(recipe.getByRole('link', { name: 'StandardScaler' }).last()).toHaveAttribute('href', apiPage('sklearn.preprocessing.StandardScaler'));
  await expect(recipe.getByRole('button', { name: 'Copy' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Clustering' })).toBeVisible();
});

test('at 390 px the page does not scroll sideways and axe finds nothing', async ({ page }) => {
  // 66 highlighted scripts are thousands of elements for axe to walk: 30 s is not enough on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  await gotoHydrated(page, '/recipes');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  expect(results.violations).toEqual([]);
});
