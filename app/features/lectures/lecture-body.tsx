import { useState } from 'react';
import { getPrerenderedBody } from 'virtual:lecture-body';

/**
 * The lecture text. Its HTML (math already typeset) is written into the page at build time and is
 * not in the JavaScript: when the page hydrates, the body is taken as it already stands in the
 * document; after a client-side navigation, it comes from the route's clientLoader.
 */
export function LectureBody({ slug, html }: { slug: string; html?: string }) {
  const [body] = useState(
    () => html ?? getPrerenderedBody(slug) ?? (typeof document === 'undefined' ? '' : (document.getElementById('lecture-body')?.innerHTML ?? '')),
  );
  return <div id="lecture-body" className="lecture-body" data-lecture={slug} dangerouslySetInnerHTML={{ __html: body }} />;
}
