/**
 * The live figures' budgets (issue "Live figures"), measured on the build:
 * - first load: every lecture's first-load JavaScript stays within 150 KB gzip, and holds no
 *   live-figure chunk;
 * - chunks: each figure's own code at most 30 KB gzip; the shared kit (widget-kit) at most 80 KB;
 * - interaction to next paint, with the CPU slowed 4×: for each figure, the keyboard interaction of
 *   its recipe (tests/e2e/live-figures.ts) repeated, timed from keydown to the frame after it was
 *   painted; median at most 16 ms and p95 at most 50 ms. A bare text field is typed in turn with the
 *   figures in the same run and printed beside them, as bench:search does: it shows how much of a
 *   run's figure is the browser's own on this shared machine. Two more references are typed in turn
 *   with them: the same text field put inside the figure's box on its lecture page (the least a
 *   keystroke costs on that lecture), and the figure alone, on a copy of its page with the rest of
 *   the lecture hidden (what the figure costs without the lecture around it).
 * Exits 1 when a budget is missed. Run after `npm run build`:  npm run bench:widgets
 * Figure names after `--` limit the chunk and interaction parts to those figures (npm run bench:widgets -- svm).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { lectureSlugs } from '../content/lectures.ts';
import { isWidgetName, widgetCatalogue, widgetNames, type WidgetName } from '../content/live-figures.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/chromium.ts';
import { lecturePathOf, liveFigureChunk, liveFigureRecipes, scrollToLiveFigure } from '../tests/e2e/live-figures.ts';
import { addFieldToFigure, BARE_FIELD, figureAloneStyle } from './bare-field.ts';
import { startBuiltServer } from './built-server.ts';
import { measurePage } from './page-bytes.ts';

const FIRST_LOAD_BUDGET_KB = 150;
const FIGURE_CHUNK_BUDGET_KB = 30;
const KIT_CHUNK_BUDGET_KB = 80;
const CPU_SLOWDOWN = 4;
const MEDIAN_BUDGET_MS = 16;
const P95_BUDGET_MS = 50;
/** Presses per figure: the recipe's keys, repeated. */
const PRESSES = 40;

const assetsDir = join(import.meta.dirname, '..', 'build', 'client', 'assets');
const kb = (bytes: number) => bytes / 1024;
const gzipKb = (file: string) => kb(gzipSync(readFileSync(join(assetsDir, file)), { level: 9 }).length);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const failures: string[] = [];
// One figure's numbers without timing all of them (the interaction part takes a minute per figure).
const chosen = process.argv.slice(2).filter(isWidgetName);
const benchedNames = chosen.length > 0 ? chosen : widgetNames;
const verdict = (pass: boolean, what: string) => {
  if (!pass) failures.push(what);
  return pass ? 'ok' : 'OVER BUDGET';
};

// 1. First load.
console.log(`First-load JavaScript per lecture (gzip; budget ${FIRST_LOAD_BUDGET_KB} KB, no live-figure chunk):`);
for (const slug of lectureSlugs) {
  const { js, scriptUrls } = measurePage(`/${slug}`);
  const figureChunks = scriptUrls.filter((url) => liveFigureChunk.test(url));
  const pass = kb(js) <= FIRST_LOAD_BUDGET_KB && figureChunks.length === 0;
  console.log(
    `  /${slug.padEnd(26)} ${kb(js).toFixed(1).padStart(6)} KB  ${figureChunks.length ? `figure chunks: ${figureChunks.join(', ')}  ` : ''}${verdict(pass, `first load of /${slug}`)}`,
  );
}

