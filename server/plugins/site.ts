/**
 * Serves the prerendered site from the build directory: pages by path (`/about` is
 * about/index.html), hashed assets cached for a year, everything else revalidated, precompressed
 * brotli/gzip variants chosen by Accept-Encoding. Unknown paths get the 404 page with status 404.
 *
 * Pages are read into memory at start-up (about 13 MB with their brotli and gzip copies) and sent
 * from there: they are what every visit starts with, and at 1000 requests a second opening, statting
 * and streaming the file for each one put a lecture's p99 over its 50 ms budget (bench:load).
 * Other files go through @fastify/static.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';

/** The file the build writes for unknown paths (scripts/postbuild.ts). */
export const notFoundPage = '404.html';

/** Every file below `root`, as URL paths ("/assets/x.js"), skipping precompressed copies. */
function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.(br|gz)$/.test(entry.name)) files.push(`/${relative(root, path).split(sep).join('/')}`);
    }
  };
  walk(root);
  return files;
}

/** A page and its precompressed copies, sharing one ETag (weak: the encodings differ in bytes). */
interface PageInMemory {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

function readPage(root: string, file: string): PageInMemory {
  const path = join(root, file);
  const identity = readFileSync(path);
  const copy = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  return { identity, br: copy('.br'), gzip: copy('.gz'), etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"` };
}

/** Content codings a page may have, best first: brotli's copies are the smallest. */
const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * The encoding to send a page in, by RFC 9110's Accept-Encoding rules (negotiator): the highest
 * q-value among the copies the page has, brotli before gzip at equal q; q=0 refuses a coding, `*`
 * stands for any coding not listed, and `identity` is acceptable unless refused. No header means
 * identity (curl and tools get plain text).
 *
 * When the request refuses every coding the page has, identity included (`identity;q=0`,
 * `*;q=0`), the page goes out uncompressed anyway: RFC 9110 section 12.1 lets a server disregard
 * the header rather than answer 406, and a readable page serves the visitor better than an error.
 * No browser sends such a header; @fastify/static, nginx and Apache do the same.
 */
export function pageEncoding(acceptEncoding: string | undefined, available: { br?: unknown; gzip?: unknown }): PageEncoding {
  const offered = PAGE_ENCODINGS.filter((encoding) => encoding === 'identity' || available[encoding]);
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  return (negotiator.encoding(offered, { preferred: PAGE_ENCODINGS }) as PageEncoding | undefined) ?? 'identity';
}

/**
 * Whether If-None-Match names the page's current entity tag, so a GET or HEAD gets 304 (RFC 9110
 * section 13.1.2): `*`, or a comma-separated list of tags one of which equals `etag` by weak
 * comparison (the opaque tags match, with or without `W/`). Tags are matched whole, as quoted
 * strings, since a tag may itself hold a comma.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const current = opaque(etag);
  for (const [tag] of ifNoneMatch.matchAll(/(?:W\/)?"[^"]*"/g)) {
    if (opaque(tag) === current) return true;
  }
  return false;
}

function cacheControlFor(path: string): string {
  // Hashed file names change with their content, so they can be cached forever.
  if (path.includes(`${sep}assets${sep}`)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface SiteOptions {
  /** The build's client directory (build/client). */
  root: string;
  /** Whether a path under /class/ names a class that exists (for the status of the detail page). */
  isKnownClassPath: (path: string) => boolean;
}

export default fp<SiteOptions>(
  async (app: FastifyInstance, { root, isKnownClassPath }) => {
    if (!existsSync(join(root, notFoundPage))) {
      throw new Error(`No built site at ${root} (missing ${notFoundPage}): run npm run build first`);
    }
    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders(response, path) {
        response.setHeader('cache-control', cacheControlFor(path));
      },
    });
    // React Router's route data files; the type the client's data requests expect.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.endsWith('.data') && reply.statusCode === 200) reply.header('content-type', 'text/x-script');
    });

    // Pages and files are known at start-up; a request is a map lookup, never a path built from input.
    const files = new Set(listFiles(root));
    const pages = new Map<string, string>();
    for (const file of files) {
      if (file.endsWith('/index.html')) pages.set(file.slice(0, -'/index.html'.length) || '/', file.slice(1));
    }
    const classPage = pages.get('/class');
    const inMemory = new Map([...pages.values(), notFoundPage].map((file) => [file, readPage(root, file)]));

    const sendPage = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
      const page = inMemory.get(file)!;
      reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      reply.header('etag', page.etag);
      // Only a page that would be 200 can be 'not modified': RFC 9110 ignores preconditions otherwise.
      if (status === 200 && ifNoneMatchHits(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      const encoding = pageEncoding(request.headers['accept-encoding'], page);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(page[encoding] ?? page.identity);
    };

    app.get('/*', (request, reply) => {
      const path = decodeURIComponentSafe(request.url.split('?')[0]);
      if (path === null) return sendPage(request, reply, notFoundPage, 404);
      const page = pages.get(path);
      if (page) return sendPage(request, reply, page);
      if (path.length > 1 && path.endsWith('/') && pages.has(path.replace(/\/+$/, ''))) {
        return reply.redirect(path.replace(/\/+$/, '') + request.url.slice(request.url.split('?')[0].length), 301);
      }
      if (files.has(path) && !path.endsWith('.html')) return reply.sendFile(path.slice(1));
      // /class/<id> for ids without a prerendered page: the class page shows "Class Not Found".
      if (classPage && /^\/class\/[^/]+$/.test(path)) return sendPage(request, reply, classPage, isKnownClassPath(path) ? 200 : 404);
      return sendPage(request, reply, notFoundPage, 404);
    });
  },
  { name: 'site' },
);

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
