/**
 * /recipes: scikit-learn tasks with their code and real output, from content/recipes. The loader
 * runs at prerender, so the highlighted code is in the HTML and the highlighter stays on the server.
 */
import '~/lecture.css';
import { RecipesPage } from '~/features/recipes/recipes-page';
import { recipeGroupViews } from '~/features/recipes/recipe-list.server';
import type { Route } from './+types/recipes';

export const meta: Route.MetaFunction = () => [
  { title: 'scikit-learn recipes · ML Classes' },
  { name: 'description', content: 'Tasks you do with scikit-learn 1.2, each a short script with its real output and links to the API pages it uses.' },
];

export function loader() {
  return { groups: recipeGroupViews() };
}

export default function Recipes({ loaderData }: Route.ComponentProps) {
  return <RecipesPage groups={loaderData.groups} />;
}
