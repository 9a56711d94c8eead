/**
 * A Vite plugin that serves the compiled lectures to the app as virtual modules:
 *
 * - `virtual:lecture-data` (server build only, used by the lecture route's loader at prerender):
 *   metadata, table of contents and neighbours of each lecture.
 * - `virtual:lecture-body`: in the server build, every lecture's static HTML, so prerendering
 *   writes it into the page (its far blocks deferred: defer-body.ts); in the browser build, only lazy loaders, one small chunk per lecture,
 *   fetched on client-side navigation. The body is never part of the JavaScript that hydrates a
 *   page (docs/decisions/001-lecture-bodies-as-static-html.md).
 * - `virtual:practice-counts`: how many practice questions each lecture has (a few bytes, for the
 *   "8 of 12 practised" lines of the class list and the lecture header).
 * - `virtual:practice-bank`: every practice question's static HTML with its lecture and section,
 *   as one chunk the review page imports when it opens.
 * - `virtual:search-sections`: the lecture sections the search palette indexes (the tutor's
 *   documents without their `prose`, which search never shows) and the glossary's entries, as one
 *   hashed chunk that the palette imports on first use, so browsers cache it like any asset.
 * - `virtual:glossary-body` and `virtual:recipes-body`: the static HTML of /glossary
 *   (glossary-page.tsx) and /recipes (recipes-page.tsx), kept out of the hydration JavaScript as a
 *   lecture body is: the server build has it for the prerender, its far blocks deferred; the
 *   browser build only a lazy loader of one chunk, for a client-side navigation to the page. Both
 *   export `getPrerenderedBody()` and `loadBody()`.
 */
import type { Plugin } from 'vite';
import { lectureSlugs, type LectureSlug } from '../lectures.ts';
import { buildLectures, lecturesDir } from './build-lectures.ts';
import type { CompiledLecture } from './compile-lecture.ts';
import { deferFarBlocks } from './defer-body.ts';
// Build-time only: the same documents the tutor's sections file holds (docs/decisions/004).
import { sectionsOf } from './section-documents.ts';
import { glossaryBodyHtml } from './glossary-page.tsx';
import { recipesBodyHtml, renderRecipes } from './recipes-page.tsx';
import { recipesDir } from '../recipes/load-recipes.ts';
import { glossarySearchDocuments } from '../glossary/search-documents.ts';
import { tutorUnitsFile } from './tutor-units.ts';
import { searchableSections } from '../../shared/section-search.ts';
import { authoredAnswersHeading } from '../../shared/section-index.ts';
import { pageContents } from '../table-of-contents.ts';

const DATA_ID = 'virtual:lecture-data';
const BODY_ID = 'virtual:lecture-body';
const BODY_CHUNK_PREFIX = 'virtual:lecture-body/';
const SEARCH_ID = 'virtual:search-sections';
const PRACTICE_COUNTS_ID = 'virtual:practice-counts';
const PRACTICE_BANK_ID = 'virtual:practice-bank';
/**
 * The pages whose whole body is static HTML made from the compiled lectures and the content beside
 * them: how each is rendered, and the content directory besides the lectures it is read from.
 */
const staticPages = {
  'virtual:glossary-body': { render: (lectures) => Promise.resolve(glossaryBodyHtml(lectures)) },
  'virtual:recipes-body': { render: async (lectures) => recipesBodyHtml(await renderRecipes(), lectures), watch: recipesDir },
} satisfies Record<string, { render: (lectures: Map<LectureSlug, CompiledLecture>) => Promise<string>; watch?: string }>;
type StaticPageId = keyof typeof staticPages;
const staticPageIds = Object.keys(staticPages) as StaticPageId[];
/** The lazy chunk of a static page's HTML in the browser build. */
const htmlChunkId = (id: StaticPageId) => `${id}/html`;
const staticPageModuleIds = staticPageIds.flatMap((id) => [id, htmlChunkId(id)]);

/** The lecture metadata the page needs (everything but the body). */
export function lectureMeta(lectures: Map<LectureSlug, CompiledLecture>, slug: LectureSlug) {
  const lecture = lectures.get(slug)!;
  const index = lectureSlugs.indexOf(slug);
  const neighbour = (offset: number) => {
    const other = lectureSlugs[index + offset];
    return other ? { slug: other, title: lectures.get(other)!.frontmatter.title } : null;
  };
  return { slug, ...lecture.frontmatter, toc: pageContents(lecture.toc, authoredAnswersHeading), previous: neighbour(-1), next: neighbour(1) };
}

