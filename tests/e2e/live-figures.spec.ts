/**
 * The live figures (issue "Live figures"), each in a real browser: the poster without JavaScript,
 * the same space before and after it comes alive, no figure code before the reader scrolls to it,
 * a keyboard-only change that the live region puts in words, reduced motion, axe, and the phone's
 * width. The actions every figure shares (Reset, Link to this setup, Ask the tutor) are one frame's
 * code, tested once on the first figure.
 */
import AxeBuilder from '@axe-core/playwright';
import { widgetNames, type WidgetName } from '../../content/live-figures';
import { desktop, expect, gotoHydrated, phone, test, waitForTransitions, waitUntilIdle } from './fixtures';
import { figureOf, lecturePathOf, liveFigureChunk, liveFigureRecipes, scrollToLiveFigure } from './live-figures';
import { panelOf } from './tutor-panel';
import type { BrowserContextOptions, Page } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

/** The height of the figure's poster box with its reserved controls, or of the live figure that replaced them. */
async function bodyHeight(page: Page, name: WidgetName): Promise<number> {
  return figureOf(page, name)
    .locator('[data-widget-body]')
    .evaluate((body) => body.getBoundingClientRect().height);
}

/** The live drawing's markup: equal before and after a wait means nothing moved. */
async function drawing(page: Page, name: WidgetName): Promise<string> {
  return figureOf(page, name).locator('.widget-stage svg').innerHTML();
}

/**
 * The poster as a reader without JavaScript sees it at this width: there, described, and with the
 * live region in place. Returns the height of the poster with its reserved controls.
 */
async function posterHeight(
  pageWith: (options: BrowserContextOptions) => Promise<Page>,
  name: WidgetName,
  viewport: { width: number; height: number },
): Promise<number> {
  const still = await pageWith({ viewport, javaScriptEnabled: false });
  await still.goto(lecturePathOf(name));
  // The light theme's poster: a reader without JavaScript gets the light page.
  const poster = figureOf(still, name).locator('.widget-stage img.widget-poster-light');
  await expect(figureOf(still, name).locator('.widget-stage img.widget-poster-dark')).toBeHidden();
  await poster.scrollIntoViewIfNeeded();
  await expect(poster).toBeVisible();
  expect(await poster.getAttribute('alt')).toMatch(/\w{4,}.{40,}/);
  expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(figureOf(still, name).locator('[aria-live="polite"]')).toHaveCount(1);
  await expect(figureOf(still, name)).not.toHaveAttribute('data-widget-ready');
  return bodyHeight(still, name);
}

for (const name of widgetNames) {
  const recipe = liveFigureRecipes[name];
  const path = lecturePathOf(name);

  test.describe(`live figure ${name}`, () => {
    test('desktop: the poster without JavaScript; no figure code before the reader scrolls to it; the live figure takes the poster’s space; a keyboard change is put in words; axe finds nothing', async ({
      page,
      pageWith,
    }) => {
      const poster = await posterHeight(pageWith, name, desktop);
      const chunks: string[] = [];
      page.on('request', (request) => {
        if (liveFigureChunk.test(new URL(request.url()).pathname)) chunks.push(new URL(request.url()).pathname);
      });
      await page.setViewportSize(desktop);
      await gotoHydrated(page, path);
      await waitUntilIdle(page);
      expect(chunks, 'figure chunks before scrolling').toEqual([]);

      const figure = await scrollToLiveFigure(page, name);
      // The whole name and the hash: /widget-pca- alone would also match pca-3d's chunk.
      expect(chunks.some((chunk) => new RegExp(`/widget-${name}-[\\w-]{8}\\.js$`).test(chunk))).toBe(true);
      expect(Math.abs((await bodyHeight(page, name)) - poster), 'live figure height minus poster height').toBeLessThanOrEqual(1);
      const status = figure.locator('[data-widget-status]');
      const before = await status.textContent();
      await recipe.keyboard.control(figure).focus();
      for (const key of recipe.keyboard.keys) await page.keyboard.press(key);
      await expect(status).not.toHaveText(before ?? '');
      await expect(status).not.toBeEmpty();

      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await waitForTransitions(page);
        const results = await new AxeBuilder({ page }).setLegacyMode(true).include(`figure[data-widget="${name}"]`).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
          colorScheme,
        ).toEqual([]);
      }
    });

    test('at 390 px with reduced motion: the poster without JavaScript; the live figure takes its space, nothing moves on its own, it fits, and the keyboard works', async ({
      pageWith,
    }) => {
      const poster = await posterHeight(pageWith, name, phone);
      const page = await pageWith({ viewport: phone, reducedMotion: 'reduce', hasTouch: true, isMobile: true });
      await gotoHydrated(page, path);
      const figure = await scrollToLiveFigure(page, name);
      expect(Math.abs((await bodyHeight(page, name)) - poster), 'live figure height minus poster height').toBeLessThanOrEqual(1);
      const first = await drawing(page, name);
      // Long enough for any loop to have drawn dozens of frames, had one started.
      await page.waitForTimeout(800);
      expect(await drawing(page, name), 'the drawing changed with nobody touching it').toBe(first);
      if (recipe.step) {
        await recipe.step(figure).click();
        await expect.poll(() => drawing(page, name)).not.toBe(first);
      }
      const box = await figure.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      const status = figure.locator('[data-widget-status]');
      const before = await status.textContent();
      await recipe.keyboard.control(figure).focus();
      for (const key of recipe.keyboard.keys) await page.keyboard.press(key);
      await expect(status).not.toHaveText(before ?? '');
    });
  });
}

