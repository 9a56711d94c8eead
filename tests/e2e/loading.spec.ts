import type { Request } from '@playwright/test';
import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

test.describe('loading a page', () => {
  test.use({ viewport: phone });

  test('the app code is requested only after the page has painted, and the page still hydrates', async ({ page }) => {
    await gotoHydrated(page, '/clustering');
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      appScripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(?!inline\/)[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.appScripts.length).toBeGreaterThan(5);
    expect(Math.min(...timing.appScripts)).toBeGreaterThanOrEqual(timing.firstPaint);
  });
});

test.describe('moving between pages', () => {
  test.use({ viewport: desktop });

  test('after the first load, links navigate on the client: no page and no shell code is fetched again', async ({ page }) => {
    await gotoHydrated(page, '/');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Classes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await page.getByRole('banner').getByRole('link', { name: 'ML Classes' }).click();
    await expect(page).toHaveURL('/');
    await nav.getByRole('link', { name: 'Classes' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Start Learning' }).first().click();
    await expect(page).toHaveURL(/\/[a-z-]+-[a-z-]+$/);
    await expect(page.locator('#lecture-body')).toBeVisible();

    const paths = requests.map((request) => new URL(request.url()).pathname);
    expect(requests.filter((request) => request.resourceType() === 'document')).toEqual([]);
    const shell = paths.filter((path) => /\/assets\/(entry\.client|root|jsx-runtime|manifest)-[^/]+\.(js|css)$/.test(path));
    expect(shell).toEqual([]);
    // What was fetched is what the new pages add: their route code, data and lecture body.
    expect(paths.some((path) => /\/assets\/(classes|about)-[^/]+\.js$/.test(path))).toBe(true);
  });

  test('hovering a link starts loading that page’s code before the click', async ({ page }) => {
    await gotoHydrated(page, '/');
    const about = page.waitForRequest((request) => /\/assets\/about-[^/]+\.js$/.test(new URL(request.url()).pathname));
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).hover();
    await about;
    await expect(page).toHaveURL('/');
  });
});
