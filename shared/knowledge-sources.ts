/**
 * The tutor's knowledge sources: the lectures (always), the scikit-learn documentation (indexed at
 * build time when Debian's python-sklearn-doc is installed) and Wikipedia articles the site's owner
 * fetched (`npm run corpus:wikipedia`). The running server says which of them it indexed
 * (`GET /api/tutor/sources`); the chat greeting, the panel's subtitle and the About page all word
 * that one fact with the functions below. Browser-safe: no Node modules.
 */

/** Every source, in the order the greeting names them. */
export const knowledgeSourceIds = ['lectures', 'wikipedia', 'sklearn'] as const;
export type KnowledgeSourceId = (typeof knowledgeSourceIds)[number];

/** The licence a source's text is under, when it is not the site's own. */
export interface SourceLicence {
  name: string;
  url: string;
}

/** Wikipedia's text licence: an answer that quotes it must name it. */
export const wikipediaLicence: SourceLicence = { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' };

interface KnowledgeSource {
  /** The first part of a citation: "scikit-learn › User Guide › Clustering › DBSCAN". */
  label: string;
  /** How the greeting names it. */
  greeting: string;
  /** How the subtitle and the About page name it. */
  description: string;
}

export const knowledgeSources: Record<KnowledgeSourceId, KnowledgeSource> = {
  lectures: { label: 'Lectures', greeting: 'the content of the website', description: "this site's lectures" },
  wikipedia: { label: 'Wikipedia', greeting: 'some Wikipedia pages', description: 'Wikipedia articles' },
  sklearn: { label: 'scikit-learn', greeting: 'some scikit-learn documentation', description: 'the scikit-learn documentation' },
};

/** The sources in the greeting's order, each once; the lectures are always there. */
export function orderedSources(ids: Iterable<KnowledgeSourceId>): KnowledgeSourceId[] {
  const present = new Set<KnowledgeSourceId>(['lectures', ...ids]);
  return knowledgeSourceIds.filter((id) => present.has(id));
}

/** "a", "a and b", "a, b and c". */
function listOf(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The chat's first message, naming exactly the sources the server indexed. */
export function greetingFor(ids: Iterable<KnowledgeSourceId>): string {
  const named = listOf(orderedSources(ids).map((id) => knowledgeSources[id].greeting));
  return `Hello! I am an AI assistant trained directly on ${named}. How can I help you?`;
}

/** The chat panel's subtitle. */
export function subtitleFor(ids: Iterable<KnowledgeSourceId>): string {
  const sources = orderedSources(ids);
  const named = listOf(sources.map((id) => knowledgeSources[id].description));
  // The comma keeps a list's last "and" apart from "and link"; one source needs none.
  return `I answer from ${named}${sources.length > 1 ? ',' : ''} and link the sections I used.`;
}
