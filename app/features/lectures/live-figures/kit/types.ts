import type { ComponentType } from 'react';

/** What a live figure's view receives from the frame around it. */
export interface WidgetViewProps<S> {
  state: S;
  /**
   * Changes the state after a learner's action. The frame announces the new state in words once
   * the learner pauses, so a drag is one announcement, not fifty.
   */
  update: (next: S | ((current: S) => S)) => void;
  /** The learner asked for reduced motion: nothing may animate or train on its own. */
  reducedMotion: boolean;
  /** The figure is on screen and the tab is visible: a running loop may run only then. */
  active: boolean;
}

/**
 * A live figure. Its state is plain data (numbers, arrays, strings), so that it fits in a link
 * ("Link to this setup") and in words (`describe`). The view draws the state with <Stage> and
 * offers its controls in <ControlPanel>; at build time the same view, given `initialState()`,
 * renders the poster, so the poster and the live figure's first state agree by construction.
 */
export interface WidgetDefinition<S> {
  initialState(): S;
  /** Reads a state from a shared link; null when the value is not a state this figure can show. */
  parseState(value: unknown): S | null;
  /** The state in words: what the live region says and what the tutor is told. */
  describe(state: S): string;
  View: ComponentType<WidgetViewProps<S>>;
}

/**
 * A definition whose state type is not known where it is used (the loaders, the frame): each
 * definition only ever receives the states it made or parsed itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetDefinition = WidgetDefinition<any>;
