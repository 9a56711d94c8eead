/**
 * The chat API's requests and replies, defined once as zod schemas. The server derives its route
 * schemas from them (`server/route-schema.ts`), the SQLite store its CHECK constraints from the
 * value lists in `chat-protocol.ts`, and everyone the TypeScript types. Browser code imports only
 * types from here (ESLint enforces it), so zod stays out of the page (docs/decisions/008).
 *
 * Every schema must be expressible in JSON Schema: the server validates with the JSON Schema that
 * `z.toJSONSchema` derives, so a `.refine()` here would be silently dropped. Checks JSON Schema
 * cannot say (a question of only spaces) stay in the route.
 */
import { z } from 'zod';
import { CHAT_INPUT_MAX_LENGTH, FEEDBACK_COMMENT_MAX_LENGTH, SESSION_ID_PATTERN, answerModes, chatActions, feedbackRatings } from './chat-protocol.ts';
import { knowledgeSourceIds } from './knowledge-sources.ts';

/** A UUID, any version (n8n's widget makes them). */
export const SessionIdSchema = z.string().max(36).regex(new RegExp(SESSION_ID_PATTERN));

/** Where the widget is: the route the learner reads, so answers favour its lecture. */
export const ChatMetadataSchema = z.strictObject({
  /** A site path, at most 300 characters. */
  page: z.string().max(300).regex(/^\//).optional(),
});

/**
 * `POST /api/chat`. One object for both actions, as n8n sends them; the route answers a
 * sendMessage without `chatInput` with its own message.
 */
export const ChatRequestSchema = z.strictObject({
  action: z.enum(chatActions),
  sessionId: SessionIdSchema,
  /** The question, 1 to CHAT_INPUT_MAX_LENGTH characters (more than white space: checked by the route). */
  chatInput: z.string().min(1).max(CHAT_INPUT_MAX_LENGTH).optional(),
  metadata: ChatMetadataSchema.optional(),
});

/**
 * A section an answer cites: a lecture's ("Clustering › Spectral bisection" at
 * /clustering#spectral-bisection), or a reference source's, at its absolute URL
 * ("scikit-learn › User Guide › Clustering › DBSCAN" at https://scikit-learn.org/1.2/modules/clustering.html#dbscan).
 */
export const ChatSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  /** The lecture's slug; empty for another source's section. */
  lecture: z.string(),
  /** Which knowledge source the section is from; absent in answers stored before there was more than one. */
  source: z.enum(knowledgeSourceIds).optional(),
  /** The licence a quote from it is under ("CC BY-SA 4.0" for Wikipedia); absent for the site's own text. */
  licence: z.string().optional(),
});

/** What an answer carries beside its text: in the plain reply, and in the stream's `end` chunk. */
export const AnswerMetadataSchema = z.object({
  /** Best first; when `grounded` is false, the closest sections as suggestions. */
  sources: z.array(ChatSourceSchema),
  /** Whether the answer is drawn from the cited sections (false: the lectures do not cover it). */
  grounded: z.boolean(),
  messageId: z.string(),
  mode: z.enum(answerModes),
  /** Present and false when the history could not be stored. */
  saved: z.literal(false).optional(),
});

/** The plain (non-streaming) reply to sendMessage. */
export const ChatReplySchema = AnswerMetadataSchema.extend({
  /** The whole answer in markdown, ending with its source links (what n8n's widget shows). */
  output: z.string(),
});

const chunkMetadata = z.record(z.string(), z.unknown());

/** One NDJSON line of a streamed reply (n8n's chunk format). */
export const ChatStreamChunkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('begin'), metadata: chunkMetadata }),
  z.object({ type: z.literal('item'), content: z.string(), metadata: chunkMetadata }),
  z.object({ type: z.literal('end'), metadata: z.union([AnswerMetadataSchema, chunkMetadata]) }),
  z.object({ type: z.literal('error'), content: z.string(), metadata: chunkMetadata }),
]);

/** One message of a stored conversation, LangChain's serialised form (what n8n's widget reads). */
export const LangChainMessageSchema = z.object({
  lc: z.literal(1),
  type: z.literal('constructor'),
  id: z.tuple([z.literal('langchain_core'), z.literal('messages'), z.enum(['HumanMessage', 'AIMessage'])]),
  kwargs: z.object({
    content: z.string(),
    /** Our additions on AI messages, so a reloaded conversation keeps its sources and feedback. */
    additional_kwargs: z
      .object({
        messageId: z.string().optional(),
        sources: z.array(ChatSourceSchema).optional(),
        grounded: z.boolean().optional(),
        rating: z.enum(feedbackRatings).optional(),
      })
      .optional(),
  }),
});

/** The reply to loadPreviousSession: the conversation oldest first. */
export const LoadPreviousSessionReplySchema = z.object({ data: z.array(LangChainMessageSchema) });

/** `POST /api/chat/feedback` → 204. */
export const FeedbackRequestSchema = z.strictObject({
  sessionId: SessionIdSchema,
  messageId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/),
  rating: z.enum(feedbackRatings),
  /** What was wrong, in the learner's words. */
  comment: z.string().max(FEEDBACK_COMMENT_MAX_LENGTH).optional(),
});

/** GET /api/tutor/sources: what the running server's tutor indexed (the greeting, subtitle and About page word it). */
export const TutorSourcesReplySchema = z.object({
  /** In the greeting's order; always starts with "lectures". */
  sources: z.array(z.enum(knowledgeSourceIds)),
  /** The scikit-learn version whose documentation is indexed, when it is. */
  sklearnVersion: z.string().optional(),
  /** The Wikipedia articles indexed, by title. */
  wikipediaArticles: z.array(z.string()),
});

export type ChatMetadata = z.infer<typeof ChatMetadataSchema>;
export type ChatRequest = z.infer<typeof ChatRequestSchema>;
/** A question, as the widget sends it. */
export type SendMessageRequest = ChatRequest & { action: 'sendMessage'; chatInput: string };
/** A request for the stored conversation. */
export type LoadPreviousSessionRequest = Omit<ChatRequest, 'chatInput' | 'metadata'> & { action: 'loadPreviousSession' };
export type ChatSource = z.infer<typeof ChatSourceSchema>;
export type ChatStreamEndMetadata = z.infer<typeof AnswerMetadataSchema>;
export type ChatReply = z.infer<typeof ChatReplySchema>;
export type ChatStreamChunk = z.infer<typeof ChatStreamChunkSchema>;
export type LangChainMessage = z.infer<typeof LangChainMessageSchema>;
export type LoadPreviousSessionReply = z.infer<typeof LoadPreviousSessionReplySchema>;
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;
export type TutorSourcesReply = z.infer<typeof TutorSourcesReplySchema>;
