/**
 * Speed of reading, measured on the built site served by the real server: Lighthouse (mobile,
 * default simulated throttling, Debian's Chromium) on every prerendered route, with the four
 * category scores against a budget of 100 and LCP, TBT, CLS and total transfer per route; then the
 * byte budgets of the longest lecture (JavaScript before any interaction, CSS, fonts) and the
 * ratio of a lecture's whole first load to its HTML. Exits 1 when a budget breaks.
 *   npm run bench:pages                 (needs a build: npm run build)
 *   npm run bench:pages -- /clustering  (some routes only)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium.ts';
import { lectureSlugs } from '../content/lectures.ts';
import { sitePaths } from '../tests/e2e/routes.ts';
import { startBuiltServer } from './built-server.ts';
import { measurePage } from './page-bytes.ts';

const root = join(import.meta.dirname, '..');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const budgets = { score: 100, lectureJsKb: 150, cssKb: 40 };
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const server = await startBuiltServer();
const { base } = server;
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable, chromeFlags: chromiumArgs });
let failed = false;
const rows: string[][] = [];
/** Lighthouse's measure of this machine's CPU speed, per run: how steady the simulated figures can be. */
const benchmarkIndexes: number[] = [];
/**
 * One Lighthouse report for `path`. A run in which Lighthouse itself failed (a runtime error, or a
 * category it could not score) is made again, up to twice: on this shared machine one run in a few
 * dozen lost its trace and came back as a score of 0 with no metrics, which says nothing about the page.
 */
async function runLighthouse(path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const unscored = categories.filter((category) => lhr.categories[category]?.score == null);
    if (!lhr.runtimeError && unscored.length === 0) return lhr;
    const reason = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : `no score for ${unscored.join(', ')}`;
    if (attempt === 3) {
      console.log(`  ${path}: Lighthouse failed three times (${reason})`);
      return lhr;
    }
    console.log(`  ${path}: Lighthouse failed (${reason}); running it again`);
  }
}

try {
  // The first Lighthouse run on a fresh Chromium and a fresh server measured the home page's LCP at
  // 2.1 s where every later run gives 1.2 s (cold caches and JIT on both sides); readers meet a
  // warm server, so one run is made first and not counted.
  await lighthouse(`${base}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  for (const path of routes.length > 0 ? routes : sitePaths) {
    const lhr = await runLighthouse(path);
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const scores = categories.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
    const below = categories.filter((_, index) => scores[index] < budgets.score);
    if (below.length > 0) {
      failed = true;
      for (const category of below) {
        const misses = lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
        console.log(`  ${path} ${category}: ${misses.join(', ')}`);
      }
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push([
      path,
      ...scores.map(String),
      `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(audit('total-blocking-time'))} ms`,
      audit('cumulative-layout-shift').toFixed(3),
      `${(audit('total-byte-weight') / 1024).toFixed(0)} KB`,
      below.length === 0 ? 'ok' : 'BELOW 100',
    ]);
  }
} finally {
  await chrome.kill();
  server.stop();
}

const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'transfer', ''];
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
console.log(`\nLighthouse ${'12'} (mobile, simulated throttling), budget ${budgets.score} in every category:`);
for (const row of [header, widths.map((width) => '-'.repeat(width)), ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
console.log(
  `CPU benchmark index over the runs: ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)} (a spread means a busy machine; scores near a threshold move with it)`,
);

// Bytes: the longest lecture's JavaScript before any interaction, CSS, and what its HTML is of the whole.
const lectures = lectureSlugs.map((slug) => measurePage(`/${slug}`));
const longest = lectures.reduce((a, b) => (b.html > a.html ? b : a));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const jsOk = longest.js / 1024 <= budgets.lectureJsKb;
const cssOk = Math.max(...lectures.map((lecture) => lecture.css)) / 1024 <= budgets.cssKb;
failed ||= !jsOk || !cssOk;
console.log(`\nLongest lecture ${longest.path}: JavaScript ${kb(longest.js)} KB gzip (≤ ${budgets.lectureJsKb}) ${jsOk ? 'ok' : 'OVER'}`);
console.log(`Largest lecture CSS: ${kb(Math.max(...lectures.map((lecture) => lecture.css)))} KB gzip (≤ ${budgets.cssKb}) ${cssOk ? 'ok' : 'OVER'}`);
console.log(
  `First load of ${longest.path}: HTML ${kb(longest.html)} KB + JS ${kb(longest.js)} KB + CSS ${kb(longest.css)} KB = ${((longest.html + longest.js + longest.css) / longest.html).toFixed(2)}× the HTML alone (gzip; fonts and figures load as needed)`,
);

// No chat, search or math JavaScript before interaction (recognised by what only that code contains);
// web fonts only KaTeX's woff2.
const lazyCode = [/KaTeX parse error/, /loadPreviousSession/, /aria-activedescendant/];
const eager = [...new Set(lectures.flatMap((lecture) => lecture.scriptUrls))].filter((url) =>
  lazyCode.some((pattern) => pattern.test(readFileSync(join(root, 'build', 'client', url), 'utf8'))),
);
const fonts = readdirSync(join(root, 'build', 'client', 'assets')).filter((name) => /\.(woff2?|ttf|otf|eot)$/.test(name));
const fontsOk = fonts.every((name) => name.endsWith('.woff2') && name.startsWith('KaTeX_'));
failed ||= eager.length > 0 || !fontsOk;
console.log(`Chat, search or math code loaded before interaction: ${eager.length === 0 ? 'none, ok' : eager.join(', ')}`);
console.log(
  `Web fonts: ${fonts.length} files, ${fontsOk ? 'all KaTeX woff2, ok' : `NOT ONLY KaTeX woff2: ${fonts.filter((name) => !name.endsWith('.woff2')).join(', ')}`}`,
);
process.exit(failed ? 1 : 0);
