/**
 * The value lists of a class, without the validation library, so browser code can use them without
 * shipping zod; the types are derived from ClassSchema (content/class-schema.ts) and imported as
 * types only.
 */
import type { z } from 'zod';
import type { ClassSchema } from './class-schema.ts';

/** The three categories, in the order the class list's filter buttons show them. */
export const classCategories = ['Supervised Learning', 'Unsupervised Learning', 'Neural Networks'] as const;
/** A class's category. */
export type ClassCategory = (typeof classCategories)[number];

/** Difficulty levels, from first contact to research-adjacent. */
export const classLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
/** A class's level. */
export type ClassLevel = (typeof classLevels)[number];

/** A class as the catalogue defines it (content/classes.ts); its schema is ClassSchema. */
export type CatalogueClass = z.infer<typeof ClassSchema>;

/** A class as the API returns it: the catalogue entry with its card link instead of the lecture. */
export type { ClassSummary } from '../shared/catalogue-schemas.ts';
