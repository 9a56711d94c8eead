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
  accuracy,
  activationLabels,
  datasetLabels,
  datasetOf,
  DOMAIN,
  freshState,
  initialState,
  LEARNING_RATES,
  MAX_UNITS,
  parseState,
  predict,
  sizesOf,
  stateLoss,
  trackProgress,
  trainState,
  type ActivationName,
  type DatasetName,
  type PlaygroundState,
  type RunProgress,
} from '~/features/lectures/live-figures/nn-playground/model';

const WIDTH = 560;
const HEIGHT = 400;
const box = { left: 52, top: 14, width: 340, height: 340 };
const x = linearScale(DOMAIN, [box.left, box.left + box.width]);
const y = linearScale(DOMAIN, [box.top + box.height, box.top]);
/** Field cells per side: 50 × 50 forward passes a frame is well under a millisecond. */
const CELLS = 50;
/** Training a frame may take while running, so the page keeps answering input (a fifth of a frame). */
const FRAME_BUDGET_MS = 3;
const MAX_EPOCHS_PER_FRAME = 25;
const COLUMN = box.left + box.width + 24;

const datasetOptions = (Object.keys(datasetLabels) as DatasetName[]).map((value) => ({ value, label: datasetLabels[value] }));
const activationOptions = (Object.keys(activationLabels) as ActivationName[]).map((value) => ({ value, label: activationLabels[value] }));

function architecture(state: PlaygroundState): string {
  const layers = state.layers === 1 ? '1 hidden layer' : `${state.layers} hidden layers`;
  return `${layers} of ${state.units} ${activationLabels[state.activation]} ${state.units === 1 ? 'unit' : 'units'}`;
}

function describe(state: PlaygroundState): string {
  const trainingAccuracy = accuracy(sizesOf(state), state.activation, state.weights, datasetOf(state.dataset));
  return (
    `${datasetLabels[state.dataset]} data, ${architecture(state)}, learning rate ${formatNumber(state.learningRate)}; ` +
    `epoch ${state.epoch}, training loss ${formatNumber(stateLoss(state), 3)}, training accuracy ${formatNumber(trainingAccuracy)}`
  );
}

/** The decision regions: each cell's colour leans to the class the network predicts, stronger where it is surer. */
function regionPixels(state: PlaygroundState): Uint8ClampedArray {
  const sizes = sizesOf(state);
  const pixels = new Uint8ClampedArray(CELLS * CELLS * 4);
  const [zero, one] = [rgba(classColours[0]), rgba(classColours[1])];
  for (let row = 0; row < CELLS; row++) {
    const x2 = y.invert(box.top + ((row + 0.5) / CELLS) * box.height);
    for (let column = 0; column < CELLS; column++) {
      const x1 = x.invert(box.left + ((column + 0.5) / CELLS) * box.width);
      const p = predict(sizes, state.activation, state.weights, x1, x2);
      const colour = p >= 0.5 ? one : zero;
      pixels.set([colour[0], colour[1], colour[2], Math.round(255 * (0.12 + 0.5 * Math.abs(2 * p - 1)))], (row * CELLS + column) * 4);
    }
  }
  return pixels;
}

