import { desktop, expect, gotoHydrated, phone, test } from './fixtures';

/** Presses Tab until the focused element matches `name` (its accessible text), failing after `limit` presses. */
async function tabTo(page: import('@playwright/test').Page, name: RegExp, limit = 40) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return (element?.getAttribute('aria-label') || element?.innerText || element?.getAttribute('placeholder') || '').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`no element named ${name} within ${limit} Tab presses`);
}

test.describe('a learner who uses only the keyboard, on a wide screen', () => {
  test.use({ viewport: desktop });

  test('skips to the content, walks the top bar, filters the classes and asks the tutor', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);

    // Hydrated, so the link opens the class list in the running app, whose filters then work.
    await gotoHydrated(page, '/');
    await tabTo(page, /^Classes$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/classes$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await tabTo(page, /^Unsupervised Learning$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Unsupervised Learning' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/category=Unsupervised/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Unsupervised Learning' })).toHaveAttribute('aria-pressed', 'false');

    // The tutor: the launcher, a question sent with Enter, Escape back to the launcher.
    await tabTo(page, /^Ask the tutor$/, 80);
    await page.keyboard.press('Enter');
    const input = page.getByPlaceholder('Type your question..');
    await expect(input).toBeFocused();
    await page.keyboard.type('what is spectral clustering');
    await page.keyboard.press('Enter');
    await expect(page.locator('.chat-markdown').last()).toContainText('Sources');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Ask the tutor', exact: true })).toBeFocused();
    await expect(input).toBeHidden();
  });
});

test.describe('a learner who uses only the keyboard, on a phone', () => {
  test.use({ viewport: phone });

  test('opens the menu drawer, moves through it, and closes it with Escape', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await tabTo(page, /menu/i);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'ML Classes' });
    await expect(drawer).toBeVisible();
    // Focus stays inside the drawer however far the learner tabs.
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /menu/i })).toBeFocused();
  });
});
