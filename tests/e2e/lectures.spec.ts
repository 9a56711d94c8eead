import { desktop, expect, gotoHydrated, phone, scrollIntoViewSettled, test } from './fixtures';

test('a learner reads a lecture: title, summary, what they will learn, typeset math, figures', async ({ page }) => {
  await page.setViewportSize(desktop);
  // Hydrated and whole: the first figure is in the blocks the page adds after load, and an image
  // found before they arrive is no longer the first one after.
  await gotoHydrated(page, '/neural-networks');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Neural Networks and Deep Learning',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you will learn' })).toBeVisible();
  const body = page.locator('#lecture-body');
  await expect(body.locator('.katex').first()).toBeVisible();
  await expect(body.locator('.katex-error')).toHaveCount(0);
  await expect(body.locator('math').first()).toBeAttached();
  const figure = body.locator('figure img').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('alt', /.{10,}/);
  await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('the table of contents sits beside the lecture on a wide screen and its links jump to sections', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/neural-networks');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  await toc.getByRole('link', { name: 'Backpropagation', exact: true }).click();
  await expect(page).toHaveURL(/#backpropagation$/);
  await expect(page.locator('#backpropagation')).toBeInViewport();
});

test('on a phone the table of contents is collapsed until opened, and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/neural-networks');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeHidden();
  await page.locator('summary', { hasText: 'On this page' }).click();
  await expect(toc).toBeVisible();
  await toc.getByRole('link', { name: 'Convolutional neural networks', exact: true }).click();
  await expect(page.locator('#convolutional-neural-networks')).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test('on a phone each section folds its subsections away until its toggle is opened', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/neural-networks');
  await page.locator('summary', { hasText: 'On this page' }).click();
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const perceptron = toc.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'The perceptron', exact: true }) });
  const subsection = perceptron.getByRole('link', { name: 'Convergence on separable data', exact: true });
  await expect(toc.getByRole('link', { name: 'Backpropagation', exact: true })).toBeVisible();
  await expect(subsection).toBeHidden();
  await perceptron
    .locator('summary')
    .filter({ hasText: /^\d+ subsections$/ })
    .click();
  await subsection.click();
  await expect(page.locator('#convergence-on-separable-data')).toBeInViewport();
});

test('previous and next links walk through the lectures, loading each body on the client', async ({ page }) => {
  // Two client-side loads of a 2 MB body, each allowed 30 s below: more than the default 30 s for the whole test.
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/clustering');
  await expect(page.locator('#lecture-body h2').first()).toBeVisible();
  const next = page.getByRole('link', { name: /Next lecture/ });
  await scrollIntoViewSettled(next);
  await next.click();
  // The address changes once the next lecture's body (a 2 MB chunk) has loaded: on a loaded
  // machine that took more than the default 10 s.
  await expect(page).toHaveURL('/neural-networks', { timeout: 30_000 });
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Neural Networks and Deep Learning',
    }),
  ).toBeVisible();
  await expect(page.locator('#lecture-body #the-perceptron')).toBeVisible();
  await expect(page.locator('#lecture-body .katex').first()).toBeVisible();
  const previous = page.getByRole('link', { name: /Previous lecture/ });
  await scrollIntoViewSettled(previous);
  await previous.click();
  await expect(page).toHaveURL('/clustering', { timeout: 30_000 });
  await expect(page.locator('#lecture-body #k-means')).toBeVisible();
  await expect(page.locator('#lecture-body #the-perceptron')).toHaveCount(0);
});

test('a lecture is readable with JavaScript disabled', async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.goto('/clustering');
  await expect(page.getByRole('heading', { level: 1, name: 'Clustering' })).toBeVisible();
  await expect(page.locator('#lecture-body .katex').first()).toBeVisible();
  await expect(page.locator('#lecture-body figure img').first()).toHaveAttribute('src', /\/media\/.+\.svg$/);
});

