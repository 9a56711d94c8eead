import { useEffect, useState } from 'react';

/** The state of a request made by a page: loading, then its data or its error. */
export type RequestState<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `request` when the component mounts and whenever `key` changes, cancelling the previous
 * one, so a slow older response never overwrites a newer one.
 */
export function useRequest<T>(key: string, request: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    request(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `request` is a fresh closure each render; `key` says when the request really changes.
  }, [key]);
  return state;
}
