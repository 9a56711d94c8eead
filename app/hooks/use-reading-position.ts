import { useSyncExternalStore } from 'react';
import { noReadingPosition, readReadingPosition, subscribeToReadingPosition, type ReadingPosition } from '~/lib/reading-position';

/** Where the learner last read; null while prerendering and hydrating, so the HTML and the first render agree. */
export function useReadingPosition(): ReadingPosition | null {
  return useSyncExternalStore(subscribeToReadingPosition, readReadingPosition, noReadingPosition);
}
