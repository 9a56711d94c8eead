import type { RefObject } from 'react';
import { useDeferredBlocks } from '~/lib/deferred-blocks';
import { usePrerenderedHtml } from '~/lib/prerendered-html';

/**
 * The body of a page that is only static HTML made at build time (the glossary, the recipes),
 * kept out of the JavaScript like a lecture body: when the page hydrates it is kept as it stands in
 * the document (usePrerenderedHtml); after a client-side navigation, `html` comes from the route's
 * clientLoader. The prerendered page defers its far blocks, which arrive after load or when a link
 * needs them (useDeferredBlocks).
 */
export function StaticPageBody({
  id,
  html,
  prerendered,
  containerRef,
}: {
  /** The element's id, also the CSS class of its blocks' rules (`glossary-body`, `recipes-body`). */
  id: string;
  html?: string;
  /** The build's copy while prerendering (the virtual module's getPrerenderedBody). */
  prerendered: () => string | undefined;
  containerRef: RefObject<HTMLDivElement | null>;
}) {
  const body = usePrerenderedHtml(containerRef, id, html, prerendered);
  useDeferredBlocks(containerRef);
  // suppressHydrationWarning: on hydration `body` is empty while the page holds the text (usePrerenderedHtml).
  return <div ref={containerRef} id={id} className={id} data-deferred-body="" dangerouslySetInnerHTML={{ __html: body }} suppressHydrationWarning />;
}
