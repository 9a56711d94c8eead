import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import {
  Axes,
  Choice,
  classColours,
  ControlPanel,
  FieldLayer,
  formatNumber,
  linearScale,
  type Point,
  PointSet,
  Readout,
  rgba,
  Slider,
  Stage,
  useFigureColours,
  useWidgetRendering,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  C_STEPS,
  contourSegments,
  fitKey,
  fitSvm,
  GAMMA_STEPS,
  GRID,
  initialState,
  MAX_POINTS,
  parseState,
  SUPPORT_THRESHOLD,
  X_RANGE,
  Y_RANGE,
  type KernelName,
  type SvmFit,
  type SvmState,
} from '~/features/lectures/live-figures/svm/model';

const WIDTH = 560;
const HEIGHT = 478;
// 109 drawing units per data unit on both axes, so an RBF bump is drawn round.
const box = { left: 44, top: 40, width: 480, height: 360 };
const x = linearScale(X_RANGE, [box.left, box.left + box.width]);
const y = linearScale(Y_RANGE, [box.top + box.height, box.top]);
const KERNELS = [
  { value: 'linear', label: 'Linear' },
  { value: 'rbf', label: 'RBF' },
] as const satisfies readonly { value: KernelName; label: string }[];
const CLASSES = [
  { value: '0', label: 'y = −1 (blue)' },
  { value: '1', label: 'y = +1 (orange)' },
] as const;
const TINTS = classColours.slice(0, 2).map((colour) => rgba(colour));
/** Where "Add point" puts a new point (then moved with the arrow keys): the middle of the window. */
const ADD_AT: Point = [0.4, 0.35];
const RING = 8;

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
const kernelWords = (state: SvmState) => (state.kernel === 'linear' ? `Linear kernel, C ${state.C}` : `RBF kernel, C ${state.C}, γ ${state.gamma}`);
const kernelShort = (state: SvmState) => (state.kernel === 'linear' ? `Linear, C ${state.C}` : `RBF, C ${state.C}, γ ${state.gamma}`);
const nearestStep = (steps: readonly number[], value: number) =>
  steps.reduce((best, step, index) => (Math.abs(Math.log(step / value)) < Math.abs(Math.log(steps[best] / value)) ? index : best), 0);

/**
 * The fits the view has drawn, by state: describe() reads them and never trains (the live region
 * and the tutor hand-off must not block on SMO). A few recent ones, enough for Reset and a slider
 * moved back and forth.
 */
const fits = new Map<string, SvmFit>();
const KEPT_FITS = 16;
/** The state describe() could not put numbers to yet: when its fit arrives, the view asks again. */
let missedKey: string | null = null;

function remember(key: string, fit: SvmFit) {
  fits.delete(key);
  fits.set(key, fit);
  if (fits.size > KEPT_FITS) fits.delete(fits.keys().next().value as string);
}

function fitWords(fit: SvmFit): string {
  return (
    `${fit.supportVectors} support vectors, ${fit.atBound} of them at the bound C, training accuracy ${percent(fit.trainingAccuracy)}, ` +
    `test accuracy ${percent(fit.testAccuracy)}${fit.converged ? '' : ' (SMO stopped before convergence)'}`
  );
}

function describe(state: SvmState): string {
  const key = fitKey(state);
  const fit = fits.get(key);
  if (!fit) {
    missedKey = key;
    return `${kernelWords(state)}, ${state.points.length} points: training`;
  }
  return `${kernelWords(state)}, ${state.points.length} points: ${fitWords(fit)}`;
}

/** A fit and the state it was trained on (while a newer fit is pending, the drawing shows this one). */
interface DrawnFit {
  state: SvmState;
  fit: SvmFit;
}

/**
 * The latest fit for the state. The first is trained here, so the first paint matches the poster;
 * a state trained before (Reset, a slider moved back) is drawn from the cache at once; other fits
 * come from the worker, each request numbered, and a reply older than the latest request is
 * dropped, so a fast slider never paints a stale fit over a newer one. Until a fit arrives the last
 * one stays on screen.
 */
