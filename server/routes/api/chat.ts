/**
 * The chat API, n8n's chat webhook protocol (DESIGN.md, "Chat"): `POST /api/chat` with
 * sendMessage (a plain JSON reply, or NDJSON chunks when the client sends `Accept: text/plain`)
 * and loadPreviousSession, and `POST /api/chat/feedback`. Every question and answer is stored
 * before the reply is complete; when the store fails the reply still comes, with `saved: false`.
 */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../shared/api-error.ts';
import type { ChatReply, ChatRequest, ChatStreamChunk, LoadPreviousSessionReply } from '../../../shared/chat-protocol.ts';
import { ChatReplySchema, ChatRequestSchema, FeedbackRequestSchema, LoadPreviousSessionReplySchema } from '../../../shared/chat-schemas.ts';
import { tooManyReply } from '../../plugins/rate-limit.ts';
import { routeSchema, type ZodRouteTypeProvider } from '../../route-schema.ts';
import { StoreUnavailableError } from '../../tutor/store.ts';
import type { TutorAnswer } from '../../tutor/tutor.ts';

/** Turns of earlier conversation given to a model with a new question. */
const historyTurns = 3;

const errorSchema = routeSchema(ApiErrorSchema);

/** Whether the client asked for the streamed reply (n8n's widget sends `Accept: text/plain` when streaming). */
function wantsStream(request: FastifyRequest): boolean {
  return /\btext\/plain\b|\bapplication\/x-ndjson\b/.test(request.headers.accept ?? '');
}

export interface ChatRoutesOptions {
  /** sendMessage requests allowed per client IP per minute. */
  rateLimit: number;
  /** loadPreviousSession requests allowed per client IP per minute, counted apart. */
  reloadRateLimit: number;
}

/**
 * The first field of a request that holds a NUL character (U+0000), or undefined. PostgreSQL
 * cannot store one in text, so both stores refuse it at the door alike (docs/decisions/011).
 */
function fieldWithNul(fields: Record<string, string | undefined>): string | undefined {
  return Object.entries(fields).find(([, value]) => value?.includes('\u0000'))?.[0];
}

/** A question made only of white space and invisible format characters (zero-width spaces, joiners, BOM) says nothing. */
function isBlank(text: string): boolean {
  return /^[\p{White_Space}\p{Cf}]*$/u.test(text);
}

/** Whether a (validated) chat request asks for the stored conversation. */
const isReload = (request: FastifyRequest) => (request.body as Partial<ChatRequest> | undefined)?.action === 'loadPreviousSession';

/** Each action has its own count in the rate limit, so reloading a conversation never uses up questions. */
const rateLimitKey = (request: FastifyRequest) => `${request.ip}|${isReload(request) ? 'reload' : 'question'}`;

