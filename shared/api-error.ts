/** The one shape of every API error: `{ "error": "<a sentence>" }` (server/errors.ts sends it). */
import { z } from 'zod';

export const ApiErrorSchema = z.object({
  /** A sentence fit to show a person. */
  error: z.string(),
});

export type ApiError = z.infer<typeof ApiErrorSchema>;
