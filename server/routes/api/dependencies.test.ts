import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import catalogue from '../../plugins/catalogue.ts';
import chatRoutes from './chat.ts';
import classesRoutes from './classes.ts';

describe('route plugins name the services they need', () => {
  it('the chat routes refuse to start without the session store, the tutor and the rate limiter', async () => {
    const app = Fastify();
    await expect(app.register(chatRoutes, { rateLimit: 1, reloadRateLimit: 1 })).rejects.toThrow(/session-store/);
  });

  it('the catalogue routes refuse to start without the catalogue, and start with it', async () => {
    const bare = Fastify();
    await expect(bare.register(classesRoutes)).rejects.toThrow(/catalogue/);
    const app = Fastify();
    await app.register(catalogue);
    await app.register(classesRoutes);
    expect((await app.inject({ method: 'GET', url: '/api/classes/1' })).statusCode).toBe(200);
    await app.close();
  });
});