test.describe('what every live figure shares', () => {
  const name: WidgetName = 'least-squares';
  const path = lecturePathOf(name);

  test('on a touch screen a finger drags a point, the page does not scroll with it, and the live region says what changed', async ({ pageWith }) => {
    const page = await pageWith({ viewport: phone, hasTouch: true, isMobile: true });
    await gotoHydrated(page, path);
    const figure = await scrollToLiveFigure(page, name);
    const point = figure.getByRole('button', { name: /^Point 1 of/ });
    const before = await point.getAttribute('aria-label');
    const status = await figure.locator('[aria-live="polite"]').textContent();
    // A real touch sequence through the DevTools protocol: Playwright's touchscreen only taps.
    const touch = await page.context().newCDPSession(page);
    // Measured right before the finger goes down, and tried again if the page was still settling
    // (late images above the figure) and the finger missed the point.
    await expect(async () => {
      await point.scrollIntoViewIfNeeded();
      const box = (await point.boundingBox())!;
      const scrollY = await page.evaluate(() => window.scrollY);
      const at = (dx: number, dy: number) => [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy, id: 1 }];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0, 0) });
      for (let step = 1; step <= 8; step++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step * 3, step * -6) });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      expect(await point.getAttribute('aria-label')).not.toBe(before);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    }).toPass({ timeout: 15_000 });
    await expect(figure.locator('[aria-live="polite"]')).not.toHaveText(status!);
  });

  test('Reset brings back the first setup, and says so', async ({ page }) => {
    await gotoHydrated(page, path);
    const figure = await scrollToLiveFigure(page, name);
    const first = await drawing(page, name);
    await liveFigureRecipes[name].keyboard.control(figure).focus();
    for (const key of liveFigureRecipes[name].keyboard.keys) await page.keyboard.press(key);
    await expect.poll(() => drawing(page, name)).not.toBe(first);
    await figure.getByRole('button', { name: 'Reset', exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await drawing(page, name)).toBe(first);
    // The figure's own state (here, which point has the focus) starts over, and the keyboard user stays on Reset.
    await expect(figure.getByRole('button', { name: 'Reset', exact: true })).toBeFocused();
    await expect(figure.locator('[data-widget-status]')).toHaveText(/^Reset\. /);
  });

  test('"Link to this setup" puts the state in the address; opening that link restores it; a broken link shows the first setup and says why', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, path);
    const figure = await scrollToLiveFigure(page, name);
    await liveFigureRecipes[name].keyboard.control(figure).focus();
    for (const key of liveFigureRecipes[name].keyboard.keys) await page.keyboard.press(key);
    const changed = await drawing(page, name);
    await figure.getByRole('button', { name: 'Link to this setup' }).click();
    await expect(figure.locator('[data-widget-status]')).toHaveText(/Link to this setup copied/);
    const link = page.url();
    expect(new URL(link).hash).toMatch(new RegExp(`^#live-${name}=`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const opened = await context.newPage();
    await gotoHydrated(opened, link);
    // The link scrolls to its figure, which loads at once in the shared state.
    await opened.locator(`figure[data-widget="${name}"][data-widget-ready]`).waitFor();
    expect(await drawing(opened, name)).toBe(changed);
    await expect(figureOf(opened, name).locator('[data-widget-status]')).toHaveText(/^Opened the shared setup\. /);

    const broken = await context.newPage();
    await gotoHydrated(broken, `${path}#live-${name}=${encodeURIComponent('{"points":"many"}')}`);
    await broken.locator(`figure[data-widget="${name}"][data-widget-ready]`).waitFor();
    await expect(figureOf(broken, name).locator('[data-widget-status]')).toHaveText(
      'The link’s setup is not one this figure can show. Showing the figure’s first setup.',
    );
  });

  test('"Ask the tutor about this figure" opens the tutor with the figure and its current state', async ({ page }) => {
    await gotoHydrated(page, path);
    const figure = await scrollToLiveFigure(page, name);
    await figure.getByRole('button', { name: 'Ask the tutor about this figure' }).click();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Your question' });
    await expect(input).toHaveValue(
      /^I am looking at the live figure "Least squares" in the lecture \/linear-regression\. Its current setup: slope 0\.3, intercept 2\.5/,
    );
  });
});

