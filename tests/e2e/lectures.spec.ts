import { desktop, expect, gotoHydrated, phone, scrollIntoViewSettled, test } from './fixtures';

test('a learner reads a lecture: title, summary, what they will learn, typeset math, figures', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/neural-networks');
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
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/clustering');
  await expect(page.locator('#lecture-body h2').first()).toBeVisible();
  const next = page.getByRole('link', { name: /Next lecture/ });
  await scrollIntoViewSettled(next);
  await next.click();
  await expect(page).toHaveURL('/neural-networks');
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
  await expect(page).toHaveURL('/clustering');
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
