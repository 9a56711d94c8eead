import { expect, test } from './fixtures';
import { sitePaths } from './routes';

test.describe('nothing loads from another origin', () => {
  test('no page, nor the open tutor, makes a request to another origin, and every page is served with the strict CSP', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) elsewhere.push(`${page.url()} → ${url}`);
    });
    for (const path of sitePaths) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      const csp = response!.headers()['content-security-policy'];
      expect(csp, path).toMatch(/^default-src 'none';script-src 'self';/);
      expect(csp, path).not.toMatch(/https?:|\*/);
    }
    // The chat's code, KaTeX and its fonts come from this origin too.
    await page.goto('/clustering');
    await page.getByRole('button', { name: 'Ask the tutor', exact: true }).click();
    const input = page.getByPlaceholder('Type your question..');
    await input.fill('what is spectral clustering');
    await input.press('Enter');
    await expect(page.locator('.chat-markdown .katex').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
  });
});
