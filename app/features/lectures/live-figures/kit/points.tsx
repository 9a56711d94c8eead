import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { palette } from '../../../../../shared/palette.ts';
import { clamp, type LinearScale } from '~/features/lectures/live-figures/kit/scale';
import { useWidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';

export type Point = readonly [number, number];

/**
 * A set of points a learner can move: one tab stop with a roving focus. The arrow keys move the
 * focused point by `step` (data units), Page Up / Page Down (or [ and ]) choose the previous or next
 * point, Home and End the first and last. A pointer drags a point; a drag is never the only way.
 * Each point is named in words ("Point 3 of 12: x 2.1, y 4.3"), so a screen reader hears where it is.
 * A figure that acts on "the chosen point" (Remove point) passes `selected` and `onSelect`.
 */
export function PointSet({
  points,
  x,
  y,
  onMove,
  step,
  colour = () => palette.blue,
  describe,
  groupLabel,
  radius = 6,
  selected: chosen,
  onSelect,
}: {
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
}) {
  const { poster } = useWidgetRendering();
  const [ownSelected, setOwnSelected] = useState(0);
  const selected = chosen ?? ownSelected;
  const setSelected = (index: number) => {
    setOwnSelected(index);
    onSelect?.(index);
  };
  const handles = useRef<(SVGGElement | null)[]>([]);
  const dragging = useRef<number | null>(null);
  const [xMin, xMax] = [Math.min(...x.domain), Math.max(...x.domain)];
  const [yMin, yMax] = [Math.min(...y.domain), Math.max(...y.domain)];
  const place = (index: number, point: Point) => onMove(index, [clamp(point[0], xMin, xMax), clamp(point[1], yMin, yMax)]);

  if (poster) {
    return (
      <g>
        {points.map(([px, py], index) => (
          <circle key={index} cx={x(px)} cy={y(py)} r={radius} fill={colour(index)} stroke="#ffffff" strokeWidth={1.5} />
        ))}
      </g>
    );
  }

  const choose = (index: number) => {
    const next = (index + points.length) % points.length;
    setSelected(next);
    handles.current[next]?.focus();
  };
  const onKeyDown = (index: number, event: KeyboardEvent) => {
    const [px, py] = points[index];
    const moves: Record<string, Point> = {
      ArrowLeft: [px - step[0], py],
      ArrowRight: [px + step[0], py],
      ArrowUp: [px, py + step[1]],
      ArrowDown: [px, py - step[1]],
    };
    const choices: Record<string, number> = { PageUp: index - 1, '[': index - 1, PageDown: index + 1, ']': index + 1, Home: 0, End: points.length - 1 };
    if (event.key in moves) place(index, moves[event.key]);
    else if (event.key in choices) choose(choices[event.key]);
    else return;
    event.preventDefault();
  };
  const toData = (event: PointerEvent): Point | undefined => {
    const svg = (event.currentTarget as SVGGElement).ownerSVGElement;
    const matrix = svg?.getScreenCTM()?.inverse();
    if (!svg || !matrix) return undefined;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return [x.invert(at.x), y.invert(at.y)];
  };

  return (
    <g role="group" aria-label={groupLabel}>
      {points.map((point, index) => (
        <g
          key={index}
          ref={(element) => {
            handles.current[index] = element;
          }}
          className="widget-point"
          role="button"
          aria-roledescription="movable point"
          aria-label={describe(index, point)}
          aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown PageUp PageDown Home End"
          tabIndex={index === Math.min(selected, points.length - 1) ? 0 : -1}
          onFocus={() => setSelected(index)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPointerDown={(event) => {
            dragging.current = index;
            setSelected(index);
            event.currentTarget.setPointerCapture(event.pointerId);
            event.preventDefault();
            event.currentTarget.focus();
          }}
          onPointerMove={(event) => {
            if (dragging.current !== index) return;
            const at = toData(event);
            if (at) place(index, at);
          }}
          onPointerUp={() => (dragging.current = null)}
          onPointerCancel={() => (dragging.current = null)}
        >
          {/* A finger-sized target around the mark; only the handle itself takes the touch, so the page still scrolls elsewhere. */}
          <circle cx={x(point[0])} cy={y(point[1])} r={Math.max(16, radius * 2.5)} fill="transparent" />
          <circle className="widget-point-mark" cx={x(point[0])} cy={y(point[1])} r={radius} fill={colour(index)} stroke="#ffffff" strokeWidth={1.5} />
        </g>
      ))}
    </g>
  );
}
