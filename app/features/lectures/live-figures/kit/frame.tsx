import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { copyText } from '~/lib/copy-text';
import { requestTutor } from '~/lib/tutor-requests';
import { figureHandOff } from '../../../../../shared/tutor-hand-offs.ts';
import { widgetCatalogue, type WidgetName } from '../../../../../content/live-figures.ts';
import { setupHash } from '~/features/lectures/live-figures/setup-link';
import { useReducedMotion } from '~/features/lectures/live-figures/kit/loop';
import { useSiteTheme } from '~/features/lectures/live-figures/kit/theme';
import type { AnyWidgetDefinition } from '~/features/lectures/live-figures/kit/types';
import { WidgetRenderingContext, type WidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';

/** How long the learner must pause before the live region speaks: one announcement per drag, not one per pixel. */
export const ANNOUNCE_AFTER_MS = 400;

/**
 * A live figure in the page: holds its state, draws it with the figure's view, and does what every
 * figure does the same way: announce changes in the figure's live region (prerendered in the page,
 * so screen readers know it before it first speaks), Reset, "Link to this setup", and "Ask the
 * tutor about this figure".
 */
export function WidgetFrame({
  name,
  definition,
  figure,
  initial,
  notice,
}: {
  name: WidgetName;
  definition: AnyWidgetDefinition;
  figure: HTMLElement;
  /** The state to start from: the shared link's, or the figure's first state. */
  initial: unknown;
  /** Something to say as soon as the figure is ready (a link that could not be read). */
  notice?: string;
}) {
  const { title, lecture } = widgetCatalogue[name];
  const [state, setState] = useState(initial);
  // Bumped by Reset: the view is mounted afresh, so what it keeps to itself (a running loop, the
  // point that has the focus) starts over with the state.
  const [generation, setGeneration] = useState(0);
  // What the live region should say next, null until the learner changes something. A function, so
  // describe() runs once when the learner pauses, not on every move of a drag (it can cost a
  // figure a leave-one-out pass).
  const [pending, setPending] = useState<{ say: () => string } | null>(notice ? { say: () => notice } : null);
  const status = useMemo(() => figure.querySelector<HTMLElement>('[data-widget-status]'), [figure]);
  const reducedMotion = useReducedMotion();
  const active = useFigureActive(figure);
  const theme = useSiteTheme();

  // The latest state, also between renders: updates in one event (a drag's moves) build on each other.
  const stateRef = useRef(state);
  const update = useCallback(
    (next: unknown) => {
      const value = typeof next === 'function' ? (next as (current: unknown) => unknown)(stateRef.current) : next;
      stateRef.current = value;
      setState(value);
      setPending({ say: () => definition.describe(value) });
    },
    [definition],
  );

  useEffect(() => {
    if (!pending || !status) return;
    const timer = setTimeout(() => (status.textContent = pending.say()), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending, status]);

  // The remounted view has a new Reset button: the focus goes back to it, so a keyboard user keeps their place.
  useEffect(() => {
    if (generation > 0) figure.querySelector<HTMLButtonElement>('[data-widget-reset]')?.focus();
  }, [figure, generation]);

  useEffect(() => {
    figure.setAttribute('data-widget-ready', '');
    return () => figure.removeAttribute('data-widget-ready');
  }, [figure]);

  const rendering = useMemo<WidgetRendering>(
    () => ({
      poster: false,
      title,
      theme,
      actions: {
        reset: () => {
          const first = definition.initialState();
          stateRef.current = first;
          setState(first);
          setGeneration((value) => value + 1);
          setPending({ say: () => `Reset. ${definition.describe(first)}` });
        },
        link: () => {
          const url = new URL(window.location.href);
          url.hash = setupHash(name, stateRef.current);
          window.history.replaceState(window.history.state, '', url);
          copyText(url.href).then(
            () => setPending({ say: () => 'Link to this setup copied. It is also in the address bar.' }),
            () => setPending({ say: () => 'Link to this setup is in the address bar (copying was not allowed).' }),
          );
        },
        ask: () => {
          requestTutor({ prompt: tutorPrompt(title, lecture, definition.describe(stateRef.current)) });
        },
      },
    }),
    [definition, lecture, name, theme, title],
  );

  const View = definition.View;
  return (
    <WidgetRenderingContext.Provider value={rendering}>
      <View key={generation} state={state} update={update} reducedMotion={reducedMotion} active={active} />
    </WidgetRenderingContext.Provider>
  );
}

/** The prompt "Ask the tutor about this figure" puts in the chat input: the figure and its state (shared/tutor-hand-offs.ts, which the tutor reads). */
export const tutorPrompt = figureHandOff;

/** Whether the figure is at least partly on screen and the tab is visible: loops run only then. */
function useFigureActive(figure: HTMLElement): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(figure);
    return () => observer.disconnect();
  }, [figure]);
  const visible = useSyncExternalStore(subscribeToVisibility, tabVisible, visibleAtBuild);
  return onScreen && visible;
}

// Module-level, so useSyncExternalStore keeps one subscription instead of swapping it every render.
const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const tabVisible = () => document.visibilityState === 'visible';
const visibleAtBuild = () => true;
