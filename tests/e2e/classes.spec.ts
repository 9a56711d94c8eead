import { classes } from '../../content/classes.ts';
import { formatReadingTime, lectureReadingMinutes } from '../../content/lectures.ts';
import type { Page } from '@playwright/test';
import { desktop, expect, test } from './fixtures';

test.use({ viewport: desktop });

const filterNames = ['All', 'Supervised Learning', 'Unsupervised Learning', 'Neural Networks'];

async function expectPressed(page: Page, active: string) {
  for (const name of filterNames) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', String(name === active));
  }
}

const cards = (page: Page) => page.getByTestId('class-card');

test('a learner sees every class with its title, description, duration, level and category', async ({ page }) => {
  await page.goto('/classes');
  await expect(cards(page)).toHaveCount(classes.length);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { name: 'Linear Regression & Classification' })).toBeVisible();
  await expect(first).toContainText('Fit a line by least squares');
  await expect(first).toContainText(`Duration:${formatReadingTime(lectureReadingMinutes['linear-regression'])}`);
  await expect(first).toContainText('Level:Beginner');
  await expect(first).toContainText('Supervised Learning');
  await expectPressed(page, 'All');
});

test('a card and its lecture give one duration: the lecture’s reading time (issue 39: "2h" on the card, "66 min read" in the lecture)', async ({ page }) => {
  await page.goto('/classes');
  const card = cards(page).filter({ hasText: 'Linear Regression & Classification' });
  const duration = (await card.locator('dt', { hasText: 'Duration' }).locator('xpath=following-sibling::dd[1]').textContent())!.trim();
  expect(duration).toMatch(/^\d+ min$/);
  await card.getByRole('link', { name: 'Start Learning' }).click();
  await expect(page).toHaveURL('/linear-regression');
  await expect(page.locator('header.lecture-header')).toContainText(`${duration} read`);
});

