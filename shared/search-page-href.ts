/** The `/search` page's address for a query: its result list, server-rendered when JavaScript is off. */
export function searchPageHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}
