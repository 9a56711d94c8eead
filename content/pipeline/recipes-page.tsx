/**
 * The body of /recipes, rendered once at build time to static HTML like the glossary
 * (glossary-page.tsx) and a lecture body (docs/decisions/001-lecture-bodies-as-static-html.md):
 * a contents list, then each group's heading and its recipes, each recipe with its code
 * highlighted and linked, its committed output, its API links and the lecture section that
 * explains the idea. The highlighter, the scripts and the recipes' data stay out of the browser's
 * JavaScript; the Vite plugin serves the HTML as `virtual:recipes-body`.
 *
 * The group headings and the recipes are the body's top-level blocks, not nested in a section per
 * group, so that the prerendered page can defer the far ones (defer-body.ts) a recipe at a time.
 */
import { toHtml } from 'hast-util-to-html';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadRecipes, recipesDir } from '../recipes/load-recipes.ts';
import { recipeGroups, type RenderedRecipe } from '../recipes/recipe-schema.ts';
import type { CompiledLecture } from './compile-lecture.ts';
import { LectureBuildError } from './lecture-build.ts';
import { renderRecipeCode, sklearnApiUrl } from './snippets.ts';

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

/** A group's heading anchor, kept apart from the recipes' own anchors by its prefix. */
export function groupAnchor(group: string): string {
  return `group-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

/** "Decision Trees and Ensemble Learning › Cost-complexity pruning" for `/trees#cost-complexity-pruning`; fails the build when the section does not exist. */
function lectureSection(href: string, lectures: ReadonlyMap<string, CompiledLecture>): { href: string; title: string } {
  const [path, anchor] = href.split('#');
  const lecture = lectures.get(path.slice(1));
  const heading = lecture?.toc.find((entry) => entry.id === anchor);
  if (!lecture || !heading) throw new LectureBuildError('content/recipes', undefined, `a recipe links ${href}, which is not a lecture section`);
  return { href, title: `${lecture.frontmatter.title} › ${heading.text}` };
}

function Recipe({ recipe, lectures }: { recipe: RenderedRecipe; lectures: ReadonlyMap<string, CompiledLecture> }) {
  const lecture = recipe.lecture ? lectureSection(recipe.lecture, lectures) : null;
  return (
    <section id={recipe.id} className="recipe" aria-labelledby={`${recipe.id}-task`} data-recipe={recipe.id}>
      <h3 id={`${recipe.id}-task`}>{recipe.task}</h3>
      <p>{recipe.when}</p>
      {/* Our own build output: the highlighted code and its output block. */}
      <div dangerouslySetInnerHTML={{ __html: recipe.codeHtml }} />
      <p className="recipe-links">
        <span className="recipe-links-label">API:</span>{' '}
        {recipe.api.map((api, index) => (
          <span key={api.name}>
            {index > 0 && ', '}
            <a href={api.url} className="text-link underline" data-recipe-api={api.name}>
              {api.name.split('.').at(-1)}
            </a>
          </span>
        ))}
        {lecture && (
          <>
            <br />
            <span className="recipe-links-label">The idea:</span>{' '}
            <a href={lecture.href} className="text-link underline">
              {lecture.title}
            </a>
          </>
        )}
      </p>
    </section>
  );
}

/** The recipes page's body as static HTML, the groups in the order recipe-schema.ts gives them; fails the build when a lecture link names no section. */
export function recipesBodyHtml(recipes: readonly RenderedRecipe[], lectures: ReadonlyMap<string, CompiledLecture>): string {
  const groups = recipeGroups
    .map((group) => ({ group, anchor: groupAnchor(group), recipes: recipes.filter((recipe) => recipe.group === group) }))
    .filter((group) => group.recipes.length > 0);
  return renderToStaticMarkup(
    <>
      <nav aria-label="Recipes" className="recipes-contents">
        <ul>
          {groups.map(({ group, anchor, recipes }) => (
            <li key={group}>
              <a href={`#${anchor}`} className="text-link font-semibold underline">
                {group}
              </a>
              <ul>
                {recipes.map((recipe) => (
                  <li key={recipe.id}>
                    <a href={`#${recipe.id}`} className="text-link underline">
                      {recipe.task}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      {groups.flatMap(({ group, anchor, recipes }) => [
        <h2 key={anchor} id={anchor} className="recipes-group">
          {group}
        </h2>,
        ...recipes.map((recipe) => <Recipe key={recipe.id} recipe={recipe} lectures={lectures} />),
      ])}
    </>,
  );
}
