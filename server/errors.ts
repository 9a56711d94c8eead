/**
 * One shape for every error the API returns: `{ "error": "..." }` with a 4xx status for bad
 * requests, and a generic message for anything unexpected (logged, never sent as a stack trace).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

/** The 404 message for a request no route answers: "No API route GET /api/nope" under /api/. */
export function notFoundMessage(request: FastifyRequest): string {
  const path = request.url.split('?')[0].slice(0, 200);
  return path === '/api' || path.startsWith('/api/') ? `No API route ${request.method} ${path}` : `Not found: ${request.method} ${path}`;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'Internal server error' });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body is too large'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported Content-Type: send application/json'
          : error.validation
            ? `Invalid request: ${error.message}`
            : error.message || 'Bad request';
    return reply.code(status).send({ error: message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: notFoundMessage(request) });
  });
}
