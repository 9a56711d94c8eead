/**
 * Finishes the static build in build/client after React Router has prerendered it:
 *
 * 1. Moves the inline scripts of every page into one file under /assets/inline/ (named by content
 *    hash, so pages share identical ones and they cache forever). The Content Security Policy then
 *    needs no 'unsafe-inline' for scripts.
 * 2. Turns the prerendered catch-all route into 404.html and removes the unused SPA fallback.
 * 3. Writes brotli and gzip copies of every text file, which the server sends when the browser
 *    accepts them.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { notFoundPrerenderPath } from '../react-router.config.ts';
import { externalizeScripts } from './postbuild-scripts.ts';

const clientDir = join(import.meta.dirname, '..', 'build', 'client');
const inlineDir = join(clientDir, 'assets', 'inline');

function walk(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, files);
    else files.push(path);
  }
  return files;
}

/** Writes `code` to /assets/inline/<hash>.js once and returns its URL. */
function scriptFile(code: string): string {
  const name = `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
  const path = join(inlineDir, name);
  if (!existsSync(path)) writeFileSync(path, code);
  return `/assets/inline/${name}`;
}

function main() {
  mkdirSync(inlineDir, { recursive: true });
  const notFoundDir = join(clientDir, notFoundPrerenderPath);
  renameSync(join(notFoundDir, 'index.html'), join(clientDir, '404.html'));
  rmSync(notFoundDir, { recursive: true });
  rmSync(join(clientDir, `${notFoundPrerenderPath.slice(1)}.data`), { force: true });
  rmSync(join(clientDir, '__spa-fallback.html'), { force: true });

  let pages = 0;
  let scripts = 0;
  for (const file of walk(clientDir).filter((path) => path.endsWith('.html'))) {
    const { html, moved } = externalizeScripts(readFileSync(file, 'utf8'), scriptFile);
    if (/<script(?![^>]*\ssrc=)[^>]*>[^<]/.test(html)) throw new Error(`${file} still has an inline script`);
    writeFileSync(file, html);
    pages++;
    scripts += moved;
  }

  let compressed = 0;
  for (const file of walk(clientDir).filter((path) => /\.(html|js|css|svg|json|data|txt|xml|map)$/.test(path))) {
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    compressed++;
  }
  console.log(`postbuild: ${pages} pages, ${scripts} inline scripts moved to files, ${compressed} files precompressed`);
}

main();
