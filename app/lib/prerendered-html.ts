import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The HTML to give `dangerouslySetInnerHTML` for a block written into the page at build time (a
 * lecture body, the glossary) without reading it back from the document.
 *
 * - After a client-side navigation the route's loader brought `html`: that is the HTML.
 * - While prerendering, the build's copy (`prerendered()`) is.
 * - When the page hydrates, React keeps the children of an element with `dangerouslySetInnerHTML`
 *   as they stand and compares nothing in production, so an empty string does. Reading the block's
 *   `innerHTML` instead serialised about 2 MB on a long lecture: a 135 ms task at 4x CPU slowdown,
 *   one of the longest of the page's load (issue 39, item 12).
 *
 * Should React render the block afresh instead of adopting it (it does so after a hydration error
 * above it), the new element would be empty: the children of the block the page came with are
 * moved into it, so the text never disappears.
 */
export function usePrerenderedHtml(
  container: RefObject<HTMLElement | null>,
  id: string,
  html: string | undefined,
  prerendered: () => string | undefined,
): string {
  const [{ markup, original }] = useState(() => {
    if (html !== undefined) return { markup: html, original: null };
    const built = prerendered();
    if (built !== undefined || typeof document === 'undefined') return { markup: built ?? '', original: null };
    return { markup: '', original: document.getElementById(id) };
  });
  useLayoutEffect(() => {
    const element = container.current;
    if (original && element && element !== original && !element.hasChildNodes()) element.append(...original.childNodes);
  }, [container, original]);
  return markup;
}