test.describe('on a wide screen the contents follow the reader', () => {
  // 800 px tall: the contents box is then far shorter than /neural-networks' 53 entries.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the link of the section in view is marked and highlighted, and the contents box scrolls to keep it in sight, clear of the tutor button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/neural-networks');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const marked = toc.locator('[aria-current]');
    await expect(marked).toHaveCount(0);

    const heading = page.locator('#lecture-body #convolution');
    const link = toc.getByRole('link', { name: 'Convolution', exact: true });
    // The blocks above a jump take their real height afterwards: put the heading back at the top until it is read as the one in view.
    await expect
      .poll(async () => {
        await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        return link.getAttribute('aria-current');
      })
      .toBe('location');
    await expect(marked).toHaveCount(1);
    const weight = (locator: typeof link) => locator.evaluate((element) => getComputedStyle(element).fontWeight);
    expect(await weight(link)).toBe('600');
    expect(await weight(toc.getByRole('link', { name: 'Pooling', exact: true }))).toBe('400');

    // The box is shorter than its list, and has scrolled the marked link into its view.
    const box = toc;
    const { scrollHeight, clientHeight } = await box.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
    expect(scrollHeight).toBeGreaterThan(clientHeight * 2);
    await expect
      .poll(async () => {
        const [outer, inner] = [await box.boundingBox(), await link.boundingBox()];
        return Boolean(outer && inner && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height);
      })
      .toBe(true);

    // Scrolling up brings the tutor's button back: it sits below the contents box, not over its end.
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, -300);
    const launcher = page.getByRole('button', { name: 'Ask the tutor', exact: true });
    await expect(launcher).toBeInViewport({ ratio: 1 });
    const [contents, button] = [await box.boundingBox(), await launcher.boundingBox()];
    expect((contents?.y ?? 0) + (contents?.height ?? 0)).toBeLessThanOrEqual(button?.y ?? 0);

    // Back at the top, before the first section, nothing is marked.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(marked).toHaveCount(0);
  });

  test('a thin bar under the top bar shows how far through the lecture the reader is', async ({ page }) => {
    await gotoHydrated(page, '/neural-networks');
    const bar = page.locator('.reading-progress');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const progress = () => bar.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).a);
    expect(await progress()).toBe(0);
    const [header, line] = [await page.locator('body > header').boundingBox(), await bar.boundingBox()];
    expect(Math.abs((line?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1);

    await page.locator('#lecture-body #convolutional-neural-networks').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect.poll(progress).toBeGreaterThan(0.2);
    expect(await progress()).toBeLessThan(0.9);
    // At the very end the bar is full. Blocks near the end (practice, live figures) may still mount
    // and lengthen the page after the first End, as they would for a reader, who presses it again.
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return progress();
      })
      .toBe(1);
  });
});

test.describe('figures you can see', () => {
  test('on a phone a learner enlarges a dense figure full screen and zooms in; Escape and Back close it, and focus returns to its button', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/clustering');
    const enlarge = page.getByRole('button', { name: 'Enlarge figure: EM for a Gaussian mixture with K = 3 on 300 points' });
    await scrollIntoViewSettled(enlarge);
    const inPage = await page.locator('#figure-gmm-em img.figure-light').boundingBox();
    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: 'EM for a Gaussian mixture with K = 3 on 300 points' });
    await expect(dialog).toBeVisible();
    const drawing = dialog.locator('img');
    await expect(drawing).toHaveAttribute('src', /\/media\/gmm-em\.svg$/);
    await expect(drawing).toHaveAttribute('alt', /300 points/);
    // As large as the screen allows: the whole width, less the box's padding, and taller than in the page.
    const fitted = (await drawing.boundingBox())!;
    expect(fitted.width).toBeGreaterThan(phone.width - 20);
    expect(fitted.height).toBeGreaterThan(inPage!.height);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    const viewport = dialog.getByRole('group', { name: 'Figure' });
    await expect.poll(() => viewport.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(300);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
    await expect(page).toHaveURL(/\/clustering$/);

    await enlarge.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/clustering$/);
    await expect(enlarge).toBeFocused();
    await expect(enlarge).toBeInViewport();

    await enlarge.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
  });

  test('a live figure can be enlarged too, from a button on its frame', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/linear-regression');
    const enlarge = page.getByRole('button', { name: 'Enlarge figure: Least squares' });
    await scrollIntoViewSettled(enlarge);
    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: 'Least squares' });
    await expect(dialog.locator('.figure-dialog-drawing')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
  });

  test('without JavaScript a figure stays as it is, with no Enlarge button', async ({ pageWith }) => {
    const page = await pageWith({ javaScriptEnabled: false, viewport: phone });
    await page.goto('/clustering');
    const figure = page.locator('#figure-gmm-em');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('img.figure-light')).toBeVisible();
    await expect(figure.getByRole('button', { name: /^Enlarge figure/ })).toBeHidden();
  });

  test("in the dark theme a static figure is drawn on a dark backing, chosen by the site's theme and not the system's", async ({ pageWith }) => {
    const page = await pageWith({ colorScheme: 'light', viewport: desktop });
    const darkFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/[^/]+\.dark\.svg$/.test(request.url())) darkFiles.push(request.url());
    });
    await gotoHydrated(page, '/clustering');
    const figure = page.locator('#figure-dendrogram');
    // Near the screen is enough for a lazy image to load; the backing is read from the image itself.
    await figure.scrollIntoViewIfNeeded();
    /** The colour of the shown image's backing, read from its top left corner inside the rounded edge. */
    const backing = () =>
      figure.locator('.figure-frame img:visible').evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const [r, g, b] = context.getImageData(12, 12, 1, 1).data;
        return { src: image.getAttribute('src'), luminance: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 };
      });
    const light = await backing();
    expect(light.src).toBe('/media/dendrogram.svg');
    expect(light.luminance).toBeGreaterThan(0.98);
    // Light readers never fetch the dark files.
    expect(darkFiles).toEqual([]);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(figure.locator('img.figure-light')).toBeHidden();
    const dark = await backing();
    expect(dark.src).toBe('/media/dendrogram.dark.svg');
    expect(dark.luminance).toBeLessThan(0.15);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(figure.locator('img.figure-dark')).toBeHidden();
    expect((await backing()).src).toBe('/media/dendrogram.svg');
  });
});
