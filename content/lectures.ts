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
  'transformers',
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

/**
 * Each lecture's reading time in minutes: the one figure for how long it takes, shown in the
 * lecture's header ("66 min read") and as its class's duration on the cards and in the API.
 */
export const lectureReadingMinutes: Readonly<Record<LectureSlug, number>> = {
  'supervised-learning': 25,
  'linear-regression': 66,
  'probabilistic-classifier': 37,
  'support-vector-machines': 53,
  nonparametric: 50,
  trees: 42,
  'unsupervised-learning': 23,
  'dimensionality-reduction': 51,
  clustering: 52,
  'neural-networks': 60,
  transformers: 49,
};

/** A reading time as the class cards and the API write it ("66 min"). */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min`;
}

/**
 * Each lecture's short name, for where a column is narrow (the notation page's "Used in"): the
 * link shows it and its accessible name adds the full title.
 */
export const lectureShortTitles: Readonly<Record<LectureSlug, string>> = {
  'supervised-learning': 'Supervised',
  'linear-regression': 'Linear models',
  'probabilistic-classifier': 'Probabilistic',
  'support-vector-machines': 'SVM',
  nonparametric: 'Nonparametric',
  trees: 'Trees',
  'unsupervised-learning': 'Unsupervised',
  'dimensionality-reduction': 'Dim. reduction',
  clustering: 'Clustering',
  'neural-networks': 'Neural nets',
  transformers: 'Transformers',
};
