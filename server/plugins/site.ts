/**
 * Serves the prerendered site from the build directory: pages by path (`/about` is
 * about/index.html), hashed assets cached for a year, everything else revalidated, precompressed
 * brotli/gzip variants chosen by Accept-Encoding. Unknown paths get the 404 page with status 404.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

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

    const sendPage = (reply: FastifyReply, file: string, status = 200) => reply.code(status).sendFile(file);

    app.get('/*', (request, reply) => {
      const path = decodeURIComponentSafe(request.url.split('?')[0]);
      if (path === null) return sendPage(reply, notFoundPage, 404);
      const page = pages.get(path);
      if (page) return sendPage(reply, page);
      if (path.length > 1 && path.endsWith('/') && pages.has(path.replace(/\/+$/, ''))) {
        return reply.redirect(path.replace(/\/+$/, '') + request.url.slice(request.url.split('?')[0].length), 301);
      }
      if (files.has(path) && !path.endsWith('.html')) return reply.sendFile(path.slice(1));
      // /class/<id> for ids without a prerendered page: the class page shows "Class Not Found".
      if (classPage && /^\/class\/[^/]+$/.test(path)) return sendPage(reply, classPage, isKnownClassPath(path) ? 200 : 404);
      return sendPage(reply, notFoundPage, 404);
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
