import { useEffect, useEffectEvent, useState } from 'react';

/** The state of a request made by a page: loading, then its data or its error. */
export type RequestState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

const loading: RequestState<never> = { status: 'loading' };

/**
 * Runs `request` when the component mounts and whenever `key` changes, cancelling the previous
 * one, so a slow older response never overwrites a newer one. Until the request for the current
 * `key` settles, the state is loading.
 */
export function useRequest<T>(key: string, request: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  // Each outcome remembers its key, so a new key reads as loading without resetting state in the effect.
  const [settled, setSettled] = useState<{ key: string; state: RequestState<T> } | null>(null);
  // `request` is a fresh closure each render; `key` alone says when the request really changes.
  const run = useEffectEvent((signal: AbortSignal) => request(signal));
  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return settled?.key === key ? settled.state : loading;
}
