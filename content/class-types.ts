/**
 * The shape of a class, without the validation library, so browser code can use it without
 * shipping zod. content/class-schema.ts holds the schema that enforces it.
 */
import type { LectureSlug } from './lectures.ts';

/** The three categories, in the order the class list's filter buttons show them. */
export const classCategories = ['Supervised Learning', 'Unsupervised Learning', 'Neural Networks'] as const;
/** A class's category. */
export type ClassCategory = (typeof classCategories)[number];

/** Difficulty levels, from first contact to research-adjacent. */
export const classLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
/** A class's level. */
export type ClassLevel = (typeof classLevels)[number];

/** A class as the catalogue defines it (content/classes.ts). */
export interface CatalogueClass {
  id: number;
  title: string;
  description: string;
  duration: string;
  level: ClassLevel;
  category: ClassCategory;
  topics: string[];
  lecture: LectureSlug;
}

/** A class as the API returns it: the catalogue entry with its card link instead of the lecture. */
export interface ClassSummary extends Omit<CatalogueClass, 'lecture'> {
  /** The page the class card links to. */
  href: string;
}
