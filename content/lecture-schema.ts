/**
 * The contract for a lecture's frontmatter. The build validates every lecture against it and
 * fails with the file name and the field when a lecture breaks it.
 */
import { z } from 'zod';

export const LectureFrontmatterSchema = z
  .object({
    /** The page title (h1); must match the class catalogue and the spec's route table. */
    title: z.string().min(3).max(120),
    /** One paragraph that says what the lecture covers; shown under the title and in search. */
    summary: z.string().min(40).max(700),
    /** "What you will learn": three to eight outcomes, each a short sentence. */
    outcomes: z.array(z.string().min(5).max(200)).min(3).max(8),
    /**
     * `draft` lectures are not written yet: their page says so honestly and lists `plannedTopics`
     * instead of a body. `published` lectures have a full body.
     */
    status: z.enum(['draft', 'published']).default('published'),
    /** Topics a draft lecture will cover; required for drafts. */
    plannedTopics: z.array(z.string().min(2)).default([]),
    /**
     * The site-wide symbols the lecture uses: the symbol as the lecture writes it (TeX) → the id of
     * its entry in content/notation.ts. The build warns when a declaration disagrees with the table.
     */
    notation: z.record(z.string().min(1), z.string().regex(/^[a-z][a-z-]*$/)).default({}),
  })
  .strict()
  .refine((lecture) => lecture.status === 'published' || lecture.plannedTopics.length > 0, {
    message: 'a draft lecture needs plannedTopics',
    path: ['plannedTopics'],
  });

/** A lecture's validated frontmatter. */
export type LectureFrontmatter = z.infer<typeof LectureFrontmatterSchema>;
