/**
 * The catalogue API: GET /api/classes (optionally ?category=) and GET /api/classes/:id.
 * Schemas validate input and shape output; errors are `{ error }` with 400 or 404.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { classCategories, type ClassCategory } from '../../../content/class-types.ts';
import { ApiErrorSchema } from '../../../shared/api-error.ts';
import { ClassIdParamsSchema, ClassListQuerySchema, ClassSummarySchema } from '../../../shared/catalogue-schemas.ts';
import { notFoundMessage } from '../../errors.ts';
import { parseClassId } from '../../plugins/catalogue.ts';
import { routeSchema, type ZodRouteTypeProvider } from '../../route-schema.ts';

const errorSchema = routeSchema(ApiErrorSchema);
const classSchema = routeSchema(ClassSummarySchema);

const invalidIdMessage = 'The class id must be a positive integer';

async function classesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodRouteTypeProvider>();
  app.get(
    '/api/classes',
    {
      schema: {
        querystring: routeSchema(ClassListQuerySchema),
        response: { 200: routeSchema(z.array(ClassSummarySchema)), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      if (category !== undefined && !(classCategories as readonly string[]).includes(category)) {
        return reply.code(400).send({ error: `Unknown category "${category}". Use one of: ${classCategories.join(', ')}` });
      }
      return app.catalogue.listClasses(category as ClassCategory | undefined);
    },
  );

  app.get(
    '/api/classes/:id',
    {
      schema: {
        params: routeSchema(ClassIdParamsSchema),
        response: { 200: classSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // `/api/classes/` is not the list with a slash, nor a class with an empty id: no such route.
      if (request.params.id === '') return reply.code(404).send({ error: notFoundMessage(request) });
      const id = parseClassId(request.params.id);
      if (id === null) {
        return reply.code(400).send({ error: invalidIdMessage });
      }
      const entry = app.catalogue.findClass(id);
      if (!entry) return reply.code(404).send({ error: 'Class not found' });
      return entry;
    },
  );

  // An id longer than the router's maxParamLength (app.ts) never reaches :id: the router falls back
  // to this wildcard, which answers it as the invalid id it is. Deeper paths are unknown routes.
  app.get(
    '/api/classes/*',
    {
      schema: {
        params: routeSchema(z.object({ '*': z.string() })),
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const rest = request.url.split('?')[0].slice('/api/classes/'.length);
      if (rest === '' || rest.includes('/')) return reply.code(404).send({ error: notFoundMessage(request) });
      return reply.code(400).send({ error: invalidIdMessage });
    },
  );
}

// Encapsulated like any route plugin; fp only names what it needs, so a missing service fails at start-up.
export default fp(classesRoutes, { name: 'classes-routes', encapsulate: true, dependencies: ['catalogue'] });
