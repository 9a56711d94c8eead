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
