/**
 * The tutor as a service on the app (`app.answerQuestion`): the retriever's term statistics are
 * computed once at start-up from the lecture sections the build wrote, and the model client exists
 * only when a model is configured (LLM_BASE_URL + LLM_MODEL).
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createLlmClient } from '../tutor/llm.ts';
import { createRetriever } from '../tutor/retrieve.ts';
import type { SectionDocument } from '../../shared/section-index.ts';
import { createTutor, type AnswerQuestion } from '../tutor/tutor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    answerQuestion: AnswerQuestion;
  }
}

export interface TutorPluginOptions {
  sections: SectionDocument[];
  llm: Config['llm'];
}

export default fp<TutorPluginOptions>(
  async (app, { sections, llm }) => {
    const retrieve = createRetriever(sections);
    app.decorate('answerQuestion', createTutor({ retrieve, llm: llm ? createLlmClient(llm) : null, log: app.log }));
    app.log.info({ sections: sections.length, mode: llm ? `generative (${llm.model})` : 'built-in' }, 'tutor ready');
  },
  { name: 'tutor' },
);
