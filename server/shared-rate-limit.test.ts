/**
 * The tutor's rate limit shared through a real Redis by two real servers on loopback ports (issue
 * 21): the limit holds across both; when Redis stops or hangs, answers keep coming under each
 * server's own count, with one warning and /readyz naming redis; when Redis is back, so are
 * /readyz and the shared count.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, capturedLog } from './test/helper.ts';
import { canRunRedis, startRedis, type TestRedis } from './test/redis.ts';
import { freePort } from './test/system-binary.ts';

const limit = 3;
/** Asked once: a missing redis-server is reported once for the file. */
const redisRuns = canRunRedis();

interface Server {
  app: FastifyInstance;
  base: string;
  log: ReturnType<typeof capturedLog>;
}

async function startServer(redisUrl: string): Promise<Server> {
  const log = capturedLog();
  // TRUST_PROXY: each test is its own learner (X-Forwarded-For), so the tests' counts stay apart.
  const app = await build({ env: { REDIS_URL: redisUrl, CHAT_RATE_LIMIT: String(limit), TRUST_PROXY: 'true' }, closeAfterTest: false, logger: log.logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${port}`, log };
}

let learnerCount = 0;
/** A new learner's address: every test starts with a count of zero. */
function newLearner(): string {
  learnerCount += 1;
  return `203.0.113.${learnerCount}`;
}

async function ask(server: Server, learner: string): Promise<number> {
  const response = await fetch(`${server.base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': learner },
    body: JSON.stringify({ action: 'sendMessage', sessionId: randomUUID(), chatInput: 'what is overfitting' }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function readyz(server: Server) {
  const response = await fetch(`${server.base}/readyz`);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Polls until `condition` holds: the test waits for the state, never for a fixed time. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const redisWarnings = (server: Server) => server.log.entries.filter((entry) => entry.level === 40 && /Redis does not answer/.test(entry.msg));

describe.skipIf(!redisRuns)('the rate limit shared through Redis by two servers', () => {
  let redis: TestRedis;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all([startServer(redis.url), startServer(redis.url)]);
  });

  afterAll(async () => {
    await Promise.all([a?.app.close(), b?.app.close()]);
    await redis?.close();
  });

  it('holds a limit of N questions a minute across A and B together', async () => {
    // Each server waits at most a second for Redis at start; on a loaded machine one of them may
    // still be connecting, and would count on its own. The shared count begins once both are ready.
    await until(async () => (await readyz(a)).status === 200 && (await readyz(b)).status === 200);
    const learner = newLearner();
    // Alternating servers: each sees fewer than N, together they see N.
    const statuses = [];
    for (let question = 0; question < limit; question++) statuses.push(await ask(question % 2 === 0 ? a : b, learner));
    expect(statuses).toEqual([200, 200, 200]);
    expect(await ask(b, learner)).toBe(429);
    expect(await ask(a, learner)).toBe(429);
    // Another learner is not held back by the first.
    expect(await ask(a, newLearner())).toBe(200);
  });

  it('keeps answering under each server’s own count while Redis is stopped, says so once, and /readyz names redis', async () => {
    await redis.stop();
    const learner = newLearner();
    // Each server now counts on its own: N questions on A, then A refuses; B still has its own N.
    for (let question = 0; question < limit; question++) expect(await ask(a, learner)).toBe(200);
    expect(await ask(a, learner)).toBe(429);
    expect(await ask(b, learner)).toBe(200);
    expect(redisWarnings(a)).toHaveLength(1);
    expect(JSON.stringify(redisWarnings(a))).not.toMatch(/redis:\/\/[^"]*@/);
    expect(await readyz(a)).toEqual({ status: 503, body: { status: 'unavailable', down: ['redis'] } });
    expect(await readyz(b)).toEqual({ status: 503, body: { status: 'unavailable', down: ['redis'] } });
  });

  it('goes back to the shared count when Redis is started again, without a restart of the servers', async () => {
    await redis.start();
    await until(async () => (await readyz(a)).status === 200 && (await readyz(b)).status === 200);
    expect(await readyz(a)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(a.log.entries.some((entry) => entry.msg === 'Redis answers again: the rate limit is shared again')).toBe(true);
    const learner = newLearner();
    expect([await ask(a, learner), await ask(b, learner), await ask(a, learner)]).toEqual([200, 200, 200]);
    expect(await ask(b, learner)).toBe(429);
    // Still one warning per outage: the one outage so far.
    expect(redisWarnings(a)).toHaveLength(1);
  });

  it('answers when Redis hangs (connection open, no reply) instead of waiting for it', async () => {
    redis.pause();
    try {
      const learner = newLearner();
      // Without the client's command timeout this question would wait forever (the test would time out).
      expect(await ask(a, learner)).toBe(200);
      expect(await readyz(a)).toEqual({ status: 503, body: { status: 'unavailable', down: ['redis'] } });
      expect(redisWarnings(a)).toHaveLength(2);
    } finally {
      redis.resume();
    }
    await until(async () => (await readyz(a)).status === 200);
  });

  it('closes its Redis connection when the server closes', async () => {
    const spectator = new Redis(redis.url);
    try {
      const clients = async () => ((await spectator.client('LIST')) as string).trim().split('\n').length;
      const before = await clients();
      const c = await startServer(redis.url);
      await until(async () => (await clients()) === before + 1);
      await c.app.close();
      await until(async () => (await clients()) === before);
      expect(await clients()).toBe(before);
    } finally {
      spectator.disconnect();
    }
  });
});

describe.skipIf(!redisRuns)('a server whose Redis is not there at start', () => {
  it('starts, answers under its own count, and /readyz names redis', async () => {
    const server = await startServer(`redis://:hunter2@127.0.0.1:${await freePort()}`);
    try {
      const learner = newLearner();
      for (let question = 0; question < limit; question++) expect(await ask(server, learner)).toBe(200);
      expect(await ask(server, learner)).toBe(429);
      expect(await readyz(server)).toEqual({ status: 503, body: { status: 'unavailable', down: ['redis'] } });
      expect(redisWarnings(server)).toHaveLength(1);
      expect(JSON.stringify(server.log.entries)).not.toContain('hunter2');
    } finally {
      await server.app.close();
    }
  });
});

describe.skipIf(!redisRuns)('a Redis that requires a password', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis({ password: 'hunter2' });
  });
  afterAll(() => redis?.close());

  it('is used with the password in REDIS_URL', async () => {
    const server = await startServer(redis.url);
    try {
      expect(await readyz(server)).toEqual({ status: 200, body: { status: 'ok' } });
      const learner = newLearner();
      for (let question = 0; question < limit; question++) expect(await ask(server, learner)).toBe(200);
      expect(await ask(server, learner)).toBe(429);
      expect(redisWarnings(server)).toHaveLength(0);
    } finally {
      await server.app.close();
    }
  });

  it('is not ready with a wrong password, answers under its own count, and never logs the password', async () => {
    const server = await startServer(redis.url.replace('hunter2', 'wrong-hunter3'));
    try {
      expect(await readyz(server)).toEqual({ status: 503, body: { status: 'unavailable', down: ['redis'] } });
      expect(await ask(server, newLearner())).toBe(200);
      expect(redisWarnings(server)).toHaveLength(1);
      expect(JSON.stringify(server.log.entries)).not.toMatch(/hunter/);
    } finally {
      await server.app.close();
    }
  });
});
