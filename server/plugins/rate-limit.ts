/**
 * The rate limit's counting (@fastify/rate-limit; routes set their own limits, the chat's in
 * routes/api/chat.ts). Without REDIS_URL each process counts in its own memory, as one server
 * needs. With REDIS_URL every server counts in Redis, so a learner's limit holds across all of
 * them; when Redis does not answer, each process falls back to its own count (a learner still has
 * a limit, never none and never a refusal of everyone), says so once per outage, and goes back to
 * Redis as soon as it answers. Redis is a readiness check (`/readyz` names it when it is down).
 */
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import rateLimit from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { withoutSecrets } from '../config.ts';

export interface RateLimitOptions {
  /** REDIS_URL: count in Redis, shared by every server; undefined to count in this process. */
  redisUrl?: string;
}

/**
 * The client's limits: a question waits at most this long for Redis before its own process's count
 * decides. Commands fail at once while the connection is down (no offline queue), and reconnection
 * is retried forever, at most 2 s apart, so the shared count comes back without a restart.
 */
export const redisTimeouts = { connectMs: 1000, commandMs: 500, reconnectMaxMs: 2000 };

/** Every key this server writes in Redis starts with this, so the site can share a Redis with others. */
const redisKeyPrefix = 'ml-classes:rate-limit:';

/** Says when Redis stops answering and when it answers again: once each, not once per request. */
function outageLog(log: FastifyBaseLogger, redis: string) {
  let state: 'starting' | 'up' | 'down' = 'starting';
  return {
    down(error: unknown) {
      if (state === 'down') return;
      state = 'down';
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ redis, reason }, 'Redis does not answer: each server counts the rate limit on its own until it does');
    },
    up() {
      if (state === 'up') return;
      log.info({ redis }, state === 'down' ? 'Redis answers again: the rate limit is shared again' : 'the rate limit is shared through Redis');
      state = 'up';
    },
  };
}

type OutageLog = ReturnType<typeof outageLog>;

/**
 * Counts every request twice: in Redis, which decides while it answers, and in this process,
 * which decides when Redis fails. Counting locally all along means a learner who was asking
 * through this server when Redis went down keeps the count they had here, instead of starting again.
 * (@fastify/rate-limit's `skipOnError` would let every request through while Redis is down.)
 */
class SharedOrOwnCount implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly own: FastifyRateLimitStore,
    private readonly outage: OutageLog,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    this.own.incr(
      key,
      (_ownError, ownCount) => {
        this.shared.incr(
          key,
          (error, sharedCount) => {
            if (error || !sharedCount) {
              this.outage.down(error);
              callback(null, ownCount);
              return;
            }
            this.outage.up();
            callback(null, sharedCount);
          },
          timeWindow,
          max,
        );
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedOrOwnCount(this.shared.child(routeOptions), this.own.child(routeOptions), this.outage);
  }
}

/** The 429's body, in the API's `{ error }` shape with the wait in words: what was asked too often is `counted(request)` ("questions"). */
export function tooManyReply(counted: (request: FastifyRequest) => string): NonNullable<RateLimitPluginOptions['errorResponseBuilder']> {
  return (request, context) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return {
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many ${counted(request)}: the limit is ${context.max} a minute. Try again in ${seconds} s.`,
    };
  };
}

const errorResponseBuilder = tooManyReply(() => 'questions');

export default fp<RateLimitOptions>(
  async (app, { redisUrl }) => {
    if (!redisUrl) {
      await app.register(rateLimit, { global: false, errorResponseBuilder });
      return;
    }
    const redis = new Redis(redisUrl, {
      connectTimeout: redisTimeouts.connectMs,
      commandTimeout: redisTimeouts.commandMs,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 200, redisTimeouts.reconnectMaxMs),
    });
    const outage = outageLog(app.log, withoutSecrets(redisUrl));
    // Without a listener ioredis prints every failed reconnection; with one, an outage is one warning.
    redis.on('error', (error) => outage.down(error));
    redis.on('ready', () => outage.up());
    // Give Redis a moment to answer before the first question, so that one does not count alone.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, redisTimeouts.connectMs);
      redis.once('ready', done);
    });

    const Store = class extends SharedOrOwnCount {
      // @fastify/rate-limit constructs its store with the plugin's settings.
      constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
        const { continueExceeding = false, exponentialBackoff = false } = options;
        super(new RedisStore(continueExceeding, exponentialBackoff, redis, redisKeyPrefix), new LocalStore(continueExceeding, exponentialBackoff), outage);
      }
    };
    await app.register(rateLimit, { global: false, errorResponseBuilder, store: Store });
    app.addReadinessCheck('redis', async () => {
      await redis.ping();
    });
    app.addHook('onClose', async () => {
      // QUIT lets Redis finish what it was sent; a connection that is down has nothing to finish.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  },
  { name: 'rate-limit', dependencies: ['readiness'] },
);
