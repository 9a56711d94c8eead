import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  ControlPanel,
  formatNumber,
  palette,
  Readout,
  Slider,
  Stage,
  useAnimationLoop,
  useFigureColours,
  useWidgetRendering,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  bestView,
  cloud,
  FEATURE_NAMES,
  initialState,
  normaliseView,
  parseState,
  project,
  viewRotation,
  viewVariance,
  yawDifference,
  type Pca3dState,
  type Vector3,
} from '~/features/lectures/live-figures/pca-3d/model';

const WIDTH = 560;
const HEIGHT = 360;
/** The plot: a square on the left, the cloud's mean at its centre, 50 drawing units per standard deviation (the farthest flower is 3.4 from the mean). */
const plot = { left: 0, top: 0, size: 370, scale: 50 };
const centre = { x: plot.left + plot.size / 2, y: 190 };
/** The variance bar on the right: the total variance tr(S), split into what the screen keeps and the depth. */
const bar = { x: 420, width: 40, top: 64, bottom: 316 };
/** Degrees per arrow key press, and per drawing unit of a drag. */
const KEY_STEP = 5;
const DRAG_DEGREES = 0.5;
/** How long "Show best view" takes to turn there, when motion is allowed. */
const TURN_MS = 700;
/** The feature axes are drawn from −AXIS_REACH to +AXIS_REACH standard deviations. */
const AXIS_REACH = 2.5;
/** A PC arrow shorter than this on screen is seen nearly end on and is not drawn. */
const MIN_ARROW = 12;

const { points, mean, matrix, eigen } = cloud;
const [nu1, nu2, nu3] = eigen.values;
const best = nu1 + nu2;
const total = matrix[0][0] + matrix[1][1] + matrix[2][2];
/** The farthest flower from the mean: depth is shown relative to it. */
const reach = Math.max(...points.map((point) => Math.hypot(point[0] - mean[0], point[1] - mean[1], point[2] - mean[2])));

const percent = (fraction: number) => `${Math.round(100 * fraction)}%`;
const angle = (degrees: number) => `${formatNumber(degrees, 0)}°`;

/** The figure's numbers, computed once per state for the drawing, the readout and the words. */
function measure(state: Pca3dState) {
  const rotation = viewRotation(state);
  const { kept, depth } = viewVariance(matrix, rotation);
  // At the best view up to rounding: the button has nothing left to do.
  return { rotation, kept, depth, atBest: kept >= best * (1 - 1e-9) };
}

function describe(state: Pca3dState): string {
  const { kept, depth } = measure(state);
  return (
    `turned ${angle(state.yaw)}, tilted ${angle(state.pitch)}: the screen plane keeps variance ${formatNumber(kept)} of the best ${formatNumber(best)} (${percent(kept / best)}); ` +
    `the depth, the reconstruction error, is ${formatNumber(depth)} (at least ν3 ${formatNumber(nu3)}); ` +
    `the best plane, PC1 and PC2, keeps ${percent(best / total)} of the total variance ${formatNumber(total)}`
  );
}

/** A drawing position for a point in view coordinates (right, up, towards the viewer). */
const toScreen = ([right, up]: Vector3) => [centre.x + plot.scale * right, centre.y - plot.scale * up] as const;

/** A label's place just past the end of a line drawn from the centre, `gap` drawing units further along it. */
function pastEnd([x2, y2]: readonly [number, number], gap: number) {
  const length = Math.hypot(x2 - centre.x, y2 - centre.y) || 1;
  return { x: x2 + (gap * (x2 - centre.x)) / length, y: y2 + (gap * (y2 - centre.y)) / length };
}

/** Where a PC arrow's label goes: past its head, the baseline lowered to centre the text. */
const arrowLabelAt = (end: readonly [number, number]) => {
  const { x, y } = pastEnd(end, 16);
  return { x, y: y + 5 };
};

/** Roughly how wide a label is at `fontSize`, for keeping labels apart. */
const labelWidth = (text: string, fontSize: number) => 0.58 * fontSize * text.length;

/**
 * Where each feature axis's name goes: just past its end, along the axis. Two axes can point almost
 * the same way on screen (petal length and petal width do in the best view), and an axis can end
 * beside a PC arrow's label, so a name that would overlap one placed before it moves a line down or
 * up, whichever is free first.
 */
