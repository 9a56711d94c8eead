/** The id a location's `hash` names (`#kernel-trick`), or null for none; a malformed escape (`#%E0`) names none. */
export function idInHash(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1)) || null;
  } catch {
    return null;
  }
}

/** The element inside `body` that a location's `hash` names, if there is one. */
export function targetIn(body: HTMLElement, hash: string): HTMLElement | null {
  const id = idInHash(hash);
  const target = id ? document.getElementById(id) : null;
  return target && body.contains(target) ? target : null;
}

/**
 * Holds the element a link jumped to where the link put it while the page settles. Long pages lay
 * out only what is near the screen (content-visibility in app/lecture.css and app/glossary.css), so
 * the blocks above the target take their real height only after the jump. Chromium's scroll
 * anchoring keeps an ordinary heading in place through that, but it was measured to leave a
 * question opened in the same moment 2,000 px off the screen, and a glossary entry reached from the
 * tutor on a phone 1,700 px below it. Until `body` stops changing size for a second, or the learner
 * scrolls, each change scrolls the target back to the top.
 */
export function holdInView(body: HTMLElement, target: HTMLElement): () => void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const learnerEvents = ['wheel', 'touchstart', 'keydown'] as const;
  const observer = new ResizeObserver(() => {
    target.scrollIntoView({ block: 'start' });
    clearTimeout(quiet);
    quiet = setTimeout(stop, 1000);
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(quiet);
    for (const type of learnerEvents) window.removeEventListener(type, stop);
  };
  for (const type of learnerEvents) window.addEventListener(type, stop, { passive: true });
  observer.observe(body);
  quiet = setTimeout(stop, 1000);
  return stop;
}
