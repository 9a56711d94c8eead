/**
 * The route table: every page of the site, read top to bottom. Lecture routes come from the
 * reading order in content/lectures.ts (one route per lecture, all rendered by the lecture page).
 */
import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { lectureSlugs } from '../content/lectures.ts';

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('classes', 'routes/classes.tsx'),
  // "/class" without an id shows class 1.
  route('class/:id?', 'routes/class-detail.tsx'),
  // Search without JavaScript: the server fills in the results for ?q= (server/plugins/search-page.ts).
  route('search', 'routes/search.tsx'),
  // Spaced review of practice questions; progress lives in the browser (app/lib/practice-progress.ts).
  route('review', 'routes/review.tsx'),
  // Every shared symbol and its one meaning, generated from content/notation.ts.
  route('notation', 'routes/notation.tsx'),
  // scikit-learn tasks with their code and real output, generated from content/recipes.
  route('recipes', 'routes/recipes.tsx'),
  // Every term the lectures teach, A to Z, generated from content/glossary.
  route('glossary', 'routes/glossary.tsx'),
  ...lectureSlugs.map((slug) => route(slug, 'routes/lecture.tsx', { id: `lecture/${slug}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
