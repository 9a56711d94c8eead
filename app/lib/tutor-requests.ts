/**
 * Asking the tutor from anywhere in the app. The tutor's launcher (app/features/tutor) listens for
 * this window event; the lecture equations and the search palette send it. A window event rather
 * than an import keeps the features apart: none of them depends on another.
 */

/** The name of the window event that carries a tutor request. */
export const TUTOR_REQUEST_EVENT = 'ml-classes:tutor-request';

/** What the learner wants to ask: the prompt goes into the chat input for them to edit and send. */
export interface TutorRequest {
  prompt: string;
}

/**
 * A tutor request as the launcher hands it to the chat panel; `id` changes with every request, so the
 * same prompt twice still arrives. Here rather than in either component, so neither imports the other.
 */
export interface PanelRequest extends TutorRequest {
  id: number;
}

/** Opens the tutor chat with `prompt` in its input. */
export function requestTutor(request: TutorRequest): void {
  window.dispatchEvent(new CustomEvent<TutorRequest>(TUTOR_REQUEST_EVENT, { detail: request }));
}

/** Calls `handler` for every tutor request; returns the function that stops listening. */
export function onTutorRequest(handler: (request: TutorRequest) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<TutorRequest>).detail;
    if (detail && typeof detail.prompt === 'string') handler(detail);
  };
  window.addEventListener(TUTOR_REQUEST_EVENT, listener);
  return () => window.removeEventListener(TUTOR_REQUEST_EVENT, listener);
}

/** The prompt for "Ask the tutor" on an equation: the LaTeX quoted as display math (shared/tutor-hand-offs.ts, which the tutor reads). */
export { equationHandOff as explainEquationPrompt } from '../../shared/tutor-hand-offs.ts';
