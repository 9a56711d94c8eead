/**
 * `GET /search?q=`: search without JavaScript. The prerendered search page is read once; for each
 * request the server runs the query on its own index of the lecture sections and the glossary's
 * entries (the same documents and code as the browser's palette: shared/section-search.ts,
 * content/glossary/search-documents.ts), writes the result list (rendered
 * by the page's own component, shared/search-results.tsx) into the page's results
 * region, and the query into its input. No inline script or style is added, so the page keeps the
 * site's Content Security Policy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from '../../shared/escape-html.ts';
import { SEARCH_QUERY_MAX_LENGTH } from '../../shared/search-page-href.ts';
import type { IndexedSection } from '../../shared/section-index.ts';
import { searchableClasses } from '../../shared/searchable-classes.ts';
import { createSectionSearch, type SearchResults } from '../../shared/section-search.ts';
import { SearchResultsList, SearchSuggestions } from '../../shared/search-results.tsx';
import type { GlossaryUnitInput } from '../../shared/units-file.ts';
import { glossarySearchDocuments } from '../../content/glossary/search-documents.ts';

/** The empty results region in the prerendered page (app/features/search/search-page.tsx). */
const resultsMarker = '<div id="search-results-server"></div>';
/** The query input in the prerendered page, which gets the query as its value. */
const inputMarker = 'name="q"';

/** The result list (or the suggestions) as HTML: the same component the page renders in the browser. */
export function renderResultsHtml(results: SearchResults | null): string {
  return renderToStaticMarkup(results ? createElement(SearchResultsList, { results }) : createElement(SearchSuggestions));
}

export interface SearchPageOptions {
  /** The build's client directory (build/client). */
  root: string;
  sections: readonly IndexedSection[];
  /** The glossary's entries (from the units file), listed as "Glossary › <term>". */
  glossary?: readonly GlossaryUnitInput[];
}

export default fp<SearchPageOptions>(
  async (app, { root, sections, glossary = [] }) => {
    const pageFile = join(root, 'search', 'index.html');
    // A site built without the search page (a test fixture) is served without it.
    if (!existsSync(pageFile)) {
      app.log.warn({ pageFile }, 'no prerendered search page: /search is not served');
      return;
    }
    const page = readFileSync(pageFile, 'utf8');
    for (const marker of [resultsMarker, inputMarker]) {
      if (page.split(marker).length !== 2) throw new Error(`The prerendered search page must hold "${marker}" exactly once`);
    }
    const search = await createSectionSearch([...sections, ...glossarySearchDocuments(glossary)], searchableClasses);

    /** The page with `query` in its input and `results` (HTML) in its results region. */
    const render = (query: string, results: string) =>
      page
        .replace(inputMarker, () => `${inputMarker} value="${escapeHtml(query)}"`)
        .replace(resultsMarker, () => `<div id="search-results-server">${results}</div>`);

    // No query schema: a browser shows what comes back, so a query it cannot take is answered
    // with the page and a sentence, not the API's JSON error.
    app.get('/search', async (request, reply) => {
      const raw = (request.query as { q?: string | string[] }).q;
      const problem = Array.isArray(raw)
        ? 'Search for one thing at a time: the address holds more than one query.'
        : (raw?.length ?? 0) > SEARCH_QUERY_MAX_LENGTH
          ? `Your search is too long: the limit is ${SEARCH_QUERY_MAX_LENGTH} characters.`
          : undefined;
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (problem) {
        const shown = typeof raw === 'string' ? raw.slice(0, SEARCH_QUERY_MAX_LENGTH) : '';
        return reply.code(400).send(render(shown, `<p class="search-error" role="alert">${escapeHtml(problem)}</p>${renderResultsHtml(null)}`));
      }
      const query = typeof raw === 'string' ? raw.trim() : '';
      return reply.code(200).send(render(query, renderResultsHtml(query ? search.search(query) : null)));
    });
  },
  { name: 'search-page' },
);
