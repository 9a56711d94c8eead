/**
 * The conversation the chat panel shows, as a reducer: questions, answers as they stream, stops,
 * failures, ratings and reloaded history. Pure, so its rules are tested without a browser.
 */
import type { AnswerMode, ChatSource, FeedbackRating } from '../../../shared/chat-protocol.ts';

/** One message in the panel. `key` is local (React's list key); `messageId` is the server's. */
export interface ConversationMessage {
  key: string;
  role: 'user' | 'assistant';
  /** Markdown for answers, plain text for questions. */
  content: string;
  /** `streaming` while tokens arrive; `stopped` when the learner pressed Stop. */
  status: 'streaming' | 'done' | 'stopped';
  messageId?: string;
  sources?: ChatSource[];
  grounded?: boolean;
  mode?: AnswerMode;
  /** False when the server could not store the exchange. */
  saved?: boolean;
  rating?: FeedbackRating;
}

/** A message of a stored conversation, as the chat client returns it. */
export interface StoredMessage {
  role: 'user' | 'assistant';
  content: string;
  messageId?: string;
  sources?: ChatSource[];
  grounded?: boolean;
  rating?: FeedbackRating;
}

/** A finished answer, as the chat client returns it (an n8n webhook leaves our fields null). */
export interface FinishedAnswer {
  output: string;
  sources: ChatSource[];
  grounded: boolean | null;
  messageId: string | null;
  mode: AnswerMode | null;
  saved: boolean;
}

export type ConversationAction =
  | { type: 'reset' }
  | { type: 'loaded'; messages: StoredMessage[] }
  | { type: 'asked'; question: string; questionKey: string; answerKey: string }
  | { type: 'streamed'; answerKey: string; text: string }
  | { type: 'answered'; answerKey: string; answer: FinishedAnswer }
  | { type: 'stopped'; answerKey: string }
  /** `keepQuestion`: leave the question in the list (when it cannot go back into the input). */
  | { type: 'failed'; questionKey: string; answerKey: string; keepQuestion: boolean }
  | { type: 'rated'; messageId: string; rating: FeedbackRating | undefined };

let nextKey = 0;
/** A fresh local key for a message. */
export function newMessageKey(): string {
  nextKey += 1;
  return `m${nextKey}`;
}

function update(messages: ConversationMessage[], key: string, change: (message: ConversationMessage) => ConversationMessage): ConversationMessage[] {
  return messages.map((message) => (message.key === key ? change(message) : message));
}

/** Applies one event to the conversation. */
export function conversationReducer(messages: ConversationMessage[], action: ConversationAction): ConversationMessage[] {
  switch (action.type) {
    case 'reset':
      return [];
    case 'loaded':
      // History arrives after the panel opens; anything asked meanwhile comes after it.
      return [
        ...action.messages.map((stored): ConversationMessage => ({
          key: newMessageKey(),
          role: stored.role,
          content: stored.content,
          status: 'done',
          messageId: stored.messageId,
          sources: stored.sources,
          grounded: stored.grounded,
          rating: stored.rating,
        })),
        ...messages,
      ];
    case 'asked':
      return [
        ...messages,
        { key: action.questionKey, role: 'user', content: action.question, status: 'done' },
        { key: action.answerKey, role: 'assistant', content: '', status: 'streaming' },
      ];
    case 'streamed':
      return update(messages, action.answerKey, (message) => (message.status === 'streaming' ? { ...message, content: action.text } : message));
    case 'answered': {
      const { answer } = action;
      return update(messages, action.answerKey, (message) => ({
        ...message,
        content: answer.output,
        status: 'done',
        messageId: answer.messageId ?? undefined,
        sources: answer.sources,
        grounded: answer.grounded ?? undefined,
        mode: answer.mode ?? undefined,
        saved: answer.saved,
      }));
    }
    case 'stopped':
      return update(messages, action.answerKey, (message) => (message.status === 'streaming' ? { ...message, status: 'stopped' } : message));
    case 'failed': {
      const answer = messages.find((message) => message.key === action.answerKey);
      // Nothing arrived: take the empty answer out, and the question too when the panel puts it
      // back in the input. Part of an answer arrived: keep it, marked as cut short.
      if (!answer?.content) {
        return messages.filter((message) => message.key !== action.answerKey && (action.keepQuestion || message.key !== action.questionKey));
      }
      return update(messages, action.answerKey, (message) => ({ ...message, status: 'stopped' }));
    }
    case 'rated':
      return messages.map((message) => (message.messageId === action.messageId ? { ...message, rating: action.rating } : message));
  }
}
