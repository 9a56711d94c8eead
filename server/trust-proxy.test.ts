/**
 * TRUST_PROXY behind a proxy that appends to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for):
 * with a hop count or the proxy's address, the learner's address is the one the proxy appended, so
 * a client that rotates the addresses it sends itself cannot escape the rate limit.
 */
import { describe, expect, it } from 'vitest';
import { build } from './test/helper.ts';

/** A question from behind the proxy (app.inject's socket is 127.0.0.1, the proxy): `forged` is what the client sent, `client` what the proxy saw. */
const askThroughProxy = (app: Awaited<ReturnType<typeof build>>, forged: string, client: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { 'x-forwarded-for': `${forged}, ${client}` },
    payload: { action: 'sendMessage', sessionId: crypto.randomUUID(), chatInput: 'what is pca' },
  });

describe('TRUST_PROXY and the rate limit', () => {
  it.each([['1'], ['127.0.0.1'], ['127.0.0.0/8, 10.0.0.0/8']])(
    'TRUST_PROXY=%s: a client rotating the left-most X-Forwarded-For address is still limited',
    async (trustProxy) => {
      const app = await build({ env: { TRUST_PROXY: trustProxy, CHAT_RATE_LIMIT: '3' } });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) statuses.push((await askThroughProxy(app, `198.51.100.${attempt}`, '203.0.113.7')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Another learner behind the same proxy has a count of their own.
      expect((await askThroughProxy(app, '198.51.100.9', '203.0.113.8')).statusCode).toBe(200);
    },
  );

  it('TRUST_PROXY=2: two proxies in a row, the address the first one appended is the learner', async () => {
    const app = await build({ env: { TRUST_PROXY: '2', CHAT_RATE_LIMIT: '1' } });
    const viaTwo = (forged: string) =>
      app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.7, 10.0.0.2` },
        payload: { action: 'sendMessage', sessionId: crypto.randomUUID(), chatInput: 'what is pca' },
      });
    expect((await viaTwo('198.51.100.1')).statusCode).toBe(200);
    expect((await viaTwo('198.51.100.2')).statusCode).toBe(429);
  });

  it('TRUST_PROXY=true believes every hop, as documented: only for a proxy that overwrites the header', async () => {
    const app = await build({ env: { TRUST_PROXY: 'true', CHAT_RATE_LIMIT: '1' } });
    expect((await askThroughProxy(app, '198.51.100.1', '203.0.113.7')).statusCode).toBe(200);
    expect((await askThroughProxy(app, '198.51.100.2', '203.0.113.7')).statusCode).toBe(200);
  });
});
