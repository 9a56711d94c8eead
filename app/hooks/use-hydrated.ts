import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards. Pages are prerendered without
 * knowing the URL's query string, so state read from it must wait until after hydration, or the
 * hydrated page would keep the prerendered attributes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
