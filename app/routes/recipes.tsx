/**
 * /recipes: scikit-learn tasks with their code and real output, from content/recipes. The body is
 * static HTML made at build time (content/pipeline/recipes-page.tsx), written into the prerendered
 * page and loaded as one chunk only on a client-side navigation, so neither the recipes nor the
 * highlighter are in the page's JavaScript (docs/decisions/001-lecture-bodies-as-static-html.md).
 */
import '~/lecture.css';
import { loadBody } from 'virtual:recipes-body';
import { RecipesPage } from '~/features/recipes/recipes-page';
import { recipeCount } from '~/features/recipes/recipe-count.server';
import type { Route } from './+types/recipes';

export const meta: Route.MetaFunction = () => [
  { title: 'scikit-learn recipes · ML Classes' },
  { name: 'description', content: 'Tasks you do with scikit-learn 1.2, each a short script with its real output and links to the API pages it uses.' },
];

export function loader() {
  return { count: recipeCount() };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data, html] = await Promise.all([serverLoader(), loadBody()]);
  return { ...data, html };
}

export default function Recipes({ loaderData }: Route.ComponentProps) {
  const html = 'html' in loaderData ? (loaderData.html as string) : undefined;
  return <RecipesPage count={loaderData.count} html={html} />;
}
