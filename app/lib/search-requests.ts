/**
 * Opening the search palette from anywhere in the app: the top bar's and the drawer's search links
 * send this window event, and the palette's launcher (app/features/search) listens for it. An
 * event rather than an import keeps the shell independent of the feature.
 */

/** The name of the window event that asks for the search palette. */
export const SEARCH_REQUEST_EVENT = 'ml-classes:search-request';

/** What opened the palette: focus goes back to it when the palette closes. */
export interface SearchRequest {
  opener: HTMLElement | null;
}

/** Opens the search palette; focus returns to `opener` when it closes. */
export function requestSearch(request: SearchRequest): void {
  window.dispatchEvent(new CustomEvent<SearchRequest>(SEARCH_REQUEST_EVENT, { detail: request }));
}

/** Calls `handler` for every search request; returns the function that stops listening. */
export function onSearchRequest(handler: (request: SearchRequest) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<SearchRequest>).detail ?? { opener: null });
  window.addEventListener(SEARCH_REQUEST_EVENT, listener);
  return () => window.removeEventListener(SEARCH_REQUEST_EVENT, listener);
}
