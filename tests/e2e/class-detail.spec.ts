import { formatReadingTime, lectureReadingMinutes } from '../../content/lectures.ts';
import { desktop, expect, test } from './fixtures';

test.use({ viewport: desktop });

test('a learner opens a class and sees what it covers', async ({ page }) => {
  await page.goto('/classes');
  await page.getByTestId('class-card').nth(2).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL('/class/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Clustering' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('.badge')).toHaveText('Intermediate');
  await expect(main).toContainText('Group data without labels');
  await expect(main.getByText('Duration', { exact: true })).toBeVisible();
  await expect(main.getByText(formatReadingTime(lectureReadingMinutes.clustering), { exact: true })).toBeVisible();
  await expect(main.getByText('Level', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Topics Covered' })).toBeVisible();
  await expect(main.locator('.topic')).toHaveText([
    'What a good clustering is',
    'k-means',
    'k-means++',
    'Spectral clustering',
    'Laplacian matrix',
    'Spectral bisection',
  ]);
  await expect(page.getByRole('link', { name: 'Start the lecture' })).toHaveAttribute('href', '/clustering');
  await page.getByRole('link', { name: /Back to Classes/ }).click();
  await expect(page).toHaveURL('/classes');
});

test('class 10 (issue 40): its card opens its detail page, whose "Start the lecture" opens /transformers', async ({ page }) => {
  await page.goto('/classes');
  const card = page.getByTestId('class-card').filter({ hasText: 'Attention and Transformers' });
  await expect(card.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/class/10');
  await card.getByRole('link', { name: 'Start Learning' }).click();
  await expect(page).toHaveURL('/class/10');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Attention and Transformers' })).toBeVisible();
  await expect(main.locator('.badge')).toHaveText('Advanced');
  await expect(main.getByText(formatReadingTime(lectureReadingMinutes.transformers), { exact: true })).toBeVisible();
  await expect(main.locator('.topic')).toContainText(['Scaled dot-product attention', 'Multi-head attention']);
  await main.getByRole('link', { name: 'Start the lecture' }).click();
  await expect(page).toHaveURL('/transformers');
  await expect(page.getByRole('heading', { level: 1, name: 'Attention and Transformers' })).toBeVisible();
});

test('/class without an id shows class 1', async ({ page }) => {
  await page.goto('/class');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Linear Regression & Classification',
    }),
  ).toBeVisible();
});

test('while the class loads, "Loading class details..." is shown', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/classes/5', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/class/5');
  await expect(page.getByText('Loading class details...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Support Vector Machines' })).toBeVisible();
  await expect(page.getByText('Loading class details...')).toBeHidden();
});

test.describe('a class that does not exist', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('shows "Class Not Found" with a way back, and the server answers 404', async ({ page }) => {
    const response = await page.goto('/class/42');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Class Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Classes' }).click();
    await expect(page).toHaveURL('/classes');
  });

  test('an id that is not a number shows "Class Not Found"', async ({ page }) => {
    await page.goto('/class/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Class Not Found' })).toBeVisible();
  });
});

test.describe('when the class cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('a server error shows "Error: Failed to fetch class details"', async ({ page }) => {
    await page.route('**/api/classes/2', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
    await page.goto('/class/2');
    await expect(page.getByText('Error: Failed to fetch class details')).toBeVisible();
  });

  test('a reply in an unexpected format shows that, not a broken page', async ({ page }) => {
    await page.route('**/api/classes/2', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Bad gateway</p>' }));
    await page.goto('/class/2');
    await expect(page.getByText('Error: The class details came back in an unexpected format')).toBeVisible();
  });

  test('a network failure shows the error message itself', async ({ page }) => {
    await page.route('**/api/classes/2', (route) => route.abort('failed'));
    await page.goto('/class/2');
    await expect(page.getByText('Error: Failed to fetch', { exact: true })).toBeVisible();
  });
});
