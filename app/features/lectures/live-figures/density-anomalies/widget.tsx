import { useMemo } from 'react';
import {
  Axes,
  ControlPanel,
  FieldLayer,
  formatNumber,
  linearScale,
  palette,
  PointSet,
  Readout,
  rgba,
  Slider,
  Stage,
  useFigureColours,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  BANDWIDTH_SCALE,
  bandwidth,
  densityGrid,
  initialState,
  leaveOneOutDensities,
  lowestDensity,
  MAX_FLAGGED,
  parseState,
  X_RANGE,
  Y_RANGE,
  type DensityState,
  type Point,
} from '~/features/lectures/live-figures/density-anomalies/model';

const WIDTH = 560;
const HEIGHT = 396;
const box = { left: 56, top: 20, width: 480, height: 300 };
const x = linearScale(X_RANGE, [box.left, box.left + box.width]);
const y = linearScale(Y_RANGE, [box.top + box.height, box.top]);
/** The density field's resolution: one cell is 5 × 5 drawing units. */
const COLUMNS = 96;
const ROWS = 60;
const FIELD_COLOUR = rgba(palette.blue);

const percent = (count: number, total: number) => `${formatNumber((100 * count) / Math.max(1, total), 1)}%`;
const density = (value: number) => (value >= 0.01 ? formatNumber(value, 3) : value.toPrecision(2));

/** The figure's numbers for one state: the kernel widths, each flower's score and the flagged ones. */
function measure(points: readonly Point[], bandwidthScale: number, flaggedCount: number) {
  const h = bandwidth(points, bandwidthScale);
  const scores = leaveOneOutDensities(points, h);
  const count = Math.min(flaggedCount, points.length);
  const flagged = lowestDensity(scores, count);
  return { h, scores, flagged, highestFlagged: count > 0 ? scores[flagged[count - 1]] : undefined };
}

function describe(state: DensityState): string {
  const { h, flagged, highestFlagged } = measure(state.points, state.bandwidthScale, state.flagged);
  const n = state.points.length;
  const rule =
    highestFlagged === undefined
      ? 'none flagged'
      : `${flagged.length} of ${n} flowers flagged (${percent(flagged.length, n)}), leave-one-out density at most ${density(highestFlagged)}`;
  return `kernel width ${formatNumber(state.bandwidthScale)} × Scott's rule (${formatNumber(h[0])} cm by ${formatNumber(h[1])} cm); ${rule}`;
}

/** The field's pixels: blue whose opacity grows with the density, relative to the highest cell. */
function fieldPixels(points: readonly Point[], h: Point): Uint8ClampedArray {
  const grid = densityGrid(points, h, COLUMNS, ROWS);
  let max = 0;
  for (const value of grid) max = Math.max(max, value);
  const pixels = new Uint8ClampedArray(COLUMNS * ROWS * 4);
  for (let cell = 0; cell < grid.length; cell++) {
    // A power below 1 lifts the thin tails, where the flagged flowers sit, into view.
    const alpha = max > 0 ? 0.85 * (grid[cell] / max) ** 0.6 : 0;
    pixels[cell * 4] = FIELD_COLOUR[0];
    pixels[cell * 4 + 1] = FIELD_COLOUR[1];
    pixels[cell * 4 + 2] = FIELD_COLOUR[2];
    pixels[cell * 4 + 3] = Math.round(alpha * 255);
  }
  return pixels;
}

function DensityView({ state, update }: WidgetViewProps<DensityState>) {
  const colours = useFigureColours();
  const { h, flagged } = useMemo(() => measure(state.points, state.bandwidthScale, state.flagged), [state.points, state.bandwidthScale, state.flagged]);
  const pixels = useMemo(() => fieldPixels(state.points, h), [state.points, h]);
  const isFlagged = new Set(flagged);
  const n = state.points.length;

  return (
    <>
      <Stage width={WIDTH} height={HEIGHT} label="Density and anomalies: a kernel density estimate over the flowers, with the lowest-density flowers ringed">
        <FieldLayer box={box} columns={COLUMNS} rows={ROWS} pixels={pixels} />
        <Axes box={box} x={x} y={y} xLabel="petal length (cm)" yLabel="petal width (cm)" />
        <PointSet
          points={state.points}
          x={x}
          y={y}
          step={[0.1, 0.1]}
          radius={3.5}
          colour={() => colours.ink}
          groupLabel="Flowers: arrow keys move a flower, Page Up and Page Down choose another"
          describe={(index, [px, py]) =>
            `Flower ${index + 1} of ${n}: petal length ${formatNumber(px)} cm, width ${formatNumber(py)} cm${isFlagged.has(index) ? ', flagged' : ''}`
          }
          onMove={(index, point) => update((current) => ({ ...current, points: current.points.map((old, i) => (i === index ? point : old)) }))}
        />
        <g aria-hidden="true" pointerEvents="none">
          {flagged.map((index) => (
            <circle key={index} cx={x(state.points[index][0])} cy={y(state.points[index][1])} r={9} fill="none" stroke={palette.vermillion} strokeWidth={2.5} />
          ))}
          <text
            x={box.left + box.width - 10}
            y={box.top + 24}
            textAnchor="end"
            fontSize={15}
            fill={colours.ink}
            stroke={colours.paper}
            strokeWidth={4}
            paintOrder="stroke"
          >
            {`${flagged.length} of ${n} flagged (${percent(flagged.length, n)})`}
          </text>
          <circle cx={box.left + 8} cy={HEIGHT - 16} r={8} fill="none" stroke={palette.vermillion} strokeWidth={2.5} />
          <text x={box.left + 24} y={HEIGHT - 11} fontSize={14} fill={colours.ink}>
            lowest leave-one-out density
          </text>
          <rect x={box.left + 260} y={HEIGHT - 24} width={16} height={16} fill={palette.blue} fillOpacity={0.6} />
          <text x={box.left + 284} y={HEIGHT - 11} fontSize={14} fill={colours.ink}>
            density (darker: denser)
          </text>
        </g>
      </Stage>
      <ControlPanel>
        <Slider
          label="Kernel width, × Scott"
          value={state.bandwidthScale}
          min={BANDWIDTH_SCALE.min}
          max={BANDWIDTH_SCALE.max}
          step={BANDWIDTH_SCALE.step}
          format={(value) => formatNumber(value)}
          onChange={(bandwidthScale) => update((current) => ({ ...current, bandwidthScale }))}
        />
        <Slider
          label="Flag the lowest"
          value={state.flagged}
          min={0}
          max={Math.min(MAX_FLAGGED, n)}
          step={1}
          onChange={(count) => update((current) => ({ ...current, flagged: count }))}
        />
        <Readout items={[`h ${formatNumber(h[0])} × ${formatNumber(h[1])} cm`, `${flagged.length} of ${n} flagged`]} />
      </ControlPanel>
    </>
  );
}

const densityAnomalies: WidgetDefinition<DensityState> = { initialState, parseState, describe, View: DensityView };
export default densityAnomalies;
