import { useMemo } from 'react';
import {
  Axes,
  Choice,
  classColours,
  ControlPanel,
  type Covariance2,
  FieldLayer,
  formatNumber,
  linearScale,
  placeLabel,
  placesAround,
  type Point,
  PointSet,
  Readout,
  rgba,
  type Segment,
  Slider,
  Stage,
  useFigureColours,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  boundarySegments,
  CORRELATION_RANGE,
  covarianceOf,
  ellipseOf,
  initialState,
  logOddsGrid,
  modelClasses,
  parseState,
  posterior,
  SD_RANGE,
  X_RANGE,
  Y_RANGE,
  type ClassifierModel,
  type GaussianClassifiersState,
  type Spread,
} from '~/features/lectures/live-figures/gaussian-classifiers/model';

const WIDTH = 560;
const HEIGHT = 452;
// 48 drawing units per data unit on both axes, so a covariance ellipse keeps its true shape.
const box = { left: 52, top: 14, width: 480, height: 384 };
const x = linearScale(X_RANGE, [box.left, box.left + box.width]);
const y = linearScale(Y_RANGE, [box.top + box.height, box.top]);
/** The posterior field's cells (a coarse grid keeps a drag within a frame) and the finer grid the boundary is traced on. */
const FIELD = { columns: 60, rows: 48 };
const BOUNDARY = { columns: 100, rows: 80 };
/** The probe label's width per character: 15-unit semibold text averages about 0.6 em a character in the usual sans fonts. */
const PROBE_LABEL_CHAR = 9;

const modelNames: Record<ClassifierModel, string> = { lda: 'LDA', qda: 'QDA', 'naive-bayes': 'naive Bayes' };
const [blue, orange] = [rgba(classColours[0]), rgba(classColours[1])];

/**
 * Each cell coloured between the class colours by its posterior, washed out towards the backing
 * (`paper`: white, or the dark theme's slate) so the marks stay readable.
 */
function fieldPixels(state: Pick<GaussianClassifiersState, 'means' | 'spreads' | 'model'>, paper: string): Uint8ClampedArray {
  const backing = rgba(paper);
  const grid = logOddsGrid(modelClasses(state), FIELD.columns, FIELD.rows);
  const pixels = new Uint8ClampedArray(FIELD.columns * FIELD.rows * 4);
  for (let j = 0; j < FIELD.rows; j++) {
    for (let i = 0; i < FIELD.columns; i++) {
      // The cell's centre: the average of its corners' log-odds is close enough for a colour.
      const at = (di: number, dj: number) => grid[(j + dj) * (FIELD.columns + 1) + i + di];
      const p = 1 / (1 + Math.exp(-(at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1)) / 4));
      const offset = (j * FIELD.columns + i) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = backing[c] + 0.3 * (p * orange[c] + (1 - p) * blue[c] - backing[c]);
      pixels[offset + 3] = 255;
    }
  }
  return pixels;
}

function Ellipse({ covariance, centre, colour, dashed }: { covariance: Covariance2; centre: Point; colour: string; dashed?: boolean }) {
  const { a, b, angle } = ellipseOf(covariance, 2);
  const unit = x(1) - x(0);
  // The drawing's y axis points down, so an angle measured from the x axis turns the other way.
  return (
    <ellipse
      cx={x(centre[0])}
      cy={y(centre[1])}
      rx={a * unit}
      ry={b * unit}
      transform={`rotate(${(-angle * 180) / Math.PI} ${x(centre[0])} ${y(centre[1])})`}
      fill="none"
      stroke={colour}
      strokeWidth={dashed ? 1.8 : 2.2}
      strokeDasharray={dashed ? '6 4' : undefined}
    />
  );
}

function describe(state: GaussianClassifiersState): string {
  const p = posterior(modelClasses(state), state.probe);
  const mean = (k: 0 | 1) => `(${formatNumber(state.means[k][0])}, ${formatNumber(state.means[k][1])})`;
  const spread = (k: 0 | 1) => {
    const { sdX, sdY, correlation } = state.spreads[k];
    return `class ${k} spreads ${formatNumber(sdX)} and ${formatNumber(sdY)}, correlation ${formatNumber(correlation)}`;
  };
  return (
    `${modelNames[state.model]}; class means ${mean(0)} and ${mean(1)}; ${spread(0)}; ${spread(1)}; ` +
    `at the probe (${formatNumber(state.probe[0])}, ${formatNumber(state.probe[1])}) P(class 1 | x) is ${formatNumber(p)}, so class ${p > 0.5 ? 1 : 0}`
  );
}

