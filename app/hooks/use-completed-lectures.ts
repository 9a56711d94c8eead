import { useCallback, useSyncExternalStore } from 'react';
import { storedValue } from '~/lib/stored-value';

const empty: readonly string[] = [];
const completedLectures = storedValue<readonly string[]>(
  'ml-classes:completed-lectures',
  (raw) => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : null;
    } catch {
      return null;
    }
  },
  empty,
);

/**
 * The lectures this reader has marked complete, kept in localStorage (there are no accounts).
 * Empty while prerendering and hydrating, so the static HTML and the first render agree.
 */
export function useCompletedLectures(): { completed: readonly string[]; setCompleted: (slug: string, done: boolean) => void } {
  const completed = useSyncExternalStore(completedLectures.subscribe, completedLectures.read, completedLectures.empty);
  const setCompleted = useCallback((slug: string, done: boolean) => {
    const next = new Set(completedLectures.read());
    if (done) next.add(slug);
    else next.delete(slug);
    // Storage blocked or full: the change cannot be kept; nothing else to do.
    completedLectures.write(JSON.stringify([...next]));
  }, []);
  return { completed, setCompleted };
}
