/**
 * The tutor chat panel, loaded on demand by the launcher (with KaTeX's stylesheet, the markdown
 * renderer and the protocol client): a panel at the bottom right on wide screens, full screen on
 * phones. Under a greeting that names the sources the tutor indexed (use-tutor-sources.ts), it
 * shows the conversation that useConversation (use-conversation.ts) keeps and talks to the tutor
 * for: answers as they stream, Stop, Copy, ratings (a thumbs down offers a one-line
 * "What was wrong?"), section links routed inside the app, and each finished answer announced to
 * screen readers.
 */
import 'katex/dist/katex.min.css';
import '~/features/tutor/chat-panel.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StrokeIcon } from '~/components/ui/stroke-icon';
import { copyText } from '~/lib/copy-text';
import { keepTabInside } from '~/lib/keep-tab-inside';
import type { PanelRequest } from '~/lib/tutor-requests';
import { CHAT_INPUT_MAX_LENGTH, characterCount, FEEDBACK_COMMENT_MAX_LENGTH, type FeedbackRating } from '../../../shared/chat-protocol.ts';
import { greetingFor, subtitleFor } from '../../../shared/knowledge-sources.ts';
import { createChatClient } from '~/features/tutor/chat-client';
import { ChatMarkdown } from '~/features/tutor/chat-markdown';
import type { ConversationMessage } from '~/features/tutor/conversation';
import { isOwnTutor } from '~/features/tutor/tutor-sources-client';
import { FEEDBACK_FAILED_MESSAGE, useConversation } from '~/features/tutor/use-conversation';
import { useTutorSources } from '~/features/tutor/use-tutor-sources';

const client = createChatClient({ endpoint: __CHAT_ENDPOINT__ });
/** Ratings go to our own API only: an external n8n webhook has no feedback route. */
const feedbackEnabled = isOwnTutor(__CHAT_ENDPOINT__);
/** Tailwind's `md` breakpoint: the panel floats above it and fills the screen below it. */
const wideScreen = '(min-width: 48rem)';
const FEEDBACK_THANKS = 'Thanks for the feedback';

/**
 * What a screen reader should hear for a rendered answer: its text, with each typeset formula read
 * as its TeX source once (KaTeX renders it twice: a visual copy hidden from assistive technology,
 * and MathML whose text alone runs the symbols together).
 */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const formula of copy.querySelectorAll('.katex')) {
    const tex = formula.querySelector('annotation')?.textContent ?? '';
    formula.replaceWith(document.createTextNode(` ${tex} `));
  }
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Where the conversation's scroll should rest for the latest exchange: its question at the top, or,
 * when the question is too long for that, the answer's start halfway up the view. The greeting alone
 * rests at the top.
 */
function latestExchangeTop(conversation: HTMLElement): number {
  const answers = conversation.querySelectorAll<HTMLElement>('[data-message-key][data-role="assistant"]');
  const answer = answers[answers.length - 1];
  const question = answer?.previousElementSibling;
  if (!answer || !(question instanceof HTMLElement)) return 0;
  const origin = conversation.getBoundingClientRect().top - conversation.scrollTop;
  const questionTop = question.getBoundingClientRect().top - origin;
  const answerTop = answer.getBoundingClientRect().top - origin;
  // 16 px: the conversation's own top padding, so the question does not touch the edge.
  return Math.max(0, questionTop - 16, answerTop - conversation.clientHeight / 2);
}

export interface ChatPanelProps {
  id: string;
  open: boolean;
  /** Changes when the learner opens the panel: focus goes to the input. */
  focusRequest: number;
  /** A prompt to put in the input (from "Ask the tutor" on an equation, or the search palette). */
  request: PanelRequest | null;
  /** Closes the panel; `returnFocus` sends focus back to the launcher. */
  onClose(returnFocus: boolean): void;
}

