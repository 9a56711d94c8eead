/**
 * Regenerates every figure (or the ones named on the command line) into public/media/.
 * Each figures/<name>.ts computes its figure with real algorithms from a fixed seed and exports
 * `draw(): string`, the SVG. The posters of the live figures (app/features/lectures/live-figures) are rendered
 * here too, from each live figure's first state. Every figure drawn on the light backing also gets
 * its dark variant, `<name>.dark.svg` (figures/lib/dark-theme.ts), which the lectures show in the dark theme. With --check nothing is written: the script exits 1 when a committed
 * figure differs from what its script produces now (a stale figure), or is missing.
 *
 *   npm run figures              regenerate all
 *   npm run figures -- kmeans    regenerate figures whose name contains "kmeans"
 *   npm run figures -- --check   verify that the committed figures are up to date
 */
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { darkPosterName, posterName, widgetNames } from '../content/live-figures.ts';
import { darkVariant } from './lib/dark-theme.ts';
import { renderPoster } from './lib/poster.tsx';
import { lightBackingRect, resetIds } from './lib/svg.ts';

const figuresDir = dirname(fileURLToPath(import.meta.url));
export const mediaDir = join(figuresDir, '..', 'public', 'media');

/**
 * The names of all figures: one per figure script (files directly in figures/, not tests or the
 * runner), and two posters per live figure, drawn by the live figure's own view: live-<name> in the
 * site's light theme and live-<name>-dark in its dark theme.
 */
export function listFigures(): string[] {
  return [
    ...readdirSync(figuresDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'run.ts')
      .map((file) => file.replace(/\.ts$/, '')),
    ...widgetNames.flatMap((name) => [posterName(name), darkPosterName(name)]),
  ].sort();
}

/** Runs one figure script, or renders one live figure's poster, and returns its SVG. */
export async function renderFigure(name: string): Promise<string> {
  const widget = widgetNames.find((candidate) => posterName(candidate) === name);
  if (widget) return renderPoster(widget, 'light');
  const darkWidget = widgetNames.find((candidate) => darkPosterName(candidate) === name);
  if (darkWidget) return renderPoster(darkWidget, 'dark');
  const module = (await import(pathToFileURL(join(figuresDir, `${name}.ts`)).href)) as { default: () => string | Promise<string> };
  resetIds();
  const svg = await module.default();
  if (!svg.startsWith('<svg')) throw new Error(`figures/${name}.ts did not return an SVG document`);
  return svg;
}

/**
 * The files one figure writes to public/media: `<name>.svg`, and `<name>.dark.svg` when it is drawn
 * on the light backing. A figure that draws in currentColor without a backing (the inlined SVM margin
 * diagram) follows the page's theme by itself; the live figures' posters are left to their views.
 */
export async function renderFigureFiles(name: string): Promise<Map<string, string>> {
  const svg = await renderFigure(name);
  const files = new Map([[`${name}.svg`, svg]]);
  if (hasDarkVariant(name, svg)) files.set(`${name}.dark.svg`, darkVariant(svg));
  return files;
}

/**
 * Whether a figure gets a dark variant: a static figure drawn on the light backing. A live figure's
 * posters are not: its view draws the dark one itself (live-<name>-dark.svg).
 */
export function hasDarkVariant(name: string, svg: string): boolean {
  const isPoster = widgetNames.some((widget) => posterName(widget) === name || darkPosterName(widget) === name);
  return !isPoster && svg.includes(lightBackingRect);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const filters = args.filter((arg) => !arg.startsWith('--'));
  const names = listFigures().filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)));
  mkdirSync(mediaDir, { recursive: true });
  const stale: string[] = [];
  for (const name of names) {
    const started = performance.now();
    for (const [fileName, svg] of await renderFigureFiles(name)) {
      const file = join(mediaDir, fileName);
      if (check) {
        if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(fileName);
      } else {
        writeFileSync(file, svg);
        console.log(`${fileName}  ${(svg.length / 1024).toFixed(1)} KB  ${(performance.now() - started).toFixed(0)} ms`);
      }
    }
  }
  if (check) {
    if (stale.length > 0) {
      console.error(`Stale or missing figures (run npm run figures): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log(`${names.length} figures up to date`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
