import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { desktop, expect, gotoHydrated, phone, test, waitUntilIdle } from './fixtures';

function paletteOf(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Search the lectures' });
}

function comboboxOf(page: Page): Locator {
  return paletteOf(page).getByRole('combobox', { name: 'Search lectures, formulas and classes' });
}

test.describe('the search palette on a wide screen', () => {
  test.use({ viewport: desktop });

  test('no search code or index loads before a learner first searches', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoHydrated(page, '/');
    await waitUntilIdle(page);
    expect(requested.filter((url) => /search-palette|search-sections|section-search/.test(url))).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(comboboxOf(page)).toBeFocused();
    await expect.poll(() => requested.filter((url) => /search-sections/.test(url)).length).toBeGreaterThan(0);
  });

  test('a learner presses Ctrl+K, types "eigen", moves with the arrows and lands on the section with its heading highlighted', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Control+k');
    const combobox = comboboxOf(page);
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await combobox.pressSequentially('eigen');
    const options = paletteOf(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(paletteOf(page).locator('mark').first()).toHaveText(/^eigen/i);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    // The highlight lasts two seconds, and a role query over the lecture that opens can take
    // longer than that on a busy machine: record each highlighted element as it happens.
    await page.evaluate(() => {
      const highlighted: string[] = [];
      (window as unknown as { highlighted: string[] }).highlighted = highlighted;
      new MutationObserver((records) => {
        for (const record of records) if ((record.target as Element).classList.contains('search-target')) highlighted.push((record.target as Element).id);
      }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
    });
    await page.keyboard.press('Enter');
    await expect(page.locator('dialog[data-search-palette]')).toBeHidden();
    await expect(page).toHaveURL(/\/clustering#/);
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect.poll(() => page.evaluate(() => (window as unknown as { highlighted: string[] }).highlighted)).toEqual([anchor]);
    const heading = page.locator(`[id="${anchor}"]`);
    await expect(heading).toBeInViewport();
    // The highlight fades after about two seconds.
    await expect(heading).not.toHaveClass(/search-target/);
  });

  test('a learner types "k-means++" and Enter opens the k-means++ section, not the top of the lecture', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Control+k');
    await comboboxOf(page).pressSequentially('k-means++');
    const first = paletteOf(page).getByRole('option').first();
    await expect(first.locator('.search-hit-path')).toHaveText('k-means++');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // The Clustering class, whose topic it is, is listed after the section; no class that only shares "mean".
    await expect(paletteOf(page).getByRole('group', { name: 'Classes' }).getByRole('option')).toHaveText(['Clustering']);
    await page.keyboard.press('Enter');
    await expect(paletteOf(page)).toBeHidden();
    await expect(page).toHaveURL(/\/clustering#k-means-1$/);
    const heading = page.locator('[id="k-means-1"]');
    await expect(heading).toHaveText(/^k-means\+\+/);
    await expect(heading).toBeInViewport();
  });

  test('a learner presses "/" to search, and Escape closes the palette and returns focus', async ({ page }) => {
    await gotoHydrated(page, '/classes');
    const start = page.getByRole('banner').getByRole('link', { name: 'Start Learning' });
    await start.focus();
    await page.keyboard.press('/');
    await expect(comboboxOf(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(paletteOf(page)).toBeHidden();
    await expect(start).toBeFocused();
  });

  test('"/" typed into a text field stays in the field', async ({ page }) => {
    await gotoHydrated(page, '/search');
    const field = page.getByRole('searchbox', { name: 'Search lectures, formulas and classes' });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(paletteOf(page)).toBeHidden();
  });

  test('a learner clicks the search button, picks a suggestion and a result with the mouse', async ({ page }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('link', { name: 'Search', exact: true });
    await button.click();
    await expect(paletteOf(page)).toBeVisible();
    await paletteOf(page).getByRole('button', { name: 'PCA' }).click();
    await expect(comboboxOf(page)).toHaveValue('PCA');
    const firstSection = paletteOf(page)
      .getByRole('option', { name: /Principal component analysis/ })
      .first();
    await expect(firstSection).toBeVisible();
    // Classes from the catalogue come too.
    await expect(paletteOf(page).getByRole('option', { name: 'Dimensionality Reduction', exact: true })).toBeVisible();
    // A screen reader hears how much was found: a screenful of sections, and the one class.
    await expect(paletteOf(page).getByRole('status')).toHaveText('6 sections, 1 class');
    await firstSection.click();
    await expect(page).toHaveURL(/\/dimensionality-reduction#principal-component-analysis$/);
    await expect(page.locator('#principal-component-analysis')).toBeInViewport();
  });

  test('a learner searches "svm" and sees results grouped by lecture with marked words and a formula', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await comboboxOf(page).fill('softmax');
    const group = paletteOf(page).getByRole('group', { name: 'Neural Networks and Deep Learning' });
    await expect(group).toBeVisible();
    await expect(group.locator('mark').first()).toHaveText(/softmax/i);
    // The formula that matched, as its plain reading, not its LaTeX (\\text{softmax}).
    await expect(group.locator('.search-hit-formula').first()).toContainText('softmax');
    await expect(group.locator('.search-hit-formula').first()).not.toContainText('\\');
    await comboboxOf(page).fill('svm');
    await expect(paletteOf(page).getByRole('group', { name: 'Support Vector Machines' })).toBeVisible();
    await expect(
      paletteOf(page)
        .locator('mark', { hasText: /^support$/i })
        .first(),
    ).toBeVisible();
  });

  test('a learner searches "entropy" and opens its glossary entry', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await comboboxOf(page).fill('entropy');
    const entry = paletteOf(page).getByRole('group', { name: 'Glossary' }).getByRole('option').first();
    await expect(entry.locator('.search-hit-path')).toHaveText('Entropy');
    await entry.click();
    await expect(page).toHaveURL(/\/glossary#entropy$/);
    await expect(page.locator('#entropy')).toBeInViewport();
  });

  test('a typo still finds the section: "regresion"', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await comboboxOf(page).pressSequentially('regresion');
    await expect(paletteOf(page).getByRole('option').first()).toContainText('Regression');
  });

  test('the status line announces what was found once typing pauses, not after every keystroke', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const status = paletteOf(page).getByRole('status');
    // The index is loaded once a first search has results.
    await comboboxOf(page).fill('svm');
    await expect(status).toHaveText(/^\d+ sections?, \d+ class(es)?$/);
    await comboboxOf(page).fill('');
    await expect(status).toHaveText('');
    await status.evaluate((element) => {
      const announced: string[] = [];
      (window as unknown as { announced: string[] }).announced = announced;
      new MutationObserver(() => announced.push(element.textContent ?? '')).observe(element, { childList: true, subtree: true, characterData: true });
    });
    await comboboxOf(page).pressSequentially('eigenvalues');
    await expect(status).toHaveText(/^\d+ sections?, \d+ class(es)?$/);
    expect(await page.evaluate(() => (window as unknown as { announced: string[] }).announced)).toEqual([await status.textContent()]);
  });

  test('one letter asks for a second rather than saying nothing matches', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    // The index is loaded once a first search has results.
    await comboboxOf(page).fill('svm');
    await expect(paletteOf(page).getByRole('option').first()).toBeVisible();
    await comboboxOf(page).fill('r');
    await expect(paletteOf(page).getByText('Type at least two letters to search', { exact: true })).toBeVisible();
    await expect(paletteOf(page).getByText('No sections match')).toHaveCount(0);
    await expect(paletteOf(page).getByRole('status')).toHaveText('Type at least two letters to search');
    // The tutor can still be asked.
    await expect(paletteOf(page).getByRole('option')).toHaveText(['Ask the tutor about “r”']);
    await page.keyboard.type('e');
    await expect(paletteOf(page).getByRole('option').first()).toContainText(/Re/);
  });

  test('a learner sees all the results of a broad query on the /search page', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Control+k');
    await comboboxOf(page).fill('regression');
    const seeAll = paletteOf(page).getByRole('option', { name: 'See all results', exact: true });
    await expect(seeAll).toBeVisible();
    // The palette shows a screenful; the page shows the longer list.
    await expect(paletteOf(page).getByRole('option', { name: /regression/i })).not.toHaveCount(0);
    const sectionsInPalette = await paletteOf(page).locator('[id^="search-section-"]').count();
    expect(sectionsInPalette).toBe(6);
    // Up from the first result wraps to the tutor, up again is "See all results".
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(seeAll).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(paletteOf(page)).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=regression$/);
    await expect(page.getByRole('searchbox', { name: 'Search lectures, formulas and classes' })).toHaveValue('regression');
    await expect(page.getByText(/^\d+ sections match “regression”\.$/)).toBeVisible();
    expect(await page.locator('.search-result-list a[href*="#"]').count()).toBeGreaterThan(sectionsInPalette);
  });

  test('snippets read as prose: a section whose text is mostly math shows it in plain form, with no LaTeX and no hole (palette and /search)', async ({
    page,
  }) => {
    const query = 'convergence on a convex objective';
    // Its text, with the formulas cut out, read "Let be the Hessian … Since and the gradient is linear in w, we have."
    const readsAsProse = async (snippet: Locator) => {
      await expect(snippet).toContainText('minimiser. Since ∇ J(w*) = 0 and the gradient is linear in');
      const text = (await snippet.textContent())!;
      expect(text).not.toMatch(/\\[A-Za-z]|\s[,.](?!\d)|\s{2}/);
    };
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await comboboxOf(page).fill(query);
    const option = paletteOf(page).getByRole('option').first();
    await expect(option.locator('.search-hit-path')).toHaveText('Gradient descent › Convergence on a convex objective');
    await readsAsProse(option.locator('.search-hit-snippet'));

    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const result = page.locator('.search-result').first();
    await expect(result).toHaveAttribute('href', '/linear-regression#convergence-on-a-convex-objective');
    await readsAsProse(result.locator('.search-hit-snippet'));
  });

  test('a query with fewer sections than a screenful offers no "See all results"', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await comboboxOf(page).fill('jacobian');
    // The Jacobian comes up in the backpropagation sections only: fewer than the palette's six.
    await expect(paletteOf(page).locator('[id^="search-section-"]').first()).toBeVisible();
    expect(await paletteOf(page).locator('[id^="search-section-"]').count()).toBeLessThan(6);
    await expect(paletteOf(page).getByRole('option', { name: 'See all results', exact: true })).toHaveCount(0);
  });

  test('a learner asks the tutor about the query from the last result', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await comboboxOf(page).fill('kernel trick');
    const ask = paletteOf(page).getByRole('option', { name: 'Ask the tutor about “kernel trick”' });
    await expect(ask).toBeVisible();
    // Up from the first result wraps to the last.
    await page.keyboard.press('ArrowUp');
    await expect(paletteOf(page).getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(paletteOf(page)).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('kernel trick');
  });

  test('the open palette with results has no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await expect(paletteOf(page).getByRole('button', { name: 'PCA' })).toBeVisible();
    let results = await new AxeBuilder({ page }).include('[data-search-palette]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await comboboxOf(page).fill('gradient');
    await expect(paletteOf(page).getByRole('option').first()).toBeVisible();
    results = await new AxeBuilder({ page }).include('[data-search-palette]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('the search palette on a phone', () => {
  // A touch screen, so the learner taps the result as on a phone.
  test.use({ viewport: phone, hasTouch: true });

  test('a learner opens search from the menu and it fills the screen', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'ML Classes' }).getByRole('link', { name: 'Search', exact: true }).click();
    await expect(comboboxOf(page)).toBeFocused();
    const panel = paletteOf(page).locator('.search-panel');
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: phone.width, height: phone.height });
    await comboboxOf(page).fill('k-means');
    // The section headed "k-means" comes first, then the rest of the lecture's and the Clustering class.
    const option = paletteOf(page).getByRole('group', { name: 'Clustering' }).getByRole('option').first();
    await expect(option).toContainText('k-means');
    await option.tap();
    await expect(page).toHaveURL(/\/clustering#k-means$/);
  });
});

