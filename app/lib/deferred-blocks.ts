/**
 * The far blocks of a long prerendered page (a lecture body, the glossary, the recipes) arrive as
 * deferred chunks: `<noscript>` markup inside a placeholder (content/pipeline/defer-body.ts), which
 * a browser with scripting on reads as text and builds no elements for. This module turns the chunks into elements after load, a few at a time
 * in idle time, the ones near the screen at once, and any chunk a link needs before the link is
 * followed. Each time blocks are added, the body gets a BLOCKS_ADDED event: the parts that look for
 * elements in the body (practice questions, the contents' section tracker) look again. Live
 * figures need not: a block with one is never deferred (its poster has a <noscript> of its own).
 */
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { BLOCKS_ADDED } from '~/lib/blocks-added';
import { holdInView, idInHash, targetIn } from '~/lib/hold-in-view';

/** How far around the screen a deferred chunk is added at once, so scrolling rarely meets a placeholder. */
const NEAR_SCREEN_MARGIN = '150% 0px';
/**
 * How long one idle slice adds chunks for (a chunk takes 1-2 ms on a desktop). The browser's own
 * idle deadline would allow one chunk per frame once the first has changed the page, and the whole
 * lecture then took 5 s to arrive. Lighthouse slows the CPU 4x in its simulation: a slice of 12 ms
 * became a 60 ms long task and counted in the total blocking time (about 200 ms of /linear-regression's
 * 424 ms); 6 ms, and the chunk that ends a slice, stay under its 50 ms.
 */
const IDLE_SLICE_MS = 6;

function deferredChunks(body: HTMLElement): HTMLElement[] {
  return [...body.querySelectorAll<HTMLElement>(':scope > [data-deferred]')];
}

/** The markup a deferred chunk holds, as the page wrote it (a <noscript>'s text when scripting is on). */
function chunkMarkup(chunk: HTMLElement): string {
  return chunk.querySelector('noscript')?.textContent ?? '';
}

/** Replaces one placeholder by the elements of its markup. */
function addChunk(chunk: HTMLElement): void {
  if (!chunk.isConnected) return;
  const template = document.createElement('template');
  template.innerHTML = chunkMarkup(chunk);
  chunk.replaceWith(template.content);
}

function blocksAdded(body: HTMLElement): void {
  if (deferredChunks(body).length === 0) body.dataset.blocksComplete = '';
  body.dispatchEvent(new Event(BLOCKS_ADDED, { bubbles: true }));
}

