/**
 * The chat protocol, defined once for the server (`POST /api/chat`) and the widget: n8n's chat
 * webhook protocol (sendMessage / loadPreviousSession, `{ output }` replies, NDJSON chunks) plus the
 * fields our tutor adds (sources, grounded, messageId, saved). See DESIGN.md, "Chat".
 */

/** The longest question a learner may send, in characters (the widget shows it before sending). */
export const CHAT_INPUT_MAX_LENGTH = 2000;
/** The largest request body the chat endpoints accept, in bytes. */
export const CHAT_BODY_LIMIT_BYTES = 16 * 1024;
/** The longest feedback comment, in characters. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
/** Session ids are UUIDs (any version), as n8n's widget creates them. */
export const SESSION_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** Where the widget is: the route the learner reads, so answers favour its lecture. */
export interface ChatMetadata {
  page?: string;
}

export interface SendMessageRequest {
  action: 'sendMessage';
  sessionId: string;
  chatInput: string;
  metadata?: ChatMetadata;
}

export interface LoadPreviousSessionRequest {
  action: 'loadPreviousSession';
  sessionId: string;
}

export type ChatRequest = SendMessageRequest | LoadPreviousSessionRequest;

/** A lecture section an answer cites: "Clustering › Spectral bisection" at /clustering#spectral-bisection. */
export interface ChatSource {
  title: string;
  url: string;
  /** The lecture's slug. */
  lecture: string;
}

/** How an answer was made: retrieval only, a generative model, or retrieval because the model failed. */
export type AnswerMode = 'built-in' | 'generative' | 'fallback';

/** The plain (non-streaming) reply to sendMessage. */
export interface ChatReply {
  /** The whole answer in markdown, ending with its source links (what n8n's widget shows). */
  output: string;
  /** Best first; when `grounded` is false, the closest sections as suggestions. */
  sources: ChatSource[];
  /** Whether the answer is drawn from the cited sections (false: the lectures do not cover it). */
  grounded: boolean;
  messageId: string;
  mode: AnswerMode;
  /** Present and false when the history could not be stored. */
  saved?: false;
}

/** What the final `end` chunk of a streamed reply carries. */
export interface ChatStreamEndMetadata {
  sources: ChatSource[];
  grounded: boolean;
  messageId: string;
  mode: AnswerMode;
  saved?: false;
}

/** One NDJSON line of a streamed reply (n8n's chunk format). */
export type ChatStreamChunk =
  | { type: 'begin'; metadata: Record<string, unknown> }
  | { type: 'item'; content: string; metadata: Record<string, unknown> }
  | { type: 'end'; metadata: ChatStreamEndMetadata | Record<string, unknown> }
  | { type: 'error'; content: string; metadata: Record<string, unknown> };

/** One message of a stored conversation, LangChain's serialised form (what n8n's widget reads). */
export interface LangChainMessage {
  lc: 1;
  type: 'constructor';
  id: ['langchain_core', 'messages', 'HumanMessage' | 'AIMessage'];
  kwargs: {
    content: string;
    /** Our additions on AI messages, so a reloaded conversation keeps its sources and feedback. */
    additional_kwargs?: { messageId?: string; sources?: ChatSource[]; grounded?: boolean; rating?: FeedbackRating };
  };
}

export interface LoadPreviousSessionReply {
  data: LangChainMessage[];
}

export type FeedbackRating = 'up' | 'down';

/** `POST /api/chat/feedback` → 204. */
export interface FeedbackRequest {
  sessionId: string;
  messageId: string;
  rating: FeedbackRating;
  comment?: string;
}

/** Every API error. */
export interface ApiError {
  error: string;
}
