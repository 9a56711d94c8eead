/**
 * A Vite plugin that serves the scikit-learn recipes to the /recipes route's loader as
 * `virtual:recipes` (server build only, so at prerender): every recipe of content/recipes with its
 * code highlighted and linked and its committed output, as static HTML. The highlighter and the
 * scripts stay out of the browser's JavaScript; the page's HTML carries the result.
 */
import { toHtml } from 'hast-util-to-html';
import type { Plugin } from 'vite';
import { loadRecipes, recipesDir } from '../recipes/load-recipes.ts';
import type { RenderedRecipe } from '../recipes/recipe-schema.ts';
import { renderRecipeCode, sklearnApiUrl } from './snippets.ts';

const RECIPES_ID = 'virtual:recipes';

/** Every recipe, in page order, with its code and output block as HTML. */
export async function renderRecipes(dir = recipesDir): Promise<RenderedRecipe[]> {
  return Promise.all(
    loadRecipes(dir).map(async ({ code, output, api, ...recipe }) => ({
      ...recipe,
      api: api.map((name) => ({ name, url: sklearnApiUrl(name) })),
      codeHtml: toHtml(await renderRecipeCode({ id: recipe.id, code, output })),
    })),
  );
}

export function recipesPlugin(): Plugin {
  return {
    name: 'ml-classes:recipes',
    enforce: 'pre',
    resolveId(id) {
      if (id === RECIPES_ID) return `\0${RECIPES_ID}`;
    },
    async load(id, options) {
      if (id !== `\0${RECIPES_ID}`) return;
      if (options?.ssr !== true) this.error(`${RECIPES_ID} is for the server build only (import it from a loader)`);
      this.addWatchFile(recipesDir);
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export const recipes = JSON.parse(${JSON.stringify(JSON.stringify(await renderRecipes()))});`;
    },
  };
}
