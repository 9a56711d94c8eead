import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.ts';
import { ifNoneMatchHits, pageEncoding } from './site.ts';

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

  it('answers 304 when If-None-Match lists the current tag, weak or strong, or is *', async () => {
    const app = await build({ clientDir: createSite() });
    const etag = String((await app.inject({ url: '/clustering' })).headers.etag);
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const strong = etag.slice(2);
    for (const ifNoneMatch of [`"stale", ${etag}, "older"`, '*', strong, `"a,b",${strong}`]) {
      const response = await app.inject({ url: '/clustering', headers: { 'if-none-match': ifNoneMatch } });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body, ifNoneMatch).toBe('');
      expect(response.headers.etag, ifNoneMatch).toBe(etag);
    }
    for (const ifNoneMatch of ['"stale", W/"older"', `${etag.slice(0, -2)}"`, '', 'W/']) {
      expect((await app.inject({ url: '/clustering', headers: { 'if-none-match': ifNoneMatch } })).statusCode, ifNoneMatch).toBe(200);
    }
    // A page that is not there is never "not modified", whatever the request names.
    expect((await app.inject({ url: '/nope', headers: { 'if-none-match': '*' } })).statusCode).toBe(404);
  });

  it('matches If-None-Match by weak comparison, tag by tag', () => {
    expect(ifNoneMatchHits(undefined, 'W/"x"')).toBe(false);
    expect(ifNoneMatchHits(' * ', 'W/"x"')).toBe(true);
    expect(ifNoneMatchHits('"x"', 'W/"x"')).toBe(true);
    expect(ifNoneMatchHits('W/"x"', '"x"')).toBe(true);
    expect(ifNoneMatchHits('"y","x"', 'W/"x"')).toBe(true);
    expect(ifNoneMatchHits('"x,y"', 'W/"x"')).toBe(false);
    expect(ifNoneMatchHits('"X"', 'W/"x"')).toBe(false);
  });

  it('sends the next acceptable encoding when the browser refuses brotli or gzip with q=0', async () => {
    const app = await build({ clientDir: createSite() });
    const encodingOf = async (acceptEncoding: string) =>
      (await app.inject({ url: '/clustering', headers: { 'accept-encoding': acceptEncoding } })).headers['content-encoding'] ?? 'identity';
    expect(await encodingOf('gzip, deflate, br, zstd')).toBe('br');
    expect(await encodingOf('br;q=0, gzip, deflate')).toBe('gzip');
    expect(await encodingOf('gzip;q=0, br')).toBe('br');
    expect(await encodingOf('br;q=0, gzip;q=0')).toBe('identity');
    expect(await encodingOf('*, br;q=0')).toBe('gzip');
    expect(await encodingOf('*;q=0, identity')).toBe('identity');
    // Nothing acceptable, identity refused too: the page goes out uncompressed (site.ts says why).
    const refused = await app.inject({ url: '/clustering', headers: { 'accept-encoding': 'identity;q=0' } });
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<title>Lecture</title>');
  });

  it('chooses the encoding from Accept-Encoding by q-value, brotli first at equal q', () => {
    const both = { br: true, gzip: true };
    expect(pageEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pageEncoding('br;q=0, gzip;q=0.8', both)).toBe('gzip');
    expect(pageEncoding('BR;Q=0.0, GZIP', both)).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(pageEncoding('gzip;q=0.5', both)).toBe('gzip');
    expect(pageEncoding('gzip;q=0.5, identity', both)).toBe('identity');
    expect(pageEncoding('*', both)).toBe('br');
    expect(pageEncoding('*;q=0', both)).toBe('identity');
    expect(pageEncoding('identity;q=0, gzip;q=0.1', { br: true })).toBe('identity');
    expect(pageEncoding('deflate', both)).toBe('identity');
    expect(pageEncoding('', both)).toBe('identity');
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
