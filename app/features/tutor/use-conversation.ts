/**
 * The chat panel's conversation and its network: the question being written, the messages, the
 * answer in flight, the stored session and its history, ratings and "What was wrong?" comments,
 * and the error line. The panel (chat-panel.tsx) only shows them and moves the focus.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CHAT_INPUT_MAX_LENGTH, characterCount, type FeedbackRating } from '../../../shared/chat-protocol.ts';
import { ChatRequestError, type ChatClient } from '~/features/tutor/chat-client';
import { readSessionId, startSession } from '~/features/tutor/chat-session';
import { conversationReducer, newMessageKey, type ConversationMessage } from '~/features/tutor/conversation';

/** Shown when a rating (or its comment) could not be sent. */
export const FEEDBACK_FAILED_MESSAGE = 'Your feedback could not be sent. Please try again.';
const HISTORY_FAILED_MESSAGE = 'Your earlier conversation could not be loaded.';
const UNKNOWN_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** After a thumbs down: the "What was wrong?" box is offered, then thanks once a comment is sent. */
export type CommentStep = 'asking' | 'thanked';

/** Comment steps by message key; an answer without an entry shows no comment box. */
export type CommentSteps = Readonly<Record<string, CommentStep>>;

/** The request in flight: which answer it fills, and how to stop it. */
export interface PendingAnswer {
  questionKey: string;
  answerKey: string;
  controller: AbortController;
}

/** `steps` with the step of answer `key` set, or removed when `step` is undefined. */
export function withCommentStep(steps: CommentSteps, key: string, step: CommentStep | undefined): CommentSteps {
  const next = { ...steps };
  if (step) next[key] = step;
  else delete next[key];
  return next;
}

/** The sentence the panel shows for a failed question, or null when the learner stopped it. */
export function questionFailureMessage(failure: unknown): string | null {
  if (failure instanceof ChatRequestError) return failure.kind === 'aborted' ? null : failure.message;
  return UNKNOWN_FAILURE_MESSAGE;
}