function GaussianClassifiersView({ state, update }: WidgetViewProps<GaussianClassifiersState>) {
  const colours = useFigureColours();
  const classes = modelClasses(state);
  const { means, spreads, probe, model, editing } = state;
  const pixels = useMemo(() => fieldPixels({ means, spreads, model }, colours.paper), [means, spreads, model, colours.paper]);
  const segments = useMemo(() => boundarySegments(modelClasses({ means, spreads, model }), BOUNDARY.columns, BOUNDARY.rows), [means, spreads, model]);
  const p = posterior(classes, probe);
  const setSpread = (change: Partial<Spread>) =>
    update((current) => ({
      ...current,
      spreads: current.spreads.map((old, k) => (k === current.editing ? { ...old, ...change } : old)) as GaussianClassifiersState['spreads'],
    }));
  const edited = spreads[editing];
  const probeText = `P(class 1 | x) = ${formatNumber(p)}`;
  const probeLabel = useMemo(() => {
    // In drawing units; the plot without its legend's row, and the boundary as drawn.
    const drawn = segments.map(([a, b]): Segment => [
      [x(a[0]), y(a[1])],
      [x(b[0]), y(b[1])],
    ]);
    const places = placesAround(x(probe[0]), y(probe[1]), PROBE_LABEL_CHAR * probeText.length, { gap: 14, ascent: 12, descent: 4 });
    return placeLabel(places, { x0: box.left + 2, y0: box.top + 34, x1: box.left + box.width - 2, y1: box.top + box.height - 2 }, drawn);
  }, [segments, probe, probeText]);

  return (
    <>
      <Stage
        width={WIDTH}
        height={HEIGHT}
        label={`Gaussian classifiers: two classes, their covariance ellipses, the ${modelNames[model]} posterior and decision boundary, and a probe point`}
      >
        <defs>
          <clipPath id="gaussian-classifiers-plot">
            <rect x={box.left} y={box.top} width={box.width} height={box.height} />
          </clipPath>
        </defs>
        <FieldLayer box={box} columns={FIELD.columns} rows={FIELD.rows} pixels={pixels} />
        <Axes box={box} x={x} y={y} xLabel="x₁" yLabel="x₂" format={(value) => formatNumber(value)} />
        <g clipPath="url(#gaussian-classifiers-plot)" aria-hidden="true">
          {([0, 1] as const).map((k) => (
            <g key={k}>
              <Ellipse covariance={covarianceOf(spreads[k])} centre={means[k]} colour={classColours[k]} />
              {model !== 'qda' ? <Ellipse covariance={classes[k].covariance} centre={means[k]} colour={colours.ink} dashed /> : null}
            </g>
          ))}
          <path
            d={segments.map(([a, b]) => `M${x(a[0]).toFixed(1)},${y(a[1]).toFixed(1)}L${x(b[0]).toFixed(1)},${y(b[1]).toFixed(1)}`).join('')}
            fill="none"
            stroke={colours.ink}
            strokeWidth={2.5}
            strokeLinecap="round"
          />
        </g>
        <g aria-hidden="true" fontSize={15} fill={colours.ink}>
          <rect x={box.left + 6} y={box.top + 6} width={222} height={24} rx={4} fill={colours.paper} fillOpacity={0.85} />
          <text x={box.left + 12} y={box.top + 23}>{`${modelNames[model]} boundary, 2-sd ellipses`}</text>
          <text x={probeLabel.x} y={probeLabel.y} textAnchor={probeLabel.anchor} fontWeight={600} stroke={colours.paper} strokeWidth={4} paintOrder="stroke">
            {probeText}
          </text>
        </g>
        <PointSet
          points={means}
          x={x}
          y={y}
          step={[0.1, 0.1]}
          radius={8}
          colour={(k) => classColours[k]}
          groupLabel="Class means: arrow keys move a mean, Page Up and Page Down choose the other class"
          describe={(k, [mx, my]) => `Mean of class ${k}: x₁ ${formatNumber(mx)}, x₂ ${formatNumber(my)}`}
          onMove={(k, point) =>
            update((current) => ({ ...current, means: current.means.map((old, i) => (i === k ? point : old)) as GaussianClassifiersState['means'] }))
          }
        />
        <PointSet
          points={[probe]}
          x={x}
          y={y}
          step={[0.1, 0.1]}
          radius={7}
          colour={() => colours.ink}
          groupLabel="Probe point: arrow keys move it"
          describe={(_, [px, py]) => `Probe point at x₁ ${formatNumber(px)}, x₂ ${formatNumber(py)}: P(class 1 | x) ${formatNumber(p)}`}
          onMove={(_, point) => update((current) => ({ ...current, probe: point }))}
        />
      </Stage>
      <ControlPanel>
        <Choice
          legend="Classifier"
          options={[
            { value: 'lda', label: 'LDA' },
            { value: 'qda', label: 'QDA' },
            { value: 'naive-bayes', label: 'Naive Bayes' },
          ]}
          value={model}
          onChange={(next) => update((current) => ({ ...current, model: next }))}
        />
        <Choice
          legend="Sliders change"
          options={[
            { value: '0', label: 'class 0' },
            { value: '1', label: 'class 1' },
          ]}
          value={String(editing) as '0' | '1'}
          onChange={(next) => update((current) => ({ ...current, editing: next === '0' ? 0 : 1 }))}
        />
        <Slider
          label={`Class ${editing} spread along x₁`}
          value={edited.sdX}
          min={SD_RANGE[0]}
          max={SD_RANGE[1]}
          step={0.05}
          format={(value) => formatNumber(value)}
          onChange={(sdX) => setSpread({ sdX })}
        />
        <Slider
          label={`Class ${editing} spread along x₂`}
          value={edited.sdY}
          min={SD_RANGE[0]}
          max={SD_RANGE[1]}
          step={0.05}
          format={(value) => formatNumber(value)}
          onChange={(sdY) => setSpread({ sdY })}
        />
        <Slider
          label={`Class ${editing} correlation`}
          value={edited.correlation}
          min={CORRELATION_RANGE[0]}
          max={CORRELATION_RANGE[1]}
          step={0.05}
          format={(value) => formatNumber(value)}
          onChange={(correlation) => setSpread({ correlation })}
        />
        <Readout items={[modelNames[model], `probe (${formatNumber(probe[0])}, ${formatNumber(probe[1])})`, `P(class 1 | x) ${formatNumber(p)}`]} />
      </ControlPanel>
    </>
  );
}

const gaussianClassifiers: WidgetDefinition<GaussianClassifiersState> = { initialState, parseState, describe, View: GaussianClassifiersView };
export default gaussianClassifiers;
