/** The pages the browser tests visit: every route in the route table, and the error states. */
import { classes } from '../../content/classes.ts';
import { lectureSlugs } from '../../content/lectures.ts';

/** Every lecture's page. */
export const lecturePaths = lectureSlugs.map((slug) => `/${slug}`);

// /review is left out: its spaced-review status line is always there; practice.spec runs axe on it.
export const sitePaths = [
  '/',
  '/about',
  '/classes',
  '/search',
  '/search?q=svm',
  '/notation',
  '/recipes',
  '/glossary',
  '/class',
  ...classes.map((entry) => `/class/${entry.id}`),
  ...lecturePaths,
];

export const errorPaths = ['/class/42', '/no/such/page'];
