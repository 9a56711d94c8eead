/**
 * The catalogue API: GET /api/classes (optionally ?category=) and GET /api/classes/:id.
 * Schemas validate input and shape output; errors are `{ error }` with 400 or 404.
 */
import type { FastifyInstance } from 'fastify';
import { classCategories, classLevels, type ClassCategory } from '../../../content/class-types.ts';
import { notFoundMessage } from '../../errors.ts';
import { parseClassId } from '../../plugins/catalogue.ts';

const classSchema = {
  type: 'object',
  required: ['id', 'title', 'description', 'duration', 'level', 'category', 'topics', 'href'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    title: { type: 'string' },
    description: { type: 'string' },
    duration: { type: 'string' },
    level: { type: 'string', enum: [...classLevels] },
    category: { type: 'string', enum: [...classCategories] },
    topics: { type: 'array', items: { type: 'string' } },
    href: { type: 'string' },
  },
} as const;

export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;

const invalidIdMessage = 'The class id must be a positive integer';

export default async function classesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { category?: string } }>(
    '/api/classes',
    {
      schema: {
        querystring: { type: 'object', properties: { category: { type: 'string', maxLength: 100 } } },
        response: { 200: { type: 'array', items: classSchema }, 400: errorSchema },
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

  app.get<{ Params: { id: string } }>(
    '/api/classes/:id',
    {
      schema: {
        // No maxLength: the router's maxParamLength bounds the id, and a longer one gets the same
        // message as any other invalid id rather than a schema error.
        params: { type: 'object', properties: { id: { type: 'string' } } },
        response: { 200: classSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
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
        params: { type: 'object', properties: { '*': { type: 'string' } } },
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const rest = request.url.split('?')[0].slice('/api/classes/'.length);
      if (rest.includes('/')) return reply.code(404).send({ error: notFoundMessage(request) });
      return reply.code(400).send({ error: invalidIdMessage });
    },
  );
}