function axisLabels(axes: { name: string; end: Vector3 }[], components: Vector3[]) {
  const placed = components
    .map((end) => toScreen(end))
    .filter(([x2, y2]) => Math.hypot(x2 - centre.x, y2 - centre.y) >= MIN_ARROW)
    .map((at) => ({ ...arrowLabelAt(at), width: labelWidth('PC1', 14) }));
  const overlaps = (label: { x: number; y: number; width: number }) =>
    placed.some((other) => Math.abs(other.x - label.x) < (other.width + label.width) / 2 + 4 && Math.abs(other.y - label.y) < 14);
  return axes.map(({ name, end }) => {
    const { x, y } = pastEnd(toScreen(end), 14);
    const width = labelWidth(name, 12);
    const label = [0, 14, -14, 28, -28].map((shift) => ({ x, y: y + 4 + shift, width })).find((candidate) => !overlaps(candidate)) ?? { x, y: y + 4, width };
    placed.push(label);
    return { name, end, label };
  });
}

/** An arrow in `colour`, its label in `labelColour` (the same hue, dark or light enough to read as text). */
function Arrow({ to, label, colour, labelColour }: { to: Vector3; label: string; colour: string; labelColour: string }) {
  const colours = useFigureColours();
  const [x2, y2] = toScreen(to);
  const length = Math.hypot(x2 - centre.x, y2 - centre.y);
  // Seen end on, the arrow is a point: draw nothing rather than a head pointing nowhere.
  if (length < MIN_ARROW) return null;
  const [ux, uy] = [(x2 - centre.x) / length, (y2 - centre.y) / length];
  const head = `${x2},${y2} ${x2 - 11 * ux - 5 * uy},${y2 - 11 * uy + 5 * ux} ${x2 - 11 * ux + 5 * uy},${y2 - 11 * uy - 5 * ux}`;
  const at = arrowLabelAt([x2, y2]);
  return (
    <g>
      <line x1={centre.x} y1={centre.y} x2={x2 - 8 * ux} y2={y2 - 8 * uy} stroke={colour} strokeWidth={3} />
      <polygon points={head} fill={colour} />
      <text x={at.x} y={at.y} textAnchor="middle" fontSize={14} fontWeight={600} fill={labelColour} stroke={colours.paper} strokeWidth={4} paintOrder="stroke">
        {label}
      </text>
    </g>
  );
}

