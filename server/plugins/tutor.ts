/**
 * The tutor as a service on the app (`app.answerQuestion`): the retriever's term statistics are
 * computed once at start-up from the lecture sections the build wrote (and from the reference
 * sources that are present), and the model client exists only when a model is configured
 * (LLM_BASE_URL + LLM_MODEL). `app.tutorSources` says which knowledge sources it indexed.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createLlmClient } from '../tutor/llm.ts';
import { createRetriever } from '../tutor/retrieve.ts';
import type { SectionDocument } from '../../shared/section-index.ts';
import type { TutorSourcesReply } from '../../shared/chat-schemas.ts';
import { orderedSources, type KnowledgeSourceId } from '../../shared/knowledge-sources.ts';
import type { ReferenceDocument } from '../tutor/sources/reference-document.ts';
import { createTutor, type AnswerQuestion } from '../tutor/tutor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    answerQuestion: AnswerQuestion;
    tutorSources: TutorSourcesReply;
  }
}

/** The reference sources found at start-up; a source that is absent is left out. */
export interface ReferenceSources {
  sklearn?: { version: string; documents: ReferenceDocument[] };
  wikipedia?: { articles: string[]; documents: ReferenceDocument[] };
}

export interface TutorPluginOptions {
  sections: SectionDocument[];
  references?: ReferenceSources;
  llm: Config['llm'];
}

/** The sources a tutor with these references answers from: what the greeting may claim. */
export function indexedSources(references: ReferenceSources): TutorSourcesReply {
  const present: KnowledgeSourceId[] = [];
  if (references.sklearn?.documents.length) present.push('sklearn');
  if (references.wikipedia?.documents.length) present.push('wikipedia');
  return {
    sources: orderedSources(present),
    sklearnVersion: present.includes('sklearn') ? references.sklearn?.version : undefined,
    wikipediaArticles: present.includes('wikipedia') ? (references.wikipedia?.articles ?? []) : [],
  };
}

export default fp<TutorPluginOptions>(
  async (app, { sections, references = {}, llm }) => {
    const retrieve = createRetriever(sections);
    app.decorate('answerQuestion', createTutor({ retrieve, llm: llm ? createLlmClient(llm) : null, log: app.log }));
    app.decorate('tutorSources', indexedSources(references));
    app.log.info({ sections: sections.length, sources: app.tutorSources.sources, mode: llm ? `generative (${llm.model})` : 'built-in' }, 'tutor ready');
  },
  { name: 'tutor' },
);
