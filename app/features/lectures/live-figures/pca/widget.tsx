import {
  Axes,
  ControlPanel,
  formatNumber,
  linearScale,
  palette,
  PointSet,
  Readout,
  Slider,
  Stage,
  useFigureColours,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  initialState,
  parseState,
  principalComponents,
  projections,
  unitVector,
  varianceAlong,
  X_RANGE,
  Y_RANGE,
  type PcaState,
  type Point,
} from '~/features/lectures/live-figures/pca/model';

const WIDTH = 560;
const HEIGHT = 360;
// 48 drawing units per standard deviation on both axes, so right angles look right.
const box = { left: 52, top: 16, width: 336, height: 288 };
const x = linearScale(X_RANGE, [box.left, box.left + box.width]);
const y = linearScale(Y_RANGE, [box.top + box.height, box.top]);
/** The scree chart beside the plot: two bars, ν1 and ν2, on a scale where the total variance fills the height. */
const scree = { top: 64, bottom: box.top + box.height, bars: [420, 486], barWidth: 44 };

const percent = (fraction: number) => `${Math.round(100 * fraction)}%`;
/**
 * The chosen line's variance as a share of the total variance, the scale of the bars beside it: at
 * PC1 it reads the same percentage as the PC1 bar (a share of the best direction's variance would
 * read 100% there, beside a bar labelled with ν1's share).
 */
const lineShare = (kept: number, total: number) => `${formatNumber(kept)} of ${formatNumber(total)} (${percent(total > 0 ? kept / total : 1)})`;

/** The figure's numbers, computed once per state for the drawing, the readout and the words. */
function measure(state: PcaState) {
  const components = principalComponents(state.points);
  const [first, second] = components.eigenvalues;
  const kept = varianceAlong(state.points, state.angle);
  return { components, first, second, total: first + second, kept, bestAngle: Math.round(components.angle) % 180 };
}

function describe(state: PcaState): string {
  const { components, first, second, total, kept } = measure(state);
  return (
    `direction ${state.angle}°, variance along it ${lineShare(kept, total)} of the total; ` +
    `the first principal component, at ${formatNumber(components.angle, 0)}°, explains ${percent(total > 0 ? first / total : 1)} of the variance ` +
    `(eigenvalues ${formatNumber(first)} and ${formatNumber(second)})`
  );
}

/** An arrow in `colour`, its label in `labelColour` (the same hue, dark or light enough to read as text). */
function Arrow({ from, to, label, colour, labelColour }: { from: Point; to: Point; label: string; colour: string; labelColour: string }) {
  const colours = useFigureColours();
  const [x1, y1, x2, y2] = [x(from[0]), y(from[1]), x(to[0]), y(to[1])];
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  // The head is a triangle drawn here rather than an SVG <marker>, whose id would have to be unique on the page.
  const head = `${x2},${y2} ${x2 - 11 * ux - 5 * uy},${y2 - 11 * uy + 5 * ux} ${x2 - 11 * ux + 5 * uy},${y2 - 11 * uy - 5 * ux}`;
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2 - 8 * ux} y2={y2 - 8 * uy} stroke={colour} strokeWidth={3} />
      <polygon points={head} fill={colour} />
      <text
        x={x2 + 16 * ux}
        y={y2 + 16 * uy + 5}
        textAnchor="middle"
        fontSize={14}
        fontWeight={600}
        fill={labelColour}
        stroke={colours.paper}
        strokeWidth={4}
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}

