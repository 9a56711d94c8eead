/**
 * React Router framework mode without a runtime server renderer: every page is prerendered to
 * static HTML at build time and hydrated in the browser. The Fastify server (server/) serves the
 * build and the API.
 */
import type { Config } from '@react-router/dev/config';
import { classes } from './content/classes.ts';
import { lectureSlugs, lecturePath } from './content/lectures.ts';

/**
 * The catch-all route is prerendered at this path; the build step moves it to 404.html, which the
 * server sends with status 404 for every unknown path.
 */
export const notFoundPrerenderPath = '/__not-found';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [
    '/',
    '/about',
    '/classes',
    '/search',
    '/review',
    '/notation',
    '/recipes',
    '/glossary',
    '/class',
    ...classes.map((entry) => `/class/${entry.id}`),
    ...lectureSlugs.map(lecturePath),
    notFoundPrerenderPath,
  ],
} satisfies Config;
