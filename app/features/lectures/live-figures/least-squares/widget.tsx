import {
  Axes,
  ControlPanel,
  formatNumber,
  linearScale,
  palette,
  type Point,
  PointSet,
  Readout,
  Stage,
  useFigureColours,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  bestFit,
  initialState,
  meanSquaredError,
  parseState,
  residuals,
  X_RANGE,
  Y_RANGE,
  type LeastSquaresState,
} from '~/features/lectures/live-figures/least-squares/model';

const WIDTH = 560;
const HEIGHT = 400;
// 48 drawing units per data unit on both axes, so a squared residual is drawn as a true square.
const box = { left: 56, top: 20, width: 480, height: 336 };
const x = linearScale(X_RANGE, [box.left, box.left + box.width]);
const y = linearScale(Y_RANGE, [box.top + box.height, box.top]);
/** Where the line's two handles sit along x. */
const HANDLE_X = [2, 8] as const;

function describe(state: LeastSquaresState): string {
  const best = bestFit(state.points);
  const bestError = meanSquaredError({ points: state.points, ...best });
  return (
    `slope ${formatNumber(state.slope)}, intercept ${formatNumber(state.intercept)}, mean squared error ${formatNumber(meanSquaredError(state))}; ` +
    `the best fit has slope ${formatNumber(best.slope)}, intercept ${formatNumber(best.intercept)}, mean squared error ${formatNumber(bestError)}`
  );
}

function LeastSquaresView({ state, update }: WidgetViewProps<LeastSquaresState>) {
  const colours = useFigureColours();
  const r = residuals(state);
  const error = meanSquaredError(state);
  const best = bestFit(state.points);
  const bestError = meanSquaredError({ points: state.points, ...best });
  const lineAt = (value: number) => state.slope * value + state.intercept;
  const handles: Point[] = HANDLE_X.map((hx) => [hx, lineAt(hx)]);
  const atBest = Math.abs(error - bestError) < 5e-5;

  return (
    <>
      <Stage width={WIDTH} height={HEIGHT} label="Least squares: data points, a line, and each point's squared residual">
        <defs>
          <clipPath id="least-squares-plot">
            <rect x={box.left} y={box.top} width={box.width} height={box.height} />
          </clipPath>
        </defs>
        <Axes box={box} x={x} y={y} xLabel="feature x" yLabel="target y" />
        <g clipPath="url(#least-squares-plot)" aria-hidden="true">
          {state.points.map(([px, py], index) => {
            // The square's side is the residual; it grows away from the line, on the side with room.
            const side = Math.abs(r[index]) * (x(1) - x(0));
            const top = Math.min(y(py), y(lineAt(px)));
            const left = x(px) + side <= box.left + box.width ? x(px) : x(px) - side;
            return (
              <rect
                key={index}
                x={left}
                y={top}
                width={side}
                height={side}
                fill={palette.vermillion}
                fillOpacity={0.14}
                stroke={palette.vermillion}
                strokeOpacity={0.5}
              />
            );
          })}
          {state.points.map(([px, py], index) => (
            <line key={index} x1={x(px)} x2={x(px)} y1={y(py)} y2={y(lineAt(px))} stroke={colours.muted} strokeDasharray="3 3" />
          ))}
          <line x1={x(X_RANGE[0])} x2={x(X_RANGE[1])} y1={y(lineAt(X_RANGE[0]))} y2={y(lineAt(X_RANGE[1]))} stroke={palette.blue} strokeWidth={3} />
        </g>
        <text x={box.left + 10} y={box.top + 22} fontSize={15} fill={colours.ink}>
          {`MSE ${formatNumber(error)}   (best ${formatNumber(bestError)})`}
        </text>
        <PointSet
          points={state.points}
          x={x}
          y={y}
          step={[0.1, 0.1]}
          colour={() => colours.ink}
          groupLabel="Data points: arrow keys move a point, Page Up and Page Down choose another"
          describe={(index, [px, py]) => `Point ${index + 1} of ${state.points.length}: x ${formatNumber(px)}, y ${formatNumber(py)}`}
          onMove={(index, point) => update((current) => ({ ...current, points: current.points.map((old, i) => (i === index ? point : old)) }))}
        />
        <PointSet
          points={handles}
          x={x}
          y={y}
          step={[0, 0.1]}
          radius={8}
          colour={() => palette.blue}
          groupLabel="Line handles: arrow keys up and down move the line at that end"
          describe={(index, [, hy]) => `Line handle ${index + 1} of 2, at x ${HANDLE_X[index]}: the line passes through y ${formatNumber(hy)}`}
          onMove={(index, [, hy]) =>
            update((current) => {
              // The moved handle takes the new height; the other stays where the line passes now.
              const heights = HANDLE_X.map((hx) => current.slope * hx + current.intercept);
              heights[index] = hy;
              const slope = (heights[1] - heights[0]) / (HANDLE_X[1] - HANDLE_X[0]);
              return { ...current, slope, intercept: heights[0] - slope * HANDLE_X[0] };
            })
          }
        />
      </Stage>
      <ControlPanel>
        <WidgetButton disabled={atBest} onClick={() => update((current) => ({ ...current, ...bestFit(current.points) }))}>
          Snap to the best fit
        </WidgetButton>
        <Readout items={[`slope ${formatNumber(state.slope)}`, `intercept ${formatNumber(state.intercept)}`, `MSE ${formatNumber(error)}`]} />
      </ControlPanel>
    </>
  );
}

const leastSquares: WidgetDefinition<LeastSquaresState> = { initialState, parseState, describe, View: LeastSquaresView };
export default leastSquares;
