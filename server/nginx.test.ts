/**
 * deploy/nginx.conf in front of two real servers on loopback ports (docs/deploy.md): requests reach
 * both, the learner's address is nginx's to say (a forged X-Forwarded-For does not get through),
 * plain http redirects to https, a chat answer streams through line by line, and with one server
 * gone the other answers everything.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, capturedLog } from './test/helper.ts';
import { startLlmStandIn, type LlmStandIn } from './test/llm-stand-in.ts';
import { canRunNginx, startNginx, type TestNginx } from './test/nginx.ts';

interface Server {
  app: FastifyInstance;
  log: ReturnType<typeof capturedLog>;
}

async function startServer(llmUrl: string): Promise<Server> {
  const log = capturedLog();
  // The model stops after two pieces of its answer and stays silent: a reply that is still open.
  const env = { TRUST_PROXY: 'true', LLM_BASE_URL: llmUrl, LLM_MODEL: 'stall-midway' };
  const app = await build({ env, closeAfterTest: false, logger: log.logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, log };
}

const portOf = (server: Server) => (server.app.server.address() as { port: number }).port;

/** The requests a server logged ("incoming request"), with the address it saw for each. */
const requestsSeen = (server: Server) =>
  server.log.entries.filter((entry) => entry.msg === 'incoming request').map((entry) => entry.req as { url: string; remoteAddress: string });

describe.skipIf(!canRunNginx())('deploy/nginx.conf in front of two servers', () => {
  let standIn: LlmStandIn;
  let a: Server;
  let b: Server;
  let nginx: TestNginx;

  /** An HTTPS request through nginx, trusting only its test certificate. */
  function send(path: string, options: RequestOptions & { body?: string } = {}): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const request = httpsRequest(`${nginx.httpsUrl}${path}`, { ...options, ca: nginx.certificate }, resolve);
      request.once('error', reject);
      request.end(options.body);
    });
  }

  async function text(response: IncomingMessage): Promise<string> {
    let body = '';
    for await (const chunk of response) body += chunk;
    return body;
  }

  beforeAll(async () => {
    standIn = await startLlmStandIn();
    [a, b] = await Promise.all([startServer(standIn.url), startServer(standIn.url)]);
    nginx = await startNginx([portOf(a), portOf(b)]);
  });

  afterAll(async () => {
    await nginx?.close();
    await Promise.all([a?.app.close(), b?.app.close()]);
    await standIn?.close();
  });

  it('sends requests to both servers', async () => {
    for (let request = 0; request < 6; request++) {
      const response = await send('/api/classes');
      expect(response.statusCode).toBe(200);
      await text(response);
    }
    expect(requestsSeen(a).filter((seen) => seen.url === '/api/classes').length).toBeGreaterThan(0);
    expect(requestsSeen(b).filter((seen) => seen.url === '/api/classes').length).toBeGreaterThan(0);
  });

  it('tells the servers the learner’s address, and not one the learner made up', async () => {
    const response = await send('/api/classes/1', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.statusCode).toBe(200);
    await text(response);
    const seen = [...requestsSeen(a), ...requestsSeen(b)].filter((entry) => entry.url === '/api/classes/1');
    expect(seen.map((entry) => entry.remoteAddress)).toEqual(['127.0.0.1']);
  });

  it('redirects plain http to https', async () => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(`${nginx.httpUrl}/clustering?x=1`, { headers: { host: 'ml-classes.example.org' } }, resolve)
        .once('error', reject)
        .end();
    });
    response.resume();
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://ml-classes.example.org/clustering?x=1');
  });

  it('streams a chat answer through as it is written, not when it is complete', async () => {
    const openBefore = standIn.openResponses();
    const response = await send('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/plain' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: randomUUID(), chatInput: 'what is overfitting' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    // The model has sent two pieces and is silent: the begin line and both pieces must arrive now,
    // while the model's reply (and so the answer) is still open. Buffered, nothing would come.
    let received = '';
    const lines = () => received.split('\n').filter((line) => line !== '');
    for await (const chunk of response) {
      received += chunk;
      if (lines().length >= 3) break;
    }
    const [begin, ...items] = lines().map((line) => JSON.parse(line) as { type: string });
    expect(begin.type).toBe('begin');
    expect(items.slice(0, 2).map((item) => item.type)).toEqual(['item', 'item']);
    expect(standIn.openResponses()).toBe(openBefore + 1);
    response.destroy();
  });

  it('sends everything to the other server when one is down', async () => {
    await b.app.close();
    for (let request = 0; request < 6; request++) {
      const response = await send('/api/classes');
      expect(response.statusCode).toBe(200);
      await text(response);
    }
  });
});