test('each card starts its lecture and links to its details', async ({ page }) => {
  await page.goto('/classes');
  const lectures = [
    '/linear-regression',
    '/probabilistic-classifier',
    '/clustering',
    '/unsupervised-learning',
    '/support-vector-machines',
    '/dimensionality-reduction',
    '/nonparametric',
    '/trees',
    '/neural-networks',
    // Issue 40: ids 1 to 9 link to their lectures, any other id to its detail page, which starts the lecture.
    '/class/10',
  ];
  await expect(cards(page)).toHaveCount(classes.length);
  for (const [index, href] of lectures.entries()) {
    await expect(cards(page).nth(index).getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', href);
    await expect(cards(page).nth(index).getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/class/${index + 1}`);
  }
  await cards(page).nth(2).getByRole('link', { name: 'Start Learning' }).click();
  await expect(page).toHaveURL('/clustering');
  await expect(page.getByRole('heading', { level: 1, name: 'Clustering' })).toBeVisible();
});

test('a class without a lecture of its own links to its detail page', async ({ page }) => {
  await page.route('**/api/classes', async (route) => {
    const response = await route.fetch();
    const served = await response.json();
    served.push({
      ...served[0],
      id: 11,
      title: 'Reinforcement Learning',
      href: '/class/11',
    });
    await route.fulfill({ response, json: served });
  });
  await page.goto('/classes');
  const card = cards(page).filter({ hasText: 'Reinforcement Learning' });
  await expect(card.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/class/11');
});

test('a learner filters classes by Unsupervised Learning; the choice survives reload and the back button', async ({ page }) => {
  await page.goto('/classes');
  await expect(cards(page)).toHaveCount(classes.length);
  await page.getByRole('button', { name: 'Unsupervised Learning', exact: true }).click();
  await expect(page).toHaveURL('/classes?category=Unsupervised+Learning');
  await expectPressed(page, 'Unsupervised Learning');
  await expect(cards(page)).toHaveCount(3);
  for (const card of await cards(page).all()) await expect(card).toContainText('Unsupervised Learning');

  await page.reload();
  await expectPressed(page, 'Unsupervised Learning');
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Neural Networks', exact: true }).click();
  await expect(cards(page)).toHaveCount(2);
  await expectPressed(page, 'Neural Networks');

  await page.goBack();
  await expect(page).toHaveURL('/classes?category=Unsupervised+Learning');
  await expectPressed(page, 'Unsupervised Learning');
  await page.goBack();
  await expect(page).toHaveURL('/classes');
  await expectPressed(page, 'All');
  await expect(cards(page)).toHaveCount(classes.length);

  await page.getByRole('button', { name: 'Supervised Learning', exact: true }).click();
  await expect(cards(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL('/classes');
  await expect(cards(page)).toHaveCount(classes.length);
});

test('while the classes load, a spinner is announced', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/classes', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/classes');
  await expect(page.getByRole('status', { name: 'Loading classes' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  release();
  await expect(cards(page)).toHaveCount(classes.length);
  await expect(page.getByRole('status', { name: 'Loading classes' })).toBeHidden();
});

test.describe('when the classes cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('a server error shows "Failed to fetch classes"', async ({ page }) => {
    await page.route('**/api/classes', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
    await page.goto('/classes');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(alert).toContainText('Failed to fetch classes');
  });

  test('a network failure shows the error message itself', async ({ page }) => {
    await page.route('**/api/classes', (route) => route.abort('failed'));
    await page.goto('/classes');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(alert).toContainText('Failed to fetch');
    await expect(alert).not.toContainText('Failed to fetch classes');
  });

  test('a reply in an unexpected format shows that, not a broken page', async ({ page }) => {
    // A class without its link: the cards would have failed while rendering it.
    await page.route('**/api/classes', (route) => route.fulfill({ status: 200, json: [{ id: 1, title: 'Linear Regression' }] }));
    await page.goto('/classes');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(alert).toContainText('The class list came back in an unexpected format');
    await expect(cards(page)).toHaveCount(0);
  });

  test('a failure without a message shows "An error occurred"', async ({ page }) => {
    // A rejection that is not an Error (nothing real in Chromium produces one, so fetch is wrapped).
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = (input, init) => (String(input).endsWith('/api/classes') ? Promise.reject('offline') : realFetch(input, init));
    });
    await page.goto('/classes');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(alert).toContainText('An error occurred');
  });
});

test('without JavaScript the class list still links every class to its lecture', async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.goto('/classes');
  await expect(page.getByRole('status', { name: 'Loading classes' })).toBeHidden();
  await expect(page.getByText('The filters need JavaScript. Every class, and its lecture:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clustering' })).toHaveAttribute('href', '/clustering');
});

test('a returning learner finds "Continue: <lecture> › <section>" above the class list, and a new one finds nothing', async ({ page, pageWith }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'ml-classes:reading-position',
      JSON.stringify({ lecture: 'trees', lectureTitle: 'Decision Trees and Ensemble Learning', section: 'random-forests', sectionTitle: 'Random forests' }),
    ),
  );
  await page.goto('/classes');
  const resume = page.getByRole('link', { name: 'Continue: Decision Trees and Ensemble Learning › Random forests', exact: true });
  await expect(resume).toBeInViewport();
  // Kept above the title, in space the page always keeps: the title does not move for it.
  const newVisitor = await pageWith({ viewport: desktop });
  await newVisitor.goto('/classes');
  await expect(cards(newVisitor)).toHaveCount(classes.length);
  await expect(newVisitor.locator('[data-continue-reading]')).toBeEmpty();
  const title = (visit: Page) => visit.getByRole('heading', { level: 1, name: 'Classes' }).boundingBox();
  expect(await title(page)).toEqual(await title(newVisitor));

  await resume.click();
  await expect(page).toHaveURL('/trees#random-forests');
  await expect(page.locator('#random-forests')).toBeInViewport();
});
