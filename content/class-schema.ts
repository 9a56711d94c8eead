/**
 * The contract for a class in the catalogue (content/classes.ts). The catalogue tests and the
 * server at start-up validate every entry against it.
 */
import { z } from 'zod';
import { classCategories, classLevels } from './class-types.ts';
import { lectureSlugs } from './lectures.ts';

export const ClassSchema = z
  .object({
    /** A positive integer, stable forever: links and bookmarks use it. */
    id: z.number().int().positive(),
    /** The class title shown on cards and the detail page. */
    title: z.string().min(3).max(80),
    /** One or two sentences on what the class teaches. */
    description: z.string().min(40).max(400),
    /** How much background the class assumes. */
    level: z.enum(classLevels),
    /** The filter the class appears under on the class list. */
    category: z.enum(classCategories),
    /** What the class covers; each topic names a section of its lecture. */
    topics: z.array(z.string().min(2).max(80)).min(3),
    /** The lecture that teaches the class (its route is `/${lecture}`). */
    lecture: z.enum(lectureSlugs),
  })
  .strict();

/** The whole catalogue: valid entries with unique ids. */
export const CatalogueSchema = z.array(ClassSchema).superRefine((entries, context) => {
  const seen = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    if (seen.has(entry.id)) context.addIssue({ code: 'custom', message: `duplicate class id ${entry.id}`, path: [index, 'id'] });
    seen.add(entry.id);
  }
});
