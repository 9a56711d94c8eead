import { useCallback, useSyncExternalStore } from 'react';

const storageKey = 'ml-classes:completed-lectures';
const listeners = new Set<() => void>();
const empty: readonly string[] = [];
let cachedRaw: string | null = null;
let cachedSlugs: readonly string[] = empty;

function readCompleted(): readonly string[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKey);
  } catch {
    return empty;
  }
  // Same string, same array: useSyncExternalStore needs a stable snapshot.
  if (raw === cachedRaw) return cachedSlugs;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedSlugs = Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : empty;
  } catch {
    cachedSlugs = empty;
  }
  return cachedSlugs;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab marking a lecture complete updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The lectures this reader has marked complete, kept in localStorage (there are no accounts).
 * Empty while prerendering and hydrating, so the static HTML and the first render agree.
 */
export function useCompletedLectures(): { completed: readonly string[]; setCompleted: (slug: string, done: boolean) => void } {
  const completed = useSyncExternalStore(subscribe, readCompleted, () => empty);
  const setCompleted = useCallback((slug: string, done: boolean) => {
    const next = new Set(readCompleted());
    if (done) next.add(slug);
    else next.delete(slug);
    try {
      localStorage.setItem(storageKey, JSON.stringify([...next]));
    } catch {
      // Storage blocked or full: the change cannot be kept; nothing else to do.
    }
    for (const listener of listeners) listener();
  }, []);
  return { completed, setCompleted };
}
