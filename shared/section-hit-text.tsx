import type { SectionHit, SnippetPart } from './section-search.ts';

/** A result's snippet, its matched words marked. */
function SnippetText({ parts }: { parts: readonly SnippetPart[] }) {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}

/**
 * What a matched section shows, in the palette's options and on the /search page alike: its
 * heading path, the snippet with the matched words marked, and the formula that matched, if any,
 * as its plain reading (never LaTeX).
 */
export function SectionHitText({ section }: { section: SectionHit }) {
  return (
    <>
      <span className="search-hit-path">{section.headingPath.join(' › ')}</span>
      <span className="search-hit-snippet">
        <SnippetText parts={section.snippet} />
      </span>
      {section.formula ? <span className="search-hit-formula">{section.formula}</span> : null}
    </>
  );
}
