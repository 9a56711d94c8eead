/**
 * What the /search page shows under its form: the result list of a search, or suggestions before
 * one. Rendered by the page in the browser and, as static HTML, by the server for `/search?q=`
 * without JavaScript (server/plugins/search-page.ts), so both show the same markup from one place.
 * Imports neither the router nor the index, so the server can render it on its own.
 */
import { Fragment } from 'react';
import { exampleQueries } from './search-examples.ts';
import { searchPageHref } from './search-page-href.ts';
import type { SearchResults } from './section-search.ts';
import { counted, TOO_SHORT_MESSAGE } from './search-wording.ts';
import { SectionHitText } from './section-hit-text.tsx';

export function SearchResultsList({ results }: { results: SearchResults }) {
  if (results.tooShort) return <p className="mt-6">{TOO_SHORT_MESSAGE}.</p>;
  if (results.sectionCount === 0 && results.classes.length === 0) return <p className="mt-6">No sections match “{results.query}”.</p>;
  // The classes come where the search ranks them: after the lectures with a section that matches better.
  const classes =
    results.classes.length > 0 ? (
      <section>
        <h2 className="search-result-lecture">Classes</h2>
        <ul className="search-result-list">
          {results.classes.map((entry) => (
            <li key={entry.href}>
              <a className="search-result" href={entry.href}>
                <span className="search-hit-path">{entry.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <>
      <p className="mt-6 text-slate-700 dark:text-slate-300">
        {counted(results.sectionCount, 'section matches', 'sections match')} “{results.query}”.
      </p>
      {results.lectures.map((lecture, index) => (
        <Fragment key={lecture.lecture}>
          {index === results.classesAfter ? classes : null}
          <section>
            <h2 className="search-result-lecture">{lecture.lectureTitle}</h2>
            <ul className="search-result-list">
              {lecture.sections.map((section) => (
                <li key={section.url}>
                  <a className="search-result" href={section.url}>
                    <SectionHitText section={section} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </Fragment>
      ))}
      {results.classesAfter >= results.lectures.length ? classes : null}
    </>
  );
}

export function SearchSuggestions() {
  return (
    <div className="mt-6">
      <p>Search every lecture section and formula. Try:</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {exampleQueries.map((example) => (
          <li key={example}>
            <a className="filter-button inline-block" href={searchPageHref(example)}>
              {example}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
