/**
 * Whether this server can serve, for load balancers (`GET /readyz`, server/routes/health.ts): a
 * registry of named checks, one per dependency (the session store, Redis), that services add with
 * `app.addReadinessCheck(name, check)`. The server is ready when every check resolves within
 * `readinessTimeoutMs`, and stops being ready, whatever the checks say, once shutdown has begun.
 */
import fp from 'fastify-plugin';
import type { ReadinessReply } from '../../shared/health-schemas.ts';

/** Resolves when the dependency answers; rejects (or never settles) when it does not. `signal` aborts when the time is up. */
export type ReadinessCheck = (signal: AbortSignal) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a dependency that must answer for the server to be ready; `name` is what `/readyz` names when it is down. */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
    /** Runs every check at once, each within `readinessTimeoutMs`: `/readyz`'s reply. */
    checkReadiness(): Promise<ReadinessReply>;
    /** From now on the server is not ready (SIGTERM: tell the load balancer before the server stops accepting requests). */
    beginShutdown(): void;
  }
}

/** How long a check may take before its dependency counts as down (issue 21: "within 1 s"). */
export const readinessTimeoutMs = 1000;

/** Runs `check`, rejecting when it rejects or takes longer than `timeoutMs` (even if it ignores the signal). */
async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<void> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([check(abort.signal), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

export default fp(
  async (app) => {
    const checks = new Map<string, ReadinessCheck>();
    let shuttingDown = false;
    // Logged when it changes, not on every poll: a load balancer asks every few seconds.
    let lastDown = '';

    app.decorate('addReadinessCheck', (name: string, check: ReadinessCheck) => {
      if (checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
      checks.set(name, check);
    });

    app.decorate('beginShutdown', () => {
      shuttingDown = true;
    });

    app.decorate('checkReadiness', async (): Promise<ReadinessReply> => {
      if (shuttingDown) return { status: 'shutting down' };
      const results = await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await runCheck(check, readinessTimeoutMs);
            return null;
          } catch (error) {
            return { name, reason: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
      const down = results.filter((result) => result !== null);
      const key = down.map(({ name }) => name).join(',');
      if (key !== lastDown) {
        // The reasons go to the log only: the reply names what is down and nothing more.
        if (down.length > 0) app.log.warn({ down }, 'not ready');
        else app.log.info('ready again');
        lastDown = key;
      }
      return down.length === 0 ? { status: 'ok' } : { status: 'unavailable', down: down.map(({ name }) => name) };
    });
  },
  { name: 'readiness' },
);
