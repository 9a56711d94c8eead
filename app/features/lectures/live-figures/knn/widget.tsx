import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Axes,
  Choice,
  classColours,
  ControlPanel,
  FieldLayer,
  formatNumber,
  linearScale,
  PointSet,
  Readout,
  rgba,
  Slider,
  Stage,
  useFigureColours,
  useWidgetRendering,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  fitKnn,
  GRID,
  initialState,
  K_RANGE,
  parseState,
  X_RANGE,
  Y_RANGE,
  type KnnFit,
  type KnnState,
  type Metric,
} from '~/features/lectures/live-figures/knn/model';

const WIDTH = 560;
const HEIGHT = 470;
// 72.7 drawing units per data unit on both axes, so L2 neighbourhoods are round and L1 ones diamonds.
const box = { left: 44, top: 40, width: 480, height: 400 };
const x = linearScale(X_RANGE, [box.left, box.left + box.width]);
const y = linearScale(Y_RANGE, [box.top + box.height, box.top]);
const METRICS = [
  { value: 'L2', label: 'L2 (Euclidean)' },
  { value: 'L1', label: 'L1 (Manhattan)' },
] as const satisfies readonly { value: Metric; label: string }[];
const TINTS = classColours.slice(0, 2).map((colour) => rgba(colour));

// Accuracy as a whole percentage everywhere (drawing, readout, live region), so the three agree.
const percent = (share: number) => `${Math.round(100 * share)}%`;

// The fits the view has drawn, by state: describe() speaks after the learner pauses, by which time
// the worker has usually answered for that very state, so it need not compute the fit again.
const drawnFits = new WeakMap<KnnState, KnnFit>();

function describe(state: KnnState): string {
  const { training, leaveOneOut } = drawnFits.get(state) ?? fitKnn(state);
  return `k ${state.k}, ${state.metric} distance, training accuracy ${percent(training)}, leave-one-out accuracy ${percent(leaveOneOut)}`;
}

/** Each cell tinted by its majority class, paler where the vote is close. */
function regionPixels(votes: Float64Array): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(votes.length * 4);
  votes.forEach((vote, cell) => {
    const [red, green, blue] = TINTS[vote > 0.5 ? 1 : 0];
    pixels[cell * 4] = red;
    pixels[cell * 4 + 1] = green;
    pixels[cell * 4 + 2] = blue;
    pixels[cell * 4 + 3] = Math.round(255 * (0.14 + 0.22 * Math.abs(2 * vote - 1)));
  });
  return pixels;
}

/**
 * The fit for the current state. The first one is computed here, so the first paint matches the
 * poster; later ones come from the worker, at most one request in flight: while it computes, only
 * the latest state waits, so a fast drag never queues stale fits. Until the answer comes, the last
 * fit stays on screen (a few milliseconds).
 */
function useKnnFit(state: KnnState): KnnFit {
  const { poster } = useWidgetRendering();
  const [fit, setFit] = useState(() => {
    const first = fitKnn(state);
    drawnFits.set(state, first);
    return first;
  });
  const worker = useRef<{ post(state: KnnState): void } | null>(null);
  const first = useRef(state);

  useEffect(() => {
    if (poster) return;
    const instance = new Worker(new URL('./regions.worker.ts', import.meta.url), { type: 'module' });
    let busy = false;
    let waiting: KnnState | null = null;
    let sent: KnnState | null = null;
    const send = (next: KnnState) => {
      busy = true;
      sent = next;
      instance.postMessage({ id: 0, state: next });
    };
    instance.onmessage = (event: MessageEvent<{ fit: KnnFit }>) => {
      if (sent) drawnFits.set(sent, event.data.fit);
      setFit(event.data.fit);
      busy = false;
      if (waiting) send(waiting);
      waiting = null;
    };
    worker.current = { post: (next) => (busy ? (waiting = next) : send(next)) };
    return () => {
      worker.current = null;
      instance.terminate();
    };
  }, [poster]);

  useEffect(() => {
    if (state !== first.current) worker.current?.post(state);
  }, [state]);

  return poster ? fitKnn(state) : fit;
}

function KnnView({ state, update }: WidgetViewProps<KnnState>) {
  const colours = useFigureColours();
  const { votes, training, leaveOneOut } = useKnnFit(state);
  const pixels = useMemo(() => regionPixels(votes), [votes]);
  const className = (index: number) => (state.labels[index] === 1 ? 'orange' : 'blue');

  return (
    <>
      <Stage width={WIDTH} height={HEIGHT} label="k nearest neighbours: 200 training points of two classes over the regions each class wins">
        <text x={box.left} y={26} fontSize={15} fill={colours.ink}>
          {`k = ${state.k}, ${state.metric}: training accuracy ${percent(training)}, leave-one-out ${percent(leaveOneOut)}`}
        </text>
        <FieldLayer box={box} columns={GRID.columns} rows={GRID.rows} pixels={pixels} />
        <Axes box={box} x={x} y={y} />
        <PointSet
          points={state.points}
          x={x}
          y={y}
          step={[0.1, 0.1]}
          radius={4.5}
          colour={(index) => classColours[state.labels[index]]}
          groupLabel="Training points: arrow keys move a point, Page Up and Page Down choose another"
          describe={(index, [px, py]) => `Point ${index + 1} of ${state.points.length}, ${className(index)}: x ${formatNumber(px)}, y ${formatNumber(py)}`}
          onMove={(index, point) => update((current) => ({ ...current, points: current.points.map((old, i) => (i === index ? point : old)) }))}
        />
      </Stage>
      <ControlPanel>
        <Slider label="Neighbours k" value={state.k} min={K_RANGE[0]} max={K_RANGE[1]} step={2} onChange={(k) => update((current) => ({ ...current, k }))} />
        <Choice legend="Distance" options={METRICS} value={state.metric} onChange={(metric) => update((current) => ({ ...current, metric }))} />
        <Readout items={[`training accuracy ${percent(training)}`, `leave-one-out ${percent(leaveOneOut)}`]} />
      </ControlPanel>
    </>
  );
}

const knn: WidgetDefinition<KnnState> = { initialState, parseState, describe, View: KnnView };
export default knn;
