import { lectureSlugs } from '../../content/lectures';
import { requiredLectureContent } from '../lecture-requirements';
import { expect, phone, test } from './fixtures';

for (const slug of lectureSlugs) {
  test.describe(`the prerendered /${slug}`, () => {
    test('has its h1, its required sections, typeset math without errors, and figures that exist with alt text', async ({ request }) => {
      const response = await request.get(`/${slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const { title, headings } = requiredLectureContent[slug];
      const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(html).toContain(`<h1 id="lecture-title" class="page-title mt-2">${escapeHtml(title)}</h1>`);
      let from = 0;
      for (const heading of headings) {
        const at = html.indexOf(`>${escapeHtml(heading)}</a></h`, from);
        expect(at, heading).toBeGreaterThan(from);
        from = at;
      }
      expect(html).toContain('class="katex"');
      expect(html).toContain('<annotation encoding="application/x-tex">');
      expect(html).not.toContain('katex-error');
      // Each static figure is two images, its light and its dark drawing, of which the theme shows one.
      const images = [...html.matchAll(/<img class="figure-(light|dark)" src="(\/media\/[^"]+)" alt="([^"]*)" width="(\d+)" height="(\d+)"/g)];
      const light = images.filter(([, theme]) => theme === 'light').map(([, , src]) => src);
      expect(light.length).toBeGreaterThanOrEqual(2);
      expect(images.filter(([, theme]) => theme === 'dark').map(([, , src]) => src)).toEqual(light.map((src) => src.replace(/\.svg$/, '.dark.svg')));
      for (const [, , src, alt] of images) {
        expect(alt.length, src).toBeGreaterThan(20);
        const figure = await request.get(src);
        expect(figure.status(), src).toBe(200);
        expect((await figure.body()).length, src).toBeGreaterThan(500);
      }
    });

    test('does not scroll sideways on a phone', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(`/${slug}`);
      await expect(page.locator('#lecture-body h2').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  });
}

test('one figure is inline SVG in the page, drawn in the text colour so it follows the theme', async ({ request }) => {
  const html = await (await request.get('/support-vector-machines')).text();
  expect(html).toMatch(/<div class="lecture-figure-inline" role="img" aria-label="[^"]{20,}"><svg aria-hidden="true" focusable="false"/);
  expect(html).toContain('currentColor');
});
