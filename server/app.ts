/**
 * Builds the ML Classes server: security headers, the catalogue API, and the prerendered site.
 * Tests call buildApp() and use app.inject (no open port); server/index.ts adds listening and
 * shutdown.
 */
import { join } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { registerErrorHandlers } from './errors.ts';
import catalogue, { parseClassId } from './plugins/catalogue.ts';
import securityHeaders from './plugins/security-headers.ts';
import site from './plugins/site.ts';
import classesRoutes from './routes/api/classes.ts';

export interface BuildAppOptions {
  config: Config;
  /** The built site to serve (build/client); omit to serve the API only. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** The default location of the built site, relative to the project root. */
export const defaultClientDir = join(process.cwd(), 'build', 'client');

export async function buildApp({ config, clientDir, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    // Refuse new requests while shutting down, but finish the ones in flight.
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
  });
  registerErrorHandlers(app);
  await app.register(securityHeaders, { https: config.https });
  await app.register(catalogue);
  await app.register(classesRoutes);
  if (clientDir) {
    await app.register(site, {
      root: clientDir,
      isKnownClassPath: (path) => {
        const id = parseClassId(path.slice('/class/'.length));
        return id !== null && app.catalogue.findClass(id) !== undefined;
      },
    });
  }
  return app;
}
