/**
 * The tutor: answers a question from the lecture sections. Built-in by default (retrieve, then
 * compose an answer from quoted sentences); generative when a model is configured, with the same
 * retrieved sections in the prompt, and the built-in answer in its place whenever the model fails.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerMode, ChatSource } from '../../shared/chat-protocol.ts';
import { composeAnswer, sourceOf, sourcesList } from './compose.ts';
import type { KnowledgeRetriever } from './knowledge.ts';
import { LlmError, type ConversationTurn, type LlmClient } from './llm.ts';
import { attributionOf } from './sources/reference-sections.ts';

/** An answer, ready to store and send. */
export interface TutorAnswer {
  output: string;
  sources: ChatSource[];
  grounded: boolean;
  mode: AnswerMode;
}

export interface AnswerQuestionInput {
  question: string;
  /** The route the learner is reading. */
  page?: string;
  /** The learner's previous question in this session, for follow-ups. */
  previousQuestion?: string;
  /** The last turns of the conversation (generative mode). */
  history?: ConversationTurn[];
  /** Aborted when the learner stops the answer or disconnects. */
  signal?: AbortSignal;
  /** Receives the answer's text as it is produced, piece by piece (for streaming). */
  onText?: (piece: string) => void;
}

/** Sections given to the model: enough to answer, few enough to keep the prompt short. */
const sectionsInPrompt = 4;

export const fallbackBeforeAnswer = '*The language model is not available right now, so this is the built-in answer.*\n\n';
export const fallbackMidAnswer = '\n\n---\n\n*The language model stopped answering, so here is the built-in answer instead.*\n\n';

/** Creates the tutor over a retriever and, optionally, a model client. */
export function createTutor({ retrieve, llm, log }: { retrieve: KnowledgeRetriever; llm: LlmClient | null; log: FastifyBaseLogger }) {
  return async function answerQuestion({ question, page, previousQuestion, history = [], signal, onText }: AnswerQuestionInput): Promise<TutorAnswer> {
    const retrieval = await retrieve({ question, page, previousQuestion, limit: 5 });
    const builtIn = composeAnswer({ question, previousQuestion, ...retrieval });
    // Without a model, or when the lectures do not cover the question, the answer is the built-in
    // one: a model given unrelated sections would only be tempted to invent.
    if (!llm || !builtIn.grounded) {
      onText?.(builtIn.output);
      return { ...builtIn, mode: 'built-in' };
    }

    // A lecture's authored answer to the question leads the prompt: it is the answer a teacher wrote.
    const cited = [...(retrieval.authored ? [retrieval.authored] : []), ...retrieval.sections].slice(0, sectionsInPrompt);
    const sources = cited.map((candidate) => sourceOf(candidate.section));
    const sections = cited.map(({ section }, index) => {
      const attribution = attributionOf(section);
      return {
        number: index + 1,
        title: sources[index].title,
        attribution: attribution && `${attribution.work}, under ${attribution.licence}`,
        url: section.url,
        text: section.prose,
        formulas: section.formulas,
      };
    });
    let text = '';
    try {
      for await (const piece of llm.streamAnswer({ question, sections, history, signal })) {
        text += piece;
        onText?.(piece);
      }
      const sourcesTail = `\n\n**Sources**\n\n${sourcesList(sources)}`;
      onText?.(sourcesTail);
      return { output: `${text.trim()}${sourcesTail}`, sources, grounded: true, mode: 'generative' };
    } catch (error) {
      if (signal?.aborted) throw error;
      const kind = error instanceof LlmError ? error.kind : 'unexpected';
      log.warn({ kind, reason: error instanceof Error ? error.message : String(error) }, 'the language model failed; answering with the built-in tutor');
      const notice = text ? fallbackMidAnswer : fallbackBeforeAnswer;
      onText?.(notice + builtIn.output);
      return { output: `${text}${notice}${builtIn.output}`, sources: builtIn.sources, grounded: true, mode: 'fallback' };
    }
  };
}

export type AnswerQuestion = ReturnType<typeof createTutor>;
