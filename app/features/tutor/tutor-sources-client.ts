/**
 * The browser's side of `GET /api/tutor/sources`: which knowledge sources the running server's
 * tutor indexed. The reply is read field by field, like the chat client reads answers (zod stays
 * out of the page, decision 008), and any failure means "the lectures only", the one claim that
 * is always true: the greeting, the panel's subtitle and the About page must never name a source
 * the tutor does not have.
 */
import type { TutorSourcesReply } from '../../../shared/chat-schemas.ts';
import { knowledgeSourceIds, orderedSources } from '../../../shared/knowledge-sources.ts';

/** What the tutor answers from, as the server reported it (or the lectures only). */
export type TutorSources = TutorSourcesReply;

/** The sources of a tutor we know nothing more about. */
export const LECTURES_ONLY: TutorSources = { sources: ['lectures'], wikipediaArticles: [] };

/** The chat endpoint of our own server; any other is an owner's n8n webhook. */
const OWN_CHAT_ENDPOINT = '/api/chat';
/** Where our server reports its tutor's sources. */
export const TUTOR_SOURCES_PATH = '/api/tutor/sources';

/** Whether the widget talks to this site's own tutor rather than an external n8n webhook. */
export function isOwnTutor(endpoint: string): boolean {
  return endpoint === OWN_CHAT_ENDPOINT;
}

/** The widget's chat endpoint, and the fetch to use (tests pass their own). */
export interface TutorSourcesClientOptions {
  /** `/api/chat` or an n8n webhook's URL (`__CHAT_ENDPOINT__`). */
  endpoint: string;
  fetch?: typeof fetch;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A reader for each field of the reply; a field added to the contract does not compile until it has one. */
const replyReaders: { [Field in keyof TutorSourcesReply]-?: (value: unknown) => TutorSourcesReply[Field] } = {
  // Unknown ids are dropped and the lectures are always there, in the greeting's order.
  sources: (value) => orderedSources(Array.isArray(value) ? value.filter((id) => (knowledgeSourceIds as readonly unknown[]).includes(id)) : []),
  sklearnVersion: (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  wikipediaArticles: (value) => (Array.isArray(value) ? value.filter((title): title is string => typeof title === 'string' && title.trim() !== '') : []),
};

/** The sources in a reply; what is malformed is left out, so nothing is claimed that the reply does not say. */
export function tutorSourcesOf(reply: unknown): TutorSources {
  if (!isRecord(reply)) return LECTURES_ONLY;
  const sources = replyReaders.sources(reply.sources);
  const sklearnVersion = sources.includes('sklearn') ? replyReaders.sklearnVersion(reply.sklearnVersion) : undefined;
  const wikipediaArticles = sources.includes('wikipedia') ? replyReaders.wikipediaArticles(reply.wikipediaArticles) : [];
  return sklearnVersion === undefined ? { sources, wikipediaArticles } : { sources, sklearnVersion, wikipediaArticles };
}

/** Asks the server which sources its tutor indexed; never rejects. */
export async function fetchTutorSources({
  endpoint,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
}: TutorSourcesClientOptions): Promise<TutorSources> {
  // We cannot know what an external webhook's workflow knows; the lectures are the one claim that
  // is always true, since the site is built from them.
  if (!isOwnTutor(endpoint)) return LECTURES_ONLY;
  try {
    const response = await fetchImpl(TUTOR_SOURCES_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return LECTURES_ONLY;
    }
    return tutorSourcesOf(await response.json());
  } catch {
    // Unreachable, or not JSON.
    return LECTURES_ONLY;
  }
}

/** A loader that asks once and hands every caller the same answer (one request per page load). */
export function createTutorSourcesLoader(options: TutorSourcesClientOptions): () => Promise<TutorSources> {
  let request: Promise<TutorSources> | null = null;
  return () => (request ??= fetchTutorSources(options));
}
