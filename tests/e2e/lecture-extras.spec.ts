import { maxScrollingShare, measureEquationWidths, scrolls, type EquationWidth } from './equation-widths';
import { desktop, expect, gotoHydrated, openEquationActions, phone, scrollIntoViewSettled, test } from './fixtures';
import { lecturePaths } from './routes';
import { panelOf } from './tutor-panel';

/** An equation that still scrolls at 390 px (its \\left[ … \\right] cannot break across lines): the cue's example. */
const longEquation = { path: '/trees', latexHolds: '{Gain} = ' };

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
  await openEquationActions(equation);
  const button = equation.getByRole('button', { name: 'Copy LaTeX' });
  await button.click();
  await expect(equation.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(latex);

  // By keyboard: the equation's box, its actions toggle, then the menu's buttons in turn.
  const second = page.locator('#lecture-body .equation').nth(1);
  await second.locator('.equation-scroll').focus();
  await page.keyboard.press('Tab');
  const toggle = second.getByRole('button', { name: 'Equation actions' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // One menu open at a time: the first equation's closed when the second's opened.
  await expect(equation.getByRole('button', { name: 'Equation actions' })).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  await expect(second.getByRole('button', { name: 'Ask the tutor about this equation' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second.getByRole('button', { name: 'Copy LaTeX' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await second.getAttribute('data-latex'));
  await page.clock.runFor(2_000);
  await expect(second.getByRole('button', { name: 'Copy LaTeX' })).toBeVisible();
  // Escape closes the menu and gives focus back to its toggle.
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(second.getByRole('button', { name: 'Copy LaTeX' })).toBeHidden();
});

test.describe('display equations on a phone', () => {
  test.use({ viewport: phone, hasTouch: true });

  test("an equation's actions take no line of their own and appear when the learner taps it", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await gotoHydrated(page, '/linear-regression');
    const equation = page.locator('#lecture-body .equation').first();
    const latex = await equation.getAttribute('data-latex');
    const formula = equation.locator('.equation-scroll');
    // Settled first: it waits for animation frames, which a paused clock holds back.
    await scrollIntoViewSettled(equation);
    await page.clock.pauseAt(Date.now() + 60_000);
    // No line above the formula for its buttons: the equation is as tall as its formula's box.
    const [whole, box] = [await equation.boundingBox(), await formula.boundingBox()];
    expect(Math.abs(whole!.height - box!.height)).toBeLessThan(1);

    const toggle = equation.getByRole('button', { name: 'Equation actions' });
    await expect(toggle).toHaveCSS('opacity', '0');
    await formula.tap();
    await expect(toggle).toHaveCSS('opacity', '1');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await equation.getByRole('button', { name: 'Copy LaTeX' }).tap();
    await expect(equation.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(latex);
    // A tap elsewhere closes the menu.
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(equation.getByRole('button', { name: 'Ask the tutor about this equation' })).toBeHidden();

    // The tutor's panel loads on a timer: the clock runs again.
    await page.clock.resume();
    await formula.tap();
    await toggle.tap();
    await equation.getByRole('button', { name: 'Ask the tutor about this equation' }).tap();
    await expect(panelOf(page).getByRole('textbox', { name: 'Your question' })).toHaveValue(`Explain this equation:\n$$${latex}$$`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a long equation fades out at the edge where it is cut, and scrolls by keyboard', async ({ page }) => {
    await page.goto(longEquation.path);
    const formula = page.locator(`#lecture-body .equation[data-latex*="${longEquation.latexHolds}"] .equation-scroll`);
    await scrollIntoViewSettled(formula);
    const fades = () =>
      formula.evaluate((element) => {
        const style = getComputedStyle(element);
        return { start: style.getPropertyValue('--equation-fade-start'), end: style.getPropertyValue('--equation-fade-end') };
      });
    expect(await formula.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect.poll(fades).toEqual({ start: '0px', end: '40px' });

    await formula.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => formula.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('End');
    await expect.poll(() => formula.evaluate((element) => Math.ceil(element.scrollLeft + element.clientWidth) >= element.scrollWidth)).toBe(true);
    await expect.poll(fades).toEqual({ start: '40px', end: '0px' });

    // An equation that fits has no fade.
    const short = page.locator('#lecture-body .equation-scroll').first();
    await scrollIntoViewSettled(short);
    expect(await short.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    await expect.poll(() => short.evaluate((element) => getComputedStyle(element).getPropertyValue('--equation-fade-end'))).toBe('0px');
  });

  test('at most a tenth of the display equations must scroll sideways', async ({ pageWith }) => {
    // Every lecture laid out whole, its fonts loaded: about ten seconds a lecture on a busy machine.
    test.setTimeout(240_000);
    const page = await pageWith({ viewport: phone, javaScriptEnabled: false });
    const equations: EquationWidth[] = [];
    for (const path of lecturePaths) {
      await page.goto(path);
      equations.push(...(await measureEquationWidths(page)));
    }
    const scrolling = equations.filter(scrolls);
    expect(equations.length).toBeGreaterThan(0);
    expect(scrolling.length / equations.length, `they scroll:\n${scrolling.map((equation) => equation.latex).join('\n')}`).toBeLessThanOrEqual(
      maxScrollingShare,
    );
  });
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
