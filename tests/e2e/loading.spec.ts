import type { Request } from '@playwright/test';
import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

test.describe('loading a page', () => {
  test.use({ viewport: phone });

  // /about is short: its first frame reaches the screen late enough, relative to its parsing, that
  // waiting for a frame callback alone requested the app code before the paint was presented.
  for (const path of ['/about', '/clustering'])
    test(`${path}: the app code is requested only after the page has painted, and the page still hydrates`, async ({ page }) => {
      await gotoHydrated(page, path);
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

  // Reading a 2 MB body back as a string was a 135 ms task at 4x CPU slowdown (issue 39, item 12).
  for (const [path, body] of [
    ['/linear-regression', '#lecture-body'],
    ['/glossary', '#glossary-body'],
    ['/recipes', '#recipes-body'],
  ])
    test(`${path} hydrates its prerendered text without reading it back as HTML, and keeps it`, async ({ page }) => {
      await page.addInitScript((selector) => {
        const getter = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!.get!;
        const reads = { count: 0 };
        (window as unknown as { bodyHtmlReads: typeof reads }).bodyHtmlReads = reads;
        Object.defineProperty(Element.prototype, 'innerHTML', {
          ...Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML'),
          get(this: Element) {
            if (this.matches(selector)) reads.count += 1;
            return getter.call(this);
          },
        });
      }, body);
      const served = await (await page.request.get(path)).text();
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => (window as unknown as { bodyHtmlReads: { count: number } }).bodyHtmlReads.count)).toBe(0);
      // The text is all there after hydration: the headings the server sent, in the same order.
      const sent = await page.evaluate(
        ([html, selector]) =>
          [...new DOMParser().parseFromString(html, 'text/html').querySelector(selector)!.querySelectorAll('h2, h3')].map((heading) => heading.id),
        [served, body] as const,
      );
      expect(sent.length).toBeGreaterThan(10);
      expect(await page.locator(body).evaluate((element) => [...element.querySelectorAll('h2, h3')].map((heading) => heading.id))).toEqual(sent);
    });

  for (const [path, api] of [
    ['/classes', '/api/classes'],
    ['/class/3', '/api/classes/3'],
  ]) {
    test(`${path} asks for its data from the page's head, once, before the app code has loaded`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await gotoHydrated(page, path);
      await expect(page.locator('main h2, main .lead').first()).toBeVisible();
      const apiAt = requested.indexOf(api);
      expect(apiAt).toBeGreaterThanOrEqual(0);
      // The app's fetch took the preloaded response: the API was asked once.
      expect(requested.filter((requestedPath) => requestedPath.startsWith('/api/'))).toEqual([api]);
      const firstAppScript = requested.findIndex((requestedPath) => /\/assets\/(?!inline\/)[^/]+\.js$/.test(requestedPath));
      expect(apiAt).toBeLessThan(firstAppScript);
    });
  }

  test('/class, the page also served for ids the catalogue lacks, preloads no class', async ({ page }) => {
    await page.goto('/class');
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
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
