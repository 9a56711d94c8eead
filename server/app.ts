/**
 * Builds the ML Classes server: security headers, the catalogue API, the tutor, the health
 * endpoints for load balancers, and the prerendered site.
 * Tests call buildApp() and use app.inject (no open port); server/index.ts adds listening and
 * shutdown.
 */
import { join } from 'node:path';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { CHAT_BODY_LIMIT_BYTES } from '../shared/chat-protocol.ts';
import type { Config } from './config.ts';
import { registerErrorHandlers } from './errors.ts';
import catalogue, { parseClassId } from './plugins/catalogue.ts';
import rateLimit from './plugins/rate-limit.ts';
import readiness from './plugins/readiness.ts';
import searchPage from './plugins/search-page.ts';
import securityHeaders from './plugins/security-headers.ts';
import sessionStore from './plugins/session-store.ts';
import site from './plugins/site.ts';
import tutor, { readReferenceSources, type ReferenceSources } from './plugins/tutor.ts';
import chatRoutes from './routes/api/chat.ts';
import classesRoutes from './routes/api/classes.ts';
import tutorSourcesRoutes from './routes/api/tutor-sources.ts';
import apiNotFoundRoutes from './routes/api/not-found.ts';
import healthRoutes from './routes/health.ts';
import { readSectionsFile, readUnitsFile, unitsFileBeside } from './tutor/lecture-sections.ts';
import type { UnitsFile } from './tutor/units.ts';
import type { SectionDocument } from '../shared/section-index.ts';
import { sessionStoreFile } from './tutor/store.ts';

export interface BuildAppOptions {
  config: Config;
  /** The built site to serve (build/client); omit to serve the API only. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The lecture sections the tutor answers from; read from build/tutor/sections.json when omitted. */
  sections?: SectionDocument[];
  /** The reference sources the tutor also answers from; read from the build and DATA_DIR when omitted. */
  references?: ReferenceSources;
  /** The glossary and recipes the tutor answers from; read from the units file beside the sections file when omitted. */
  units?: UnitsFile;
}

/** The default location of the built site, relative to the project root. */
export const defaultClientDir = join(process.cwd(), 'build', 'client');

export async function buildApp({
  config,
  clientDir,
  logger = false,
  sections = readSectionsFile(),
  references = readReferenceSources(config),
  units = readUnitsFile(unitsFileBeside(config.sectionsFile)),
}: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: CHAT_BODY_LIMIT_BYTES,
    // Refuse new requests while shutting down, but finish the ones in flight.
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
    // Validate, do not repair: a number where a question belongs, or an unknown field, is a 400,
    // not something quietly converted or dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // Errors the router raises before any route runs (a malformed %-escape, an overlong segment)
    // get the same `{ error }` body as everything else.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply).code(status).send({ error: status === 414 ? 'The address is too long' : 'The address is malformed' });
    },
  });
  // Every API takes JSON; a text/plain body gets the 415 that says so.
  app.removeContentTypeParser('text/plain');
  registerErrorHandlers(app);
  await app.register(securityHeaders, { https: config.https, chatWebhookUrl: config.chatWebhookUrl });
  await app.register(readiness);
  await app.register(rateLimit, { redisUrl: config.redisUrl });
  await app.register(catalogue);
  await app.register(sessionStore, config.database ? { postgres: config.database } : { file: sessionStoreFile(config.dataDir) });
  // The store's own cheapest question (an indexed read in SQLite, SELECT 1 on the pool in PostgreSQL).
  app.addReadinessCheck('store', () => app.sessionStore.ping());
  await app.register(tutor, { sections, references, units, llm: config.llm });
  await app.register(classesRoutes);
  await app.register(chatRoutes, { rateLimit: config.chatRateLimit });
  await app.register(tutorSourcesRoutes);
  await app.register(healthRoutes);
  await app.register(apiNotFoundRoutes);
  if (clientDir) {
    await app.register(searchPage, { root: clientDir, sections, glossary: units.glossary });
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
