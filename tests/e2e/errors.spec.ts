import { classes } from '../../content/classes.ts';
import { expect, test } from './fixtures';

test.describe('an unknown path', () => {
  test.use({
    allowedConsoleErrors: [/the server responded with a status of 404/],
  });

  test('shows a real "Page not found" page, served with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await page.getByRole('main').getByRole('link', { name: 'Browse the classes' }).click();
    await expect(page).toHaveURL('/classes');
    await expect(page.getByTestId('class-card')).toHaveCount(classes.length);
  });
});

test.describe('an unknown path under /api/', () => {
  test('a client gets a JSON error, never the "Page not found" page', async ({ request }) => {
    for (const [method, url, status, error] of [
      ['GET', '/api/nope', 404, 'No API route GET /api/nope'],
      ['POST', '/api/nope', 404, 'No API route POST /api/nope'],
      ['GET', `/api/classes/${'1'.repeat(400)}`, 400, 'The class id must be a positive integer'],
    ] as const) {
      const response = await request.fetch(url, { method, ...(method === 'POST' ? { data: {} } : {}) });
      expect(response.status(), url).toBe(status);
      expect(response.headers()['content-type'], url).toBe('application/json; charset=utf-8');
      expect(await response.json(), url).toEqual({ error });
    }
  });
});

test.describe('an unexpected error inside the app', () => {
  test.use({ allowedConsoleErrors: [/Deliberate failure/] });

  test('shows the error boundary with the error text instead of a blank page', async ({ page }) => {
    // Replace the About page's code with a component that throws while rendering.
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function About() { throw new Error("Deliberate failure"); }',
      }),
    );
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Deliberate failure');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
