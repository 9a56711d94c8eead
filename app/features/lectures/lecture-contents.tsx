import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TocEntry } from '~/features/lectures/lecture-types';
import type { SectionTracker } from '~/features/lectures/section-in-view';
import { groupToc } from '../../../content/table-of-contents.ts';

const noSection = () => null;

/** The section in view, from the tracker; none while prerendering and hydrating. */
function useSectionInView(tracker: SectionTracker): string | null {
  return useSyncExternalStore(tracker.subscribe, tracker.current, noSection);
}

/** A link of the contents; the one of the section in view says so to the browser and to screen readers. */
function ContentsLink({ entry, current }: { entry: TocEntry; current: string | null }) {
  return (
    <a href={`#${entry.id}`} aria-current={entry.id === current ? 'location' : undefined}>
      {entry.text}
    </a>
  );
}

/**
 * Scrolls the contents box, not the page, so that `link` sits in its upper third when it has come
 * near either edge: the box is shorter than a long lecture's contents (on /neural-networks, 2,191
 * px of entries in a box that ends above the tutor's launcher, 624 px tall on a 1280 × 800 screen).
 */
function keepLinkInView(box: HTMLElement, link: HTMLElement): void {
  if (box.scrollHeight <= box.clientHeight) return;
  const boxTop = box.getBoundingClientRect().top;
  const { top, bottom } = link.getBoundingClientRect();
  const edge = Math.min(48, box.clientHeight / 4);
  if (top - boxTop >= edge && boxTop + box.clientHeight - bottom >= edge) return;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  box.scrollTo({ top: box.scrollTop + top - boxTop - box.clientHeight / 3, behavior: reducedMotion ? 'instant' : 'smooth' });
}

/** The contents beside the lecture on a wide screen: sticky, scrolled to follow the section in view. */
export function SideContents({ toc, tracker }: { toc: TocEntry[]; tracker: SectionTracker }) {
  const current = useSectionInView(tracker);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = box.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="location"]');
    // Hidden (the lecture is narrow): nothing to scroll.
    if (nav && link && nav.getClientRects().length > 0) keepLinkInView(nav, link);
  }, [current]);

  return (
    <nav ref={box} aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ol className="toc-list">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'toc-sub' : undefined}>
            <ContentsLink entry={entry} current={current} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The small-screen contents: one line per section, with its subsections folded under a
 * "N subsections" toggle (a native <details>, so it works without JavaScript), so a long lecture's
 * panel stays short enough to scan.
 */
export function GroupedContents({ toc, tracker }: { toc: TocEntry[]; tracker: SectionTracker }) {
  const current = useSectionInView(tracker);
  return (
    <nav aria-label="On this page">
      <ol className="toc-list">
        {groupToc(toc).map(({ section, subsections }) => (
          <li key={section.id} className={section.depth === 3 ? 'toc-sub' : undefined}>
            <ContentsLink entry={section} current={current} />
            {subsections.length > 0 ? (
              <details className="toc-group">
                <summary>
                  {subsections.length} {subsections.length === 1 ? 'subsection' : 'subsections'}
                </summary>
                <ol className="toc-list">
                  {subsections.map((entry) => (
                    <li key={entry.id} className="toc-sub">
                      <ContentsLink entry={entry} current={current} />
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
