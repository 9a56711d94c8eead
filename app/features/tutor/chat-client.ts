/**
 * The widget's side of the chat protocol (DESIGN.md, "Chat"): it talks to our tutor at `/api/chat`
 * or to an owner's n8n chat webhook, reads a plain JSON reply or the NDJSON stream, and turns every
 * failure into a ChatRequestError whose message can be shown to the learner as it is.
 */
import {
  CHAT_INPUT_MAX_LENGTH,
  characterCount,
  answerModes,
  feedbackRatings,
  type AnswerMode,
  type ChatSource,
  type ChatStreamEndMetadata,
  type FeedbackRating,
  type FeedbackRequest,
  type LoadPreviousSessionRequest,
  type SendMessageRequest,
} from '../../../shared/chat-protocol.ts';
import { sanitizeLinkHref } from '~/features/tutor/chat-markdown';

/** Where the client sends requests, and the fetch it uses (tests and n8n embeds may pass their own). */
export interface ChatClientOptions {
  /** `/api/chat` (our server) or the URL of an n8n chat webhook. */
  endpoint: string;
  fetch?: typeof fetch;
}

/** One question to the tutor. */
export interface SendMessageOptions {
  sessionId: string;
  chatInput: string;
  /** The route the learner reads, so answers favour its lecture. */
  page?: string;
  signal?: AbortSignal;
  /** Called with the whole answer so far each time more of it arrives. */
  onText?: (textSoFar: string) => void;
}

/** The tutor's answer; fields an n8n webhook does not send are null (or empty). */
export interface ChatAnswer {
  output: string;
  sources: ChatSource[];
  grounded: boolean | null;
  messageId: string | null;
  mode: AnswerMode | null;
  /** False when the server could not store the conversation. */
  saved: boolean;
}

/** One message of a reloaded conversation. */
export interface ChatHistoryEntry {
  role: 'user' | 'assistant';
  content: string;
  messageId?: string;
  sources?: ChatSource[];
  grounded?: boolean;
  rating?: FeedbackRating;
}

/** Why a chat request failed, as the panel decides what to offer (retry, wait, shorten). */
export type ChatRequestErrorKind = 'rate-limited' | 'unreachable' | 'too-long' | 'bad-request' | 'server' | 'aborted';

/** A failed chat request; `message` is a sentence fit to show the learner. */
export class ChatRequestError extends Error {
  readonly kind: ChatRequestErrorKind;
  /** Set for 'rate-limited': how long to wait before asking again. */
  readonly retryAfterSeconds?: number;

