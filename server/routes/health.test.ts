import { describe, expect, it } from 'vitest';
import { build, capturedLog } from '../test/helper.ts';

describe('GET /healthz', () => {
  it('is 200 {status: "ok"} while the process is up, never cached', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('is 200 {status: "ok"} when the session store answers, never cached and not rate-limited', async () => {
    const app = await build({ env: { CHAT_RATE_LIMIT: '1' } });
    for (let poll = 0; poll < 5; poll++) {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('is 503 naming the store when the store cannot be read', async () => {
    const app = await build();
    app.sessionStore.close();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', down: ['store'] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('names a check that fails or takes more than a second, logs why once, and sends only the names', async () => {
    const log = capturedLog();
    const app = await build({ closeAfterTest: false, logger: log.logger });
    let failing = true;
    app.addReadinessCheck('secret-service', async () => {
      if (failing) throw new Error('connect ECONNREFUSED 10.0.0.1:6379');
    });
    // Never settles and ignores the abort: the registry's own timer still gives up after a second.
    app.addReadinessCheck('hung', () => new Promise(() => {}));
    try {
      for (let poll = 0; poll < 2; poll++) {
        const response = await app.inject({ method: 'GET', url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'unavailable', down: ['secret-service', 'hung'] });
        expect(response.body).not.toContain('ECONNREFUSED');
      }
      const warnings = log.entries.filter((entry) => entry.msg === 'not ready');
      expect(warnings).toHaveLength(1);
      expect(warnings[0].down).toEqual([
        { name: 'secret-service', reason: 'connect ECONNREFUSED 10.0.0.1:6379' },
        { name: 'hung', reason: 'no answer within 1000 ms' },
      ]);
      failing = false;
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'unavailable', down: ['hung'] });
    } finally {
      await app.close();
    }
  });

  it('is 503 "shutting down" once shutdown has begun, while /healthz and the API still answer', async () => {
    const app = await build();
    app.beginShutdown();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'shutting down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/classes' })).statusCode).toBe(200);
  });

  it('refuses a check registered twice under one name', async () => {
    const app = await build();
    expect(() => app.addReadinessCheck('store', async () => {})).toThrow(/already registered/);
  });
});
