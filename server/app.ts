/**
 * Builds the ML Classes server: security headers, the catalogue API, the tutor, the health
 * endpoints for load balancers, and the prerendered site.
 * Tests call buildApp() and use app.inject (no open port); server/index.ts adds listening and
 * shutdown.
 */
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { CHAT_BODY_LIMIT_BYTES } from '../shared/chat-protocol.ts';
import type { Config } from './config.ts';
import { registerErrorHandlers } from './errors.ts';
import catalogue, { parseClassId } from './plugins/catalogue.ts';
import rateLimit from './plugins/rate-limit.ts';
import readiness from './plugins/readiness.ts';
import searchPage from './plugins/search-page.ts';
import securityHeaders, { securityHeaderValues } from './plugins/security-headers.ts';
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

/** How often Node compares open connections with the request and headers deadlines, in ms. */
export const connectionsCheckingIntervalMs = 1000;

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes the function Fastify would make of it (its
 * types leave the number out): the socket's peer and the next `hops - 1` addresses of
 * X-Forwarded-For, read from the right, are proxies; the next one is the client.
 */
function trustProxyOption(trust: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** What Node's client errors are called in the `{ error }` body. */
const clientErrorMessages: Record<string, { status: number; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, error: 'The request headers are too large' },
};

/**
 * Answers a request Node could not read (malformed, too slow, headers too large) on the socket
 * itself, as Fastify's default handler does, but with the security headers and `{ error }`. The
 * connection is closed after it: what follows on it cannot be trusted to start a request.
 */
function writeClientError(error: Error & { code?: string }, socket: Duplex, headers: Record<string, string>): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, error: message } = clientErrorMessages[error.code ?? ''] ?? { status: 400, error: 'The request is malformed' };
  const body = JSON.stringify({ error: message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  // As Node does: never write into a response already under way on this connection (Node keeps the
  // connection's current response as `_httpMessage`).
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && inFlight?.headersSent !== true) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy();
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
  const headers = securityHeaderValues({ https: config.https, chatWebhookUrl: config.chatWebhookUrl });
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs } = config.connections;
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: CHAT_BODY_LIMIT_BYTES,
    // A client that stops sending mid-request (or never finishes its headers) is answered 408 and
    // closed, instead of holding its connection forever. Node compares each connection with these
    // deadlines every connectionsCheckingInterval (30 s by its default), so a stalled socket is
    // closed at most that long after its deadline: checked every second here.
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: { requestTimeout: requestTimeoutMs, headersTimeout: headersTimeoutMs, connectionsCheckingInterval: connectionsCheckingIntervalMs },
    // Node's own replies to a request it cannot parse or that took too long (400, 408, 431) get
    // the site's headers and the API's `{ error }` body, like every other reply.
    clientErrorHandler(error, socket) {
      writeClientError(error, socket, headers);
    },
    // Refuse new requests while shutting down, but finish the ones in flight.
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
    // Validate, do not repair: a number where a question belongs, or an unknown field, is a 400,
    // not something quietly converted or dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // Errors the router raises before any route runs (a malformed %-escape, an overlong segment)
    // get the same `{ error }` body as everything else.
    // They run before the onRequest hooks that set the security headers: set them here.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as FastifyReply)
        .code(status)
        .headers(headers)
        .send({ error: status === 414 ? 'The address is too long' : 'The address is malformed' });
    },
  });
  app.server.maxConnections = config.connections.maxConnections;
  // Every API takes JSON; a text/plain body gets the 415 that says so.
  app.removeContentTypeParser('text/plain');
  registerErrorHandlers(app);
  await app.register(securityHeaders, { https: config.https, chatWebhookUrl: config.chatWebhookUrl });
  await app.register(readiness);
  await app.register(rateLimit, { redisUrl: config.redisUrl });
  await app.register(catalogue);
  const retention = { historyLimit: config.chatHistoryLimit, retentionDays: config.retentionDays };
  await app.register(sessionStore, config.database ? { postgres: config.database, ...retention } : { file: sessionStoreFile(config.dataDir), ...retention });
  // The store's own cheapest question (an indexed read in SQLite, SELECT 1 on the pool in PostgreSQL).
  app.addReadinessCheck('store', () => app.sessionStore.ping());
  await app.register(tutor, { sections, references, units, llm: config.llm });
  await app.register(classesRoutes);
  await app.register(chatRoutes, { rateLimit: config.chatRateLimit, reloadRateLimit: config.chatReloadRateLimit });
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
