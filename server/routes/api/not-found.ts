/**
 * Unknown paths under /api/, whatever the method, get the API's JSON 404. Without these routes the
 * site's catch-all page route (plugins/site.ts) would answer a GET with the HTML "Page not found".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '../../../shared/api-error.ts';
import { notFoundMessage } from '../../errors.ts';
import { routeSchema } from '../../route-schema.ts';

export default async function apiNotFoundRoutes(app: FastifyInstance) {
  // Answered in onRequest, before the body is read: a route that does not exist has no body to
  // refuse, so an unknown path is a 404 whatever its Content-Type or size.
  const answerNotFound = async (request: FastifyRequest, reply: FastifyReply) => reply.code(404).send({ error: notFoundMessage(request) });
  const options = { schema: { response: { 404: routeSchema(ApiErrorSchema) } }, onRequest: answerNotFound };
  app.all('/api', options, answerNotFound);
  app.all('/api/*', options, answerNotFound);
}
