/**
 * The tutor's launcher: a small button at the bottom right of every page, added after hydration
 * (it needs JavaScript, so it is not in the prerendered HTML). It floats over the page, so it tucks
 * itself away below the screen while the learner scrolls down, where it would cover the text being
 * read, and comes back as soon as they scroll up or move the keyboard focus to it. The chat itself
 * (panel, markdown, KaTeX, protocol client) is a separate chunk, fetched the first time the learner
 * opens it; after that the panel stays mounted, closed or open, so the conversation survives client
 * navigation.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { StrokeIcon } from '~/components/ui/stroke-icon';
import { useHydrated } from '~/hooks/use-hydrated';
import { onTutorRequest, type PanelRequest } from '~/lib/tutor-requests';
import { readPanelOpen, writePanelOpen } from '~/features/tutor/chat-session';
import { loadTutorSources } from '~/features/tutor/use-tutor-sources';

const ChatPanel = lazy(() => {
  // The greeting names the sources the tutor indexed: ask for them while the panel's chunk loads,
  // so the panel usually opens with its greeting already known.
  void loadTutorSources();
  return import('~/features/tutor/chat-panel');
});

/** The id of the chat panel, which the launcher controls. */
const panelId = 'tutor-chat-panel';
/** Wheel and finger movements shorter than this (a trackpad's jitter, a tap) do not move the launcher. */
const SCROLL_NOISE_PX = 8;
/** The keys that scroll a page, and which way. */
const scrollKeys: Record<string, 'down' | 'up'> = { ArrowDown: 'down', PageDown: 'down', End: 'down', ' ': 'down', ArrowUp: 'up', PageUp: 'up', Home: 'up' };

/**
 * Whether the learner is scrolling down the page: true after a wheel, finger or key that scrolls
 * down, false after one that scrolls up. Read from the learner's own input rather than from the
 * scroll position, so a jump to a section (a contents link, a tutor's source) or the page settling
 * around it does not hide the launcher, and nothing reads the layout. Input inside a dialog (the
 * chat panel, the menu, the search palette) scrolls the dialog, not the page, and is left out.
 * Passive listeners: scrolling never waits for them. `reset` forgets the direction.
 */
function useScrollingDown(): [down: boolean, reset: () => void] {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let touchY: number | null = null;
    const inDialog = (event: Event) => event.target instanceof Element && event.target.closest('[role="dialog"], dialog') !== null;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) >= SCROLL_NOISE_PX && !inDialog(event)) setDown(event.deltaY > 0);
    };
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (touchY === null || y === undefined || Math.abs(y - touchY) < SCROLL_NOISE_PX || inDialog(event)) return;
      // The finger moving up scrolls the page down.
      setDown(y < touchY);
      touchY = y;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (inDialog(event) || (event.target instanceof Element && event.target.closest('input, textarea, select, button, [contenteditable]'))) return;
      const direction = event.key === ' ' && event.shiftKey ? 'up' : scrollKeys[event.key];
      if (direction) setDown(direction === 'down');
    };
    const options = { passive: true };
    window.addEventListener('wheel', onWheel, options);
    window.addEventListener('touchstart', onTouchStart, options);
    window.addEventListener('touchmove', onTouchMove, options);
    window.addEventListener('keydown', onKeyDown, options);
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  const reset = useCallback(() => setDown(false), []);
  return [down, reset];
}

/** The launcher button and, once used, the lazily loaded chat panel. */
export function TutorLauncher() {
  const hydrated = useHydrated();
  // A panel left open reopens after a reload. Read while hydrating: the launcher renders nothing
  // until hydrated, so the prerendered markup does not depend on it.
  const [open, setOpen] = useState(readPanelOpen);
  // The panel is fetched and mounted on first use only, then kept.
  const [used, setUsed] = useState(open);
  // Bumped when the learner opens the panel, so it focuses its input (not when a reload reopens it).
  const [focusRequest, setFocusRequest] = useState(0);
  const [request, setRequest] = useState<PanelRequest | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const [scrollingDown, forgetScrolling] = useScrollingDown();

  const openPanel = useCallback((focus: boolean) => {
    setUsed(true);
    setOpen(true);
    if (focus) setFocusRequest((count) => count + 1);
  }, []);

  const closePanel = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      // The launcher the learner just used stays in view until they scroll again.
      forgetScrolling();
      if (returnFocus) launcher.current?.focus();
    },
    [forgetScrolling],
  );

  useEffect(
    () =>
      onTutorRequest(({ prompt }) => {
        setRequest((previous) => ({ prompt, id: (previous?.id ?? 0) + 1 }));
        openPanel(false);
      }),
    [openPanel],
  );

  useEffect(() => {
    if (used) writePanelOpen(open);
  }, [open, used]);

  if (!hydrated) return null;
  return (
    <>
      <button
        ref={launcher}
        type="button"
        data-tutor-launcher=""
        className="tutor-launcher"
        // Tucked below the screen (app.css), still in the tab order: focus brings it back.
        data-tucked={scrollingDown && !open ? '' : undefined}
        aria-expanded={open}
        aria-controls={used ? panelId : undefined}
        onClick={() => (open ? closePanel(false) : openPanel(true))}
      >
        {open ? (
          <StrokeIcon size={24}>
            <path d="M6 9l6 6 6-6" />
          </StrokeIcon>
        ) : (
          <StrokeIcon size={24}>
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" />
            <path d="M8.5 10.5h7M8.5 13.5h4.5" />
          </StrokeIcon>
        )}
        <span className="sr-only md:not-sr-only">Ask the tutor</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} focusRequest={focusRequest} request={request} onClose={closePanel} />
        </Suspense>
      ) : null}
    </>
  );
}
