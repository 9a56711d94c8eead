import { useEffect, useRef, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the learner asked for reduced motion; follows the setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Calls `tick` once a frame while `running`; pass `running && active`, so a loop pauses while its
 * figure is off screen or the tab hidden.
 * `tick` returns false once there is nothing left to do (converged, finished), which calls
 * `onDone`: a loop never spins on a figure that no longer changes.
 */
export function useAnimationLoop(running: boolean, tick: () => boolean, onDone: () => void): void {
  const latest = useRef({ tick, onDone });
  latest.current = { tick, onDone };
  useEffect(() => {
    if (!running) return;
    let frame = requestAnimationFrame(function step() {
      if (latest.current.tick()) frame = requestAnimationFrame(step);
      else latest.current.onDone();
    });
    return () => cancelAnimationFrame(frame);
  }, [running]);
}