function PlaygroundView({ state, update, active }: WidgetViewProps<PlaygroundState>) {
  const colours = useFigureColours();
  const [running, setRunning] = useState(false);
  // The states this view made: any other (Reset, from the frame) stops a run.
  const made = useRef(new WeakSet<PlaygroundState>());
  const change = (next: (current: PlaygroundState) => PlaygroundState) =>
    update((current) => {
      const value = next(current);
      made.current.add(value);
      return value;
    });
  useEffect(() => {
    if (!made.current.has(state)) setRunning(false);
  }, [state]);

  // The run's best loss so far: it stops once the loss has not fallen for PATIENCE steps.
  const progress = useRef<RunProgress | null>(null);
  useAnimationLoop(
    running && active,
    () => {
      let converged = false;
      change((current) => {
        const start = performance.now();
        const next = trainState(current, MAX_EPOCHS_PER_FRAME, () => performance.now() - start > FRAME_BUDGET_MS);
        const tracked = trackProgress(progress.current, next.epoch, stateLoss(next));
        progress.current = tracked.progress;
        // The same state back means a step would have overflowed: nothing more to do.
        converged = tracked.converged || next === current;
        return next;
      });
      return !converged;
    },
    () => setRunning(false),
  );

  const data = datasetOf(state.dataset);
  const loss = stateLoss(state);
  const trainingAccuracy = accuracy(sizesOf(state), state.activation, state.weights, data);
  const pixels = useMemo(() => regionPixels(state), [state]);
  const few = data.length <= 4;
  // A new architecture or data set starts from fresh weights (the same seed), at epoch 0.
  const restart = (setup: Partial<PlaygroundState>) => change((current) => freshState({ ...current, ...setup }));
  const rateIndex = Math.max(0, (LEARNING_RATES as readonly number[]).indexOf(state.learningRate));

  return (
    <>
      <Stage width={WIDTH} height={HEIGHT} label={`A neural network's decision regions on the ${datasetLabels[state.dataset]} data`}>
        <FieldLayer box={box} columns={CELLS} rows={CELLS} pixels={pixels} />
        <Axes box={box} x={x} y={y} xLabel="x₁" yLabel="x₂" />
        <g aria-hidden="true">
          {data.map(([x1, x2, label], index) =>
            label === 1 ? (
              <rect
                key={index}
                x={x(x1) - (few ? 8 : 4.5)}
                y={y(x2) - (few ? 8 : 4.5)}
                width={few ? 16 : 9}
                height={few ? 16 : 9}
                fill={classColours[1]}
                stroke={colours.ink}
                strokeWidth={1.2}
              />
            ) : (
              <circle key={index} cx={x(x1)} cy={y(x2)} r={few ? 9 : 5} fill={classColours[0]} stroke={colours.ink} strokeWidth={1.2} />
            ),
          )}
        </g>
        <g fill={colours.ink} aria-hidden="true">
          <text x={COLUMN} y={box.top + 18} fontSize={14} fill={colours.note}>
            epoch
          </text>
          <text x={COLUMN} y={box.top + 44} fontSize={22} fontWeight={600}>
            {state.epoch}
          </text>
          <text x={COLUMN} y={box.top + 80} fontSize={14} fill={colours.note}>
            training loss
          </text>
          <text x={COLUMN} y={box.top + 106} fontSize={22} fontWeight={600}>
            {formatNumber(loss, 3)}
          </text>
          <text x={COLUMN} y={box.top + 142} fontSize={14} fill={colours.note}>
            accuracy
          </text>
          <text x={COLUMN} y={box.top + 168} fontSize={22} fontWeight={600}>
            {`${Math.round(100 * trainingAccuracy)}%`}
          </text>
          <text x={COLUMN} y={box.top + 206} fontSize={14}>
            {`2-${Array.from({ length: state.layers }, () => state.units).join('-')}-1`}
          </text>
          <text x={COLUMN} y={box.top + 226} fontSize={14}>
            {`${activationLabels[state.activation]}, η ${formatNumber(state.learningRate)}`}
          </text>
          <circle cx={COLUMN + 7} cy={box.top + 280} r={6} fill={classColours[0]} stroke={colours.ink} />
          <text x={COLUMN + 20} y={box.top + 285} fontSize={14}>
            class 0
          </text>
          <rect x={COLUMN + 1} y={box.top + 300} width={12} height={12} fill={classColours[1]} stroke={colours.ink} />
          <text x={COLUMN + 20} y={box.top + 311} fontSize={14}>
            class 1
          </text>
        </g>
      </Stage>
      <ControlPanel>
        <WidgetButton onClick={() => change((current) => trainState(current, 1))}>Step</WidgetButton>
        <WidgetButton
          pressed={running}
          onClick={() => {
            progress.current = null;
            setRunning(!running);
          }}
        >
          {running ? 'Pause' : 'Run'}
        </WidgetButton>
        <WidgetButton onClick={() => restart({ seed: (state.seed + 1) % 2 ** 32 })}>New starting weights</WidgetButton>
        <Choice legend="Data" options={datasetOptions} value={state.dataset} onChange={(dataset) => restart({ dataset })} />
        <Choice legend="Activation" options={activationOptions} value={state.activation} onChange={(activation) => restart({ activation })} />
        <Slider label="Hidden layers" value={state.layers} min={1} max={2} step={1} onChange={(layers) => restart({ layers })} />
        <Slider label="Units per layer" value={state.units} min={1} max={MAX_UNITS} step={1} onChange={(units) => restart({ units })} />
        <Slider
          label="Learning rate"
          value={rateIndex}
          min={0}
          max={LEARNING_RATES.length - 1}
          step={1}
          format={(index) => formatNumber(LEARNING_RATES[index])}
          onChange={(index) => change((current) => ({ ...current, learningRate: LEARNING_RATES[index] }))}
        />
        <Readout items={[`epoch ${state.epoch}`, `loss ${formatNumber(loss, 3)}`, `accuracy ${formatNumber(trainingAccuracy)}`]} />
      </ControlPanel>
    </>
  );
}

const nnPlayground: WidgetDefinition<PlaygroundState> = { initialState, parseState, describe, View: PlaygroundView };
export default nnPlayground;