function Pca3dView({ state, update, reducedMotion, active }: WidgetViewProps<Pca3dState>) {
  const colours = useFigureColours();
  const { poster } = useWidgetRendering();
  const { rotation, kept, depth, atBest } = measure(state);
  const view = project(points, mean, rotation);
  // Back to front, so nearer flowers are drawn over farther ones.
  const order = view.map((_, index) => index).sort((a, b) => view[a][2] - view[b][2]);
  const components = [0, 1].map((j) => {
    const length = Math.sqrt(eigen.values[j]);
    const [end] = project([eigen.vectors[j].map((value) => length * value) as unknown as Vector3], [0, 0, 0], rotation);
    return end;
  });
  const axes = axisLabels(
    FEATURE_NAMES.map((name, k) => {
      const unit: Vector3 = [k === 0 ? 1 : 0, k === 1 ? 1 : 0, k === 2 ? 1 : 0];
      const [end] = project([unit.map((value) => AXIS_REACH * value) as unknown as Vector3], [0, 0, 0], rotation);
      return { name, end };
    }),
    components,
  );
  const barY = (variance: number) => bar.bottom - (variance / total) * (bar.bottom - bar.top);

  const turn = useTurn(state, update, reducedMotion, active);

  return (
    <>
      <Stage
        width={WIDTH}
        height={HEIGHT}
        label="PCA in 3-D: thirty Iris flowers seen from a viewpoint you can turn, the feature axes, the first two principal components as arrows, and a bar splitting the variance between the screen and the depth"
      >
        <defs>
          <clipPath id="pca-3d-plot">
            <rect x={plot.left} y={plot.top} width={plot.size} height={HEIGHT} />
          </clipPath>
        </defs>
        <g clipPath="url(#pca-3d-plot)" aria-hidden="true">
          {axes.map(({ name, end, label }) => {
            const [x1, y1] = toScreen([-end[0], -end[1], 0]);
            const [x2, y2] = toScreen(end);
            return (
              <g key={name}>
                <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={colours.muted} strokeDasharray="4 3" />
                <text x={label.x} y={label.y} textAnchor="middle" fontSize={12} fill={colours.note} stroke={colours.paper} strokeWidth={3} paintOrder="stroke">
                  {name}
                </text>
              </g>
            );
          })}
          {order.map((index) => {
            const [cx, cy] = toScreen(view[index]);
            // 0 at the far side of the cloud, 1 at the near side: nearer flowers are larger and darker.
            const nearness = (view[index][2] / reach + 1) / 2;
            return (
              <circle
                key={index}
                cx={cx}
                cy={cy}
                r={3 + 3 * nearness}
                fill={colours.ink}
                fillOpacity={0.25 + 0.75 * nearness}
                stroke={colours.paper}
                strokeWidth={1}
              />
            );
          })}
          {components.map((end, j) => (
            <Arrow key={j} to={end} label={`PC${j + 1}`} colour={palette.blue} labelColour={colours.text.blue} />
          ))}
          <text x={12} y={24} fontSize={14} fill={colours.ink} stroke={colours.paper} strokeWidth={4} paintOrder="stroke">
            {`Screen keeps ${formatNumber(kept)} of the best ${formatNumber(best)} (${percent(kept / best)})`}
          </text>
          <text x={12} y={44} fontSize={14} fill={colours.text.vermillion} stroke={colours.paper} strokeWidth={4} paintOrder="stroke">
            {`Depth, the error: ${formatNumber(depth)} (least ${formatNumber(nu3)})`}
          </text>
        </g>
        <g aria-hidden="true" fontSize={13} fill={colours.ink}>
          <text x={bar.x + bar.width / 2} y={bar.top - 28} textAnchor="middle" fontSize={14}>
            Variance
          </text>
          <text x={bar.x + bar.width / 2} y={bar.top - 10} textAnchor="middle">
            {`total ${formatNumber(total)}`}
          </text>
          <rect x={bar.x} y={barY(kept)} width={bar.width} height={bar.bottom - barY(kept)} fill={palette.sky} />
          <rect x={bar.x} y={bar.top} width={bar.width} height={barY(kept) - bar.top} fill={palette.vermillion} fillOpacity={0.35} />
          <rect x={bar.x} y={bar.top} width={bar.width} height={bar.bottom - bar.top} fill="none" stroke={colours.muted} />
          <line x1={bar.x - 6} x2={bar.x + bar.width + 6} y1={barY(best)} y2={barY(best)} stroke={colours.ink} strokeWidth={2} />
          <text x={bar.x - 9} y={barY(best) + 4} textAnchor="end">
            best
          </text>
          <text x={bar.x + bar.width + 8} y={Math.min(bar.bottom - 4, (barY(kept) + bar.bottom) / 2 + 4)}>
            screen
          </text>
          <text x={bar.x + bar.width + 8} y={Math.max(bar.top + 12, (barY(kept) + bar.top) / 2 + 4)} fill={colours.text.vermillion}>
            depth
          </text>
          <text x={bar.x + bar.width / 2} y={bar.bottom + 20} textAnchor="middle">
            {`ν1 + ν2 ${formatNumber(best)}`}
          </text>
          <text x={bar.x + bar.width / 2} y={bar.bottom + 38} textAnchor="middle">
            {`ν3 ${formatNumber(nu3)}`}
          </text>
        </g>
        {poster ? null : <Rotator state={state} turn={turn} />}
      </Stage>
      <ControlPanel>
        <Slider label="Turn" value={state.yaw} min={-180} max={180} step={1} format={angle} onChange={(yaw) => turn.to((now) => ({ ...now, yaw }))} />
        <Slider label="Tilt" value={state.pitch} min={-90} max={90} step={1} format={angle} onChange={(pitch) => turn.to((now) => ({ ...now, pitch }))} />
        <WidgetButton disabled={atBest} onClick={() => turn.toBest()}>
          Show best view
        </WidgetButton>
        <Readout
          items={[`Best plane: PC1 and PC2 keep ${percent(best / total)}`, `ν1 ${formatNumber(nu1)}`, `ν2 ${formatNumber(nu2)}`, `ν3 ${formatNumber(nu3)}`]}
        />
      </ControlPanel>
    </>
  );
}

