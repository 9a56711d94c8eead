/**
 * The /recipes page's data, made at prerender: every recipe (its code and output already HTML, from
 * `virtual:recipes`) with its API links (each with its 1.2 page) and the title of the lecture section that explains it,
 * grouped in the order content/recipes/recipe-schema.ts gives the groups.
 */
import { lectures } from 'virtual:lecture-data';
import { recipes } from 'virtual:recipes';
import { recipeGroups, type RecipeGroup } from '../../../content/recipes/recipe-schema.ts';

export interface RecipeView {
  id: string;
  task: string;
  when: string;
  /** The highlighted code and its output block, as HTML. */
  codeHtml: string;
  api: { name: string; url: string }[];
  /** The lecture section that explains the idea: "Lecture › Heading". */
  lecture: { href: string; title: string } | null;
}

export interface RecipeGroupView {
  group: RecipeGroup;
  /** The group heading's anchor. */
  anchor: string;
  recipes: RecipeView[];
}

/** A group's heading anchor, kept apart from the recipes' own anchors by its prefix. */
export function groupAnchor(group: string): string {
  return `group-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}

/** "Decision Trees and Ensemble Learning › Cost-complexity pruning" for `/trees#cost-complexity-pruning`; throws when the section does not exist. */
function lectureSection(href: string): { href: string; title: string } {
  const [path, anchor] = href.split('#');
  const lecture = lectures[path.slice(1)];
  const heading = lecture?.toc.find((entry) => entry.id === anchor);
  if (!lecture || !heading) throw new Error(`a recipe links ${href}, which is not a lecture section`);
  return { href, title: `${lecture.title} › ${heading.text}` };
}

export function recipeGroupViews(): RecipeGroupView[] {
  return recipeGroups
    .map((group) => ({
      group,
      anchor: groupAnchor(group),
      recipes: recipes
        .filter((recipe) => recipe.group === group)
        .map((recipe) => ({
          id: recipe.id,
          task: recipe.task,
          when: recipe.when,
          codeHtml: recipe.codeHtml,
          api: recipe.api,
          lecture: recipe.lecture ? lectureSection(recipe.lecture) : null,
        })),
    }))
    .filter((group) => group.recipes.length > 0);
}
