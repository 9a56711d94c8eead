import { useRef, useState } from 'react';
import {
  Axes,
  ControlPanel,
  formatNumber,
  linearScale,
  palette,
  Readout,
  Slider,
  Stage,
  useAnimationLoop,
  useFigureColours,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  curvature,
  descend,
  initialState,
  learningRate,
  loss,
  MAX_STEPS,
  minimiser,
  MOMENTUM,
  parseState,
  problem,
  progressOf,
  RATE,
  START,
  unstable,
  type GradientDescentState,
  type Weights,
} from '~/features/lectures/live-figures/gradient-descent/model';

const WIDTH = 560;
const HEIGHT = 384;
// The weights' plane, 50 drawing units per unit on both axes so the contours keep their true shape.
const plane = { left: 62, top: 30, width: 300, height: 300 };
const w1 = linearScale([-2, 4], [plane.left, plane.left + plane.width]);
const w2 = linearScale([-3.5, 2.5], [plane.top + plane.height, plane.top]);
// The gap J(w_t) − J(w*) on a log scale against the step: its straight lines are linear convergence.
const gapBox = { left: 440, top: 30, width: 104, height: 300 };
const LOG_GAP = [-11, 7] as const;
const logGap = linearScale(LOG_GAP, [gapBox.top + gapBox.height, gapBox.top]);

const best = minimiser(problem);
const { L, mu, steep } = curvature(problem);
/** The static figure's contour levels, J* + 0.08·1.75^k: exact ellipses here, since J is a quadratic. */
const contours = Array.from({ length: 11 }, (_, k) => 0.08 * 1.75 ** k).map((excess) => ({
  // (w − w*)ᵀA(w − w*) = excess, A = H/2: the semi-axes are √(2·excess/ν) along each eigenvector, ν its eigenvalue.
  steepRadius: Math.sqrt((2 * excess) / L) * (w1(1) - w1(0)),
  flatRadius: Math.sqrt((2 * excess) / mu) * (w1(1) - w1(0)),
}));
// The steep direction's angle on screen (the y axis points down there).
const steepAngle = (-Math.atan2(steep[1], steep[0]) * 180) / Math.PI;

/** One step every few frames: slow enough to follow a zigzag, fast enough to reach the end in seconds. */
const FRAMES_PER_STEP = 3;

const formatGap = (gap: number) => (gap >= 100 ? formatNumber(gap, 0) : gap >= 0.01 ? formatNumber(gap, 3) : gap.toExponential(1).replace('-', '−'));
// ν_max, the Hessian's largest eigenvalue, as the lecture and the static figure write it.
const formatRate = (rate: number) => `${formatNumber(rate)}/νₘₐₓ`;

function progressWords(state: GradientDescentState): string {
  const { progress } = progressOf(state);
  const limit = `η is at or above the limit 2(1 + β)/νₘₐₓ = ${formatRate(2 * (1 + state.momentum))}`;
  if (progress === 'diverging') return `diverging: the loss grows, because ${limit}`;
  if (progress === 'unstable') return `the loss fell on this step, but ${limit}, so it will diverge`;
  if (progress === 'converged') return 'converged to the minimum';
  if (progress === 'zigzagging') return 'converging, zigzagging across the valley';
  return progress;
}

function describe(state: GradientDescentState): string {
  const settings = `learning rate ${formatRate(state.rate)} (η ${formatNumber(learningRate(state.rate), 3)}), momentum ${formatNumber(state.momentum)}`;
  const { gap } = progressOf(state);
  if (state.steps === 0) return `${settings}; at the start, loss ${formatNumber(loss(problem, START))}`;
  return `${settings}; step ${state.steps}: ${progressWords(state)}; loss ${formatGap(gap + best.loss)}, ${formatGap(gap)} above the minimum ${formatNumber(best.loss, 3)}`;
}

/** The step at which a run from this setting stops: converged, off the figure, or at MAX_STEPS. */
function lastStep(state: GradientDescentState): number {
  let steps = state.steps;
  while (!progressOf({ ...state, steps }).done) steps++;
  return steps;
}