function useFit(state: SvmState, update: WidgetViewProps<SvmState>['update']): DrawnFit {
  const { poster } = useWidgetRendering();
  const [arrived, setArrived] = useState<DrawnFit>(() => {
    const key = fitKey(state);
    const fit = fits.get(key) ?? fitSvm(state);
    remember(key, fit);
    return { state, fit };
  });
  const worker = useRef<Worker | null>(null);
  const requests = useRef<{ latest: number; states: Map<number, SvmState> }>({ latest: 0, states: new Map() });

  useEffect(() => {
    if (poster) return;
    const instance = new Worker(new URL('./svm.worker.ts', import.meta.url), { type: 'module' });
    instance.onmessage = (event: MessageEvent<{ id: number; fit: SvmFit }>) => {
      const { id, fit } = event.data;
      const sent = requests.current.states.get(id);
      for (const old of requests.current.states.keys()) if (old <= id) requests.current.states.delete(old);
      if (id !== requests.current.latest || !sent) return;
      const key = fitKey(sent);
      remember(key, fit);
      setArrived({ state: sent, fit });
      // The live region spoke before this fit existed: ask the frame to speak again (the same state, so nothing redraws).
      if (missedKey === key) {
        missedKey = null;
        update((current) => current);
      }
    };
    worker.current = instance;
    return () => {
      worker.current = null;
      instance.terminate();
    };
  }, [poster, update]);

  useEffect(() => {
    const current = requests.current;
    current.latest++;
    current.states.clear();
    if (fits.has(fitKey(state))) return;
    current.states.set(current.latest, state);
    worker.current?.postMessage({ id: current.latest, state });
  }, [state]);

  const known = arrived.state === state ? undefined : fits.get(fitKey(state));
  return known ? { state, fit: known } : arrived;
}

/** Each cell tinted by its predicted class, paler inside the margin band |f| < 1. */
function fieldPixels(field: Float64Array): Uint8ClampedArray {
  const { columns, rows } = GRID;
  const pixels = new Uint8ClampedArray(columns * rows * 4);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const at = row * (columns + 1) + column;
      const value = (field[at] + field[at + 1] + field[at + columns + 1] + field[at + columns + 2]) / 4;
      const [red, green, blue] = TINTS[value > 0 ? 1 : 0];
      pixels.set([red, green, blue, Math.abs(value) < 1 ? 40 : 80], (row * columns + column) * 4);
    }
  }
  return pixels;
}

/** The level set f = level as an SVG path, from the grid's corners to drawing units. */
function levelPath(field: Float64Array, level: number): string {
  const segments = contourSegments(field, GRID.columns, GRID.rows, level);
  const sx = (column: number) => (box.left + (column / GRID.columns) * box.width).toFixed(1);
  const sy = (row: number) => (box.top + (row / GRID.rows) * box.height).toFixed(1);
  let path = '';
  for (let k = 0; k < segments.length; k += 4) path += `M${sx(segments[k])} ${sy(segments[k + 1])}L${sx(segments[k + 2])} ${sy(segments[k + 3])}`;
  return path;
}

