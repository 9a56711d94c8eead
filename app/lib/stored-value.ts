/**
 * A value kept in localStorage as a string, as a store for useSyncExternalStore: `read` returns the
 * same object until the stored string changes (the hook needs a stable snapshot), `write` saves and
 * tells this tab's subscribers, and other tabs tell us through the storage event. A value that will
 * not parse, or storage the browser blocks, reads as `empty`: a damaged entry never breaks a page.
 */
export function storedValue<T>(key: string, parse: (raw: string) => T | null, empty: T) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached = empty;

  function read(): T {
    let raw: string | null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return empty;
    }
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    cached = raw === null ? empty : (parse(raw) ?? empty);
    return cached;
  }

  /** Saves the value's string; false when the browser refuses (storage blocked or full). */
  function write(raw: string): boolean {
    try {
      localStorage.setItem(key, raw);
    } catch {
      return false;
    }
    for (const listener of listeners) listener();
    return true;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, subscribe, empty: () => empty };
}
