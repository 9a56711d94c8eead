import {
  Axes,
  ControlPanel,
  formatNumber,
  linearScale,
  palette,
  Readout,
  Slider,
  Stage,
  useFigureColours,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import { truth } from '../../../../../figures/lib/sine-samples.ts';
import {
  EARLIER_FITS,
  errorsByDegree,
  fitPolynomial,
  initialState,
  MAX_DEGREE,
  MAX_SAMPLE,
  parseState,
  predict,
  trainingSample,
  type BiasVarianceState,
  type DegreeErrors,
} from '~/features/lectures/live-figures/bias-variance/model';

const WIDTH = 560;
const HEIGHT = 384;
// The data and the fitted curves.
const plot = { left: 56, top: 30, width: 300, height: 300 };
const x = linearScale([0, 1], [plot.left, plot.left + plot.width]);
const Y_RANGE = [-2, 2] as const;
const y = linearScale(Y_RANGE, [plot.top + plot.height, plot.top]);
// Training and test error against the degree, on a log scale: they span 0.03 to several hundred.
const errorBox = { left: 430, top: 30, width: 114, height: 300 };
const LOG_ERROR = [-2, 3] as const;
const degreeX = linearScale([0, MAX_DEGREE], [errorBox.left, errorBox.left + errorBox.width]);
const logError = linearScale(LOG_ERROR, [errorBox.top + errorBox.height, errorBox.top]);
const CURVE_XS = Array.from({ length: 121 }, (_, i) => i / 120);

/** A curve's points for a polyline, held a little outside the plot so the clip cuts it, not the numbers. */
const curve = (at: (value: number) => number) =>
  CURVE_XS.map((value) => `${x(value).toFixed(1)},${y(Math.max(Y_RANGE[0] - 1, Math.min(Y_RANGE[1] + 1, at(value)))).toFixed(1)}`).join(' ');
const errorY = (value: number) => logError(Math.max(LOG_ERROR[0], Math.min(LOG_ERROR[1], Math.log10(value))));
const formatError = (value: number) => (value >= 10 ? formatNumber(value, 0) : value >= 1 ? formatNumber(value, 2) : formatNumber(value, 3));
const sampleName = (k: number) => (k === 0 ? 'the lecture’s training sample' : `training sample ${k + 1}`);

function lowest(errors: readonly DegreeErrors[]): DegreeErrors {
  return errors.reduce((a, b) => (b.test < a.test ? b : a));
}

function describe(state: BiasVarianceState): string {
  const errors = errorsByDegree(state.sample);
  const { train, test } = errors[state.degree];
  return `degree ${state.degree}, ${sampleName(state.sample)}: training error ${formatError(train)}, test error ${formatError(test)}; on this sample the lowest test error is at degree ${lowest(errors).degree}`;
}

function ErrorAxes() {
  const colours = useFigureColours();
  const bottom = errorBox.top + errorBox.height;
  return (
    <g fontSize={13} fill={colours.ink} aria-hidden="true">
      <rect x={errorBox.left} y={errorBox.top} width={errorBox.width} height={errorBox.height} fill="none" stroke={colours.rule} />
      {[-2, -1, 0, 1, 2, 3].map((power) => (
        <g key={power}>
          <line x1={errorBox.left - 5} x2={errorBox.left} y1={logError(power)} y2={logError(power)} stroke={colours.muted} />
          <text x={errorBox.left - 8} y={logError(power) + 4} textAnchor="end">
            {power >= 0 ? String(10 ** power) : formatNumber(10 ** power)}
          </text>
        </g>
      ))}
      {[0, 6, 12].map((degree) => (
        <g key={degree}>
          <line x1={degreeX(degree)} x2={degreeX(degree)} y1={bottom} y2={bottom + 5} stroke={colours.muted} />
          <text x={degreeX(degree)} y={bottom + 19} textAnchor="middle">
            {degree}
          </text>
        </g>
      ))}
      <text x={errorBox.left + errorBox.width / 2} y={bottom + 38} textAnchor="middle">
        degree
      </text>
    </g>
  );
}

function BiasVarianceView({ state, update }: WidgetViewProps<BiasVarianceState>) {
  const colours = useFigureColours();
  const train = trainingSample(state.sample);
  const weights = fitPolynomial(train, state.degree);
  const errors = errorsByDegree(state.sample);
  const { train: trainError, test: testError } = errors[state.degree];
  // The fits of the samples drawn just before this one, at the same degree: how much the fit moves.
  const earlier = Array.from({ length: Math.min(EARLIER_FITS, state.sample) }, (_, i) => state.sample - 1 - i);
  const errorLine = (key: 'train' | 'test') => errors.map((e) => `${degreeX(e.degree).toFixed(1)},${errorY(e[key]).toFixed(1)}`).join(' ');

  return (
    <>
      <Stage
        width={WIDTH}
        height={HEIGHT}
        label="Bias and variance: a polynomial fitted to noisy training points, and training and test error against the degree"
      >
        <defs>
          <clipPath id="bias-variance-plot">
            <rect x={plot.left} y={plot.top} width={plot.width} height={plot.height} />
          </clipPath>
        </defs>
        <Axes box={plot} x={x} y={y} xLabel="input x" yLabel="target y" format={(value) => formatNumber(value).replace('−', '-')} />
        <ErrorAxes />
        <text x={errorBox.left + errorBox.width / 2} y={errorBox.top - 10} textAnchor="middle" fontSize={14} fill={colours.ink}>
          squared error
        </text>
        <g clipPath="url(#bias-variance-plot)" aria-hidden="true">
          <polyline points={curve(truth)} fill="none" stroke={palette.green} strokeWidth={2} strokeDasharray="6 4" />
          {earlier.map((k) => {
            const fit = fitPolynomial(trainingSample(k), state.degree);
            return <polyline key={k} points={curve((value) => predict(fit, value))} fill="none" stroke={palette.sky} strokeWidth={1.5} strokeOpacity={0.7} />;
          })}
          <polyline points={curve((value) => predict(weights, value))} fill="none" stroke={palette.blue} strokeWidth={3} />
          {train.x.map((px, i) => (
            <circle key={i} cx={x(px)} cy={y(train.y[i])} r={4.5} fill={colours.ink} stroke={colours.paper} strokeWidth={1.5} />
          ))}
        </g>
        <g aria-hidden="true">
          <line
            x1={degreeX(state.degree)}
            x2={degreeX(state.degree)}
            y1={errorBox.top}
            y2={errorBox.top + errorBox.height}
            stroke={colours.muted}
            strokeDasharray="3 3"
          />
          <polyline points={errorLine('train')} fill="none" stroke={palette.blue} strokeWidth={2} />
          <polyline points={errorLine('test')} fill="none" stroke={palette.vermillion} strokeWidth={2} />
          <circle cx={degreeX(state.degree)} cy={errorY(trainError)} r={4} fill={palette.blue} />
          <circle cx={degreeX(state.degree)} cy={errorY(testError)} r={4} fill={palette.vermillion} />
        </g>
        <g fontSize={15} stroke={colours.paper} strokeWidth={4} paintOrder="stroke" aria-hidden="true">
          <text x={plot.left + 8} y={plot.top + 20} fill={colours.ink}>
            {`degree ${state.degree}`}
          </text>
          <text x={plot.left + 8} y={plot.top + plot.height - 30} fill={colours.text.blue}>
            {`train ${formatError(trainError)}`}
          </text>
          <text x={plot.left + 8} y={plot.top + plot.height - 10} fill={colours.text.vermillion}>
            {`test ${formatError(testError)}`}
          </text>
        </g>
      </Stage>
      <ControlPanel>
        <Slider label="Polynomial degree" value={state.degree} min={0} max={MAX_DEGREE} step={1} onChange={(degree) => update((now) => ({ ...now, degree }))} />
        <WidgetButton disabled={state.sample >= MAX_SAMPLE} onClick={() => update((now) => ({ ...now, sample: now.sample + 1 }))}>
          New training sample
        </WidgetButton>
        <WidgetButton disabled={state.sample === 0} onClick={() => update((now) => ({ ...now, sample: 0 }))}>
          The lecture’s sample
        </WidgetButton>
        <Readout
          items={[
            sampleName(state.sample),
            `training error ${formatError(trainError)}`,
            `test error ${formatError(testError)}`,
            `lowest test error at degree ${lowest(errors).degree}`,
          ]}
        />
      </ControlPanel>
    </>
  );
}

const biasVariance: WidgetDefinition<BiasVarianceState> = { initialState, parseState, describe, View: BiasVarianceView };
export default biasVariance;
