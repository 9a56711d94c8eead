import { desktop, expect, gotoHydrated, phone, scrollIntoViewSettled, test } from './fixtures';

test.use({ viewport: desktop });

test('a learner copies the LaTeX of a display equation, by mouse and by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // "Copied" shows for two seconds; on a busy machine one poll of the page can take a second, so the
  // page's clock is held still while the label is checked, and moved on to see it go back.
  await page.clock.install();
  await gotoHydrated(page, '/linear-regression');
  await page.clock.pauseAt(Date.now() + 60_000);
  const equation = page.locator('#lecture-body .equation').first();
  const latex = await equation.getAttribute('data-latex');
  expect(latex).toBeTruthy();
  const button = equation.getByRole('button', { name: 'Copy LaTeX' });
  await button.click();
  await expect(equation.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(latex);

  const second = page.locator('#lecture-body .equation').nth(1);
  await second.getByRole('button', { name: 'Copy LaTeX' }).focus();
  await page.keyboard.press('Enter');
  await expect(second.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await second.getAttribute('data-latex'));
  await page.clock.runFor(2_000);
  await expect(second.getByRole('button', { name: 'Copy LaTeX' })).toBeVisible();
});

test('without JavaScript the copy buttons are not shown', async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false });
  await page.goto('/linear-regression');
  await expect(page.locator('#lecture-body .katex').first()).toBeVisible();
  await expect(page.locator('#lecture-body .equation-copy').first()).toBeHidden();
});

test('a learner marks a lecture complete and sees it on the class list and the home page', async ({ page }) => {
  await gotoHydrated(page, '/neural-networks');
  const toggle = page.getByRole('button', { name: 'Mark as complete' });
  await scrollIntoViewSettled(toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  // Issue 39: it used to keep reading "✓ Mark as complete". Now it says "Completed", pressed, and
  // tells a screen reader (its description) and everyone else (the line beside it) how to undo.
  const completed = page.getByRole('button', { name: 'Completed', exact: true });
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  await expect(completed).toHaveAccessibleDescription('You have completed this lecture. Press “Completed” again to mark it as not complete.');
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);

  await page.goto('/classes');
  const card = page.getByTestId('class-card').filter({ hasText: 'Neural Networks and Deep Learning' });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(page.getByTestId('class-card').filter({ hasText: 'Clustering' }).getByText('Completed')).toHaveCount(0);

  await page.goto('/');
  const featured = page.getByRole('listitem').filter({ hasText: 'Neural Networks and Deep Learning' });
  await expect(featured.getByText('Completed')).toBeVisible();

  await gotoHydrated(page, '/neural-networks');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  // Undone: the button offers to mark it again.
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/classes');
  await expect(page.getByTestId('class-card').first()).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toHaveCount(0);
});

test('printing a lecture gives the text, math and figures without the site around them', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/clustering');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Clustering' })).toBeVisible();
  await expect(page.locator('#lecture-body .katex').first()).toBeVisible();
  await expect(page.locator('#lecture-body figure img').first()).toBeVisible();
  await expect(page.locator('#lecture-body .equation-copy').first()).toBeHidden();
});
