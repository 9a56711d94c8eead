/**
 * GET /healthz and GET /readyz, for load balancers and orchestrators (docs/deploy.md): /healthz is
 * 200 while the process answers at all; /readyz is 200 only when every readiness check answers
 * (server/plugins/readiness.ts), else 503 naming what is down. Neither is rate-limited or cached,
 * and they log at warn only, so polling does not flood the log.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HealthReplySchema, ReadinessReplySchema } from '../../shared/health-schemas.ts';
import { routeSchema, type ZodRouteTypeProvider } from '../route-schema.ts';

async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodRouteTypeProvider>();
  const options = { logLevel: 'warn', config: { rateLimit: false } } as const;

  app.get('/healthz', { ...options, schema: { response: { 200: routeSchema(HealthReplySchema) } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  const readinessSchema = routeSchema(ReadinessReplySchema);
  app.get('/readyz', { ...options, schema: { response: { 200: readinessSchema, 503: readinessSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const readiness = await app.checkReadiness();
    return reply.code(readiness.status === 'ok' ? 200 : 503).send(readiness);
  });
}

export default fp(healthRoutes, { name: 'health-routes', encapsulate: true, dependencies: ['readiness'] });
