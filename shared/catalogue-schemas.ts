/**
 * The catalogue API's requests and replies (`GET /api/classes[/:id]`), derived from the catalogue's
 * own schema (`content/class-schema.ts`) so a class field is written once. The server builds its
 * route schemas from these; browser code imports only their types (docs/decisions/008).
 */
import { z } from 'zod';
import { ClassSchema } from '../content/class-schema.ts';

/** A class as the API returns it: the catalogue entry with its duration, its card link and its lecture's page instead of the lecture's slug. */
export const ClassSummarySchema = ClassSchema.omit({ lecture: true }).extend({
  /** How long the class takes: its lecture's reading time, "66 min" (`lectureReadingMinutes` in content/lectures.ts). */
  duration: z.string(),
  /** The page the class card links to (`classHref` in content/classes.ts): the lecture for ids 1 to 9, `/class/{id}` otherwise. */
  href: z.string(),
  /** The class's lecture page, which the detail page's "Start the lecture" opens (`/transformers` for class 10). */
  lectureHref: z.string(),
});

/** `GET /api/classes?category=`: the route answers an unknown category with its own message. */
export const ClassListQuerySchema = z.object({ category: z.string().max(100).optional() });

/**
 * `GET /api/classes/:id`. No maxLength: the router's maxParamLength bounds the id, and a longer one
 * gets the same message as any other invalid id rather than a schema error.
 */
export const ClassIdParamsSchema = z.object({ id: z.string() });

export type ClassSummary = z.infer<typeof ClassSummarySchema>;
