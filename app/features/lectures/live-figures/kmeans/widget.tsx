import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Axes,
  Choice,
  classColours,
  ControlPanel,
  FieldLayer,
  formatNumber,
  linearScale,
  Readout,
  rgba,
  Slider,
  Stage,
  useAnimationLoop,
  useFigureColours,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  initialState,
  K_RANGE,
  parseState,
  replay,
  X_RANGE,
  Y_RANGE,
  type KMeansRun,
  type KMeansState,
  type Point,
  type Seeding,
} from '~/features/lectures/live-figures/kmeans/model';

const WIDTH = 560;
const HEIGHT = 462;
// 56 drawing units per data unit on both axes, so the Voronoi cells keep their true angles.
const box = { left: 56, top: 42, width: 448, height: 392 };
const x = linearScale(X_RANGE, [box.left, box.left + box.width]);
const y = linearScale(Y_RANGE, [box.top + box.height, box.top]);
/** The Voronoi field's cells: 8 × 7 data units at 14 cells per unit, about 10,000 cells, recoloured in well under a millisecond. */
const COLUMNS = 112;
const ROWS = 98;
/** While running, one half-step this often: slow enough to watch each Assign and Update. */
const RUN_STEP_MS = 700;

const SEEDINGS: readonly { value: Seeding; label: string }[] = [
  { value: 'uniform', label: 'uniform' },
  { value: 'kmeans++', label: 'k-means++' },
];

const seedingName = (seeding: Seeding) => (seeding === 'uniform' ? 'uniform' : 'k-means++');
const j = (value: number) => formatNumber(value, 1);

/** What the last step did to J, in words: a step never raises it, but a small change can vanish in the rounding. */
function change(run: KMeansRun): string {
  const [before, after] = [j(run.before!), j(run.after!)];
  return before === after ? `J stays at ${after} (to one decimal)` : `J fell from ${before} to ${after}`;
}

/** Where the run stands, in words: what the last step did and what it did to J. */
function stepInWords(run: KMeansRun, state: KMeansState): string {
  if (run.last === 'start') return `Start: ${state.k} data points drawn as centres (${seedingName(state.seeding)}). J needs an assignment: press Assign.`;
  if (run.converged) return `Converged: the Assign of iteration ${run.iteration} changed no point, so J stays ${j(run.after!)}, a local minimum.`;
  if (run.last === 'assign') {
    const moved = run.changed === 1 ? '1 point changed cluster' : `${run.changed} points changed cluster`;
    return run.before === null ? `Assign: every point joins its nearest centre; J = ${j(run.after!)}.` : `Assign: ${moved}; ${change(run)}.`;
  }
  return `Update: each centre moved to the mean of its cluster; ${change(run)}.`;
}

function describe(state: KMeansState): string {
  const run = replay(state);
  const where = run.last === 'start' ? 'at the start' : `iteration ${run.iteration} after ${run.last === 'assign' ? 'Assign' : 'Update'}, J ${j(run.after!)}`;
  return `K ${state.k}, ${seedingName(state.seeding)} start ${state.seed}, ${where}${run.converged ? ', converged' : ''}`;
}

/** The Voronoi cells of the centres: each field cell takes the colour of its nearest centre. */
function voronoiPixels(centroids: readonly Point[]): Uint8ClampedArray {
  const colours = centroids.map((_, index) => rgba(classColours[index], 0.2));
  const pixels = new Uint8ClampedArray(COLUMNS * ROWS * 4);
  for (let row = 0; row < ROWS; row++) {
    const py = Y_RANGE[1] - ((row + 0.5) / ROWS) * (Y_RANGE[1] - Y_RANGE[0]);
    for (let column = 0; column < COLUMNS; column++) {
      const px = X_RANGE[0] + ((column + 0.5) / COLUMNS) * (X_RANGE[1] - X_RANGE[0]);
      let best = 0;
      let bestDistance = Infinity;
      centroids.forEach(([cx, cy], index) => {
        const distance = (px - cx) ** 2 + (py - cy) ** 2;
        if (distance < bestDistance) [best, bestDistance] = [index, distance];
      });
      pixels.set(colours[best], (row * COLUMNS + column) * 4);
    }
  }
  return pixels;
}

/** A centre: a cross in its cluster's colour, outlined in black (as in the lecture's Lloyd figure). */
function Cross({ at: [cx, cy], colour }: { at: Point; colour: string }) {
  const colours = useFigureColours();
  const d = `M${x(cx) - 8},${y(cy) - 8}L${x(cx) + 8},${y(cy) + 8}M${x(cx) - 8},${y(cy) + 8}L${x(cx) + 8},${y(cy) - 8}`;
  return (
    <g>
      <path d={d} stroke={colours.ink} strokeWidth={6.5} strokeLinecap="round" fill="none" />
      <path d={d} stroke={colour} strokeWidth={3.5} strokeLinecap="round" fill="none" />
    </g>
  );
}

