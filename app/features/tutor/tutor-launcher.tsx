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
/** Scrolls shorter than this (a trackpad's jitter, a bounce at the top) do not move the launcher. */
const SCROLL_NOISE_PX = 8;

/**
 * Whether the learner is scrolling down the page: true after a scroll down (below the first 4rem),
 * false after a scroll up. One passive listener reading the scroll position once a frame.
 */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (Math.abs(y - lastY) < SCROLL_NOISE_PX) return;
        setDown(y > lastY && y > 64);
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return down;
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
  const scrollingDown = useScrollingDown();

  const openPanel = useCallback((focus: boolean) => {
    setUsed(true);
    setOpen(true);
    if (focus) setFocusRequest((count) => count + 1);
  }, []);

  const closePanel = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) launcher.current?.focus();
  }, []);

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
