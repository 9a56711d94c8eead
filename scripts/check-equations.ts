/**
 * How many display equations are wider than the text column on a phone (390 px), per lecture and
 * in total, and the widest of them with their LaTeX: the measure for writing equations that fit
 * (docs/architecture.md, "Display equations").
 *   npm run check:equations [-- --built] [-- --width 390] [-- --list 15] [-- SLUG...]
 * It compiles the lectures from content/lectures (so an edited equation is measured without a new
 * build) and shows each one inside its built page, with the site's CSS and KaTeX's fonts, in
 * Debian's Chromium without JavaScript; `--built` measures the built bodies as they are. It needs
 * a build (`npm run build`) for the pages and their CSS. Exits 1 when more than 10% of the
 * display equations must scroll.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { isLectureSlug, lectureSlugs, type LectureSlug } from '../content/lectures.ts';
import { compileLecture } from '../content/pipeline/compile-lecture.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium.ts';
import { maxScrollingShare, measureEquationWidths, scrolls, type EquationWidth } from '../tests/e2e/equation-widths.ts';

const clientDir = join(import.meta.dirname, '..', 'build', 'client');
// Never requested over the network: every request to it is answered from build/client.
const origin = 'http://equations.invalid';
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const args = process.argv.slice(2);
const built = args.includes('--built');
const width = Number(option('--width') ?? 390);
const listed = Number(option('--list') ?? 15);
const optionValues = new Set([option('--width'), option('--list')]);
const named = args.filter((arg) => !arg.startsWith('--') && !optionValues.has(arg));
const unknown = named.filter((arg) => !isLectureSlug(arg));
if (unknown.length > 0) {
  console.error(`not a lecture: ${unknown.join(', ')} (one of ${lectureSlugs.join(', ')})`);
  process.exit(2);
}
const slugs: LectureSlug[] = named.length > 0 ? (named as LectureSlug[]) : [...lectureSlugs];
if (!existsSync(join(clientDir, slugs[0], 'index.html'))) {
  console.error('no build: run `npm run build` first (the pages and their CSS come from build/client)');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: false });
await context.route('**/*', async (route) => {
  const url = new URL(route.request().url());
  if (url.origin !== origin) return route.abort();
  const file = normalize(join(clientDir, decodeURIComponent(url.pathname), extname(url.pathname) ? '' : 'index.html'));
  if (!file.startsWith(clientDir) || !existsSync(file)) return route.fulfill({ status: 404, body: '' });
  return route.fulfill({ body: readFileSync(file), contentType: contentTypes[extname(file)] ?? 'application/octet-stream' });
});

const results: { slug: LectureSlug; equations: EquationWidth[] }[] = [];
for (const slug of slugs) {
  const html = built ? undefined : (await compileLecture(slug)).html;
  const page = await context.newPage();
  await page.goto(`${origin}/${slug}`);
  if (html !== undefined) await page.locator('#lecture-body').evaluate((body, source) => (body.innerHTML = source), html);
  results.push({ slug, equations: await measureEquationWidths(page) });
  await page.close();
}
await browser.close();

const percent = (part: number, whole: number) => `${whole === 0 ? 0 : ((100 * part) / whole).toFixed(1)}%`;
const overflow = (equation: EquationWidth) => equation.scrollWidth - equation.clientWidth;
console.log(`Display equations wider than their column at ${width} px (${built ? 'built pages' : 'lectures compiled from source'}):`);
for (const { slug, equations } of results) {
  const wide = equations.filter(scrolls);
  const worst = wide.length > 0 ? `, widest +${Math.max(...wide.map(overflow))} px` : '';
  console.log(
    `  ${slug.padEnd(26)} ${String(wide.length).padStart(3)} of ${String(equations.length).padStart(3)}  ${percent(wide.length, equations.length).padStart(6)}${worst}`,
  );
}
const all = results.flatMap(({ slug, equations }) => equations.map((equation) => ({ slug, ...equation })));
const wide = all.filter(scrolls).sort((a, b) => b.scrollWidth / b.clientWidth - a.scrollWidth / a.clientWidth);
const share = all.length === 0 ? 0 : wide.length / all.length;
console.log(`  ${'total'.padEnd(26)} ${String(wide.length).padStart(3)} of ${String(all.length).padStart(3)}  ${percent(wide.length, all.length).padStart(6)}`);
if (wide.length > 0 && listed > 0) {
  console.log(`\nThe widest (content width / column width):`);
  for (const equation of wide.slice(0, listed)) {
    const where = equation.place === 'text' ? '' : ` (${equation.place})`;
    const latex = equation.latex.replace(/\s+/g, ' ');
    console.log(
      `  ${(equation.scrollWidth / equation.clientWidth).toFixed(2)}×  ${equation.slug}${where}: ${latex.length > 160 ? `${latex.slice(0, 157)}...` : latex}`,
    );
  }
}
if (share > maxScrollingShare) {
  console.error(`\n${percent(wide.length, all.length)} of the display equations scroll at ${width} px: the most allowed is ${maxScrollingShare * 100}%.`);
  process.exit(1);
}
