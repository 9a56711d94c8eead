declare module 'virtual:recipes' {
  import type { RenderedRecipe } from '../../../content/recipes/recipe-schema.ts';
  /** Every recipe in page order, its code and output as HTML (server build only: import it from a loader). */
  export const recipes: RenderedRecipe[];
}
