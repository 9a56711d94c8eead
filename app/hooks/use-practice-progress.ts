import { useSyncExternalStore } from 'react';
import { noProgress, readProgress, subscribeToProgress, type PracticeProgress } from '~/lib/practice-progress';

/** The learner's practice progress; empty while prerendering and hydrating, so the HTML and the first render agree. */
export function usePracticeProgress(): PracticeProgress {
  return useSyncExternalStore(subscribeToProgress, readProgress, noProgress);
}
