/**
 * The two stores @fastify/rate-limit 11 ships (its `store/` files, which its package does not
 * type), as server/plugins/rate-limit.ts combines them: the Redis store shared by every server and
 * the in-memory store each process falls back to.
 */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';
  /** Counts in Redis with one Lua script per request; `key` prefixes every Redis key. */
  export default class RedisStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr: FastifyRateLimitStore['incr'];
    child: FastifyRateLimitStore['child'];
  }
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  /** Counts in this process's memory, in an LRU map of `cache` keys (5000 by default). */
  export default class LocalStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr: FastifyRateLimitStore['incr'];
    child: FastifyRateLimitStore['child'];
  }
}
