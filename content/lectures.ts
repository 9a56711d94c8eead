/**
 * The lectures in reading order: one slug per lecture, which is also its route (`/${slug}`) and
 * its file (content/lectures/${slug}.mdx). The route table, previous/next links and the build's
 * consistency checks all read this list.
 */
export const lectureSlugs = [
  'supervised-learning',
  'linear-regression',
  'probabilistic-classifier',
  'support-vector-machines',
  'nonparametric',
  'trees',
  'unsupervised-learning',
  'dimensionality-reduction',
  'clustering',
  'neural-networks',
] as const;

/** A lecture's slug: its route without the leading slash. */
export type LectureSlug = (typeof lectureSlugs)[number];

/** The route of a lecture. */
export function lecturePath(slug: LectureSlug): `/${LectureSlug}` {
  return `/${slug}`;
}

/** Whether a string names a lecture. */
export function isLectureSlug(value: string): value is LectureSlug {
  return (lectureSlugs as readonly string[]).includes(value);
}