  constructor(kind: ChatRequestErrorKind, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ChatRequestError';
    this.kind = kind;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The chat client the panel uses. */
export interface ChatClient {
  /** Asks a question; resolves with the whole answer, streaming it through `onText` as it arrives. */
  sendMessage(options: SendMessageOptions): Promise<ChatAnswer>;
  /** The stored conversation of a session, oldest first (empty for an unknown session). */
  loadPreviousSession(sessionId: string): Promise<ChatHistoryEntry[]>;
  /** Rates an answer (our server only: n8n webhooks have no feedback endpoint). */
  sendFeedback(input: FeedbackRequest): Promise<void>;
}

const UNREACHABLE_MESSAGE = 'The tutor cannot be reached right now. Check your connection and try again.';
const SERVER_MESSAGE = 'The tutor had a problem answering. Please try again.';
const BAD_REQUEST_MESSAGE = 'The tutor could not accept this request.';
const ABORTED_MESSAGE = 'The answer was stopped.';
const TOO_LONG_MESSAGE = `Your question is too long: the limit is ${CHAT_INPUT_MAX_LENGTH} characters.`;
/** When a 429 carries no usable Retry-After. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A client for `endpoint`: our `/api/chat` (relative in the browser) or an n8n webhook URL. */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const endpoint = options.endpoint;
  // Call the global lazily and unbound: browsers throw "Illegal invocation" for a detached fetch.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function post(url: string, body: unknown, accept: string, signal?: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: accept },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw toRequestError(error, signal);
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  return {
    async sendMessage({ sessionId, chatInput, page, signal, onText }) {
      // Checked here so the learner hears about it at once, without a round trip.
      if (characterCount(chatInput) > CHAT_INPUT_MAX_LENGTH) throw new ChatRequestError('too-long', TOO_LONG_MESSAGE);
      const request: SendMessageRequest = { action: 'sendMessage', sessionId, chatInput, metadata: { page } };
      // text/plain asks for the NDJSON stream; a plain JSON reply (n8n without streaming) is read too.
      const response = await post(endpoint, request, 'text/plain', signal);
      try {
        if (isJsonResponse(response)) {
          // n8n labels its NDJSON stream application/json too: one JSON document is a plain reply,
          // anything else (several documents, or a chunk) is read as the stream it is.
          const text = await response.text();
          const reply = parseJson(text);
          if (reply !== undefined && !(isRecord(reply) && typeof reply.type === 'string')) {
            const answer = answerFromReply(reply);
            onText?.(answer.output);
            return answer;
          }
          return await readAnswerStream(new Response(text), onText);
        }
        return await readAnswerStream(response, onText);
      } catch (error) {
        throw toRequestError(error, signal);
      }
    },

    async loadPreviousSession(sessionId) {
      const request: LoadPreviousSessionRequest = { action: 'loadPreviousSession', sessionId };
      const response = await post(endpoint, request, 'application/json');
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw toRequestError(error);
      }
      return historyFromReply(body);
    },

    async sendFeedback(input) {
      const response = await post(`${endpoint.replace(/\/+$/, '')}/feedback`, input, 'application/json');
      // Drain the (empty) body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}

/* ----------------------------------------------------------------------------------------------
 * Errors
 * -------------------------------------------------------------------------------------------- */

/** Maps anything thrown while fetching or reading to a ChatRequestError. */
function toRequestError(error: unknown, signal?: AbortSignal): ChatRequestError {
  if (error instanceof ChatRequestError) return error;
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return new ChatRequestError('aborted', ABORTED_MESSAGE);
  // fetch rejects with a TypeError when the network fails (refused, reset, DNS, CORS).
  if (error instanceof TypeError) return new ChatRequestError('unreachable', UNREACHABLE_MESSAGE);
  return new ChatRequestError('server', SERVER_MESSAGE);
}

/** The error for a non-2xx response. */
async function errorFromResponse(response: Response): Promise<ChatRequestError> {
  const status = response.status;
  if (status >= 400 && status < 500 && status !== 413 && status !== 429) {
    const text = await response.text().catch(() => '');
    return new ChatRequestError('bad-request', apiErrorMessage(text) ?? BAD_REQUEST_MESSAGE);
  }
  // The other bodies are not shown; cancel them so the connection is released.
  await response.body?.cancel().catch(() => undefined);
  if (status === 429) {
    const seconds = retryAfterSeconds(response.headers.get('Retry-After'));
    return new ChatRequestError('rate-limited', `Too many questions, try again in ${seconds} s`, seconds);
  }
  if (status === 413) return new ChatRequestError('too-long', TOO_LONG_MESSAGE);
  return new ChatRequestError('server', SERVER_MESSAGE);
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date. */
function retryAfterSeconds(header: string | null): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_SECONDS;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.max(1, Number.parseInt(value, 10));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/** The `error` text of an `{ error }` body, if it is one (short enough to show). */
function apiErrorMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isRecord(parsed) && typeof parsed.error === 'string' && parsed.error.trim() !== '' && parsed.error.length <= 500) return parsed.error.trim();
  } catch {
    // Not JSON: fall back to the generic sentence.
  }
  return null;
}

/* ----------------------------------------------------------------------------------------------
 * Replies
 * -------------------------------------------------------------------------------------------- */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is one of the protocol's values (an answer mode, a rating). */
function isOneOf<Value extends string>(values: readonly Value[], value: unknown): value is Value {
  return (values as readonly unknown[]).includes(value);
}

/** The value of a JSON document, or undefined when the text is not one. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isJsonResponse(response: Response): boolean {
  const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The answer text of a plain reply: `{ output }`, n8n's `[{ output }]`, or `{ text }`. */
function outputOf(reply: unknown): string | null {
  const record = Array.isArray(reply) ? reply[0] : reply;
  if (!isRecord(record)) return null;
  if (typeof record.output === 'string') return record.output;
  if (typeof record.text === 'string') return record.text;
  return null;
}

/** Answer fields beyond the text, from a plain reply or an `end` chunk's metadata (the protocol's shape). */
type AnswerMetadata = Partial<ChatStreamEndMetadata>;

/**
 * A reader for each field of the protocol's answer metadata. A webhook is not our server: a field it
 * sends wrong (or not at all) is dropped, and the answer still shows. A field added to the protocol
 * does not compile here until it has a reader; zod itself stays out of the page (decision 008).
 */
const metadataReaders: { [Field in keyof AnswerMetadata]-?: (value: unknown) => AnswerMetadata[Field] } = {
  sources: (value) => (Array.isArray(value) ? sourcesOf(value) : undefined),
  grounded: (value) => (typeof value === 'boolean' ? value : undefined),
  messageId: (value) => (typeof value === 'string' && value !== '' ? value : undefined),
  mode: (value) => (isOneOf(answerModes, value) ? value : undefined),
  saved: (value) => (value === false ? false : undefined),
};

function metadataOf(value: unknown): AnswerMetadata {
  if (!isRecord(value)) return {};
  const metadata: Record<string, unknown> = {};
  for (const [field, read] of Object.entries(metadataReaders)) {
    const fieldValue = read(value[field]);
    if (fieldValue !== undefined) metadata[field] = fieldValue;
  }
  return metadata as AnswerMetadata;
}

/**
 * Well-formed sources whose URL the panel may link to: a webhook is not our server, so a
 * `javascript:` URL in its reply must not become a link.
 */
function sourcesOf(values: unknown[]): ChatSource[] {
  const sources: ChatSource[] = [];
  for (const value of values) {
    if (!isRecord(value) || typeof value.title !== 'string' || typeof value.url !== 'string') continue;
    const target = sanitizeLinkHref(value.url);
    if (!target) continue;
    sources.push({ title: value.title, url: target.href, lecture: typeof value.lecture === 'string' ? value.lecture : '' });
  }
  return sources;
}

function answerOf(output: string, metadata: AnswerMetadata): ChatAnswer {
  return {
    output,
    sources: metadata.sources ?? [],
    grounded: metadata.grounded ?? null,
    messageId: metadata.messageId ?? null,
    mode: metadata.mode ?? null,
    saved: metadata.saved ?? true,
  };
}

function answerFromReply(reply: unknown): ChatAnswer {
  const output = outputOf(reply);
  if (output === null) throw new ChatRequestError('server', SERVER_MESSAGE);
  return answerOf(output, metadataOf(Array.isArray(reply) ? reply[0] : reply));
}

/* ----------------------------------------------------------------------------------------------
 * The NDJSON stream
 * -------------------------------------------------------------------------------------------- */

/**
 * Reads a streamed reply. Bytes are decoded with a streaming TextDecoder (a chunk may end inside a
 * multi-byte character) into a line buffer (a chunk may end inside a line); each complete line is
 * split into its JSON objects, since n8n sometimes writes several on one line (`}{`).
 */
async function readAnswerStream(response: Response, onText?: (textSoFar: string) => void): Promise<ChatAnswer> {
  const reader = response.body?.getReader();
  if (!reader) throw new ChatRequestError('server', SERVER_MESSAGE);
  const decoder = new TextDecoder();
  let buffer = '';
  let output = '';
  let metadata: AnswerMetadata = {};

  const handleChunk = (chunk: unknown) => {
    if (!isRecord(chunk)) return;
    switch (chunk.type) {
      case 'item':
        if (typeof chunk.content === 'string' && chunk.content !== '') {
          output += chunk.content;
          onText?.(output);
        }
        return;
      case 'end':
        // n8n sends a begin/end pair per node; later metadata adds to earlier.
        metadata = { ...metadata, ...metadataOf(chunk.metadata) };
        return;
      case 'error': {
        const content = typeof chunk.content === 'string' ? chunk.content.trim() : '';
        throw new ChatRequestError('server', content === '' || content.length > 500 ? SERVER_MESSAGE : content);
      }
      case 'begin':
        return;
      default: {
        // A whole plain reply sent with a streaming content type.
        const plain = outputOf(chunk);
        if (plain !== null && output === '') {
          output = plain;
          metadata = { ...metadata, ...metadataOf(chunk) };
          onText?.(output);
        }
      }
    }
  };
  const handleLine = (line: string) => {
    for (const json of jsonObjectsIn(line)) {
      let chunk: unknown;
      try {
        chunk = JSON.parse(json);
      } catch {
        continue; // A malformed object is skipped; the rest of the answer may still be fine.
      }
      handleChunk(chunk);
    }
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        handleLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    }
    buffer += decoder.decode();
    handleLine(buffer);
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  if (output === '') throw new ChatRequestError('server', SERVER_MESSAGE);
  return answerOf(output, metadata);
}

/**
 * The top-level `{…}` objects in one line, found by tracking braces outside JSON strings. Text
 * between objects (and an unbalanced tail) is ignored.
 */
function jsonObjectsIn(line: string): string[] {
  const objects: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < line.length; index++) {
    const character = line[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (character === '\\') escaped = true;
      else if (character === '"') inString = false;
      continue;
    }
    if (character === '"') {
      if (depth > 0) inString = true;
    } else if (character === '{') {
      if (depth === 0) start = index;
      depth++;
    } else if (character === '}' && depth > 0) {
      depth--;
      if (depth === 0) objects.push(line.slice(start, index + 1));
    }
  }
  return objects;
}

