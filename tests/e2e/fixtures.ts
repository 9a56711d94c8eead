/**
 * The `test` every browser test uses: it fails when the page logs a console error or throws an
 * uncaught error (as Epic Stack's test setup does), unless the test expects that error.
 */
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';

export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  failOnConsoleErrors: void;
  pageWith: (options: BrowserContextOptions) => Promise<Page>;
}>({
  allowedConsoleErrors: [[], { option: true }],
  /**
   * A page in a browser context of its own, for what the test's `page` cannot change once open
   * (JavaScript off, the system colour scheme). Its context is closed when the test ends, failed or
   * not, so a failing test leaks no browser context into the worker's next tests.
   */
  pageWith: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (!allowedConsoleErrors.some((pattern) => pattern.test(error.message))) errors.push(`uncaught: ${error.message}`);
      });
      await use();
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Phone and desktop viewports the site is designed for. */
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 900 };

/**
 * Opens `path` and waits until React has hydrated it (app/root.tsx then marks <html> with
 * `.hydrated`, and the controls that need JavaScript appear). The app's code starts only after the
 * first paint, and a lecture takes seconds to hydrate on a busy 2-core machine, hence the long
 * timeout. A CSS selector waited for, not a role query and not expect(): Playwright computes roles
 * over the whole page on every poll, and an expect() on the <html> element made Chromium lay out a
 * whole lecture, math and all (which a phone's first paint skips), on the thread that was
 * hydrating it: goto to hydrated took 2.1-2.5 s on /neural-networks that way, 0.7 s with waitFor.
 * On a long page (a lecture, the glossary, the recipes) it also waits until the far blocks the
 * page defers have all been added (app/lib/deferred-blocks.ts marks the body, `[data-deferred-body]`,
 * `data-blocks-complete`), so a test sees the whole page; `waitForHydration` stops at hydration.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('[data-deferred-body]:not([data-blocks-complete])').waitFor({ state: 'detached', timeout: 30_000 });
}

/** Waits until React has hydrated the page (see gotoHydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html.hydrated').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * Waits until a hydrated page has nothing left to do on its own, before a test checks what it did
 * not load: the network has been quiet (Playwright's `networkidle`) and the main thread has since
 * had an idle period, so work the page starts after hydration (effects, idle callbacks) has run
 * and its requests have been seen. A condition, not a fixed wait.
 */
export async function waitUntilIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Waits until the page's CSS transitions and animations have finished, before a test measures
 * colours: switching the colour scheme on a loaded page starts transitions, and axe would measure a
 * button's contrast halfway through one (it did, on a busy CI machine).
 */
export async function waitForTransitions(page: Page): Promise<void> {
  // Only animations that run on the clock end: a scroll-driven one (the fades of a wide equation,
  // app/lecture.css) follows the scroll position and never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens the actions of a display equation: the small toggle at its top right shows while the
 * pointer is over the equation (or focus is in it) and opens a menu with "Ask the tutor" and
 * "Copy LaTeX".
 */
export async function openEquationActions(equation: Locator): Promise<void> {
  await equation.locator('.equation-scroll').hover();
  const toggle = equation.getByRole('button', { name: 'Equation actions' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Scrolls to an element far down a lecture and waits until it stays put on the screen, before a
 * test clicks it. Most blocks of a lecture are laid out only once they come near the screen
 * (content-visibility: auto in app/lecture.css) and have a guessed height until then; after a jump,
 * the browser anchors the scroll on the first block on the screen, so when that block and the ones
 * after it take their real height, everything below them moves. On /clustering the lecture pager
 * went from 656 px to below the screen about 250 ms after it was scrolled to, and a CI run's click
 * on "Next lecture" landed on the article instead. A condition, not a wait: the element is on the
 * screen, the fonts it needs have arrived, and it is at the same place on two readings in a row.
 */
export async function scrollIntoViewSettled(target: Locator): Promise<void> {
  let previous: string | undefined;
  await expect
    .poll(
      async () => {
        const place = await target.evaluate(async (element) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          const { top, bottom } = element.getBoundingClientRect();
          if (top < 0 || bottom > innerHeight) {
            element.scrollIntoView({ block: 'center' });
            return 'scrolled';
          }
          await document.fonts.ready;
          await frame();
          await frame();
          return String(element.getBoundingClientRect().top);
        });
        const settled = place !== 'scrolled' && place === previous;
        previous = place;
        return settled;
      },
      { message: 'the element stays at one place on the screen', intervals: [250], timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Scrolls to `target` until `ready` is visible, as a learner keeps scrolling to what they jumped
 * to. On a long lecture the blocks above a jump take their real height only once shown
 * (content-visibility in app/lecture.css), which can push the target back off the screen before
 * its code mounts (practice questions and live figures mount as they near the viewport); one
 * scrollIntoView then waits in vain, on a loaded machine for more than 10 s.
 */
export async function scrollUntilVisible(target: Locator, ready: Locator, timeout = 30_000): Promise<void> {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await expect(ready).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout });
}
