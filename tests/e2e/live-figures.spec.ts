/**
 * The live figures (issue "Live figures"), each in a real browser: the poster without JavaScript,
 * the same space before and after it comes alive, no figure code before the reader scrolls to it,
 * a keyboard-only change that the live region puts in words, reduced motion, axe, and the phone's
 * width. The actions every figure shares (Reset, Link to this setup, Ask the tutor) are one frame's
 * code, tested once on the first figure.
 */
import { widgetNames, type WidgetName } from '../../content/live-figures';
import { axeViolationsWithin } from './axe';
import { desktop, expect, gotoHydrated, phone, test, waitForTransitions, waitUntilIdle } from './fixtures';
import { figureOf, lecturePathOf, liveFigureChunk, liveFigureRecipes, scrollToLiveFigure } from './live-figures';
import { panelOf } from './tutor-panel';
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';

// Each story runs axe over its figure (the rest of the lecture taken out for the scan: ./axe.ts),
// after loading the lecture twice: the svm story ran out of 90 s once with the load average near 10.
test.describe.configure({ timeout: 180_000 });

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
  const height = await bodyHeight(still, name);
  // Closed now, not at the test's end: a whole lecture left open beside the live page shares its
  // renderer's two cores (the SVM lecture's figure then took over 25 s to mount on CI).
  await still.close();
  return height;
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
        expect(await axeViolationsWithin(page, `figure[data-widget="${name}"]`), colorScheme).toEqual([]);
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

test.describe('the attention heat map', () => {
  const name: WidgetName = 'attention-heatmap';
  /** The numbers in the heat map's cells, row by row (the legend's ticks are not centred). */
  const cells = (figure: Locator) =>
    figure
      .locator('.widget-stage svg text[text-anchor="middle"]')
      .evaluateAll((texts) => texts.map((text) => text.textContent ?? '').filter((content) => /^(0|\d\.\d\d)$/.test(content)));

  test('a learner types a sentence: a word the figure does not know is named and changes nothing; a known one redraws the map, and the causal mask zeroes its upper triangle', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, lecturePathOf(name));
    const figure = await scrollToLiveFigure(page, name);
    expect(await cells(figure)).toEqual(['0.58', '0.14', '0.28', '0.11', '0.45', '0.45', '0.40', '0.20', '0.40']);
    const field = figure.getByRole('textbox', { name: 'Your own' });
    await field.fill('the bird sat');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(figure.locator('.widget-hint')).toContainText('“bird” is not a word this figure knows.');
    expect(await cells(figure)).toHaveLength(9);

    await field.fill('The dog chased a cat.');
    await figure.getByRole('button', { name: 'Show', exact: true }).click();
    await expect.poll(async () => (await cells(figure)).length).toBe(25);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(figure.getByRole('combobox', { name: 'Sentence' })).toHaveValue('2');

    const mask = figure.getByRole('button', { name: 'Causal mask' });
    await mask.focus();
    await page.keyboard.press('Enter');
    await expect(mask).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => (await cells(figure)).filter((text, at) => at % 5 > Math.floor(at / 5) && text === '0').length, { message: 'masked cells written 0' })
      .toBe(10);
    await expect(figure.locator('[data-widget-status]')).toHaveText(
      /^sentence “the dog chased a cat”, ϑ = 1 \(plain scaled dot-product attention\), causal mask on/,
    );
  });
});