/** The conversation of the chat panel, talking to the tutor through `client`. */
export function useConversation(client: ChatClient) {
  const [messages, dispatch] = useReducer(conversationReducer, []);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  // The stored session, read once when the panel first mounts (first open, or a reload). The panel
  // mounts only in the browser, after hydration, so storage can be read while rendering.
  const [storedSessionId] = useState(readSessionId);
  const [loadingHistory, setLoadingHistory] = useState(storedSessionId !== null);
  const [commentSteps, setCommentSteps] = useState<CommentSteps>({});
  const sessionId = useRef(storedSessionId);
  // Mirrors of state that async callbacks read after awaiting.
  const inputValue = useRef(input);
  useEffect(() => {
    inputValue.current = input;
  }, [input]);
  const pendingRef = useRef<PendingAnswer | null>(null);
  // Bumped by a new conversation, so a history load that was under way is ignored.
  const generation = useRef(0);

  // History of the stored session, once.
  useEffect(() => {
    if (!storedSessionId) return;
    const loadGeneration = generation.current;
    client
      .loadPreviousSession(storedSessionId)
      .then((history) => {
        if (generation.current === loadGeneration) dispatch({ type: 'loaded', messages: history });
      })
      .catch(() => {
        if (generation.current === loadGeneration) setError(HISTORY_FAILED_MESSAGE);
      })
      .finally(() => {
        if (generation.current === loadGeneration) setLoadingHistory(false);
      });
  }, [client, storedSessionId]);

  // Stop a streaming answer when the panel unmounts.
  useEffect(() => () => pendingRef.current?.controller.abort(), []);

  const setCommentStep = useCallback((key: string, step: CommentStep | undefined) => setCommentSteps((steps) => withCommentStep(steps, key, step)), []);

  /**
   * Asks the question in the input, from `page`. Resolves with the key of the answer once it has
   * arrived whole, or null when nothing was asked, the learner stopped it, or it failed (the error
   * line then says why).
   */
  const send = useCallback(
    async (page: string): Promise<string | null> => {
      const question = inputValue.current.trim();
      if (!question || characterCount(question) > CHAT_INPUT_MAX_LENGTH || pendingRef.current) return null;
      setError(null);
      sessionId.current ??= startSession();
      const current: PendingAnswer = { questionKey: newMessageKey(), answerKey: newMessageKey(), controller: new AbortController() };
      pendingRef.current = current;
      setPending(current);
      dispatch({ type: 'asked', question, questionKey: current.questionKey, answerKey: current.answerKey });
      setInput('');
      try {
        const answer = await client.sendMessage({
          sessionId: sessionId.current,
          chatInput: question,
          page: page.slice(0, 300),
          signal: current.controller.signal,
          onText: (text) => dispatch({ type: 'streamed', answerKey: current.answerKey, text }),
        });
        dispatch({ type: 'answered', answerKey: current.answerKey, answer });
        return current.answerKey;
      } catch (failure) {
        const message = questionFailureMessage(failure);
        if (message === null) {
          dispatch({ type: 'stopped', answerKey: current.answerKey });
        } else {
          // The learner's question is never lost: back into the input when it is still empty,
          // otherwise it stays in the conversation.
          const restore = inputValue.current === '';
          dispatch({ type: 'failed', questionKey: current.questionKey, answerKey: current.answerKey, keepQuestion: !restore });
          if (restore) setInput(question);
          setError(message);
        }
        return null;
      } finally {
        pendingRef.current = null;
        setPending(null);
      }
    },
    [client],
  );

  /** Stops the answer in flight; what arrived of it stays, marked as stopped. */
  const stop = useCallback(() => pendingRef.current?.controller.abort(), []);

  /** Starts a new conversation: a fresh session, nothing shown, and any answer or history load dropped. */
  const startNewConversation = useCallback(() => {
    pendingRef.current?.controller.abort();
    generation.current += 1;
    sessionId.current = startSession();
    dispatch({ type: 'reset' });
    setCommentSteps({});
    setLoadingHistory(false);
    setError(null);
  }, []);

  /** Rates an answer; a thumbs down offers the comment box. The rating is undone if it cannot be sent. */
  const rate = useCallback(
    async (message: ConversationMessage, rating: FeedbackRating) => {
      if (!message.messageId || !sessionId.current) return;
      if (message.rating === rating) {
        // Thumbs down again brings back the box the learner skipped.
        if (rating === 'down') setCommentSteps((steps) => (steps[message.key] ? steps : withCommentStep(steps, message.key, 'asking')));
        return;
      }
      const previous = message.rating;
      dispatch({ type: 'rated', messageId: message.messageId, rating });
      setCommentStep(message.key, rating === 'down' ? 'asking' : undefined);
      try {
        await client.sendFeedback({ sessionId: sessionId.current, messageId: message.messageId, rating });
      } catch {
        dispatch({ type: 'rated', messageId: message.messageId, rating: previous });
        setCommentStep(message.key, undefined);
        setError(FEEDBACK_FAILED_MESSAGE);
      }
    },
    [client, setCommentStep],
  );

  /** Sends the comment with the thumbs down; throws when it could not be sent (the box says so). */
  const sendComment = useCallback(
    async (message: ConversationMessage, comment: string) => {
      if (!message.messageId || !sessionId.current) throw new Error('This answer cannot be rated');
      await client.sendFeedback({ sessionId: sessionId.current, messageId: message.messageId, rating: 'down', comment });
      setCommentStep(message.key, 'thanked');
    },
    [client, setCommentStep],
  );

  /** Puts the comment box away without a comment. */
  const skipComment = useCallback((message: ConversationMessage) => setCommentStep(message.key, undefined), [setCommentStep]);

  return {
    messages,
    input,
    setInput,
    error,
    setError,
    pending,
    loadingHistory,
    commentSteps,
    send,
    stop,
    startNewConversation,
    rate,
    sendComment,
    skipComment,
  };
}
