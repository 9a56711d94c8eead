/**
 * Reads each recipe's script and committed output (content/recipes/<id>.py and <id>.out) for the
 * /recipes page and the tutor. Node only: the page calls it from its build-time loader.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RecipeWithCode } from './recipe-schema.ts';
import { recipes } from './recipes.ts';

/** Where the recipes' scripts and outputs live: content/recipes/<id>.py and <id>.out. */
export const recipesDir = import.meta.dirname;

/** Every recipe with its code and output; throws, naming the file, when a script or its output is missing. */
export function loadRecipes(dir = recipesDir): RecipeWithCode[] {
  return recipes.map((recipe) => {
    const base = join(dir, recipe.id);
    if (!existsSync(`${base}.py`)) throw new Error(`recipe ${recipe.id}: content/recipes/${recipe.id}.py is missing`);
    if (!existsSync(`${base}.out`))
      throw new Error(`recipe ${recipe.id}: content/recipes/${recipe.id}.out is missing (run npm run snippets -- recipes/${recipe.id})`);
    return { ...recipe, code: readFileSync(`${base}.py`, 'utf8').trimEnd(), output: readFileSync(`${base}.out`, 'utf8').trimEnd() };
  });
}
