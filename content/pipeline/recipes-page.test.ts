import { fromHtml } from 'hast-util-from-html';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LectureSlug } from '../lectures.ts';
import { recipes } from '../recipes/recipes.ts';
import type { RenderedRecipe } from '../recipes/recipe-schema.ts';
import type { CompiledLecture } from './compile-lecture.ts';
import { deferFarBlocks, topLevelBlocks } from './defer-body.ts';
import { lecturesForTests } from './lectures-for-tests.ts';
import { groupAnchor, recipesBodyHtml, renderRecipes } from './recipes-page.tsx';

describe("the recipes page's body", () => {
  let rendered: RenderedRecipe[];
  let lectures: Map<LectureSlug, CompiledLecture>;
  let html: string;
  beforeAll(async () => {
    [rendered, lectures] = await Promise.all([renderRecipes(), lecturesForTests()]);
    html = recipesBodyHtml(rendered, lectures);
  }, 600_000);

  /** The opening tag of each top-level block: `nav`, `h2#group-…`, `section#<recipe id>`. */
  const blockTags = (blocks: string[]) =>
    blocks.map((block) => {
      const [node] = fromHtml(block.trim(), { fragment: true }).children;
      return node.type === 'element' ? `${node.tagName}#${String(node.properties.id ?? '')}` : node.type;
    });

  it('is the contents, then each group heading followed by its recipes, all top-level blocks, so a deferred chunk holds whole recipes', () => {
    const tags = blockTags(topLevelBlocks(html));
    expect(tags[0]).toBe('nav#');
    expect(tags.filter((tag) => tag.startsWith('section#'))).toEqual(recipes.map((recipe) => `section#${recipe.id}`));
    const firstOfGroup = recipes.filter((recipe, i) => i === 0 || recipes[i - 1].group !== recipe.group);
    for (const recipe of firstOfGroup) expect(tags[tags.indexOf(`section#${recipe.id}`) - 1]).toBe(`h2#${groupAnchor(recipe.group)}`);
  });

  it('defers its far recipes whole, and keeps the contents in the page as sent', () => {
    const deferred = deferFarBlocks(html);
    const chunks = [...deferred.matchAll(/<div class="deferred-blocks" data-deferred=""[^>]*><noscript>([\s\S]*?)<\/noscript><\/div>/g)].map(
      (match) => match[1],
    );
    expect(chunks.length).toBeGreaterThan(10);
    const inChunks = chunks.flatMap((chunk) => blockTags(topLevelBlocks(chunk)).filter((tag) => tag.startsWith('section#')));
    const sent = deferred.replace(/<div class="deferred-blocks"[\s\S]*?<\/noscript><\/div>/g, '');
    const inPage = blockTags(topLevelBlocks(sent)).filter((tag) => tag.startsWith('section#'));
    expect([...inPage, ...inChunks]).toEqual(recipes.map((recipe) => `section#${recipe.id}`));
    expect(sent).toContain('<nav aria-label="Recipes"');
  });

  it('names the lecture section that explains each idea by its title, and fails the build on a link to no section', () => {
    const scaling = rendered.find((recipe) => recipe.id === 'scale-in-pipeline')!;
    expect(recipesBodyHtml([scaling], lectures)).toMatch(new RegExp(`<a href="${scaling.lecture}" class="text-link underline">[^<]+ › [^<]+</a>`));
    expect(() => recipesBodyHtml([{ ...scaling, lecture: '/trees#no-such-heading' }], lectures)).toThrow(
      /\/trees#no-such-heading, which is not a lecture section/,
    );
  });
});