function KMeansView({ state, update, reducedMotion, active }: WidgetViewProps<KMeansState>) {
  const colours = useFigureColours();
  const run = useMemo(() => replay(state), [state]);
  // Where the centres were before an Update, so the drawing shows how far each one moved.
  const previous = useMemo(() => (run.last === 'update' ? replay({ ...state, steps: run.steps - 1 }).centroids : null), [run, state]);
  const pixels = useMemo(() => voronoiPixels(run.centroids), [run.centroids]);
  const [running, setRunning] = useState(false);
  const lastStepAt = useRef(0);
  const assignButton = useRef<HTMLButtonElement>(null);
  const updateButton = useRef<HTMLButtonElement>(null);

  const assignNext = run.steps % 2 === 0;
  const canStep = !run.converged;
  // The pressed step button is disabled until the other step is taken: the keyboard moves on to the
  // step that comes next, once it is enabled (after the render), so Enter, Enter, ... runs Lloyd.
  const focusNext = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [run.steps]);
  const step = (from: 'assign' | 'update') => {
    focusNext.current = (from === 'assign' ? updateButton : assignButton).current;
    update((current) => ({ ...current, steps: replay(current).steps + 1 }));
  };
  const restart = (change: Partial<KMeansState>) => {
    setRunning(false);
    update((current) => ({ ...current, ...change, steps: 0 }));
  };

  useAnimationLoop(
    running && active && !reducedMotion && canStep,
    () => {
      const now = performance.now();
      if (now - lastStepAt.current < RUN_STEP_MS) return true;
      lastStepAt.current = now;
      const next = { ...state, steps: run.steps + 1 };
      update(next);
      return !replay(next).converged;
    },
    () => setRunning(false),
  );

  const heading =
    run.last === 'start'
      ? `Start: ${state.k} centres, ${seedingName(state.seeding)}`
      : `Iteration ${run.iteration}, after ${run.last === 'assign' ? 'Assign' : 'Update'}: J = ${j(run.after!)}${run.converged ? ' (converged)' : ''}`;

  return (
    <>
      <Stage width={WIDTH} height={HEIGHT} label="k-means: data points coloured by cluster, the centres as crosses, and the Voronoi cell of each centre shaded">
        <FieldLayer box={box} columns={COLUMNS} rows={ROWS} pixels={pixels} />
        <Axes box={box} x={x} y={y} />
        <text x={box.left} y={26} fontSize={17} fontWeight={600} fill={colours.ink}>
          {heading}
        </text>
        <g aria-hidden="true">
          {run.points.map(([px, py], index) => (
            <circle
              key={index}
              cx={x(px)}
              cy={y(py)}
              r={4.5}
              fill={run.labels ? classColours[run.labels[index]] : colours.muted}
              stroke={colours.paper}
              strokeWidth={0.8}
            />
          ))}
          {previous?.map(([px, py], index) => (
            <g key={index}>
              <circle cx={x(px)} cy={y(py)} r={6} fill="none" stroke={colours.ink} strokeWidth={1.5} strokeDasharray="2 2" />
              <line
                x1={x(px)}
                y1={y(py)}
                x2={x(run.centroids[index][0])}
                y2={y(run.centroids[index][1])}
                stroke={colours.ink}
                strokeWidth={1.5}
                strokeDasharray="4 3"
              />
            </g>
          ))}
          {run.centroids.map((centre, index) => (
            <Cross key={index} at={centre} colour={classColours[index]} />
          ))}
        </g>
      </Stage>
      <ControlPanel>
        <button ref={assignButton} type="button" className="widget-button" disabled={!canStep || !assignNext} onClick={() => step('assign')}>
          Assign
        </button>
        <button ref={updateButton} type="button" className="widget-button" disabled={!canStep || assignNext} onClick={() => step('update')}>
          Update
        </button>
        {reducedMotion ? null : (
          <WidgetButton
            disabled={!canStep}
            onClick={() => {
              lastStepAt.current = 0;
              setRunning(!running);
            }}
          >
            {running ? 'Pause' : 'Run'}
          </WidgetButton>
        )}
        <WidgetButton onClick={() => restart({ seed: state.seed + 1 })}>New start</WidgetButton>
        <Slider label="Clusters K" value={state.k} min={K_RANGE[0]} max={K_RANGE[1]} step={1} onChange={(k) => restart({ k })} />
        <Choice legend="Seeding" options={SEEDINGS} value={state.seeding} onChange={(seeding) => restart({ seeding })} />
        <Readout>{stepInWords(run, state)}</Readout>
      </ControlPanel>
    </>
  );
}

const kmeans: WidgetDefinition<KMeansState> = { initialState, parseState, describe, View: KMeansView };
export default kmeans;
