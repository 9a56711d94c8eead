/** The `/search` page's address for a query: its result list, server-rendered when JavaScript is off. */
export function searchPageHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** The longest query `/search` takes, in characters (the page's input holds no more: its maxlength). */
export const SEARCH_QUERY_MAX_LENGTH = 500;