// 2. Chunks.
const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
const chunkOf = (prefix: string) => files.find((file) => file.startsWith(prefix) && /^[\w-]{8}\.js$/.test(file.slice(prefix.length)));
// The kit's door and what Rollup split off it (vite.config.ts names them all widget-kit-<hash>).
const kitChunks = files.filter((file) => /^widget-kit-[\w-]{8}\.js$/.test(file));
const kitSize = kitChunks.reduce((sum, file) => sum + gzipKb(file), 0);
const chunkSizes = new Map<string, number>();
console.log(`\nChunks (gzip; each figure ≤ ${FIGURE_CHUNK_BUDGET_KB} KB, the shared kit ≤ ${KIT_CHUNK_BUDGET_KB} KB):`);
if (kitChunks.length === 0) failures.push('no widget-kit chunk in the build');
console.log(
  `  widget-kit (${kitChunks.length} chunks)          ${kitSize.toFixed(1).padStart(6)} KB  ${verdict(kitSize <= KIT_CHUNK_BUDGET_KB, 'widget-kit chunks')}`,
);
for (const name of benchedNames) {
  const chunk = chunkOf(`widget-${name}-`);
  if (!chunk) {
    failures.push(`no chunk for ${name}`);
    console.log(`  ${name.padEnd(29)} missing`);
    continue;
  }
  // What a figure's chunk imports, directly or through another import (a model shared by two
  // figures brings the data it reads), counts as its own unless it is the kit or already loaded by
  // its lecture.
  const onPage = new Set(measurePage(lecturePathOf(name)).scriptUrls.map((url) => url.replace(/^\/assets\//, '')));
  const own: string[] = [];
  const visit = (file: string) => {
    for (const [, imported] of readFileSync(join(assetsDir, file), 'utf8').matchAll(/from"\.\/([\w.-]+\.js)"/g)) {
      if (kitChunks.includes(imported) || onPage.has(imported) || own.includes(imported)) continue;
      own.push(imported);
      visit(imported);
    }
  };
  visit(chunk);
  const size = gzipKb(chunk) + own.reduce((sum, file) => sum + gzipKb(file), 0);
  chunkSizes.set(name, size);
  console.log(
    `  ${`widget-${name}`.padEnd(29)} ${size.toFixed(1).padStart(6)} KB  ${own.length ? `(with ${own.join(', ')})  ` : ''}${verdict(size <= FIGURE_CHUNK_BUDGET_KB, `${name} chunk`)}`,
  );
}

// 3. Interaction to next paint.
/**
 * Records, for each keydown, the time until the frame after it was painted (a task posted from
 * requestAnimationFrame runs after that frame's paint), and the figure's own work: until the
 * handlers, React's commit, its effects (a canvas redraw) and the layout are done (a task posted
 * at keydown runs after the event's task; the layout is forced then). The first includes the wait
 * for the next frame, which the bare field shows is this browser's own.
 */
const timeKeydowns = `(() => {
  window.paintTimings = [];
  window.workTimings = [];
  document.addEventListener('keydown', () => {
    const started = performance.now();
    const afterTask = new MessageChannel();
    afterTask.port1.onmessage = () => {
      void document.body.offsetHeight;
      window.workTimings.push(performance.now() - started);
    };
    afterTask.port2.postMessage(null);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.paintTimings.push(performance.now() - started);
      channel.port2.postMessage(null);
    });
  }, true);
})()`;

async function pressTimed(page: Page, key: string): Promise<void> {
  const count = (await page.evaluate('window.paintTimings.length')) as number;
  await page.keyboard.press(key);
  await page.waitForFunction((n) => (window as unknown as { paintTimings: number[] }).paintTimings.length > n, count);
}

const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
type Summary = { median: number; p95: number };
const rows: (Summary & { name: string; lecture: string; chunk: number; work: Summary; bare: Summary; onPage: Summary; alone: Summary })[] = [];
try {
  const bare = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await bare.setContent(BARE_FIELD);
  await bare.evaluate(timeKeydowns);
  await bare.getByRole('searchbox').focus();
  const bareCdp = await bare.context().newCDPSession(bare);

  /** The figure's lecture page, hydrated, the figure live and in view, keydowns timed. */
  const openFigure = async (name: WidgetName) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.base}${lecturePathOf(name)}`);
    await page.locator('html.hydrated').waitFor({ state: 'attached', timeout: 30_000 });
    const figure = await scrollToLiveFigure(page, name);
    await page.evaluate(timeKeydowns);
    return { page, figure, cdp: await page.context().newCDPSession(page) };
  };

  for (const name of benchedNames) {
    const { page, figure, cdp } = await openFigure(name);
    const recipe = liveFigureRecipes[name];
    await figure.evaluate(addFieldToFigure);
    const fieldOnPage = page.getByRole('searchbox', { name: 'Field on the lecture page' });
    // The same figure on a second copy of its page, with the rest of the lecture hidden: a
    // constructed stylesheet, since the site's CSP (style-src 'self') refuses a <style> element, not the CSSOM.
    const alone = await openFigure(name);
    await alone.page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, figureAloneStyle(name));
    const recipeKey = (press: number) => recipe.keyboard.keys[press % recipe.keyboard.keys.length];
    const timings = { paint: [] as number[], work: [] as number[] };
    const bareTimings = { paint: [] as number[], work: [] as number[] };
    const onPageTimings = { paint: [] as number[], work: [] as number[] };
    const aloneTimings = { paint: [] as number[], work: [] as number[] };
    const turns = [
      { target: page, session: cdp, into: timings, focus: () => recipe.keyboard.control(figure).focus(), key: recipeKey },
      { target: alone.page, session: alone.cdp, into: aloneTimings, focus: () => recipe.keyboard.control(alone.figure).focus(), key: recipeKey },
      { target: page, session: cdp, into: onPageTimings, focus: () => fieldOnPage.focus(), key: () => 'a' },
      { target: bare, session: bareCdp, into: bareTimings, focus: async () => {}, key: () => 'a' },
    ];
    for (let press = 0; press < PRESSES; press++) {
      // The figure, the figure alone, the field on its page and the bare field in turn, each alone in front and slowed while it is timed.
      for (const { target, session, into, focus, key } of turns) {
        await target.bringToFront();
        await focus();
        await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const before = (await target.evaluate('window.paintTimings.length')) as number;
        await pressTimed(target, key(press));
        const [paint, work] = (await target.evaluate(`[window.paintTimings.slice(${before}), window.workTimings.slice(${before})]`)) as number[][];
        into.paint.push(...paint);
        into.work.push(...work);
        await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    }
    await bare.keyboard.press('Control+a');
    await bare.keyboard.press('Backspace');
    const row = {
      name,
      lecture: widgetCatalogue[name].lecture,
      chunk: chunkSizes.get(name) ?? NaN,
      ...summary(timings.paint),
      work: summary(timings.work),
      bare: summary(bareTimings.paint),
      onPage: summary(onPageTimings.paint),
      alone: summary(aloneTimings.paint),
    };
    rows.push(row);
    await page.close();
    await alone.page.close();
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(
  `\nKeyboard interaction to next paint, CPU slowed ${CPU_SLOWDOWN}× (${PRESSES} presses each; median ≤ ${MEDIAN_BUDGET_MS} ms, p95 ≤ ${P95_BUDGET_MS} ms):`,
);
console.log(
  `  ${'figure'.padEnd(24)} ${'lecture'.padEnd(26)} ${'chunk'.padStart(8)} ${'median'.padStart(8)} ${'p95'.padStart(8)}   own work median / p95   field on the page / bare field, median   figure alone, median / p95`,
);
for (const row of rows) {
  const pass = row.median <= MEDIAN_BUDGET_MS && row.p95 <= P95_BUDGET_MS;
  console.log(
    `  ${row.name.padEnd(24)} ${row.lecture.padEnd(26)} ${`${row.chunk.toFixed(1)} KB`.padStart(8)} ${`${row.median.toFixed(1)} ms`.padStart(8)} ${`${row.p95.toFixed(1)} ms`.padStart(8)}   ${`${row.work.median.toFixed(1)} / ${row.work.p95.toFixed(1)} ms`.padEnd(21)}   ${`${row.onPage.median.toFixed(1)} / ${row.bare.median.toFixed(1)} ms`.padEnd(38)}   ${`${row.alone.median.toFixed(1)} / ${row.alone.p95.toFixed(1)} ms`.padEnd(26)}  ${verdict(pass, `${row.name} interaction`)}`,
  );
}
if (failures.length > 0) {
  console.error(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nEvery live-figure budget met.');
