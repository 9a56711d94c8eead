/**
 * Least squares on a line, y = slope·x + intercept: the computation behind the "Least squares"
 * live figure. The data are twelve of the thirty points of the lecture's regression figure
 * (figures/regression-vs-classification.ts: y = 1 + 0.6x + noise, seed 11), evenly spread along x.
 */
import { createRandom, gaussian } from '~/features/lectures/live-figures/kit';
import { finiteIn } from '~/features/lectures/live-figures/kit/state-checks';

export type Point = readonly [number, number];

export interface LeastSquaresState {
  points: Point[];
  slope: number;
  intercept: number;
}

/** The drawing's data ranges; points stay inside them. */
export const X_RANGE = [0, 10] as const;
export const Y_RANGE = [0, 7] as const;

/** Twelve of the regression figure's points (same seed, same draws), picked evenly along x so they span it. */
export function figureData(): Point[] {
  const random = createRandom(11);
  const xs = Array.from({ length: 30 }, () => 10 * random());
  const ys = xs.map((x) => 1 + 0.6 * x + 0.9 * gaussian(random));
  const byX = xs.map((x, i): Point => [x, ys[i]]).sort((a, b) => a[0] - b[0]);
  return Array.from({ length: 12 }, (_, i) => byX[Math.round((i * (byX.length - 1)) / 11)]);
}

/** The figure's first state: the data with a line that is plausible but not the best (flat-ish, too high). */
export function initialState(): LeastSquaresState {
  return { points: figureData(), slope: 0.3, intercept: 2.5 };
}

export function residuals(state: LeastSquaresState): number[] {
  return state.points.map(([x, y]) => y - (state.slope * x + state.intercept));
}

/** The mean squared error J = (1/n) Σ (y − ŷ)², the lecture's squared loss. */
export function meanSquaredError(state: LeastSquaresState): number {
  const r = residuals(state);
  return r.reduce((sum, value) => sum + value * value, 0) / r.length;
}

/**
 * The least-squares line: slope = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)², intercept = ȳ − slope·x̄ (the
 * normal equations for one feature and an intercept). With all x equal the slope is undefined;
 * then the flat line through ȳ is one of the minimisers.
 */
export function bestFit(points: readonly Point[]): { slope: number; intercept: number } {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  }
  const slope = sxx > 1e-12 ? sxy / sxx : 0;
  return { slope, intercept: meanY - slope * meanX };
}

/** A state from a shared link, or null unless every number is finite and on the figure. */
export function parseState(value: unknown): LeastSquaresState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { points, slope, intercept } = value as Record<string, unknown>;
  if (!Array.isArray(points) || points.length < 2 || points.length > 40) return null;
  const parsed: Point[] = [];
  for (const point of points) {
    if (!Array.isArray(point) || point.length !== 2 || !finiteIn(point[0], X_RANGE[0], X_RANGE[1]) || !finiteIn(point[1], Y_RANGE[0], Y_RANGE[1])) return null;
    parsed.push([point[0], point[1]]);
  }
  if (!finiteIn(slope, -20, 20) || !finiteIn(intercept, -100, 100)) return null;
  return { points: parsed, slope, intercept };
}