function PcaView({ state, update }: WidgetViewProps<PcaState>) {
  const colours = useFigureColours();
  const { components, first, second, total, kept, bestAngle } = measure(state);
  const { mean, directions } = components;
  const projected = projections(state.points, state.angle);
  const w = unitVector(state.angle);
  const reach = 10; // long enough to cross the whole plot from the mean
  const barHeight = (variance: number) => (total > 0 ? (variance / total) * (scree.bottom - scree.top) : 0);
  const keptY = scree.bottom - barHeight(kept);

  return (
    <>
      <Stage
        width={WIDTH}
        height={HEIGHT}
        label="PCA: data points, the two principal components as arrows, the points projected onto a chosen direction, and a bar chart of the two eigenvalues"
      >
        <defs>
          <clipPath id="pca-plot">
            <rect x={box.left} y={box.top} width={box.width} height={box.height} />
          </clipPath>
        </defs>
        <Axes box={box} x={x} y={y} xLabel="sepal width (standardised)" yLabel="petal length (standardised)" />
        <g clipPath="url(#pca-plot)" aria-hidden="true">
          <line
            x1={x(mean[0] - reach * w[0])}
            y1={y(mean[1] - reach * w[1])}
            x2={x(mean[0] + reach * w[0])}
            y2={y(mean[1] + reach * w[1])}
            stroke={palette.vermillion}
            strokeWidth={2}
          />
          {state.points.map(([px, py], index) => (
            <line key={index} x1={x(px)} y1={y(py)} x2={x(projected[index][0])} y2={y(projected[index][1])} stroke={colours.muted} strokeDasharray="3 3" />
          ))}
          {projected.map(([px, py], index) => (
            <circle key={index} cx={x(px)} cy={y(py)} r={3.5} fill={palette.vermillion} />
          ))}
        </g>
        <text x={box.left + 8} y={box.top + 20} fontSize={14} fill={colours.ink} stroke={colours.paper} strokeWidth={4} paintOrder="stroke">
          {`Line at ${state.angle}°: variance ${lineShare(kept, total)}`}
        </text>
        <PointSet
          points={state.points}
          x={x}
          y={y}
          step={[0.1, 0.1]}
          radius={5}
          colour={() => colours.ink}
          groupLabel="Flowers: arrow keys move a point, Page Up and Page Down choose another"
          describe={(index, [px, py]) => `Point ${index + 1} of ${state.points.length}: sepal width ${formatNumber(px)}, petal length ${formatNumber(py)}`}
          onMove={(index, point) => update((current) => ({ ...current, points: current.points.map((old, i) => (i === index ? point : old)) }))}
        />
        {/* Over the points, so the components stay visible; they let a drag reach the point beneath. */}
        <g clipPath="url(#pca-plot)" aria-hidden="true" pointerEvents="none">
          {directions.map((direction, index) => {
            const length = Math.sqrt(components.eigenvalues[index]);
            return (
              <Arrow
                key={index}
                from={mean}
                to={[mean[0] + length * direction[0], mean[1] + length * direction[1]]}
                label={`PC${index + 1}`}
                colour={palette.blue}
                labelColour={colours.text.blue}
              />
            );
          })}
        </g>
        <g aria-hidden="true" fill={colours.ink}>
          <text x={(scree.bars[0] + scree.bars[1] + scree.barWidth) / 2} y={box.top + 20} textAnchor="middle" fontSize={14}>
            Variance
          </text>
          {[first, second].map((variance, index) => (
            <g key={index}>
              <rect x={scree.bars[index]} y={scree.bottom - barHeight(variance)} width={scree.barWidth} height={barHeight(variance)} fill={palette.sky} />
              <text x={scree.bars[index] + scree.barWidth / 2} y={scree.bottom - barHeight(variance) - 6} textAnchor="middle" fontSize={14}>
                {percent(total > 0 ? variance / total : 0)}
              </text>
              <text x={scree.bars[index] + scree.barWidth / 2} y={scree.bottom + 20} textAnchor="middle" fontSize={14}>
                {`ν${index + 1} ${formatNumber(variance)}`}
              </text>
            </g>
          ))}
          <line x1={scree.bars[0] - 8} x2={scree.bars[0] + scree.barWidth + 4} y1={keptY} y2={keptY} stroke={palette.vermillion} strokeWidth={3} />
          <line x1={scree.bars[0] - 14} x2={scree.bars[1] + scree.barWidth} y1={scree.bottom} y2={scree.bottom} stroke={colours.muted} />
          <text x={scree.bars[0] - 10} y={scree.bottom + 44} fontSize={14} fill={colours.text.vermillion}>
            — your line
          </text>
        </g>
      </Stage>
      <ControlPanel>
        <Slider
          label="Line angle"
          value={state.angle}
          min={0}
          max={179}
          step={1}
          format={(value) => `${value}°`}
          onChange={(angle) => update((current) => ({ ...current, angle }))}
        />
        <WidgetButton
          disabled={state.angle === bestAngle}
          onClick={() => update((current) => ({ ...current, angle: Math.round(principalComponents(current.points).angle) % 180 }))}
        >
          Turn to PC1
        </WidgetButton>
        <Readout items={[`PC1 explains ${percent(total > 0 ? first / total : 1)}`, `ν1 ${formatNumber(first)}`, `ν2 ${formatNumber(second)}`]} />
      </ControlPanel>
    </>
  );
}

const pca: WidgetDefinition<PcaState> = { initialState, parseState, describe, View: PcaView };
export default pca;