interface Turn {
  /** Go to a view at once (a key, a drag, a slider); stops a turn in progress. */
  to(next: Pca3dState | ((current: Pca3dState) => Pca3dState)): void;
  /** Turn to the best view: animated, or at once under reduced motion. */
  toBest(): void;
}

/** The view's changes, and the animated turn of "Show best view", which a learner's own move interrupts. */
function useTurn(state: Pca3dState, update: WidgetViewProps<Pca3dState>['update'], reducedMotion: boolean, active: boolean): Turn {
  const [animation, setAnimation] = useState<{ from: Pca3dState; to: Pca3dState } | null>(null);
  const started = useRef<number | null>(null);

  const to = useCallback<Turn['to']>(
    (next) => {
      setAnimation(null);
      update((now) => normaliseView(typeof next === 'function' ? next(now) : next));
    },
    [update],
  );

  useAnimationLoop(
    animation !== null && active,
    () => {
      if (!animation) return false;
      const now = performance.now();
      started.current ??= now;
      const progress = Math.min(1, (now - started.current) / TURN_MS);
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
      const { from, to: target } = animation;
      update(
        progress < 1
          ? normaliseView({ yaw: from.yaw + eased * yawDifference(from.yaw, target.yaw), pitch: from.pitch + eased * (target.pitch - from.pitch) })
          : target,
      );
      return progress < 1;
    },
    () => setAnimation(null),
  );

  const toBest = () => {
    const target = normaliseView(bestView(eigen, state));
    if (reducedMotion) {
      update(target);
      return;
    }
    started.current = null;
    setAnimation({ from: state, to: target });
  };

  return { to, toBest };
}

/**
 * The plot as one control: a drag turns and tilts the cloud like a trackball, and so do the arrow
 * keys when it has the focus. Drawn over the plot, transparent, with a ring that shows the focus.
 */
function Rotator({ state, turn }: { state: Pca3dState; turn: Turn }) {
  const drag = useRef<{ x: number; y: number } | null>(null);
  const register = useCallback((element: SVGGElement | null) => {
    // Chromium ignores `touch-action: none` on SVG children, so a finger that turns the cloud would
    // also pan the page: a non-passive touchstart stops the pan (as kit/points.tsx does for points).
    element?.addEventListener('touchstart', (event) => event.preventDefault(), { passive: false });
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    turn.to((now) => ({ yaw: now.yaw + move[0], pitch: now.pitch + move[1] }));
  };
  const onPointerDown = (event: PointerEvent<SVGGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
    // Without scrolling: a drag that starts on a plot partly off screen must not move the page under the finger.
    event.currentTarget.focus({ preventScroll: true });
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<SVGGElement>) => {
    if (!drag.current) return;
    // Client pixels to drawing units, so a drag turns as far whatever the figure's width.
    const scale = event.currentTarget.ownerSVGElement?.getScreenCTM()?.a || 1;
    const [dx, dy] = [(event.clientX - drag.current.x) / scale, (event.clientY - drag.current.y) / scale];
    drag.current = { x: event.clientX, y: event.clientY };
    turn.to((now) => ({ yaw: now.yaw + DRAG_DEGREES * dx, pitch: now.pitch + DRAG_DEGREES * dy }));
  };
  const onPointerEnd = () => {
    drag.current = null;
  };

  return (
    <g
      ref={register}
      className="widget-rotator"
      role="application"
      aria-roledescription="turnable 3-D view"
      aria-label={`The Iris cloud, turned ${angle(state.yaw)} and tilted ${angle(state.pitch)}. Drag it, or use the arrow keys, to turn and tilt it.`}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <rect className="widget-rotator-ring" x={plot.left + 3} y={plot.top + 3} width={plot.size - 6} height={HEIGHT - 6} rx={6} fill="transparent" />
    </g>
  );
}

const pca3d: WidgetDefinition<Pca3dState> = { initialState, parseState, describe, View: Pca3dView };
export default pca3d;