/** Whether `text`, found in `container`'s text, lies on one line: every box of its range has the same top. */
async function onOneLine(container: Locator, text: string): Promise<boolean> {
  return container.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const whole = nodes.map((node) => node.data).join('');
    const start = whole.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in "${whole}"`);
    const range = document.createRange();
    let offset = 0;
    for (const node of nodes) {
      const end = offset + node.data.length;
      if (start >= offset && start < end) range.setStart(node, start - offset);
      if (start + wanted.length > offset && start + wanted.length <= end) range.setEnd(node, start + wanted.length - offset);
      offset = end;
    }
    const tops = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
    return tops.size === 1;
  }, text);
}

test.describe('the live figures’ glitches (issue 39)', () => {
  for (const viewport of [desktop, phone]) {
    test(`gradient descent at ${viewport.width} px: the learning rate’s value keeps to one line, and the readout breaks between items, never inside the limit’s formula`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, lecturePathOf('gradient-descent'));
      const figure = await scrollToLiveFigure(page, 'gradient-descent');
      const slider = figure.getByRole('slider', { name: 'Learning rate η' });
      const value = figure.locator('output', { hasText: /νₘₐₓ/ });
      const readout = figure.locator('.widget-readout');
      for (const rate of ['1.8', '0.05', '3.95']) {
        await slider.fill(rate);
        await expect(value).toHaveText(`${rate}/νₘₐₓ`);
        const { height, lineHeight, overflows } = await value.evaluate((output) => ({
          height: output.getBoundingClientRect().height,
          lineHeight: Number.parseFloat(getComputedStyle(output).lineHeight),
          overflows: output.scrollWidth > output.clientWidth,
        }));
        expect(height, `${rate}: the value's height against one line`).toBeLessThan(1.5 * lineHeight);
        expect(overflows).toBe(false);
        const limit = /limit 2\(1 \+ β\)\/νₘₐₓ = [\d.]+\/νₘₐₓ/.exec((await readout.textContent()) ?? '')![0];
        expect(await onOneLine(readout, limit), limit).toBe(true);
      }
    });
  }

  test('decision tree: with a forest of 21 trees, the readout and the list describe the forest, not the single tree', async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, lecturePathOf('decision-tree'));
    const figure = await scrollToLiveFigure(page, 'decision-tree');
    await figure.getByRole('slider', { name: 'Depth' }).fill('4');
    const readout = figure.locator('.widget-readout');
    await expect(readout).toHaveText(/^Data as measured: \d+ splits at depth 4\.$/);
    await figure.getByRole('slider', { name: 'Trees' }).fill('21');
    await expect(readout).toHaveText(/^Data as measured: a forest of 21 bootstrap trees of depth 4, voting; they choose \d+ different root splits?\.$/);
    const drawing = figure.locator('.widget-stage svg');
    await expect(drawing).not.toContainText('Splits of the single tree');
    await expect(drawing).toContainText('Root splits of the forest’s bootstrap trees');
    await expect(drawing.locator('text', { hasText: /^Forest of 21 trees, depth 4/ })).toHaveCount(1);
  });

  test('PCA: the line’s share of the variance is the PC1 bar’s when the line lies on PC1', async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, lecturePathOf('pca'));
    const figure = await scrollToLiveFigure(page, 'pca');
    await expect(figure.getByRole('button', { name: 'Turn to PC1' })).toBeDisabled();
    const line = await figure.locator('.widget-stage text', { hasText: /^Line at/ }).textContent();
    const bars = await figure.locator('.widget-stage text', { hasText: /^\d+%$/ }).allTextContents();
    expect(bars).toHaveLength(2);
    expect(line).toMatch(new RegExp(`\\(${bars[0]}\\)$`));
  });

  for (const viewport of [desktop, phone]) {
    test(`Gaussian classifiers at ${viewport.width} px: "P(class 1 | x)" keeps off the boundary curve, wherever the probe goes`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, lecturePathOf('gaussian-classifiers'));
      const figure = await scrollToLiveFigure(page, 'gaussian-classifiers');
      const probe = figure.getByRole('button', { name: /^Probe point/ });
      const clear = () =>
        figure.locator('.widget-stage svg').evaluate((svg) => {
          const label = [...svg.querySelectorAll('text')].find((text) => text.textContent?.startsWith('P(class 1 | x)'))!;
          const box = label.getBBox();
          const boundary = [...svg.querySelectorAll('path')].find((path) => path.getAttribute('stroke-width') === '2.5')!;
          const length = boundary.getTotalLength();
          for (let at = 0; at <= length; at += 1) {
            const point = boundary.getPointAtLength(at);
            if (point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height)
              return `${label.textContent} at ${point.x},${point.y}`;
          }
          return 'clear';
        });
      expect(await clear()).toBe('clear');
      // Down and to the left, across the boundary between the means.
      await probe.focus();
      for (let step = 0; step < 12; step++) {
        for (const key of ['ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft']) await page.keyboard.press(key);
        expect(await clear(), `after ${step + 1} moves`).toBe('clear');
      }
    });
  }

  test('static figures, drawn in the browser’s own fonts: the k-NN error panel’s title stays inside its figure, and no dendrogram number overlaps another', async ({
    page,
  }) => {
    const measure = async (name: string) => {
      const svg = await (await page.request.get(`/media/${name}.svg`)).text();
      await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
      return page.locator('svg').first();
    };
    const knn = await measure('knn-decision-regions');
    const outside = await knn.evaluate((svg) => {
      const width = Number(svg.getAttribute('width'));
      return [...svg.querySelectorAll('text')]
        .map((text) => ({ text: text.textContent, box: text.getBBox() }))
        .filter(({ box }) => box.x < 0 || box.x + box.width > width)
        .map(({ text, box }) => `${text}: ${box.x.toFixed(1)} to ${(box.x + box.width).toFixed(1)} of ${width}`);
    });
    expect(outside).toEqual([]);
    const dendrogram = await measure('dendrogram');
    const overlaps = await dendrogram.evaluate((svg) => {
      // The points' and leaves' numbers: set smaller than the axes' tick labels (14).
      const numbers = [...svg.querySelectorAll('text')].filter((text) => /^\d+$/.test(text.textContent ?? '') && Number(text.getAttribute('font-size')) < 14);
      const boxes = numbers.map((text) => ({ text: text.textContent, box: text.getBBox() }));
      const found: string[] = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i].box, boxes[j].box];
          // Glyph boxes include the font's line gap: shrink each by a unit before comparing.
          if (a.x + 0.5 < b.x + b.width - 0.5 && b.x + 0.5 < a.x + a.width - 0.5 && a.y + 1 < b.y + b.height - 1 && b.y + 1 < a.y + a.height - 1)
            found.push(`${boxes[i].text} and ${boxes[j].text}`);
        }
      return { count: numbers.length, found };
    });
    expect(overlaps.count).toBe(57);
    expect(overlaps.found).toEqual([]);
  });
});