test.describe('the 3-D PCA figure', () => {
  const name: WidgetName = 'pca-3d';
  const path = lecturePathOf(name);
  const readout = (page: Page) => figureOf(page, name).locator('.widget-stage text', { hasText: /^Screen keeps/ });

  test('a learner drags the Iris cloud to turn it, and "Show best view" turns it to the plane that keeps the most variance', async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, path);
    const figure = await scrollToLiveFigure(page, name);
    const first = await readout(page).textContent();
    expect(first).toMatch(/\(37%\)$/);
    const plot = figure.getByRole('application', { name: /^The Iris cloud/ });
    // Measured right before the button goes down, and tried again if the page was still settling.
    await expect(async () => {
      await plot.hover();
      const box = (await plot.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 80, y + 40, { steps: 8 });
      await page.mouse.up();
      expect(await readout(page).textContent()).not.toBe(first);
    }).toPass({ timeout: 15_000 });
    await expect(figure.getByRole('slider', { name: 'Turn' })).not.toHaveValue('30');
    await expect(plot).toBeFocused();

    const best = figure.getByRole('button', { name: 'Show best view' });
    await best.click();
    await expect(readout(page)).toHaveText(/\(100%\)$/);
    await expect(best).toBeDisabled();
    await expect(figure.locator('[data-widget-status]')).toHaveText(
      /keeps variance 3\.1 of the best 3\.1 \(100%\); the depth, the reconstruction error, is 0\.04/,
    );
  });

  test('on a touch screen a finger turns the cloud and the page does not scroll with it', async ({ pageWith }) => {
    const page = await pageWith({ viewport: phone, hasTouch: true, isMobile: true });
    await gotoHydrated(page, path);
    const figure = await scrollToLiveFigure(page, name);
    const plot = figure.getByRole('application', { name: /^The Iris cloud/ });
    const before = await readout(page).textContent();
    const touch = await page.context().newCDPSession(page);
    await expect(async () => {
      await plot.scrollIntoViewIfNeeded();
      const box = (await plot.boundingBox())!;
      const scrollY = await page.evaluate(() => window.scrollY);
      const at = (dx: number, dy: number) => [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy, id: 1 }];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0, 0) });
      for (let step = 1; step <= 8; step++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step * 3, step * -6) });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      expect(await readout(page).textContent()).not.toBe(before);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    }).toPass({ timeout: 15_000 });
  });
});
