/** The pages the browser tests visit: every route in the route table, and the error states. */
import { classes } from '../../content/classes.ts';
import { lectureSlugs } from '../../content/lectures.ts';

export const sitePaths = [
  '/',
  '/about',
  '/classes',
  '/search',
  '/search?q=svm',
  '/class',
  ...classes.map((entry) => `/class/${entry.id}`),
  ...lectureSlugs.map((slug) => `/${slug}`),
];

export const errorPaths = ['/class/42', '/no/such/page'];