/** The gap plot's frame: powers of ten up the side, the first and last step along the bottom (two ticks are all 104 units can label). */
function GapAxes({ steps, x }: { steps: number; x: (value: number) => number }) {
  const colours = useFigureColours();
  const bottom = gapBox.top + gapBox.height;
  return (
    <g fontSize={13} fill={colours.ink} aria-hidden="true">
      <rect x={gapBox.left} y={gapBox.top} width={gapBox.width} height={gapBox.height} fill="none" stroke={colours.rule} />
      {[-10, -5, 0, 5].map((power) => (
        <g key={power}>
          <line x1={gapBox.left - 5} x2={gapBox.left} y1={logGap(power)} y2={logGap(power)} stroke={colours.muted} />
          <text x={gapBox.left - 8} y={logGap(power) + 4} textAnchor="end">
            10
            <tspan dy={-6} fontSize={11}>
              {formatNumber(power)}
            </tspan>
          </text>
        </g>
      ))}
      {[0, steps].map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={bottom} y2={bottom + 5} stroke={colours.muted} />
          <text x={x(t)} y={bottom + 19} textAnchor="middle">
            {t}
          </text>
        </g>
      ))}
      <text x={gapBox.left + gapBox.width / 2} y={bottom + 38} textAnchor="middle">
        step t
      </text>
    </g>
  );
}

