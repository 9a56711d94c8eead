import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.ts';
import { pageEncoding } from './site.ts';

/** A small built site on disk, shaped like build/client. */
function createSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  const page = (path: string, text: string) => {
    mkdirSync(join(root, path), { recursive: true });
    writeFileSync(join(root, path, 'index.html'), `<!doctype html><title>${text}</title>`);
  };
  page('', 'Home');
  page('about', 'About');
  // A page with its precompressed copies, as scripts/postbuild.ts writes them.
  const lecture = `<!doctype html><title>Lecture</title>${'<p>Long lecture text.</p>'.repeat(200)}`;
  mkdirSync(join(root, 'clustering'));
  writeFileSync(join(root, 'clustering', 'index.html'), lecture);
  writeFileSync(join(root, 'clustering', 'index.html.br'), brotliCompressSync(lecture));
  writeFileSync(join(root, 'clustering', 'index.html.gz'), gzipSync(lecture));
  page('class', 'Class shell');
  page('class/3', 'Class 3');
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Page not found</title>');
  mkdirSync(join(root, 'assets'));
  const script = 'console.log("hello");'.repeat(100);
  writeFileSync(join(root, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'linear-regression.data'), '[{"_1":2}]');
  mkdirSync(join(root, 'media'));
  writeFileSync(join(root, 'media', 'figure.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

describe('serving the built site', () => {
  it('serves a page by its path, revalidated on every visit', async () => {
    const app = await build({ clientDir: createSite() });
    const response = await app.inject({ url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toContain('<title>About</title>');
  });

  it('sends a page precompressed as the browser accepts it, the same page in every encoding', async () => {
    const app = await build({ clientDir: createSite() });
    const brotli = await app.inject({ url: '/clustering', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const gzip = await app.inject({ url: '/clustering', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/clustering', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<title>Lecture</title>');
    // A page without compressed copies is sent as it is, whatever the browser accepts.
    const about = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(about.headers['content-encoding']).toBeUndefined();
    expect(about.body).toContain('<title>About</title>');
  });

  it('answers a revisit with an unchanged page with 304 and no body', async () => {
    const app = await build({ clientDir: createSite() });
    const first = await app.inject({ url: '/clustering', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ url: '/clustering', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ url: '/about', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(other.statusCode).toBe(200);
    const head = await app.inject({ method: 'HEAD', url: '/clustering', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('chooses the encoding from Accept-Encoding, honouring q=0 and *', () => {
    const both = { br: true, gzip: true };
    expect(pageEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pageEncoding('br;q=0, gzip;q=0.8', both)).toBe('gzip');
    expect(pageEncoding('BR;Q=0.0, GZIP', both)).toBe('gzip');
    expect(pageEncoding('*', both)).toBe('br');
    expect(pageEncoding('deflate', both)).toBe('identity');
    expect(pageEncoding(undefined, both)).toBe('identity');
    expect(pageEncoding('br', { gzip: true })).toBe('identity');
  });

  it('redirects a trailing slash to the canonical path, keeping the query', async () => {
    const app = await build({ clientDir: createSite() });
    const response = await app.inject({ url: '/about/?x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?x=1');
  });

  it('caches hashed assets for a year and sends the precompressed copy the browser accepts', async () => {
    const app = await build({ clientDir: createSite() });
    const brotli = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('serves figures and route data, revalidated', async () => {
    const app = await build({ clientDir: createSite() });
    const figure = await app.inject({ url: '/media/figure.svg' });
    expect(figure.statusCode).toBe(200);
    expect(figure.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(figure.headers['cache-control']).toBe('no-cache');
    const data = await app.inject({ url: '/linear-regression.data' });
    expect(data.headers['content-type']).toBe('text/x-script');
  });

  it('answers unknown paths with the 404 page and status 404 (not a soft 404)', async () => {
    const app = await build({ clientDir: createSite() });
    for (const url of ['/nope', '/assets/missing.js', '/about/index.html', '/../package.json', '/404.html', '/%2e%2e/package.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('Page not found');
    }
  });

  it('answers a malformed URL with 400 and a JSON error', async () => {
    const app = await build({ clientDir: createSite() });
    const response = await app.inject({ url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('serves the class page for any class id, with 404 when the class does not exist', async () => {
    const app = await build({ clientDir: createSite() });
    expect((await app.inject({ url: '/class/3' })).body).toContain('Class 3');
    const unbuilt = await app.inject({ url: '/class/4' });
    expect(unbuilt.statusCode).toBe(200);
    expect(unbuilt.body).toContain('Class shell');
    for (const url of ['/class/42', '/class/abc', '/class/0']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Class shell');
    }
  });

  it('sends the security headers on pages and assets', async () => {
    const app = await build({ clientDir: createSite() });
    for (const url of ['/', '/assets/app-abc123.js', '/nope']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy'], url).toMatch(/default-src 'none';script-src 'self';/);
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sends HSTS when the site is served over HTTPS', async () => {
    const app = await build({ clientDir: createSite(), env: { HTTPS: 'true' } });
    const response = await app.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('refuses to start without a built site', async () => {
    await expect(build({ clientDir: mkdtempSync(join(tmpdir(), 'empty-')) })).rejects.toThrow(/run npm run build first/);
  });
});
