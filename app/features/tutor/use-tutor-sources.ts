/**
 * The tutor's knowledge sources as one fact for the whole page: the chat panel's greeting and
 * subtitle and the About page read them here, from one request per page load.
 */
import { useSyncExternalStore } from 'react';
import { createTutorSourcesLoader, type TutorSources } from '~/features/tutor/tutor-sources-client';

const load = createTutorSourcesLoader({ endpoint: __CHAT_ENDPOINT__ });
/** The sources once the request has answered; null until then. */
let known: TutorSources | null = null;

/** Starts the request, if no one has yet; resolves with the sources (never rejects). */
export function loadTutorSources(): Promise<TutorSources> {
  return load().then((sources) => (known = sources));
}

function subscribe(onChange: () => void): () => void {
  let subscribed = true;
  void loadTutorSources().then(() => {
    if (subscribed) onChange();
  });
  return () => {
    subscribed = false;
  };
}

/**
 * The sources the tutor indexed, or null until the server has said (always null while prerendering
 * and hydrating, so the prerendered page claims nothing the server has not reported). The first
 * component to use it starts the request.
 */
export function useTutorSources(): TutorSources | null {
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  );
}
