import type { SnippetPart } from '../../../shared/section-search';

/** A result's snippet, its matched words marked. */
export function SnippetText({ parts }: { parts: readonly SnippetPart[] }) {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
