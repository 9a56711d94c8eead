import { useRef } from 'react';
import { getPrerenderedBody } from 'virtual:glossary-body';
import { useDeferredBlocks } from '~/lib/deferred-blocks';
import { usePrerenderedHtml } from '~/lib/prerendered-html';

/**
 * /glossary: every term the lectures teach, A to Z. The entries (definitions and formulas typeset
 * at build time, content/pipeline/glossary-page.tsx) are static HTML written into the page and
 * kept out of the JavaScript, like a lecture body: when the page hydrates, the body is kept as it
 * stands in the document (usePrerenderedHtml); after a client-side navigation, it comes from the
 * route's clientLoader. The prerendered page defers its far entries, which arrive after load or
 * when a link needs them (useDeferredBlocks).
 */
export function GlossaryPage({ count, html }: { count: number; html?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const body = usePrerenderedHtml(container, 'glossary-body', html, getPrerenderedBody);
  useDeferredBlocks(container);
  return (
    <article className="page-narrow glossary-page">
      <h1 className="page-title">Glossary</h1>
      <p className="lead mt-4">
        {count} terms the lectures teach, each defined so that it reads on its own, with its formula, the other names learners use for it, and the lecture
        section that teaches it.
      </p>
      <div
        ref={container}
        id="glossary-body"
        className="glossary-body"
        data-deferred-body=""
        dangerouslySetInnerHTML={{ __html: body }}
        suppressHydrationWarning
      />
    </article>
  );
}
