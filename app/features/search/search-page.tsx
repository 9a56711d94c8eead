/**
 * The /search page. The server fills the results region for `?q=` (server/plugins/search-page.ts),
 * so the page works without JavaScript; with it, the page hydrates with that region untouched and
 * loads the index only when the learner starts a new search (focus or typing in the field), then
 * shows results itself, updating as they type. Loading and building the index on every visit cost
 * the page ~750 ms of blocked main thread on a phone (bench:pages) for results it already showed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '~/hooks/use-hydrated';
import type { SectionSearch } from '../../../shared/section-search.ts';
import { loadSectionSearch } from '~/features/search/load-section-search';
import { SEARCH_QUERY_MAX_LENGTH, searchPageHref } from '../../../shared/search-page-href.ts';
import { SearchResultsList, SearchSuggestions } from '../../../shared/search-results.tsx';

/** The id of the region the server fills; its markup must stay `<div id="…"></div>` in the prerendered page. */
export const serverResultsId = 'search-results-server';

/** The `q` of a query string. */
function queryOf(addressQuery: string): string {
  return new URLSearchParams(addressQuery).get('q') ?? '';
}

/** The search form and its results. */
export function SearchPage() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [query, setQuery] = useState<string | null>(null);
  const [searchWanted, setSearchWanted] = useState(false);
  const [search, setSearch] = useState<SectionSearch | null>(null);
  const field = useRef<HTMLInputElement>(null);

  // The query string is unknown while prerendering, so it is read only after hydration, and again
  // whenever the address changes (a submitted search, the back button): the query follows it
  // during render, as React adjusts state to a changed input.
  const { search: addressQuery } = useLocation();
  const address = hydrated ? addressQuery : null;
  const [addressRead, setAddressRead] = useState<string | null>(null);
  if (address !== addressRead) {
    setAddressRead(address);
    if (address !== null) setQuery(queryOf(address));
  }
  useEffect(() => {
    if (address === null) return;
    const fromAddress = queryOf(address);
    if (field.current && field.current.value !== fromAddress) field.current.value = fromAddress;
    // A full page load has the server's results; after client navigation the region is empty.
    if (!document.getElementById(serverResultsId)?.hasChildNodes()) loadSectionSearch().then(setSearch, () => undefined);
  }, [address]);

  useEffect(() => {
    if (searchWanted) loadSectionSearch().then(setSearch, () => undefined);
  }, [searchWanted]);

  // With JavaScript a submitted search stays on the page: the address records it, the results are live.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q')?.toString() ?? '';
    setQuery(value);
    setSearchWanted(true);
    void navigate(searchPageHref(value), { preventScrollReset: true });
  };

  const results = search && query?.trim() ? search.search(query) : null;
  return (
    <div className="page-narrow">
      <h1 className="page-title">Search</h1>
      <form action="/search" method="get" role="search" className="mt-6 flex gap-2" onSubmit={submit}>
        <label htmlFor="search-page-query" className="sr-only">
          Search lectures, formulas and classes
        </label>
        <input
          ref={field}
          id="search-page-query"
          name="q"
          type="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          suppressHydrationWarning
          onFocus={() => setSearchWanted(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            setSearchWanted(true);
          }}
        />
        <button type="submit" className="button-primary">
          Search
        </button>
      </form>
      {search && query !== null ? (
        results ? (
          <SearchResultsList results={results} />
        ) : (
          <SearchSuggestions />
        )
      ) : (
        // Filled by the server for ?q= (or with the suggestions); React leaves it as it is.
        <div id={serverResultsId} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      )}
    </div>
  );
}
