import { useRef } from 'react';
import { getPrerenderedBody } from 'virtual:glossary-body';
import { StaticPageBody } from '~/components/static-page-body';

/**
 * /glossary: every term the lectures teach, A to Z. The entries (definitions and formulas typeset
 * at build time, content/pipeline/glossary-page.tsx) are static HTML written into the page and
 * kept out of the JavaScript, like a lecture body (StaticPageBody).
 */
export function GlossaryPage({ count, html }: { count: number; html?: string }) {
  const container = useRef<HTMLDivElement>(null);
  return (
    <article className="page-narrow glossary-page">
      <h1 className="page-title">Glossary</h1>
      <p className="lead mt-4">
        {count} terms the lectures teach, each defined so that it reads on its own, with its formula, the other names learners use for it, and the lecture
        section that teaches it.
      </p>
      <StaticPageBody id="glossary-body" html={html} prerendered={getPrerenderedBody} containerRef={container} />
    </article>
  );
}
