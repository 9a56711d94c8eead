/**
 * Which section of a lecture the learner is reading: the last heading of the contents whose top has
 * passed the reading line, a third of the way down the screen. The contents highlight it
 * (`aria-current="location"`) and the reading position (app/lib/reading-position.ts) keeps it.
 *
 * One IntersectionObserver watches the contents' headings, and nothing runs on scroll: a lecture is
 * up to ~27,000 elements, and the browser already works out where the headings are when it lays
 * the page out. The observed region is everything above the reading line (its top margin is far
 * beyond any lecture's length), so a heading crosses its edge only at the line, and a jump of any
 * length (a contents link, the End key) still reports every heading it carried across. Headings
 * are always laid out (app/lecture.css keeps them out of content-visibility), but the whole body is
 * skipped while it is far from the screen: a heading that is not laid out reports an empty box and
 * keeps what it was.
 */

import { BLOCKS_ADDED } from '~/lib/blocks-added';

/** How far above the screen the observed region reaches: more than any lecture is tall. */
const REGION_ABOVE_SCREEN_PX = 1_000_000;
/** The reading line, as the share of the screen's height below it. */
const BELOW_READING_LINE = '-67%';

/** What one observation says about a heading: past the reading line, not yet, or unknown (not laid out). */
export function headingPassed(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>): boolean | null {
  const { width, height } = entry.boundingClientRect;
  if (width === 0 && height === 0) return null;
  return entry.isIntersecting;
}

/** The section in view: the last heading, in the contents' order, that has passed the reading line. */
export function sectionInView(ids: readonly string[], passed: ReadonlySet<string>): string | null {
  for (let index = ids.length - 1; index >= 0; index--) if (passed.has(ids[index])) return ids[index];
  return null;
}

/** The section in view as a store for useSyncExternalStore: null until the first heading is reached. */
export interface SectionTracker {
  current(): string | null;
  subscribe(listener: () => void): () => void;
  /** Watches the headings with these ids inside `root`; returns the function that stops. */
  start(root: HTMLElement, ids: readonly string[]): () => void;
}

export function createSectionTracker(): SectionTracker {
  const listeners = new Set<() => void>();
  let current: string | null = null;

  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(root, ids) {
      const idOf = new Map<Element, string>();
      const passed = new Set<string>();
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const id = idOf.get(entry.target);
            const state = headingPassed(entry);
            if (id === undefined || state === null) continue;
            if (state) passed.add(id);
            else passed.delete(id);
          }
          const next = sectionInView(ids, passed);
          if (next === current) return;
          current = next;
          for (const listener of listeners) listener();
        },
        { rootMargin: `${REGION_ABOVE_SCREEN_PX}px 0px ${BELOW_READING_LINE} 0px` },
      );
      // The headings in the page, and those a lecture's deferred blocks bring later (BLOCKS_ADDED).
      const findHeadings = () => {
        for (const id of ids) {
          const heading = document.getElementById(id);
          if (!heading || idOf.has(heading) || !root.contains(heading)) continue;
          idOf.set(heading, id);
          observer.observe(heading);
        }
      };
      findHeadings();
      root.addEventListener(BLOCKS_ADDED, findHeadings);
      return () => {
        root.removeEventListener(BLOCKS_ADDED, findHeadings);
        observer.disconnect();
      };
    },
  };
}
