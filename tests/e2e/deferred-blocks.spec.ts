import type { Page } from '@playwright/test';
import { desktop, expect, gotoHydrated, phone, scrollUntilVisible, test, waitForHydration } from './fixtures';

/**
 * A long page (a lecture, the glossary, the recipes) defers its far blocks
 * (content/pipeline/defer-body.ts) and the page adds them after load (app/lib/deferred-blocks.ts).
 * These stories check that a learner never notices: the whole page arrives, links to far sections,
 * entries and recipes land, and without JavaScript the page reads as before.
 */

/** The ids of the elements named `tag` (h2 headings by default) inside the page's deferred chunks, as the server sends the page. */
async function deferredHeadingIds(page: Page, path: string, tag = 'h2'): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const chunks = [...html.matchAll(/<div class="deferred-blocks" data-deferred=""[^>]*><noscript>([\s\S]*?)<\/noscript><\/div>/g)].map((match) => match[1]);
  return chunks.flatMap((chunk) => [...chunk.matchAll(new RegExp(`<${tag}[^>]*\\sid="([^"]+)"`, 'g'))].map((match) => match[1]));
}

/** Stops the adding of deferred blocks in the background, so that only what a story does adds them. */
async function withoutBackgroundTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'scheduler', { value: undefined });
    window.requestIdleCallback = () => 0;
  });
}

test('the longest lecture arrives whole: its deferred blocks are all added after load, with every section of its contents', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(desktop);
  const far = await deferredHeadingIds(page, '/neural-networks');
  // Most of the lecture is deferred in the page as sent.
  expect(far.length).toBeGreaterThan(5);
  await gotoHydrated(page, '/neural-networks');
  await expect(page.locator('#lecture-body [data-deferred]')).toHaveCount(0);
  for (const id of far) await expect(page.locator(`#lecture-body h2#${id}`)).toHaveCount(1);
  // Every entry of the contents names a heading that is now in the body.
  const contents = await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).hash.slice(1)));
  for (const id of contents) await expect(page.locator(`#lecture-body [id="${id}"]`)).toHaveCount(1);
});

test('a link to a far section lands on it, from another page and from the contents, before the rest of the lecture is added', async ({ page }) => {
  await withoutBackgroundTasks(page);
  await page.setViewportSize(phone);
  const far = await deferredHeadingIds(page, '/neural-networks');
  const last = far.at(-1)!;
  // From another page: the address names a heading that is not an element when the page loads.
  await page.goto(`/neural-networks#${last}`);
  await waitForHydration(page);
  await expect(page.locator(`#${last}`)).toBeInViewport();

  // From the contents, on a fresh load, to a section whose blocks have not been added yet.
  const middle = far[Math.floor(far.length / 2)];
  await page.goto('/neural-networks');
  await waitForHydration(page);
  await expect(page.locator(`#${middle}`)).toHaveCount(0);
  await page.locator('summary', { hasText: 'On this page' }).click();
  await page.getByRole('navigation', { name: 'On this page' }).locator(`a[href="#${middle}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#${middle}$`));
  await expect(page.locator(`#${middle}`)).toBeInViewport();
  // Only the blocks up to it (and those near the screen) were added: the rest still waits.
  await expect(page.locator('#lecture-body [data-deferred]').first()).toBeAttached();
});

test('a practice question in a deferred block is answerable once it is added', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/neural-networks');
  // The lecture's last multiple-choice question, far inside its deferred blocks.
  const id = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('#lecture-body [data-practice]')]
        .filter((section) => section.textContent?.includes('Practice · Multiple choice'))
        .at(-1)?.dataset.practice,
  );
  const question = page.locator(`#lecture-body [data-practice="${id}"]`);
  await scrollUntilVisible(question, question.locator('form'));
  await expect(question.getByRole('button', { name: 'Check' })).toBeVisible();
});

test('without JavaScript the deferred blocks read as the rest of the lecture, spaced alike', async ({ pageWith }) => {
  const page = await pageWith({ javaScriptEnabled: false, viewport: desktop });
  const far = await deferredHeadingIds(page, '/neural-networks');
  await page.goto('/neural-networks');
  const heading = page.locator(`#${far.at(-1)}`);
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  // A deferred paragraph gets the body's spacing between blocks (1.25rem), as a kept one does.
  const margins = await page.evaluate(() => {
    const kept = document.querySelector('#lecture-body > p + p');
    const deferred = document.querySelector('#lecture-body > .deferred-blocks > noscript > p + p');
    return [kept, deferred].map((element) => (element ? getComputedStyle(element).marginTop : null));
  });
  expect(margins).toEqual(['20px', '20px']);
});

test('the glossary defers its far entries: a link to one lands on it, and so does a far letter', async ({ page }) => {
  await withoutBackgroundTasks(page);
  await page.setViewportSize(phone);
  const far = await deferredHeadingIds(page, '/glossary', 'article');
  // Most of the glossary is deferred in the page as sent.
  expect(far.length).toBeGreaterThan(300);
  const last = far.at(-1)!;
  await page.goto(`/glossary#${last}`);
  await waitForHydration(page);
  await expect(page.locator(`#${last}`)).toBeInViewport();

  await page.goto('/glossary');
  await waitForHydration(page);
  await expect(page.locator('#letter-w')).toHaveCount(0);
  await page.locator('nav[aria-label="Glossary letters"] a', { hasText: /^W$/ }).click();
  await expect(page).toHaveURL(/#letter-w$/);
  await expect(page.locator('#letter-w')).toBeInViewport();
  // Only the entries up to it (and those near the screen) were added.
  await expect(page.locator('#glossary-body [data-deferred]').first()).toBeAttached();
});

test('the recipes page defers its far recipes: a contents link to the last lands on it, and all arrive after load', async ({ page }) => {
  await page.setViewportSize(desktop);
  const far = await deferredHeadingIds(page, '/recipes', 'section');
  expect(far.length).toBeGreaterThan(50);
  await gotoHydrated(page, '/recipes');
  await expect(page.locator('#recipes-body [data-deferred]')).toHaveCount(0);
  for (const id of far) await expect(page.locator(`#recipes-body > section#${id}`)).toHaveCount(1);

  const background = await page.context().newPage();
  await withoutBackgroundTasks(background);
  await background.setViewportSize(phone);
  await background.goto('/recipes');
  await waitForHydration(background);
  const last = far.at(-1)!;
  await expect(background.locator(`#${last}`)).toHaveCount(0);
  await background.getByRole('navigation', { name: 'Recipes' }).locator(`a[href="#${last}"]`).click();
  await expect(background.locator(`#${last} h3`)).toBeInViewport();
});