/** An attribute as React writes it into the page's markup (`id="…"`), to find it in a chunk's text. */
export function attributeMarkup(name: string, value: string): string {
  const escaped = value.replace(/[&"'<>]/g, (character) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[character]!);
  return `${name}="${escaped}"`;
}

/**
 * Adds every deferred chunk up to the one whose markup holds `markup` (an attribute from
 * attributeMarkup), so the element a link names exists, with the text above it. Returns whether
 * any chunk was added.
 */
export function addBlocksThrough(body: HTMLElement, markup: string): boolean {
  const chunks = deferredChunks(body);
  const last = chunks.findIndex((chunk) => chunkMarkup(chunk).includes(markup));
  if (last < 0) return false;
  for (const chunk of chunks.slice(0, last + 1)) addChunk(chunk);
  blocksAdded(body);
  return true;
}

/** Adds every deferred chunk now (before printing, for one). */
export function addAllBlocks(body: HTMLElement): void {
  const chunks = deferredChunks(body);
  if (chunks.length === 0) return;
  for (const chunk of chunks) addChunk(chunk);
  blocksAdded(body);
}

/** The Prioritized Task Scheduling API (Chromium, Firefox), not yet in TypeScript's DOM types. */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background'; signal: AbortSignal }): Promise<void>;
}

/**
 * Runs `callback` when the page has nothing more urgent to do: a background task where the browser
 * schedules them, else an idle callback, else a timer (Safari). A background task waits behind
 * input, rendering and every other task but not for an idle period: on /neural-networks the
 * whole lecture arrived in 1.0 s that way, against 2.9 s with idle callbacks, which the browser
 * runs about once every 40 ms while the page is changing.
 */
function whenIdle(callback: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler.postTask(callback, { priority: 'background', signal: controller.signal }).catch(() => {});
    return () => controller.abort();
  }
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Adds the body's deferred chunks: those near the screen as soon as they are, the rest in page
 * order in idle slices. Returns the function that stops (the page is leaving).
 */
export function addBlocksWhenIdle(body: HTMLElement): () => void {
  const chunks = deferredChunks(body);
  if (chunks.length === 0) {
    body.dataset.blocksComplete = '';
    return () => {};
  }
  let cancelIdle = () => {};
  const nearScreen = new IntersectionObserver(
    (entries) => {
      const near = entries.filter((entry) => entry.isIntersecting && entry.target.isConnected);
      if (near.length === 0) return;
      for (const { target } of near) addChunk(target as HTMLElement);
      blocksAdded(body);
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  for (const chunk of chunks) nearScreen.observe(chunk);
  // The chunks still to add, in page order. One the screen or a link reached first is no longer
  // in the page and is skipped (looking the chunks up again for each one cost about a tenth of
  // the adding, at ~700 children per lecture).
  let pending = chunks;
  const slice = () => {
    const start = performance.now();
    let added = false;
    pending = pending.filter((chunk) => chunk.isConnected);
    while (pending.length > 0) {
      const next = pending.shift()!;
      nearScreen.unobserve(next);
      addChunk(next);
      added = true;
      if (performance.now() - start >= IDLE_SLICE_MS) break;
    }
    if (added) blocksAdded(body);
    if (pending.some((chunk) => chunk.isConnected)) cancelIdle = whenIdle(slice);
    else nearScreen.disconnect();
  };
  cancelIdle = whenIdle(slice);
  return () => {
    cancelIdle();
    nearScreen.disconnect();
  };
}

/**
 * Adds the deferred blocks up to the element `hash` names. The browser found nothing to scroll to
 * when the address named a block that was not yet an element, so a newly added target is scrolled
 * to here. (A live figure is never deferred: its poster has a <noscript> of its own, so a shared
 * setup, #live-<name>=…, always finds it.)
 */
export function addBlocksFor(body: HTMLElement, hash: string): void {
  const id = idInHash(hash);
  if (!id || document.getElementById(id) || !addBlocksThrough(body, attributeMarkup('id', id))) return;
  targetIn(body, hash)?.scrollIntoView({ block: 'start' });
}

/**
 * The deferred blocks of a page whose body is only static HTML (the glossary, the recipes): added
 * in idle time, up to a link's target when the address names one (on load, on a client-side
 * navigation, on a click on an in-page link), and all of them before printing. The target is then
 * held in view while the blocks above it settle (holdInView). A lecture body does the same with
 * its question bank's <details> to open as well (app/features/lectures/lecture-body.tsx).
 */
export function useDeferredBlocks(container: RefObject<HTMLElement | null>): void {
  // Client-side navigations (a search result, a tutor's citation) change the hash without a hashchange event.
  const { hash } = useLocation();
  useEffect(() => {
    const body = container.current;
    if (!body) return;
    addBlocksFor(body, hash);
    const target = targetIn(body, hash);
    return target ? holdInView(body, target) : undefined;
  }, [container, hash]);

  useEffect(() => {
    const body = container.current;
    if (!body) return;
    const onHashChange = () => addBlocksFor(body, window.location.hash);
    const onBeforePrint = () => addAllBlocks(body);
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('beforeprint', onBeforePrint);
    const stopAdding = addBlocksWhenIdle(body);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('beforeprint', onBeforePrint);
      stopAdding();
    };
  }, [container]);
}