export function lecturesPlugin(): Plugin {
  let lectures: Promise<Map<LectureSlug, CompiledLecture>> | undefined;
  const compile = () => (lectures ??= buildLectures());
  const staticHtml = new Map<StaticPageId, Promise<string>>();
  const compileStaticPage = (id: StaticPageId) => {
    if (!staticHtml.has(id)) staticHtml.set(id, compile().then(staticPages[id].render));
    return staticHtml.get(id)!;
  };

  return {
    name: 'ml-classes:lectures',
    enforce: 'pre',
    resolveId(id) {
      if ([DATA_ID, BODY_ID, SEARCH_ID, PRACTICE_COUNTS_ID, PRACTICE_BANK_ID, ...staticPageModuleIds].includes(id) || id.startsWith(BODY_CHUNK_PREFIX))
        return `\0${id}`;
    },
    async load(id, options) {
      const page = staticPageIds.find((pageId) => id === `\0${pageId}`);
      if (page) {
        const source = staticPages[page];
        if ('watch' in source) this.addWatchFile(source.watch);
        if (options?.ssr === true) {
          const html = await compileStaticPage(page);
          // The page written at build time defers its far blocks, as a long lecture does (defer-body.ts).
          return [
            `const prerendered = ${JSON.stringify(deferFarBlocks(html))};`,
            `const html = ${JSON.stringify(html)};`,
            'export function getPrerenderedBody() { return prerendered; }',
            'export function loadBody() { return Promise.resolve(html); }',
          ].join('\n');
        }
        return [
          'export function getPrerenderedBody() { return undefined; }',
          `export async function loadBody() { return (await import(${JSON.stringify(htmlChunkId(page))})).default; }`,
        ].join('\n');
      }
      const chunkOf = staticPageIds.find((pageId) => id === `\0${htmlChunkId(pageId)}`);
      if (chunkOf) return `export default ${JSON.stringify(await compileStaticPage(chunkOf))};`;
      if (id === `\0${SEARCH_ID}`) {
        const compiled = await compile();
        // Only what search lists is shipped to the palette.
        const documents = [
          ...searchableSections(sectionsOf(compiled.values())).map(
            ({ prose: _prose, alsoAsked: _alsoAsked, links: _links, figures: _figures, ...section }) => section,
          ),
          // The glossary from the units the tutor gets, as the server's /search reads them from the units file.
          ...glossarySearchDocuments(tutorUnitsFile().glossary),
        ];
        // JSON.parse of a string literal parses faster than the same object as JavaScript.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(documents))});`;
      }
      if (id === `\0${PRACTICE_COUNTS_ID}`) {
        const compiled = await compile();
        const counts = Object.fromEntries(lectureSlugs.map((slug) => [slug, compiled.get(slug)!.practice.length]));
        return `export const practiceCounts = ${JSON.stringify(counts)};`;
      }
      if (id === `\0${PRACTICE_BANK_ID}`) {
        const compiled = await compile();
        const bank = lectureSlugs.flatMap((slug) => compiled.get(slug)!.practice);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(bank))});`;
      }
      if (!id.startsWith('\0virtual:lecture-')) return;
      const ssr = options?.ssr === true;
      const compiled = await compile();
      for (const slug of lectureSlugs) this.addWatchFile(`${lecturesDir}/${slug}.mdx`);
      const virtualId = id.slice(1);
      if (virtualId === DATA_ID) {
        if (!ssr) this.error(`${DATA_ID} is for the server build only (import it from a loader)`);
        const meta = Object.fromEntries(lectureSlugs.map((slug) => [slug, lectureMeta(compiled, slug)]));
        return `export const lectures = ${JSON.stringify(meta)};`;
      }
      if (virtualId === BODY_ID) {
        if (ssr) {
          const bodies = Object.fromEntries(lectureSlugs.map((slug) => [slug, compiled.get(slug)!.html]));
          // The page written at build time defers the far blocks of a long lecture (defer-body.ts).
          const prerendered = Object.fromEntries(lectureSlugs.map((slug) => [slug, deferFarBlocks(bodies[slug])]));
          return [
            `const bodies = ${JSON.stringify(bodies)};`,
            `const prerendered = ${JSON.stringify(prerendered)};`,
            'export function getPrerenderedBody(slug) { return prerendered[slug]; }',
            'export function loadLectureBody(slug) { return Promise.resolve(bodies[slug] ?? ""); }',
          ].join('\n');
        }
        const loaders = lectureSlugs.map((slug) => `  ${JSON.stringify(slug)}: () => import(${JSON.stringify(BODY_CHUNK_PREFIX + slug)}),`);
        return [
          'export function getPrerenderedBody() { return undefined; }',
          `const loaders = {\n${loaders.join('\n')}\n};`,
          'export async function loadLectureBody(slug) { const load = loaders[slug]; return load ? (await load()).default : ""; }',
        ].join('\n');
      }
      const slug = virtualId.slice(BODY_CHUNK_PREFIX.length) as LectureSlug;
      return `export default ${JSON.stringify(compiled.get(slug)?.html ?? '')};`;
    },
    handleHotUpdate({ file, server }) {
      const watchedDirs = [lecturesDir, ...Object.values(staticPages).flatMap((page) => ('watch' in page ? [page.watch] : []))];
      if (watchedDirs.some((dir) => file.startsWith(dir)) || file.includes('/public/media/')) {
        lectures = undefined;
        staticHtml.clear();
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (
            module.id?.startsWith('\0virtual:lecture-') ||
            [SEARCH_ID, PRACTICE_COUNTS_ID, PRACTICE_BANK_ID, ...staticPageModuleIds].some((virtual) => module.id === `\0${virtual}`)
          ) {
            server.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
        return [];
      }
    },
  };
}
