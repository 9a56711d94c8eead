/** What the recipes page's loader gives it at prerender (server only: content/recipes stays out of the browser). */
import { recipes } from '../../../content/recipes/recipes.ts';

/** How many recipes the page shows. */
export function recipeCount(): number {
  return recipes.length;
}