async function chatRoutes(fastify: FastifyInstance, { rateLimit, reloadRateLimit }: ChatRoutesOptions) {
  const app = fastify.withTypeProvider<ZodRouteTypeProvider>();
  /** Stores the exchange; false when the store could not (the reply then says `saved: false`). */
  async function saveExchange(request: FastifyRequest, sessionId: string, question: string, page: string | undefined, messageId: string, answer: TutorAnswer) {
    try {
      await app.sessionStore.saveExchange({ sessionId, question, page, answer: { messageId, ...answer } });
      return true;
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      request.log.warn({ reason: error.message }, 'chat history not saved');
      return false;
    }
  }

  async function sendMessage(
    request: FastifyRequest,
    reply: FastifyReply,
    { sessionId, chatInput, page }: { sessionId: string; chatInput: string; page?: string },
  ) {
    const question = chatInput.trim();
    if (isBlank(question)) return reply.code(400).send({ error: 'chatInput must contain a question' });
    const [previousQuestion, history] = await Promise.all([app.sessionStore.previousQuestion(sessionId), app.sessionStore.history(sessionId, historyTurns)]);
    const messageId = randomUUID();
    // Stop a model's answer when the learner stops it (or goes away).
    const abort = new AbortController();
    request.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });

    if (!wantsStream(request)) {
      const answer = await app.answerQuestion({ question, page, previousQuestion, history, signal: abort.signal });
      const saved = await saveExchange(request, sessionId, question, page, messageId, answer);
      const body: ChatReply = { ...answer, messageId, ...(saved ? {} : { saved: false as const }) };
      return body;
    }

    const stream = new PassThrough();
    const write = (chunk: ChatStreamChunk) => stream.write(`${JSON.stringify(chunk)}\n`);
    reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no');
    write({ type: 'begin', metadata: { messageId } });
    reply.send(stream);
    try {
      const answer = await app.answerQuestion({
        question,
        page,
        previousQuestion,
        history,
        signal: abort.signal,
        onText: (piece) => write({ type: 'item', content: piece, metadata: {} }),
      });
      const saved = await saveExchange(request, sessionId, question, page, messageId, answer);
      const { sources, grounded, mode } = answer;
      write({ type: 'end', metadata: { sources, grounded, messageId, mode, ...(saved ? {} : { saved: false as const }) } });
    } catch (error) {
      if (!abort.signal.aborted) {
        request.log.error({ err: error }, 'chat answer failed');
        write({ type: 'error', content: 'The tutor had a problem answering. Please try again.', metadata: {} });
      }
    } finally {
      stream.end();
    }
    return reply;
  }

  app.post(
    '/api/chat',
    {
      schema: {
        body: routeSchema(ChatRequestSchema),
        response: { 200: routeSchema(z.union([ChatReplySchema, LoadPreviousSessionReplySchema])), 400: errorSchema, 503: errorSchema },
      },
      config: {
        rateLimit: {
          // Counted after the body is parsed, each action against its own limit: a reload returns
          // a whole conversation, so it is limited too, but never at the cost of a question.
          max: (request: FastifyRequest) => (isReload(request) ? reloadRateLimit : rateLimit),
          keyGenerator: rateLimitKey,
          errorResponseBuilder: tooManyReply((request) => (isReload(request) ? 'reloads of the conversation' : 'questions')),
          timeWindow: '1 minute',
          hook: 'preHandler',
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const withNul = fieldWithNul({ chatInput: body.chatInput, 'metadata.page': body.metadata?.page });
      if (withNul) return reply.code(400).send({ error: `${withNul} must not contain a NUL character (U+0000)` });
      if (body.action === 'loadPreviousSession') {
        try {
          const result: LoadPreviousSessionReply = { data: await app.sessionStore.loadSession(body.sessionId) };
          return result;
        } catch (error) {
          if (!(error instanceof StoreUnavailableError)) throw error;
          request.log.warn({ reason: error.message }, 'chat history not readable');
          return reply.code(503).send({ error: 'The conversation history cannot be read right now.' });
        }
      }
      if (body.chatInput === undefined) return reply.code(400).send({ error: 'sendMessage needs chatInput: the question' });
      return sendMessage(request, reply, { sessionId: body.sessionId, chatInput: body.chatInput, page: body.metadata?.page });
    },
  );

  app.post(
    '/api/chat/feedback',
    {
      schema: {
        body: routeSchema(FeedbackRequestSchema),
        // 204 has no body.
        response: { 204: routeSchema(z.null()), 400: errorSchema, 404: errorSchema, 503: errorSchema },
      },
    },
    async (request, reply) => {
      if (fieldWithNul({ comment: request.body.comment })) return reply.code(400).send({ error: 'comment must not contain a NUL character (U+0000)' });
      try {
        const result = await app.sessionStore.saveFeedback(request.body);
        if (result === 'unknown-message') return reply.code(404).send({ error: 'No such answer in this conversation' });
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        request.log.warn({ reason: error.message }, 'feedback not saved');
        return reply.code(503).send({ error: 'Your feedback could not be saved right now. Please try again later.' });
      }
      return reply.code(204).send(null);
    },
  );
}

// Encapsulated like any route plugin; fp only names what it needs, so a missing service fails at start-up.
export default fp(chatRoutes, { name: 'chat-routes', encapsulate: true, dependencies: ['session-store', 'tutor', '@fastify/rate-limit'] });
