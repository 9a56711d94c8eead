import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSectionTracker, headingPassed, sectionInView } from '~/features/lectures/section-in-view';
import { BLOCKS_ADDED } from '~/lib/blocks-added';

const box = (top: number, height = 32) => ({ top, bottom: top + height, width: 600, height }) as DOMRectReadOnly;
const empty = { top: 0, bottom: 0, width: 0, height: 0 } as DOMRectReadOnly;

describe('headingPassed', () => {
  it('reads a laid-out heading from the observation, and a heading with no box as unknown', () => {
    expect(headingPassed({ isIntersecting: true, boundingClientRect: box(-4000) })).toBe(true);
    expect(headingPassed({ isIntersecting: false, boundingClientRect: box(700) })).toBe(false);
    expect(headingPassed({ isIntersecting: false, boundingClientRect: empty })).toBeNull();
  });
});

describe('sectionInView', () => {
  const ids = ['intro', 'model', 'model-fit', 'pitfalls'];

  it('is the last heading in the contents that has passed the line, whatever order they passed in', () => {
    expect(sectionInView(ids, new Set(['model', 'intro']))).toBe('model');
    expect(sectionInView(ids, new Set(['pitfalls', 'intro', 'model-fit', 'model']))).toBe('pitfalls');
  });

  it('is none before the first heading', () => {
    expect(sectionInView(ids, new Set())).toBeNull();
  });
});

describe('createSectionTracker', () => {
  type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
  let report: Callback = () => {};
  let options: IntersectionObserverInit | undefined;
  const observed: string[] = [];
  const headings = new Map(['intro', 'model', 'pitfalls', 'elsewhere'].map((id) => [id, { id } as unknown as HTMLElement]));

  function setUp() {
    vi.stubGlobal('document', { getElementById: (id: string) => headings.get(id) ?? null });
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, init: IntersectionObserverInit) {
          report = callback;
          options = init;
        }
        observe(target: HTMLElement) {
          observed.push(target.id);
        }
        disconnect() {}
      },
    );
    // The lecture's root holds every heading but `elsewhere` (say, a heading of the site's shell).
    return Object.assign(new EventTarget(), { contains: (node: HTMLElement) => node.id !== 'elsewhere' }) as unknown as HTMLElement;
  }
  const seen = (id: string, isIntersecting: boolean, boundingClientRect = box(isIntersecting ? 100 : 900)) => ({
    target: headings.get(id),
    isIntersecting,
    boundingClientRect,
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    observed.length = 0;
  });

  it('watches the lecture’s own headings above a line a third of the way down, with a region reaching far above the screen', () => {
    const tracker = createSectionTracker();
    tracker.start(setUp(), ['intro', 'model', 'missing', 'elsewhere', 'pitfalls']);
    expect(observed).toEqual(['intro', 'model', 'pitfalls']);
    const [top, , bottom] = (options?.rootMargin ?? '').split(' ');
    expect(Number.parseInt(top, 10)).toBeGreaterThanOrEqual(100_000);
    expect(bottom).toBe('-67%');
  });

  it('watches the headings that a lecture’s deferred blocks bring, once they are added (BLOCKS_ADDED)', () => {
    const tracker = createSectionTracker();
    const root = setUp();
    const stop = tracker.start(root, ['intro', 'model', 'later', 'pitfalls']);
    expect(observed).toEqual(['intro', 'model', 'pitfalls']);
    headings.set('later', { id: 'later' } as unknown as HTMLElement);
    root.dispatchEvent(new Event(BLOCKS_ADDED));
    expect(observed).toEqual(['intro', 'model', 'pitfalls', 'later']);
    headings.delete('later');
    stop();
  });

  it('follows the headings across the line, tells its listeners once per change, and keeps what a skipped heading was', () => {
    const tracker = createSectionTracker();
    tracker.start(setUp(), ['intro', 'model', 'pitfalls']);
    const changes: (string | null)[] = [];
    tracker.subscribe(() => changes.push(tracker.current()));

    report([seen('intro', false), seen('model', false), seen('pitfalls', false)]);
    expect(tracker.current()).toBeNull();
    // A jump to the end carries every heading across the line at once.
    report([seen('intro', true, box(-9000)), seen('model', true, box(-5000)), seen('pitfalls', true, box(80))]);
    expect(tracker.current()).toBe('pitfalls');
    // The body is skipped far above the screen: its headings have no box and stay passed.
    report([seen('intro', false, empty), seen('model', false, empty), seen('pitfalls', false, empty)]);
    expect(tracker.current()).toBe('pitfalls');
    // Back up: the last heading goes below the line again.
    report([seen('pitfalls', false)]);
    report([seen('pitfalls', false)]);
    expect(changes).toEqual(['pitfalls', 'model']);
  });
});
