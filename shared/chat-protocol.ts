/**
 * The chat protocol's values, for the server (`POST /api/chat`) and the widget: n8n's chat webhook
 * protocol (sendMessage / loadPreviousSession, `{ output }` replies, NDJSON chunks) plus the fields
 * our tutor adds (sources, grounded, messageId, mode, saved). The shapes are the zod schemas in
 * `chat-schemas.ts`; this module re-exports their types and holds no zod, so the browser can import
 * it without shipping the validation library (docs/decisions/008).
 */

/** The longest question a learner may send, in characters as `characterCount` counts them (the widget shows it before sending). */
export const CHAT_INPUT_MAX_LENGTH = 2000;
/** The largest request body the chat endpoints accept, in bytes. */
export const CHAT_BODY_LIMIT_BYTES = 16 * 1024;
/** The longest feedback comment, in characters as `characterCount` counts them. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
/** Session ids are UUIDs (any version), as n8n's widget creates them. */
export const SESSION_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * A text's length as the server's limits count it (JSON Schema's maxLength): in Unicode code
 * points, so an emoji is one character, not the two UTF-16 units of `text.length`.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

/** The two requests of n8n's chat webhook. */
export const chatActions = ['sendMessage', 'loadPreviousSession'] as const;
/** How an answer was made: retrieval only, a generative model, or retrieval because the model failed. */
export const answerModes = ['built-in', 'generative', 'fallback'] as const;
/** A learner's rating of an answer. */
export const feedbackRatings = ['up', 'down'] as const;

export type AnswerMode = (typeof answerModes)[number];
export type FeedbackRating = (typeof feedbackRatings)[number];

export type { ApiError } from './api-error.ts';
export type {
  ChatMetadata,
  ChatReply,
  ChatRequest,
  ChatSource,
  ChatStreamChunk,
  ChatStreamEndMetadata,
  FeedbackRequest,
  LangChainMessage,
  LoadPreviousSessionReply,
  LoadPreviousSessionRequest,
  SendMessageRequest,
} from './chat-schemas.ts';