test.describe('the search page', () => {
  test('a reader without JavaScript follows the search link and gets server-rendered results', async ({ pageWith }) => {
    const page = await pageWith({ javaScriptEnabled: false, viewport: desktop });
    await page.goto('/');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('link', { name: 'gradient descent' })).toBeVisible();
    await page.getByRole('searchbox').fill('principal component analysis');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=principal\+component\+analysis$/);
    await expect(page.getByRole('searchbox')).toHaveValue('principal component analysis');
    await expect(page.getByRole('heading', { name: 'Dimensionality Reduction', level: 2 })).toBeVisible();
    const first = page.locator('.search-result').filter({ hasText: 'Principal component analysis' }).first();
    await expect(first).toHaveAttribute('href', /\/dimensionality-reduction#/);
    await expect(first.locator('mark').first()).toBeVisible();
  });

  test('a reader without JavaScript cannot type past the limit, and an address over it gets the page with a sentence', async ({ pageWith }) => {
    const page = await pageWith({ javaScriptEnabled: false, viewport: desktop });
    await page.goto('/search');
    await expect(page.getByRole('searchbox')).toHaveAttribute('maxlength', '500');
    const response = await page.goto(`/search?q=${'k'.repeat(501)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('Your search is too long: the limit is 500 characters.');
    await expect(page.getByRole('link', { name: 'gradient descent' })).toBeVisible();
  });

  test('a reader without JavaScript searches "entropy" and finds its glossary entry', async ({ pageWith }) => {
    const page = await pageWith({ javaScriptEnabled: false, viewport: desktop });
    await page.goto('/search?q=entropy');
    await expect(page.getByRole('heading', { name: 'Glossary', level: 2 })).toBeVisible();
    const entry = page.locator('.search-result[href="/glossary#entropy"]');
    await expect(entry.locator('.search-hit-path')).toHaveText('Entropy');
    await entry.click();
    await expect(page).toHaveURL(/\/glossary#entropy$/);
    await expect(page.locator('#entropy')).toBeInViewport();
  });

  test('a reader with JavaScript opens /search?q=svm and sees the same results, with no hydration error', async ({ page }) => {
    await gotoHydrated(page, '/search?q=svm');
    await expect(page.getByRole('searchbox')).toHaveValue('svm');
    await expect(page.getByRole('heading', { name: 'Support Vector Machines', level: 2 })).toBeVisible();
    await expect(page.locator('.search-result').first()).toHaveAttribute('href', /^\/support-vector-machines/);
    // Typing updates the results without submitting.
    await page.getByRole('searchbox').fill('kernel trick');
    await expect(page.locator('.search-result[href*="#"]').first()).toHaveAttribute('href', '/support-vector-machines#the-kernel-trick');
  });

  test('with JavaScript the page loads no index until the reader searches, and a submitted search stays on the page', async ({ page }) => {
    const indexRequests: string[] = [];
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-sections')) indexRequests.push(request.url());
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await gotoHydrated(page, '/search?q=svm');
    // The server's results are already there; the ~130 KB index is not needed to show them.
    await expect(page.getByRole('heading', { name: 'Support Vector Machines', level: 2 })).toBeVisible();
    expect(indexRequests).toEqual([]);
    await page.getByRole('searchbox').fill('softmax');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/search?q=softmax');
    await expect(page.getByText('sections match “softmax”.')).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    expect(documents).toHaveLength(1);
    // Back to the first search, still without a page load.
    await page.goBack();
    await expect(page).toHaveURL('/search?q=svm');
    await expect(page.getByText('sections match “svm”.')).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('svm');
    expect(documents).toHaveLength(1);
  });

  test('a reader is told how many sections match in all, though the page lists the best 24', async ({ page }) => {
    const sectionLinks = page
      .locator('section')
      .filter({ hasNot: page.getByRole('heading', { name: 'Classes', level: 2 }) })
      .locator('.search-result');
    const countOf = async (query: string) => {
      const line = page.getByText(new RegExp(`^\\d+ sections match “${query}”\\.$`));
      await expect(line).toBeVisible();
      return Number(/^\d+/.exec((await line.textContent()) ?? '')?.[0]);
    };
    // The server's results, as a reader without JavaScript gets them.
    await gotoHydrated(page, '/search?q=regression');
    const fromServer = await countOf('regression');
    expect(await sectionLinks.count()).toBe(24);
    expect(fromServer).toBeGreaterThan(24);
    // The page's own results, as the reader types: the same count.
    const field = page.getByRole('searchbox', { name: 'Search lectures, formulas and classes' });
    await field.fill('regressio');
    await expect(page.getByText(/^\d+ sections match “regressio”\.$/)).toBeVisible();
    await field.fill('regression');
    expect(await countOf('regression')).toBe(fromServer);
    expect(await sectionLinks.count()).toBe(24);
  });

  test('a hostile query is shown as text, never run', async ({ pageWith }) => {
    for (const javaScriptEnabled of [false, true]) {
      const page = await pageWith({ javaScriptEnabled });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const query = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
      const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const html = (await response?.text()) ?? '';
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<img src=x');
      await expect(page.getByRole('searchbox')).toHaveValue(query);
      // The query is shown in the count line, whatever the count ("1 section matches", "No sections match").
      await expect(page.getByText(/No sections match|sections? match/)).toBeVisible();
      expect(dialogs).toEqual([]);
    }
  });
});
