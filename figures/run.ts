/**
 * Regenerates every figure (or the ones named on the command line) into public/media/.
 * Each figures/<name>.ts computes its figure with real algorithms from a fixed seed and exports
 * `draw(): string`, the SVG. With --check nothing is written: the script exits 1 when a committed
 * figure differs from what its script produces now (a stale figure), or is missing.
 *
 *   npm run figures              regenerate all
 *   npm run figures -- kmeans    regenerate figures whose name contains "kmeans"
 *   npm run figures -- --check   verify that the committed figures are up to date
 */
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resetIds } from './lib/svg.ts';

const figuresDir = dirname(fileURLToPath(import.meta.url));
export const mediaDir = join(figuresDir, '..', 'public', 'media');

/** The names of all figure scripts (files directly in figures/, not tests or the runner). */
export function listFigures(): string[] {
  return readdirSync(figuresDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'run.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** Runs one figure script and returns its SVG. */
export async function renderFigure(name: string): Promise<string> {
  const module = (await import(pathToFileURL(join(figuresDir, `${name}.ts`)).href)) as { default: () => string | Promise<string> };
  resetIds();
  const svg = await module.default();
  if (!svg.startsWith('<svg')) throw new Error(`figures/${name}.ts did not return an SVG document`);
  return svg;
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
    const svg = await renderFigure(name);
    const file = join(mediaDir, `${name}.svg`);
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(name);
    } else {
      writeFileSync(file, svg);
      console.log(`${name}.svg  ${(svg.length / 1024).toFixed(1)} KB  ${(performance.now() - started).toFixed(0)} ms`);
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
