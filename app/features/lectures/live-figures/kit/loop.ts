import { useEffect, useRef, useSyncExternalStore } from 'react';

// One query for the page, read lazily (there is no window at build time). The subscribe and
// snapshot functions are module-level: useSyncExternalStore resubscribes whenever `subscribe`
// changes identity, which with inline closures meant a matchMedia call and a listener swap on every
// render of every figure, that is on every keystroke.
let reducedMotionQuery: MediaQueryList | undefined;
const reducedMotion = () => (reducedMotionQuery ??= window.matchMedia('(prefers-reduced-motion: reduce)'));
const subscribeToReducedMotion = (onChange: () => void) => {
  reducedMotion().addEventListener('change', onChange);
  return () => reducedMotion().removeEventListener('change', onChange);
};
const prefersReducedMotion = () => reducedMotion().matches;
const motionAllowedAtBuild = () => false;

/** Whether the learner asked for reduced motion; follows the setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, motionAllowedAtBuild);
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
