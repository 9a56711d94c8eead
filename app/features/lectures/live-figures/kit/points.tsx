import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { palette } from '../../../../../shared/palette.ts';
import { clamp, type LinearScale } from '~/features/lectures/live-figures/kit/scale';
import { useFigureColours } from '~/features/lectures/live-figures/kit/theme';
import { useWidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';

export type Point = readonly [number, number];

interface PointSetProps {
  points: readonly Point[];
  x: LinearScale;
  y: LinearScale;
  onMove: (index: number, point: Point) => void;
  step: Point;
  colour?: (index: number) => string;
  describe: (index: number, point: Point) => string;
  groupLabel: string;
  radius?: number;
  /** The point that holds the tab stop, when the figure decides it (a point just added); else the set keeps its own. */
  selected?: number;
  /** Told which point holds the tab stop after focus, a click or Page Up/Down. */
  onSelect?: (index: number) => void;
}

const defaultColour = () => palette.blue;

/**
 * A set of points a learner can move: one tab stop with a roving focus. The arrow keys move the
 * focused point by `step` (data units), Page Up / Page Down (or [ and ]) choose the previous or next
 * point, Home and End the first and last. A pointer drags a point; a drag is never the only way.
 * Each point is named in words ("Point 3 of 12: x 2.1, y 4.3"), so a screen reader hears where it is.
 * A figure that acts on "the chosen point" (Remove point) passes `selected` and `onSelect`.
 */
export function PointSet({ colour = defaultColour, radius = 6, ...props }: PointSetProps) {
  const { points, x, y } = props;
  const { poster } = useWidgetRendering();
  const { paper } = useFigureColours();
  if (poster) {
    return (
      <g>
        {points.map(([px, py], index) => (
          <circle key={index} cx={x(px)} cy={y(py)} r={radius} fill={colour(index)} stroke={paper} strokeWidth={1.5} />
        ))}
      </g>
    );
  }
  return <LivePointSet {...props} colour={colour} radius={radius} />;
}

function LivePointSet({
  points,
  x,
  y,
  onMove,
  step,
  colour,
  describe,
  groupLabel,
  radius,
  selected: chosen,
  onSelect,
}: PointSetProps & Required<Pick<PointSetProps, 'colour' | 'radius'>>) {
  const [ownSelected, setOwnSelected] = useState(0);
  const selected = chosen ?? ownSelected;
  const handles = useRef<(SVGGElement | null)[]>([]);
  const dragging = useRef<number | null>(null);
  // The handlers read the latest props through a ref, so they never change identity and a
  // memoised handle re-renders only when its own mark moves: a keystroke that moves one of 200
  // points reconciles one handle, not 200 (that was most of a keystroke's time in the k-NN figure).
  const latest = useRef({ points, x, y, step, onMove, onSelect });
  useLayoutEffect(() => {
    latest.current = { points, x, y, step, onMove, onSelect };
  });
  const handlers = useMemo<HandleHandlers>(() => {
    const setSelected = (index: number) => {
      setOwnSelected(index);
      latest.current.onSelect?.(index);
    };
    // Clamped to the axes, so a point cannot leave the drawing.
    const place = (index: number, [px, py]: Point) => {
      const { x: xScale, y: yScale, onMove: move } = latest.current;
      move(index, [clamp(px, Math.min(...xScale.domain), Math.max(...xScale.domain)), clamp(py, Math.min(...yScale.domain), Math.max(...yScale.domain))]);
    };
    const choose = (index: number) => {
      const count = latest.current.points.length;
      const next = (index + count) % count;
      setSelected(next);
      handles.current[next]?.focus();
    };
    const toData = (event: PointerEvent): Point | undefined => {
      const svg = (event.currentTarget as SVGGElement).ownerSVGElement;
      const matrix = svg?.getScreenCTM()?.inverse();
      if (!svg || !matrix) return undefined;
      const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
      return [latest.current.x.invert(at.x), latest.current.y.invert(at.y)];
    };
    return {
      register: (index, element) => {
        handles.current[index] = element;
        // Chromium ignores `touch-action: none` on SVG children, so a finger that drags a point would
        // also pan the page. A non-passive touchstart (React's own listener is passive) stops the pan;
        // the pointer events that move the point still fire.
        if (element && !touchGuarded.has(element)) {
          touchGuarded.add(element);
          element.addEventListener('touchstart', preventTouchPan, { passive: false });
        }
      },
      focus: (index) => setSelected(index),
      keyDown: (index, event) => {
        const {
          points: current,
          step: [stepX, stepY],
        } = latest.current;
        const [px, py] = current[index];
        const moves: Record<string, Point> = {
          ArrowLeft: [px - stepX, py],
          ArrowRight: [px + stepX, py],
          ArrowUp: [px, py + stepY],
          ArrowDown: [px, py - stepY],
        };
        const choices: Record<string, number> = { PageUp: index - 1, '[': index - 1, PageDown: index + 1, ']': index + 1, Home: 0, End: current.length - 1 };
        if (event.key in moves) place(index, moves[event.key]);
        else if (event.key in choices) choose(choices[event.key]);
        else return;
        event.preventDefault();
      },
      pointerDown: (index, event) => {
        dragging.current = index;
        setSelected(index);
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
        (event.currentTarget as SVGGElement).focus();
      },
      pointerMove: (index, event) => {
        if (dragging.current !== index) return;
        const at = toData(event);
        if (at) place(index, at);
      },
      pointerEnd: () => {
        dragging.current = null;
      },
    };
  }, []);

  const focusable = Math.min(selected, points.length - 1);
  const { paper } = useFigureColours();
  return (
    <g role="group" aria-label={groupLabel}>
      {points.map((point, index) => (
        <PointHandle
          key={index}
          index={index}
          cx={x(point[0])}
          cy={y(point[1])}
          radius={radius}
          fill={colour(index)}
          halo={paper}
          label={describe(index, point)}
          focusable={index === focusable}
          handlers={handlers}
        />
      ))}
    </g>
  );
}

const touchGuarded = new WeakSet<Element>();
const preventTouchPan = (event: TouchEvent) => event.preventDefault();

interface HandleHandlers {
  register(index: number, element: SVGGElement | null): void;
  focus(index: number): void;
  keyDown(index: number, event: KeyboardEvent): void;
  pointerDown(index: number, event: PointerEvent): void;
  pointerMove(index: number, event: PointerEvent): void;
  pointerEnd(): void;
}

/** One movable point: its props are numbers and strings, and its handlers stable, so memo skips the ones that did not move. */
const PointHandle = memo(function PointHandle({
  index,
  cx,
  cy,
  radius,
  fill,
  halo,
  label,
  focusable,
  handlers,
}: {
  index: number;
  cx: number;
  cy: number;
  radius: number;
  fill: string;
  /** The ring around the mark that lifts it off the field: the backing's colour. */
  halo: string;
  label: string;
  focusable: boolean;
  handlers: HandleHandlers;
}) {
  const register = useCallback((element: SVGGElement | null) => handlers.register(index, element), [handlers, index]);
  return (
    <g
      ref={register}
      className="widget-point"
      role="button"
      aria-roledescription="movable point"
      aria-label={label}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown PageUp PageDown Home End"
      tabIndex={focusable ? 0 : -1}
      onFocus={() => handlers.focus(index)}
      onKeyDown={(event) => handlers.keyDown(index, event)}
      onPointerDown={(event) => handlers.pointerDown(index, event)}
      onPointerMove={(event) => handlers.pointerMove(index, event)}
      onPointerUp={handlers.pointerEnd}
      onPointerCancel={handlers.pointerEnd}
    >
      {/* A finger-sized target around the mark; only the handle itself takes the touch, so the page still scrolls elsewhere. */}
      <circle cx={cx} cy={cy} r={Math.max(16, radius * 2.5)} fill="transparent" />
      <circle className="widget-point-mark" cx={cx} cy={cy} r={radius} fill={fill} stroke={halo} strokeWidth={1.5} />
    </g>
  );
});