function SvmView({ state, update }: WidgetViewProps<SvmState>) {
  const colours = useFigureColours();
  const { poster } = useWidgetRendering();
  const { state: fitted, fit } = useFit(state, update);
  const pixels = useMemo(() => fieldPixels(fit.field), [fit]);
  const paths = useMemo(() => ({ boundary: levelPath(fit.field, 0), margins: levelPath(fit.field, 1) + levelPath(fit.field, -1) }), [fit]);
  const [addClass, setAddClass] = useState<'0' | '1'>('1');
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const count = state.points.length;
  const selected = Math.min(chosen ?? 0, count - 1);
  const canRemove = state.labels.filter((label) => label === state.labels[selected]).length > 1;

  const addPoint = (point: Point) => {
    if (count >= MAX_POINTS) return;
    update((current) => ({ ...current, points: [...current.points, point], labels: [...current.labels, Number(addClass)] }));
    setChosen(count);
  };
  const removePoint = () => {
    if (!canRemove) return;
    update((current) => ({
      ...current,
      points: current.points.filter((_, index) => index !== selected),
      labels: current.labels.filter((_, index) => index !== selected),
    }));
  };
  const onPlotClick = (event: MouseEvent<SVGRectElement>) => {
    const matrix = event.currentTarget.ownerSVGElement?.getScreenCTM()?.inverse();
    if (!matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    addPoint([x.invert(at.x), y.invert(at.y)]);
  };

  const rings = fitted.points.flatMap((point, index) => {
    const alpha = fit.alpha[index];
    if (!(alpha > SUPPORT_THRESHOLD)) return [];
    const bound = alpha >= fitted.C - 1e-8;
    return [<circle key={index} cx={x(point[0])} cy={y(point[1])} r={RING} strokeDasharray={bound ? '3 2.5' : undefined} />];
  });
  const legendY = HEIGHT - 40;
  // The same element while the points and the chosen one stay put: a change of C or γ, or a fit
  // arriving, then re-renders the drawing's field and lines but not 160 point handles.
  const pointSet = useMemo(
    () => (
      <PointSet
        points={state.points}
        x={x}
        y={y}
        step={[0.05, 0.05]}
        radius={4}
        colour={(index) => classColours[state.labels[index]]}
        groupLabel="Training points: arrow keys move a point, Page Up and Page Down choose another"
        describe={(index, [px, py]) =>
          `Point ${index + 1} of ${count}, ${state.labels[index] === 1 ? 'orange, y = +1' : 'blue, y = −1'}: x ${formatNumber(px)}, y ${formatNumber(py)}`
        }
        selected={poster ? undefined : selected}
        onSelect={setChosen}
        onMove={(index, point) => update((current) => ({ ...current, points: current.points.map((old, i) => (i === index ? point : old)) }))}
      />
    ),
    [state.points, state.labels, count, selected, poster, update],
  );

  return (
    <>
      <Stage
        width={WIDTH}
        height={HEIGHT}
        label="Support vector machine: points of two classes, the regions each class is predicted in, the boundary and the margins"
      >
        <text x={box.left} y={26} fontSize={15} fill={colours.ink}>
          {`${kernelShort(fitted)}: ${fit.supportVectors} support vectors, training ${percent(fit.trainingAccuracy)}, test ${percent(fit.testAccuracy)}`}
        </text>
        <FieldLayer box={box} columns={GRID.columns} rows={GRID.rows} pixels={pixels} />
        <path d={paths.margins} fill="none" stroke={colours.ink} strokeWidth={1.2} strokeDasharray="5 4" />
        <path d={paths.boundary} fill="none" stroke={colours.ink} strokeWidth={2.4} />
        {poster ? null : <rect x={box.left} y={box.top} width={box.width} height={box.height} fill="transparent" onClick={onPlotClick} />}
        <Axes box={box} x={x} y={y} />
        <g fill="none" stroke={colours.ink} strokeWidth={1.5} pointerEvents="none">
          {rings}
        </g>
        {pointSet}
        <g fontSize={14} fill={colours.ink}>
          <circle cx={52} cy={legendY - 5} r={RING} fill="none" stroke={colours.ink} strokeWidth={1.5} />
          <text x={66} y={legendY}>
            support vector, 0 &lt; α &lt; C
          </text>
          <circle cx={300} cy={legendY - 5} r={RING} fill="none" stroke={colours.ink} strokeWidth={1.5} strokeDasharray="3 2.5" />
          <text x={314} y={legendY}>
            α = C: margin violator
          </text>
          <line x1={44} x2={62} y1={legendY + 19} y2={legendY + 19} stroke={colours.ink} strokeWidth={2.4} />
          <text x={66} y={legendY + 24}>
            boundary f(x) = 0
          </text>
          <line x1={292} x2={310} y1={legendY + 19} y2={legendY + 19} stroke={colours.ink} strokeWidth={1.2} strokeDasharray="5 4" />
          <text x={314} y={legendY + 24}>
            margins f(x) = ±1
          </text>
        </g>
      </Stage>
      <ControlPanel>
        <Choice legend="Kernel" options={KERNELS} value={state.kernel} onChange={(kernel) => update((current) => ({ ...current, kernel }))} />
        <Slider
          label="Penalty C"
          value={nearestStep(C_STEPS, state.C)}
          min={0}
          max={C_STEPS.length - 1}
          step={1}
          format={(index) => String(C_STEPS[index])}
          onChange={(index) => update((current) => ({ ...current, C: C_STEPS[index] }))}
        />
        <Slider
          label="RBF width γ"
          value={nearestStep(GAMMA_STEPS, state.gamma)}
          min={0}
          max={GAMMA_STEPS.length - 1}
          step={1}
          format={(index) => String(GAMMA_STEPS[index])}
          disabled={state.kernel === 'linear'}
          onChange={(index) => update((current) => ({ ...current, gamma: GAMMA_STEPS[index] }))}
        />
        <Choice legend="New point" options={CLASSES} value={addClass} onChange={setAddClass} />
        <WidgetButton onClick={() => addPoint(freeSpot(state.points))} disabled={count >= MAX_POINTS}>
          Add point
        </WidgetButton>
        <WidgetButton onClick={removePoint} disabled={!canRemove}>
          {`Remove point ${selected + 1}`}
        </WidgetButton>
        <Readout
          items={[
            `${fit.supportVectors} support vectors (${fit.atBound} at C)`,
            `training ${percent(fit.trainingAccuracy)}`,
            `test ${percent(fit.testAccuracy)}`,
          ]}
        />
      </ControlPanel>
    </>
  );
}

/** The middle of the window, or a step right of it per point already there: a new point never hides under another. */
function freeSpot(points: readonly Point[]): Point {
  let spot: Point = ADD_AT;
  while (points.some(([px, py]) => Math.abs(px - spot[0]) < 1e-9 && Math.abs(py - spot[1]) < 1e-9) && spot[0] + 0.1 <= X_RANGE[1])
    spot = [spot[0] + 0.1, spot[1]];
  return spot;
}

const svm: WidgetDefinition<SvmState> = { initialState, parseState, describe, View: SvmView };
export default svm;
