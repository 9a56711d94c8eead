/**
 * Prints what each prerendered page makes the browser download before any interaction: the
 * JavaScript (module scripts and their preloads), the CSS, and the HTML, gzip-compressed as the
 * server sends them. Run after `npm run build`:  npx tsx bench/page-bytes.ts [/path ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { lectureSlugs } from '../content/lectures.ts';

const clientDir = join(import.meta.dirname, '..', 'build', 'client');

function gzipSize(url: string): number {
  // React Router may add a fragment to a stylesheet's URL; the file is the path without it.
  const urlPath = url.replace(/[?#].*$/, '');
  const file = join(clientDir, urlPath);
  if (!existsSync(file)) throw new Error(`${urlPath} is referenced but missing from the build`);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The JavaScript, CSS and HTML a page loads up front, in gzip bytes. */
export function measurePage(path: string) {
  const htmlFile = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const scripts = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
  );
  // The start-up script (scripts/postbuild-scripts.ts) preloads and imports the app's modules itself
  // once the page has painted: they count as loaded before any interaction too.
  for (const url of [...scripts].filter((src) => src.startsWith('/assets/inline/'))) {
    for (const match of readFileSync(join(clientDir, url), 'utf8').matchAll(/"(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]);
  }
  const styles = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]));
  const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + gzipSize(url), 0);
  return { path, js: sum(scripts), css: sum(styles), html: gzipSync(html, { level: 9 }).length, scripts: scripts.size, scriptUrls: [...scripts] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/about', '/classes', '/class/1', ...lectureSlugs.map((slug) => `/${slug}`)];
  console.log('page'.padEnd(28), 'JS (gzip)'.padStart(10), 'CSS (gzip)'.padStart(11), 'HTML (gzip)'.padStart(12), 'files'.padStart(6));
  for (const path of paths) {
    const { js, css, html, scripts } = measurePage(path);
    console.log(path.padEnd(28), kb(js).padStart(10), kb(css).padStart(11), kb(html).padStart(12), String(scripts).padStart(6));
  }
}
