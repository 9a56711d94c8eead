/**
 * GET /api/tutor/sources: the knowledge sources the running tutor indexed. The chat greeting, the
 * panel's subtitle and the About page word this one fact (shared/knowledge-sources.ts), so none of
 * them claims a source the server does not have.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TutorSourcesReplySchema } from '../../../shared/chat-schemas.ts';
import { routeSchema, type ZodRouteTypeProvider } from '../../route-schema.ts';

async function tutorSourcesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodRouteTypeProvider>();
  app.get('/api/tutor/sources', { schema: { response: { 200: routeSchema(TutorSourcesReplySchema) } } }, async () => app.tutorSources);
}

export default fp(tutorSourcesRoutes, { name: 'tutor-sources-routes', encapsulate: true, dependencies: ['tutor'] });
