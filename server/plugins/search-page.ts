/**
 * `GET /search?q=`: search without JavaScript. The prerendered search page is read once; for each
 * request the server runs the query on its own index of the lecture sections (the same documents
 * and code as the browser's palette: shared/section-search.ts) and writes the escaped result list
 * into the page's results region, and the query into its input. No inline script or style is
 * added, so the page keeps the site's Content Security Policy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { IndexedSection } from '../../shared/section-index.ts';
import { searchableClasses } from '../../shared/searchable-classes.ts';
import { exampleQueries } from '../../shared/search-examples.ts';
import { createSectionSearch, type SearchResults, type SnippetPart } from '../../shared/section-search.ts';

/** The empty results region in the prerendered page (app/features/search/search-page.tsx). */
const resultsMarker = '<div id="search-results-server"></div>';
/** The query input in the prerendered page, which gets the query as its value. */
const inputMarker = 'name="q"';

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const snippetHtml = (parts: readonly SnippetPart[]) =>
  parts.map((part) => (part.match ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text))).join('');

/** The result list as HTML, in the markup the page's React component renders. */
export function renderResultsHtml(results: SearchResults | null): string {
  if (!results) {
    const links = exampleQueries.map(
      (example) => `<li><a class="filter-button inline-block" href="/search?q=${encodeURIComponent(example)}">${escapeHtml(example)}</a></li>`,
    );
    return `<div class="mt-6"><p>Search every lecture section and formula. Try:</p><ul class="mt-3 flex flex-wrap gap-2">${links.join('')}</ul></div>`;
  }
  const query = escapeHtml(results.query);
  if (results.sectionCount === 0 && results.classes.length === 0) return `<p class="mt-6">No sections match “${query}”.</p>`;
  const html = [`<p class="mt-6 text-slate-700 dark:text-slate-300">${results.sectionCount} sections match “${query}”.</p>`];
  if (results.classes.length > 0) {
    const items = results.classes.map(
      (entry) => `<li><a class="search-result" href="${escapeHtml(entry.href)}"><span class="search-result-path">${escapeHtml(entry.title)}</span></a></li>`,
    );
    html.push(`<section><h2 class="search-result-lecture">Classes</h2><ul class="search-result-list">${items.join('')}</ul></section>`);
  }
  for (const lecture of results.lectures) {
    const items = lecture.sections.map(
      (section) =>
        `<li><a class="search-result" href="${escapeHtml(section.url)}"><span class="search-result-path">${escapeHtml(section.headingPath.join(' › '))}</span>` +
        `<span class="search-result-snippet">${snippetHtml(section.snippet)}</span>` +
        (section.formula ? `<code class="search-result-formula">${escapeHtml(section.formula)}</code>` : '') +
        '</a></li>',
    );
    html.push(
      `<section><h2 class="search-result-lecture">${escapeHtml(lecture.lectureTitle)}</h2><ul class="search-result-list">${items.join('')}</ul></section>`,
    );
  }
  return html.join('');
}

export interface SearchPageOptions {
  /** The build's client directory (build/client). */
  root: string;
  sections: readonly IndexedSection[];
}

export default fp<SearchPageOptions>(
  async (app, { root, sections }) => {
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
    const search = await createSectionSearch(sections, searchableClasses);

    app.get('/search', { schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 500 } } } } }, async (request, reply) => {
      const query = ((request.query as { q?: string }).q ?? '').trim();
      const results = query ? search.search(query) : null;
      const html = page
        .replace(inputMarker, () => `${inputMarker} value="${escapeHtml(query)}"`)
        .replace(resultsMarker, () => `<div id="search-results-server">${renderResultsHtml(results)}</div>`);
      return reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  },
  { name: 'search-page' },
);
