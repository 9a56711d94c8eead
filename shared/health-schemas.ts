/**
 * The replies of the health endpoints a load balancer polls (server/routes/health.ts):
 * `GET /healthz` (the process is up) and `GET /readyz` (it can serve: every dependency answers).
 */
import { z } from 'zod';

export const HealthReplySchema = z.object({
  /** Always "ok": any answer at all means the process is up. */
  status: z.literal('ok'),
});

export const ReadinessReplySchema = z.union([
  z.object({
    /** Every readiness check answered in time (status 200). */
    status: z.literal('ok'),
  }),
  z.object({
    /** A check failed or was too slow (status 503). */
    status: z.literal('unavailable'),
    /** The names of the checks that failed ("store", "redis"), never their error's details. */
    down: z.array(z.string()),
  }),
  z.object({
    /** SIGTERM arrived: the server finishes what it has and takes nothing new (status 503). */
    status: z.literal('shutting down'),
  }),
]);

export type HealthReply = z.infer<typeof HealthReplySchema>;
export type ReadinessReply = z.infer<typeof ReadinessReplySchema>;