function GradientDescentView({ state, update, reducedMotion, active }: WidgetViewProps<GradientDescentState>) {
  const colours = useFigureColours();
  const [running, setRunning] = useState(false);
  const frames = useRef(0);
  const path = descend(problem, state);
  const { progress, gap, done } = progressOf(state, path);
  const current = path[path.length - 1];
  const gapSteps = Math.max(60, state.steps);
  const step = linearScale([0, gapSteps], [gapBox.left, gapBox.left + gapBox.width]);
  const point = ([a, b]: Weights) => `${formatNumber(w1(a), 1)},${formatNumber(w2(b), 1)}`.replaceAll('−', '-');
  const gapPoint = (w: Weights, t: number) =>
    `${formatNumber(step(t), 1)},${formatNumber(logGap(Math.min(LOG_GAP[1], Math.max(LOG_GAP[0], Math.log10(Math.max(loss(problem, w) - best.loss, 1e-30))))), 1)}`.replaceAll(
      '−',
      '-',
    );

  useAnimationLoop(
    running && active && !reducedMotion,
    () => {
      frames.current = (frames.current + 1) % FRAMES_PER_STEP;
      if (frames.current !== 0) return true;
      let more = false;
      update((now) => {
        if (progressOf(now).done) return now;
        const next = { ...now, steps: now.steps + 1 };
        more = !progressOf(next).done;
        return next;
      });
      return more;
    },
    () => setRunning(false),
  );

  const headline = state.steps === 0 ? 'at the start' : `step ${state.steps}: ${progress === 'unstable' ? 'past the limit' : progress}`;
  const warn = progress === 'diverging' || progress === 'unstable';

  return (
    <>
      <Stage width={WIDTH} height={HEIGHT} label="Gradient descent: the path of the weights on the contours of the loss, and the loss gap against the step">
        <defs>
          <clipPath id="gradient-descent-plane">
            <rect x={plane.left} y={plane.top} width={plane.width} height={plane.height} />
          </clipPath>
          <clipPath id="gradient-descent-gap">
            {/* A little wider than the plot, so the dot at step 0 shows whole. */}
            <rect x={gapBox.left - 4} y={gapBox.top - 4} width={gapBox.width + 8} height={gapBox.height + 8} />
          </clipPath>
        </defs>
        <Axes box={plane} x={w1} y={w2} xLabel="weight w1" yLabel="weight w2" />
        <GapAxes steps={gapSteps} x={step} />
        <g clipPath="url(#gradient-descent-plane)" aria-hidden="true">
          {contours.map(({ steepRadius, flatRadius }, index) => (
            <ellipse
              key={index}
              cx={w1(best.w[0])}
              cy={w2(best.w[1])}
              rx={steepRadius}
              ry={flatRadius}
              transform={`rotate(${formatNumber(steepAngle, 3).replace('−', '-')} ${w1(best.w[0])} ${w2(best.w[1])})`}
              fill="none"
              stroke={colours.contour}
              strokeWidth={1.1}
            />
          ))}
          <path d={`M${w1(best.w[0]) - 7},${w2(best.w[1])}h14M${w1(best.w[0])},${w2(best.w[1]) - 7}v14`} stroke={colours.ink} strokeWidth={2.5} />
          <circle cx={w1(START[0])} cy={w2(START[1])} r={6} fill="none" stroke={colours.ink} strokeWidth={1.5} />
          {path.length > 1 ? <polyline points={path.map(point).join(' ')} fill="none" stroke={palette.vermillion} strokeWidth={1.8} /> : null}
          {path.slice(1).map((w, index) => (
            <circle key={index} cx={w1(w[0])} cy={w2(w[1])} r={2.6} fill={palette.vermillion} />
          ))}
          {state.steps > 0 ? <circle cx={w1(current[0])} cy={w2(current[1])} r={6} fill={palette.vermillion} stroke={colours.paper} strokeWidth={1.5} /> : null}
        </g>
        <g clipPath="url(#gradient-descent-gap)" aria-hidden="true">
          <polyline points={path.map(gapPoint).join(' ')} fill="none" stroke={palette.vermillion} strokeWidth={2} />
          <circle cx={step(state.steps)} cy={Number(gapPoint(current, state.steps).split(',')[1])} r={3.5} fill={palette.vermillion} />
        </g>
        <g fontSize={15} stroke={colours.paper} strokeWidth={4} paintOrder="stroke" aria-hidden="true">
          <text x={w1(START[0]) + 10} y={w2(START[1]) + 22} fill={colours.ink}>
            start
          </text>
          <text x={w1(best.w[0]) + 8} y={w2(best.w[1]) + 22} fill={colours.ink}>
            w*
          </text>
          <text x={plane.left + 8} y={plane.top + 20} fill={warn ? colours.text.vermillion : colours.ink} fontWeight={warn ? 600 : 400}>
            {headline}
          </text>
          <text x={plane.left + 8} y={plane.top + 40} fill={colours.ink}>
            {`η = ${formatRate(state.rate)}, β = ${formatNumber(state.momentum)}`}
          </text>
        </g>
      </Stage>
      <ControlPanel>
        <Slider label="Learning rate η" value={state.rate} {...RATE} format={formatRate} onChange={(rate) => update((now) => ({ ...now, rate }))} />
        <Slider
          label="Momentum β"
          value={state.momentum}
          {...MOMENTUM}
          format={(value) => formatNumber(value)}
          onChange={(momentum) => update((now) => ({ ...now, momentum }))}
        />
        <WidgetButton disabled={done} onClick={() => update((now) => (progressOf(now).done ? now : { ...now, steps: now.steps + 1 }))}>
          Step
        </WidgetButton>
        {reducedMotion ? (
          // No animation for a learner who asked for reduced motion: the whole run at once.
          <WidgetButton disabled={done} onClick={() => update((now) => ({ ...now, steps: lastStep(now) }))}>
            Run to the end
          </WidgetButton>
        ) : (
          <WidgetButton pressed={running && !done} disabled={done && !running} onClick={() => setRunning((now) => !now && !done)}>
            Run
          </WidgetButton>
        )}
        <WidgetButton disabled={state.steps === 0} onClick={() => update((now) => ({ ...now, steps: 0 }))}>
          Back to the start
        </WidgetButton>
        <Readout
          items={[
            `step ${state.steps} of at most ${MAX_STEPS}`,
            `loss ${formatGap(gap + best.loss)}`,
            `gap ${formatGap(gap)}`,
            `limit 2(1 + β)/νₘₐₓ = ${formatRate(2 * (1 + state.momentum))}${unstable(state) ? ' (exceeded)' : ''}`,
          ]}
        />
      </ControlPanel>
    </>
  );
}

const gradientDescent: WidgetDefinition<GradientDescentState> = { initialState, parseState, describe, View: GradientDescentView };
export default gradientDescent;
