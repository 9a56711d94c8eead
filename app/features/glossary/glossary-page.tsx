import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getPrerenderedGlossary } from 'virtual:glossary-body';
import { holdInView, targetIn } from '~/lib/hold-in-view';
import { usePrerenderedHtml } from '~/lib/prerendered-html';

/**
 * /glossary: every term the lectures teach, A to Z. The entries (definitions and formulas typeset
 * at build time, content/pipeline/glossary-page.tsx) are static HTML written into the page and
 * kept out of the JavaScript, like a lecture body: when the page hydrates, the body is kept as it
 * stands in the document (usePrerenderedHtml); after a client-side navigation, it comes from the route's clientLoader.
 */
export function GlossaryPage({ count, html }: { count: number; html?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const body = usePrerenderedHtml(container, 'glossary-body', html, getPrerenderedGlossary);
  // A link from the tutor, the search palette or a lecture jumps to an entry on a client-side
  // navigation, which changes the hash without a hashchange event.
  const { hash } = useLocation();
  useEffect(() => {
    const element = container.current;
    const entry = element ? targetIn(element, hash) : null;
    return element && entry ? holdInView(element, entry) : undefined;
  }, [hash]);
  return (
    <article className="page-narrow glossary-page">
      <h1 className="page-title">Glossary</h1>
      <p className="lead mt-4">
        {count} terms the lectures teach, each defined so that it reads on its own, with its formula, the other names learners use for it, and the lecture
        section that teaches it.
      </p>
      <div ref={container} id="glossary-body" className="glossary-body" dangerouslySetInnerHTML={{ __html: body }} suppressHydrationWarning />
    </article>
  );
}