/** Light in the system, dark chosen on the site: the figures must follow the site's choice. */
async function darkSitePage(pageWith: (options: BrowserContextOptions) => Promise<Page>, viewport: { width: number; height: number }): Promise<Page> {
  const page = await pageWith({ viewport, colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  return page;
}

test.describe('live figures in the dark theme (issue 39)', () => {
  for (const name of widgetNames) {
    test(`${name} at 1280 px: the dark poster (the light one never fetched), then the live figure drawn dark`, async ({ pageWith }) => {
      const page = await darkSitePage(pageWith, desktop);
      const posters: string[] = [];
      page.on('request', (request) => {
        const file = /\/media\/(live-[\w-]+\.svg)$/.exec(new URL(request.url()).pathname)?.[1];
        if (file) posters.push(file);
      });
      // No figure code, so the poster stays: what a reader sees until the figure loads, or if it cannot.
      await page.route(liveFigureChunk, (route) => route.abort());
      await gotoHydrated(page, lecturePathOf(name));
      const figure = figureOf(page, name);
      const dark = figure.locator('.widget-stage img.widget-poster-dark');
      await dark.scrollIntoViewIfNeeded();
      await expect(dark).toBeVisible();
      await expect.poll(() => dark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      await expect(figure.locator('.widget-stage img.widget-poster-light')).toBeHidden();
      expect(posters).toContain(`live-${name}-dark.svg`);
      expect(posters).not.toContain(`live-${name}.svg`);

      await page.unroute(liveFigureChunk);
      await page.reload();
      await page.locator('html.hydrated').waitFor({ state: 'attached', timeout: 20_000 });
      await scrollToLiveFigure(page, name);
      const drawing = figure.locator('.widget-stage svg');
      await expect(drawing).toHaveAttribute('data-figure-theme', 'dark');
      // axe runs on every figure in the dark in the desktop test above (a dark system turns the site dark too).
      expect(await drawing.locator('rect').first().getAttribute('fill')).toBe('#0f172a');
    });
  }

  for (const viewport of [desktop, phone]) {
    test(`at ${viewport.width} px the theme button turns a live figure dark and back, with no reload`, async ({ pageWith }) => {
      const page = await pageWith({ viewport, colorScheme: 'light' });
      await gotoHydrated(page, lecturePathOf('gaussian-classifiers'));
      const figure = await scrollToLiveFigure(page, 'gaussian-classifiers');
      const drawing = figure.locator('.widget-stage svg');
      await expect(drawing).toHaveAttribute('data-figure-theme', 'light');
      const toggle = page.getByRole('button', { name: 'Switch to dark theme' }).first();
      await toggle.click();
      await expect(drawing).toHaveAttribute('data-figure-theme', 'dark');
      expect(await drawing.locator('rect').first().getAttribute('fill')).toBe('#0f172a');
      // The probe's label is light ink on the dark backing.
      expect(await drawing.locator('text', { hasText: /^P\(class 1 \| x\)/ }).getAttribute('stroke')).toBe('#0f172a');
      await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
      await expect(drawing).toHaveAttribute('data-figure-theme', 'light');
      expect(await drawing.locator('rect').first().getAttribute('fill')).toBe('#ffffff');
    });
  }
});