/* ----------------------------------------------------------------------------------------------
 * History
 * -------------------------------------------------------------------------------------------- */

/** LangChain content is a string, or (multimodal) a list of parts whose text parts we keep. */
function contentOf(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  const texts = content.map((part) => (typeof part === 'string' ? part : isRecord(part) && typeof part.text === 'string' ? part.text : ''));
  return texts.join('');
}

/** user / assistant from a LangChain message: its constructor id, or n8n's `type: human | ai`. */
function roleOf(message: Record<string, unknown>): ChatHistoryEntry['role'] | null {
  const id = message.id;
  const className = Array.isArray(id) ? id[id.length - 1] : null;
  if (className === 'HumanMessage' || className === 'HumanMessageChunk') return 'user';
  if (className === 'AIMessage' || className === 'AIMessageChunk') return 'assistant';
  if (message.type === 'human') return 'user';
  if (message.type === 'ai') return 'assistant';
  return null;
}

function historyFromReply(body: unknown): ChatHistoryEntry[] {
  const messages = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : null;
  if (messages === null) throw new ChatRequestError('server', SERVER_MESSAGE);
  const history: ChatHistoryEntry[] = [];
  for (const message of messages) {
    if (!isRecord(message)) continue;
    const role = roleOf(message);
    const kwargs = isRecord(message.kwargs) ? message.kwargs : isRecord(message.data) ? message.data : null;
    const content = kwargs ? contentOf(kwargs.content) : null;
    // System and tool messages are not part of what the learner saw.
    if (role === null || content === null) continue;
    const entry: ChatHistoryEntry = { role, content };
    const extra = kwargs && isRecord(kwargs.additional_kwargs) ? kwargs.additional_kwargs : null;
    if (extra && role === 'assistant') {
      const metadata = metadataOf(extra);
      if (metadata.messageId !== undefined) entry.messageId = metadata.messageId;
      if (metadata.sources !== undefined) entry.sources = metadata.sources;
      if (metadata.grounded !== undefined) entry.grounded = metadata.grounded;
      if (isOneOf(feedbackRatings, extra.rating)) entry.rating = extra.rating;
    }
    history.push(entry);
  }
  return history;
}
