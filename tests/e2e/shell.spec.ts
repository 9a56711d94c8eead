import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

test.describe('the shell on every page', () => {
  test.use({ viewport: desktop });

  test('a reader sees the top bar with the site name, the main links and Start Learning', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ML Classes' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Classes' })).toHaveAttribute('href', '/classes');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await header.getByRole('link', { name: 'Start Learning' }).click();
    await expect(page).toHaveURL('/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  });

  test('the top bar stays at the top while the reader scrolls', async ({ page }) => {
    await page.goto('/about');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  for (const [path, current] of [
    ['/', 'Home'],
    ['/classes', 'Classes'],
    ['/about', 'About'],
  ] as const) {
    test(`on ${path} the ${current} link is marked current and underlined, the others are not`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', 'Classes', 'About']) {
        const link = nav.getByRole('link', { name });
        const decoration = await link.evaluate((element) => getComputedStyle(element).textDecorationLine);
        if (name === current) {
          await expect(link).toHaveAttribute('aria-current', 'page');
          expect(decoration).toBe('underline');
        } else {
          await expect(link).not.toHaveAttribute('aria-current');
          expect(decoration).toBe('none');
        }
      }
    });
  }

  test('the footer has the three links and the copyright with the current year', async ({ page }) => {
    await page.goto('/classes');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Home', '/'],
      ['Classes', '/classes'],
      ['About', '/about'],
    ]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ML Classes`);
  });
});

test.describe('light and dark themes', () => {
  test.use({ viewport: desktop });

  test('the site follows the system setting when the reader has not chosen', async ({ pageWith }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await pageWith({ colorScheme });
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(colorScheme === 'dark' ? 'oklch(0.129 0.042 264.695)' : 'rgb(255, 255, 255)');
    }
  });

  test('a reader switches to dark, and the choice persists across reloads and pages', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await gotoHydrated(page, '/about');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test.describe('without the app JavaScript', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('the stored theme is applied before any of the app JavaScript runs (no flash)', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      // Hydrated first: the app's code starts only once the first paint is on screen, so blocking it
      // while that first load is still under way would fail its import in the page.
      await gotoHydrated(page, '/');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      // Block the app's own scripts: only the tiny head script can set the theme now.
      await page.route('**/assets/**/*.js', (route) => route.abort());
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('heading', { level: 1, name: 'Learn Machine Learning' })).toBeVisible();
    });

    test('controls that need the app JavaScript stay invisible until it has run, and links still work', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.route('**/assets/**/*.js', (route) => route.abort());
      await page.goto('/linear-regression');
      await expect(page.locator('h1')).toBeVisible();
      // In place (nothing shifts when they appear) but invisible, so a tap cannot be lost on them.
      for (const name of ['Open menu', 'Switch to dark theme']) {
        const control = page.getByRole('banner').locator(`button[aria-label="${name}"]`);
        await expect(control).toBeAttached();
        await expect(control).toBeHidden();
      }
      await expect(page.locator('#lecture-body .equation-actions-toggle').first()).toBeHidden();
      await expect(page.locator('.mark-complete-button')).toBeHidden();
      await page.getByRole('banner').getByRole('link', { name: 'Start Learning' }).click();
      await expect(page).toHaveURL(/\/classes$/);

      await page.unroute('**/assets/**/*.js');
      await gotoHydrated(page, '/linear-regression');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
      // Visible to Playwright (opacity 0 until hover or focus, but in place and focusable).
      await expect(page.locator('#lecture-body .equation-actions-toggle').first()).toBeVisible();
    });
  });
});

test.describe('the navigation drawer on a phone', () => {
  test.use({ viewport: phone });

  test('the links collapse into a menu button that opens a drawer titled ML Classes', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'ML Classes' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'ML Classes' })).toBeVisible();
    for (const name of ['Home', 'Classes', 'About']) await expect(drawer.getByRole('link', { name })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    // Slid in from the left edge once its animation has finished.
    await expect.poll(async () => Math.round((await drawer.locator('.drawer-panel').boundingBox())?.x ?? -1)).toBe(0);
  });

  test('the close button closes the drawer and focus returns to the menu button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a click on the dark backdrop closes the drawer', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(370, 600);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Escape closes the drawer', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('choosing a link navigates and closes the drawer', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Classes' }).click();
    await expect(page).toHaveURL('/classes');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  });

  test('focus is trapped inside the open drawer', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});
