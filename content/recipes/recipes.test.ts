/**
 * The recipes as content: at least 60, one per id and per task, each with its script and the
 * output `npm run snippets` wrote for it, every API name imported by its script and documented in
 * scikit-learn 1.2, every lecture link pointing at a heading that exists, and scripts that stay
 * within what the page promises (data scikit-learn ships, nothing downloaded, seeds fixed).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lecturesForTests } from '../pipeline/lectures-for-tests.ts';
import { sklearnImports } from '../pipeline/snippets.ts';
import { loadRecipes, recipesDir } from './load-recipes.ts';
import { RecipeSchema, recipeGroups } from './recipe-schema.ts';
import { recipes } from './recipes.ts';

const sklearnDocs = join(process.env.SKLEARN_DOC_DIR || '/usr/share/doc/python-sklearn-doc/html', 'modules', 'generated');
const withCode = loadRecipes();

describe('the recipes', () => {
  it('number at least 60, with one entry per id and per task, and every group used', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(recipes.map((recipe) => recipe.id)).size).toBe(recipes.length);
    expect(new Set(recipes.map((recipe) => recipe.task.toLowerCase())).size).toBe(recipes.length);
    expect(new Set(recipes.map((recipe) => recipe.group))).toEqual(new Set(recipeGroups));
  });

  it('are listed group by group in the order of the groups', () => {
    const order = recipes.map((recipe) => recipeGroups.indexOf(recipe.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('each has a script and its output, and no script or output lies in the folder without a recipe', () => {
    for (const recipe of withCode) {
      expect(recipe.code, recipe.id).toMatch(/^# /);
      expect(recipe.output.length, recipe.id).toBeGreaterThan(0);
    }
    const ids = new Set(recipes.map((recipe) => recipe.id));
    const stray = readdirSync(recipesDir).filter((file) => /\.(py|out)$/.test(file) && !ids.has(file.replace(/\.(py|out)$/, '')));
    expect(stray).toEqual([]);
  });

  it('has at least three other phrasings per recipe, none repeating its task or another phrasing', () => {
    for (const recipe of recipes) {
      const phrasings = [recipe.task, ...recipe.also].map((text) => text.toLowerCase().trim());
      expect(recipe.also.length, recipe.id).toBeGreaterThanOrEqual(3);
      expect(new Set(phrasings).size, recipe.id).toBe(phrasings.length);
    }
  });

  it('rejects an entry without phrasings, with an API name that is not a public path, or with an unknown group', () => {
    const valid = recipes[0];
    expect(RecipeSchema.safeParse(valid).success).toBe(true);
    expect(RecipeSchema.safeParse({ ...valid, also: ['one', 'two'] }).success).toBe(false);
    expect(RecipeSchema.safeParse({ ...valid, api: ['StandardScaler'] }).success).toBe(false);
    expect(RecipeSchema.safeParse({ ...valid, group: 'Miscellaneous' }).success).toBe(false);
    expect(RecipeSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });

  it('names in api only what its script imports from scikit-learn, so every link is a name the code uses', () => {
    for (const recipe of withCode) {
      const imported = new Set(sklearnImports(recipe.code).values());
      for (const name of recipe.api) expect(imported.has(name), `${recipe.id}: ${name} is not imported`).toBe(true);
    }
  });

  it.skipIf(!existsSync(sklearnDocs))('links only names that have an API page in scikit-learn 1.2, in api and in the imports', () => {
    for (const recipe of withCode) {
      for (const name of [...recipe.api, ...sklearnImports(recipe.code).values()]) {
        expect(existsSync(join(sklearnDocs, `${name}.html`)), `${recipe.id}: ${name}`).toBe(true);
      }
    }
  });

  it('uses only data scikit-learn ships or the script makes, downloads nothing, and fixes the seed of what it draws', () => {
    for (const recipe of withCode) {
      expect(recipe.code, recipe.id).not.toMatch(/\bfetch_\w+|urllib|requests|https?:\/\//);
      for (const call of recipe.code.matchAll(
        /\b(make_(?:classification|blobs|moons|regression|circles)|train_test_split|KFold|StratifiedKFold|RandomizedSearchCV|RandomForestClassifier|KMeans|TSNE|MLPClassifier|GaussianMixture|resample)\(/g,
      )) {
        const start = call.index;
        // The call's arguments up to its closing parenthesis, over several lines if need be.
        let depth = 0;
        let end = start;
        for (; end < recipe.code.length; end++) {
          if (recipe.code[end] === '(') depth++;
          if (recipe.code[end] === ')' && --depth === 0) break;
        }
        const args = recipe.code.slice(start, end);
        // A KFold without shuffle cuts consecutive blocks: nothing random to seed.
        const unseeded = !/random_state=/.test(args) && !/^KFold\(n_splits=\d+$/.test(args);
        expect(unseeded, `${recipe.id}: ${args}) draws random numbers without random_state`).toBe(false);
      }
    }
  });

  describe('lecture links', () => {
    let anchors: Set<string>;
    beforeAll(async () => {
      const lectures = await lecturesForTests();
      anchors = new Set([...lectures.values()].flatMap((lecture) => lecture.toc.map((entry) => `/${lecture.slug}#${entry.id}`)));
      // Compiling every lecture took over 120 s here with other work on the two cores; the build checks the same links (content/pipeline/recipes-page.tsx).
    }, 600_000);

    it('point at headings that exist', () => {
      for (const recipe of recipes) if (recipe.lecture) expect(anchors.has(recipe.lecture), `${recipe.id}: ${recipe.lecture}`).toBe(true);
    });
  });
});