/** The chat panel: header, conversation, error, and the question input. */
export default function ChatPanel({ id, open, focusRequest, request, onClose }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const counterId = useId();
  const limitId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { messages, input, setInput, error, setError, pending, loadingHistory, commentSteps, ...conversationActions } = useConversation(client);
  // Null for the moment the server takes to say which sources its tutor indexed (the launcher asks
  // as it fetches this panel, so it is usually known before the panel shows).
  const tutorSources = useTutorSources();
  const [announcement, setAnnouncement] = useState('');
  const [toAnnounce, setToAnnounce] = useState<string | null>(null);
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const conversation = useRef<HTMLDivElement>(null);
  const inputField = useRef<HTMLTextAreaElement>(null);

  // UTF-16 units, as the chat client checks them (the server, counting code points, is laxer).
  const length = characterCount(input);
  const tooLong = length > CHAT_INPUT_MAX_LENGTH;
  const canSend = input.trim().length > 0 && !tooLong && !pending;

  useEffect(() => {
    if (focusRequest > 0) inputField.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (!request) return;
    setInput(request.prompt);
    const field = inputField.current;
    if (!field) return;
    field.value = request.prompt;
    field.focus();
    field.setSelectionRange(request.prompt.length, request.prompt.length);
  }, [request, setInput]);

  // The view rests at the start of the latest exchange: it follows an answer down as it streams in
  // only until the answer's start (with its question above it) reaches the top, so a long answer is
  // read from its first line, not landed on at its sources. Once the learner scrolls, it stays where
  // they put it; a new question, or opening the panel again, brings the latest exchange back.
  const following = useRef(true);
  const restingTop = useRef<number | null>(null);
  useEffect(() => {
    if (pending) following.current = true;
  }, [pending]);
  useEffect(() => {
    if (open) following.current = true;
  }, [open]);
  useEffect(() => {
    const element = conversation.current;
    if (!element || !open || !following.current) return;
    restingTop.current = Math.min(latestExchangeTop(element), element.scrollHeight - element.clientHeight);
    element.scrollTop = restingTop.current;
  }, [messages, open, loadingHistory]);

  // A finished answer is announced once, as text, after it has rendered.
  useEffect(() => {
    if (!toAnnounce) return;
    const body = conversation.current?.querySelector<HTMLElement>(`[data-message-key="${toAnnounce}"] [data-answer-body]`);
    if (body) setAnnouncement(`The tutor answered: ${spokenText(body)}`);
    setToAnnounce(null);
  }, [toAnnounce, messages]);

  useEffect(() => {
    if (!copiedKey) return;
    const timer = setTimeout(() => setCopiedKey(null), 2000);
    return () => clearTimeout(timer);
  }, [copiedKey]);

  const send = () => {
    void conversationActions.send(pathname).then((answerKey) => {
      if (answerKey) setToAnnounce(answerKey);
    });
  };

  const newConversation = () => {
    conversationActions.startNewConversation();
    setAnnouncement('');
    inputField.current?.focus();
  };

  /** Back to the answer's thumbs down, where the comment box opened from (it is about to go). */
  const focusThumbsDown = (message: ConversationMessage) =>
    conversation.current?.querySelector<HTMLElement>(`[data-message-key="${message.key}"] [data-rating="down"]`)?.focus();

  /** Sends the comment; throws when it could not be sent (the box says so). */
  const sendComment = async (message: ConversationMessage, comment: string) => {
    await conversationActions.sendComment(message, comment);
    setAnnouncement(FEEDBACK_THANKS);
    focusThumbsDown(message);
  };

  const skipComment = (message: ConversationMessage, returnFocus: boolean) => {
    conversationActions.skipComment(message);
    if (returnFocus) focusThumbsDown(message);
  };

  const copy = (message: ConversationMessage) => {
    copyText(message.content).then(
      () => setCopiedKey(message.key),
      () => setError('The answer could not be copied.'),
    );
  };

  // Links to sections are routed inside the app; on a phone the full-screen panel closes, so the
  // learner sees the section.
  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-internal-link]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = link.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    navigate(href);
    if (!window.matchMedia(wideScreen).matches) onClose(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
      return;
    }
    // Full screen on a phone, the panel acts as a modal: Tab stays inside it.
    if (event.key === 'Tab' && !window.matchMedia(wideScreen).matches) keepTabInside(event, panel.current);
  };

  return (
    <div ref={panel} id={id} role="dialog" aria-labelledby={titleId} className="chat-panel" hidden={!open} onKeyDown={onKeyDown}>
      <div className="chat-header">
        <div className="flex items-start gap-2">
          <h2 id={titleId} className="mr-auto text-lg font-bold text-slate-900 dark:text-white">
            Hi there! 👋
          </h2>
          <button type="button" className="button-secondary gap-1.5 px-3 py-1.5 text-sm" onClick={newConversation}>
            <StrokeIcon size={16}>
              <path d="M12 5v14M5 12h14" />
            </StrokeIcon>
            New Conversation
          </button>
          <button type="button" className="icon-button -my-1 -mr-2" aria-label="Close the tutor chat" onClick={() => onClose(true)}>
            <StrokeIcon>
              <path d="M6 6l12 12M18 6L6 18" />
            </StrokeIcon>
          </button>
        </div>
        {/* One line is kept for the subtitle while the sources are asked for, so the header does not jump. */}
        <p className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-400">{tutorSources ? subtitleFor(tutorSources.sources) : null}</p>
      </div>

      <div
        ref={conversation}
        className="chat-conversation"
        role="region"
        aria-label="Conversation"
        tabIndex={0}
        onClick={followInternalLink}
        onScroll={(event) => {
          // A scroll the panel did not make is the learner's.
          if (restingTop.current === null || Math.abs(event.currentTarget.scrollTop - restingTop.current) > 1) following.current = false;
        }}
      >
        <ol className="flex flex-col gap-4">
          {/* The first message: names exactly the sources the tutor indexed, and is never stored. */}
          <li className="chat-bubble chat-bubble-answer">{tutorSources ? greetingFor(tutorSources.sources) : <TypingIndicator />}</li>
          {loadingHistory ? <li className="text-sm text-slate-600 dark:text-slate-400">Loading your conversation…</li> : null}
          {messages.map((message) =>
            message.role === 'user' ? (
              <li key={message.key} className="chat-bubble chat-bubble-question" data-message-key={message.key}>
                <span className="sr-only">You asked:</span>
                {/* Markdown too, so a quoted equation ("Ask the tutor") shows typeset. */}
                <ChatMarkdown markdown={message.content} streaming={false} />
              </li>
            ) : (
              <li key={message.key} className="flex flex-col gap-1.5" data-message-key={message.key} data-role="assistant">
                <AnswerBubble message={message} />
                {message.status !== 'streaming' ? (
                  <AnswerActions
                    message={message}
                    copied={copiedKey === message.key}
                    onCopy={() => copy(message)}
                    onRate={feedbackEnabled && message.messageId ? (rating) => void conversationActions.rate(message, rating) : undefined}
                  />
                ) : null}
                {message.rating === 'down' && commentSteps[message.key] === 'asking' ? (
                  <FeedbackComment onSend={(comment) => sendComment(message, comment)} onSkip={(returnFocus) => skipComment(message, returnFocus)} />
                ) : null}
                {message.rating === 'down' && commentSteps[message.key] === 'thanked' ? (
                  <p className="chat-feedback-thanks">
                    <StrokeIcon size={14}>
                      <path d="M5 12l5 5 9-10" />
                    </StrokeIcon>
                    {FEEDBACK_THANKS}
                  </p>
                ) : null}
                {message.saved === false ? <p className="text-xs text-slate-600 dark:text-slate-400">This conversation could not be saved.</p> : null}
              </li>
            ),
          )}
        </ol>
      </div>

      {/* Announces each finished answer once (not every streamed token). */}
      <div className="sr-only" aria-live="polite">
        {announcement}
      </div>

      <form
        className="chat-compose"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        {error ? (
          <p
            role="alert"
            className="mb-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100"
          >
            {error}
          </p>
        ) : null}
        <div className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Your question
          </label>
          <textarea
            ref={inputField}
            id={inputId}
            className="chat-input"
            rows={1}
            placeholder="Type your question.."
            value={input}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${counterId} ${limitId}` : counterId}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line; an IME composing text keeps its Enter.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                if (canSend) send();
              }
            }}
          />
          {pending ? (
            <button type="button" className="button-secondary shrink-0" onClick={conversationActions.stop}>
              <StrokeIcon size={16} className="mr-1.5">
                <rect x="6" y="6" width="12" height="12" rx="1" />
              </StrokeIcon>
              Stop
            </button>
          ) : (
            <button type="submit" className="button-primary shrink-0 disabled:cursor-not-allowed disabled:opacity-50" disabled={!canSend}>
              Send
            </button>
          )}
        </div>
        <div className="mt-1.5 flex items-start justify-between gap-3 text-xs">
          <p id={limitId} className="text-red-700 dark:text-red-400" aria-live="polite">
            {tooLong ? `Your question is too long: the limit is ${CHAT_INPUT_MAX_LENGTH} characters.` : ''}
          </p>
          <p
            id={counterId}
            className={
              tooLong ? 'shrink-0 font-semibold text-red-700 tabular-nums dark:text-red-400' : 'shrink-0 text-slate-600 tabular-nums dark:text-slate-400'
            }
          >
            {length} / {CHAT_INPUT_MAX_LENGTH}
          </p>
        </div>
      </form>
    </div>
  );
}

/** An answer: its markdown (typeset, with section links), marked as a suggestion when not covered, or as stopped. */
function AnswerBubble({ message }: { message: ConversationMessage }) {
  const suggestion = message.grounded === false;
  return (
    <div
      className={suggestion ? 'chat-bubble chat-bubble-answer chat-bubble-suggestion' : 'chat-bubble chat-bubble-answer'}
      aria-busy={message.status === 'streaming'}
    >
      {suggestion ? (
        <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-indigo-800 uppercase dark:text-indigo-200">
          <StrokeIcon size={14}>
            <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3z" />
          </StrokeIcon>
          Suggested reading
        </p>
      ) : null}
      {message.content ? (
        <div data-answer-body="">
          <ChatMarkdown markdown={message.content} streaming={message.status === 'streaming'} />
        </div>
      ) : message.status === 'streaming' ? (
        <TypingIndicator />
      ) : null}
      {message.status === 'stopped' ? <p className="mt-1 text-xs text-slate-600 italic dark:text-slate-400">Stopped</p> : null}
    </div>
  );
}

/** Three dots while the tutor's words are on their way. */
function TypingIndicator() {
  return (
    <p className="chat-typing">
      <span className="sr-only">The tutor is writing…</span>
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
    </p>
  );
}

/** Copy, and thumbs up and down when ratings go to our own API. */
function AnswerActions({
  message,
  copied,
  onCopy,
  onRate,
}: {
  message: ConversationMessage;
  copied: boolean;
  onCopy(): void;
  onRate?: (rating: FeedbackRating) => void;
}) {
  if (!message.content) return null;
  return (
    <div className="flex items-center gap-1">
      <button type="button" className="chat-action" onClick={onCopy}>
        <StrokeIcon size={16}>
          {copied ? (
            <path d="M5 12l5 5 9-10" />
          ) : (
            <>
              <rect x="9" y="9" width="11" height="11" rx="2" />
              <path d="M5 15V5a2 2 0 0 1 2-2h8" />
            </>
          )}
        </StrokeIcon>
        {copied ? 'Copied' : 'Copy'}
      </button>
      {onRate ? (
        <>
          <button
            type="button"
            className="chat-action"
            aria-label="Helpful"
            title="Helpful"
            aria-pressed={message.rating === 'up'}
            onClick={() => onRate('up')}
          >
            <StrokeIcon size={16}>
              <path d="M7 10v11H4V10h3zM7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
            </StrokeIcon>
          </button>
          <button
            type="button"
            className="chat-action"
            aria-label="Not helpful"
            title="Not helpful"
            data-rating="down"
            aria-pressed={message.rating === 'down'}
            onClick={() => onRate('down')}
          >
            <StrokeIcon size={16}>
              <path d="M17 14V3h3v11h-3zM17 14l-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.4-8A2 2 0 0 1 5.9 3H17" />
            </StrokeIcon>
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * The optional one-line "What was wrong?" box under an answer rated down: Enter or Send sends it,
 * Skip or Escape puts it away. It scrolls into view when it opens, with the focus in the field on a
 * wide screen (not on a phone, where focusing would raise the keyboard over the answer).
 */
function FeedbackComment({ onSend, onSkip }: { onSend(comment: string): Promise<void>; onSkip(returnFocus: boolean): void }) {
  const inputId = useId();
  const labelId = useId();
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const canSend = comment.trim() !== '' && characterCount(comment) <= FEEDBACK_COMMENT_MAX_LENGTH && !sending;

  useEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest' });
    if (window.matchMedia(wideScreen).matches) field.current?.focus({ preventScroll: true });
  }, []);

  // The message below the field must not open out of sight, under the question input.
  useEffect(() => {
    if (failed) form.current?.scrollIntoView({ block: 'nearest' });
  }, [failed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setSending(true);
    setFailed(false);
    try {
      await onSend(comment.trim());
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <form ref={form} className="chat-feedback" aria-labelledby={labelId} onSubmit={(event) => void submit(event)}>
      <label id={labelId} htmlFor={inputId} className="chat-feedback-label">
        What was wrong?
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={field}
          id={inputId}
          type="text"
          className="chat-feedback-input"
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
          placeholder="Optional"
          autoComplete="off"
          enterKeyHint="send"
          value={comment}
          aria-describedby={failed ? errorId : undefined}
          onChange={(event) => setComment(event.target.value)}
          onKeyDown={(event) => {
            // Escape here puts the box away; it does not close the whole chat.
            if (event.key === 'Escape') {
              event.stopPropagation();
              onSkip(true);
            }
          }}
        />
        <button type="submit" className="chat-feedback-send" disabled={!canSend}>
          Send
        </button>
        <button type="button" className="chat-action" onClick={() => onSkip(true)}>
          Skip
        </button>
      </div>
      {failed ? (
        <p id={errorId} role="alert" className="chat-feedback-error">
          {FEEDBACK_FAILED_MESSAGE}
        </p>
      ) : null}
    </form>
  );
}
