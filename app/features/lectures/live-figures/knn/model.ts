/**
 * k-nearest neighbours on two classes: the computation behind the "k-NN decision regions" live
 * figure. The data are the lecture's 200 training points (figures/lib/knn-mixture.ts, seed 12, the
 * same draws as figures/knn-decision-regions.ts). Brute force, as in the lecture: every query
 * measures its distance to every training point and keeps the k nearest, ties broken by the lower
 * index (as the build-time figure does), and the majority of their labels is the prediction.
 */
// Nothing but types from the kit: this module also runs in the regions worker, which must not load React.
import { knnTrainingData } from '../../../../../figures/lib/knn-mixture.ts';
import type { Point } from '~/features/lectures/live-figures/kit';
import { finiteIn, integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export type Metric = 'L2' | 'L1';

export interface KnnState {
  points: Point[];
  /** The class of each point, 0 or 1. */
  labels: number[];
  /** Odd, so two classes never tie. */
  k: number;
  metric: Metric;
}

/** The drawing's data window (equal scales on both axes); points stay inside it. */
export const X_RANGE = [-2.55, 4.05] as const;
export const Y_RANGE = [-1.8, 3.7] as const;
export const K_RANGE = [1, 51] as const;
/** The decision regions are evaluated at the centres of this grid of cells over the window. */
export const GRID = { columns: 60, rows: 50 } as const;

export function initialState(): KnnState {
  const { train, labels } = knnTrainingData();
  return { points: train, labels, k: 5, metric: 'L2' };
}

/**
 * The fraction of class 1 among the k training points nearest to `query`, leaving out the point
 * at index `skip` (for leave-one-out; −1 keeps them all). Of points at equal distance the lower
 * index counts first, as in the lecture figure. `scratch` is reused, so a grid of thousands of
 * queries allocates nothing per query.
 */
export function voteFraction(state: KnnState, query: Point, skip = -1, scratch = createScratch(state)): number {
  const { xs, ys, labels, distances, work, nearest, nearestLabels } = scratch;
  const count = xs.length;
  const k = Math.min(state.k, count - (skip >= 0 ? 1 : 0));
  const [qx, qy] = query;
  const l2 = state.metric === 'L2';
  if (k <= INSERTION_LIMIT) {
    // Few neighbours: keep them in a sorted list; most points are farther than the k-th and cost one comparison.
    let filled = 0;
    for (let index = 0; index < count; index++) {
      if (index === skip) continue;
      const dx = xs[index] - qx;
      const dy = ys[index] - qy;
      // Squared Euclidean distance orders the points as the distance itself does, without a root.
      const distance = l2 ? dx * dx + dy * dy : Math.abs(dx) + Math.abs(dy);
      if (filled === k && distance >= nearest[k - 1]) continue;
      let slot = filled < k ? filled++ : k - 1;
      while (slot > 0 && nearest[slot - 1] > distance) {
        nearest[slot] = nearest[slot - 1];
        nearestLabels[slot] = nearestLabels[slot - 1];
        slot--;
      }
      nearest[slot] = distance;
      nearestLabels[slot] = labels[index];
    }
    let ones = 0;
    for (let j = 0; j < k; j++) ones += nearestLabels[j];
    return ones / k;
  }
  // Many neighbours: find the k-th smallest distance by selection (linear time whatever k is), then
  // count the labels nearer than it, and of the points at exactly that distance the lowest indices.
  let used = 0;
  for (let index = 0; index < count; index++) {
    const dx = xs[index] - qx;
    const dy = ys[index] - qy;
    const distance = index === skip ? Infinity : l2 ? dx * dx + dy * dy : Math.abs(dx) + Math.abs(dy);
    distances[index] = distance;
    if (index !== skip) work[used++] = distance;
  }
  const kth = selectKth(work, used, k - 1);
  let ones = 0;
  let taken = 0;
  for (let index = 0; index < count; index++)
    if (distances[index] < kth) {
      ones += labels[index];
      taken++;
    }
  for (let index = 0; index < count && taken < k; index++)
    if (distances[index] === kth) {
      ones += labels[index];
      taken++;
    }
  return ones / k;
}

/** Up to this k a sorted insertion list beats selection. */
const INSERTION_LIMIT = 9;

/** The `rank`-th smallest of the first `length` values (0-based), by Hoare's quickselect; reorders `values`. */
function selectKth(values: Float64Array, length: number, rank: number): number {
  let low = 0;
  let high = length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const swap = values[i];
        values[i++] = values[j];
        values[j--] = swap;
      }
    }
    if (rank <= j) high = j;
    else if (rank >= i) low = i;
    else return values[rank];
  }
  return values[rank];
}

/** The points as flat arrays, and the buffers one query needs. */
function createScratch(state: KnnState) {
  const count = state.points.length;
  return {
    xs: Float64Array.from(state.points, (point) => point[0]),
    ys: Float64Array.from(state.points, (point) => point[1]),
    labels: Uint8Array.from(state.labels),
    distances: new Float64Array(count),
    work: new Float64Array(count),
    nearest: new Float64Array(INSERTION_LIMIT),
    nearestLabels: new Uint8Array(INSERTION_LIMIT),
  };
}

/** The predicted class at a point: the majority of its k nearest neighbours. */
export function predict(state: KnnState, query: Point): number {
  return voteFraction(state, query) > 0.5 ? 1 : 0;
}

/** The share of training points whose prediction (each point among its own neighbours) is its label. */
export function trainingAccuracy(state: KnnState): number {
  const scratch = createScratch(state);
  const correct = state.points.filter((point, index) => Number(voteFraction(state, point, -1, scratch) > 0.5) === state.labels[index]).length;
  return correct / state.points.length;
}

/** Leave-one-out accuracy: each point predicted by the others, an honest estimate of accuracy on new points. */
export function leaveOneOutAccuracy(state: KnnState): number {
  const scratch = createScratch(state);
  const correct = state.points.filter((point, index) => Number(voteFraction(state, point, index, scratch) > 0.5) === state.labels[index]).length;
  return correct / state.points.length;
}

/** The class-1 vote fraction at the centre of each grid cell, row by row from the top of the window. */
export function regionVotes(state: KnnState): Float64Array {
  const { columns, rows } = GRID;
  const votes = new Float64Array(columns * rows);
  const scratch = createScratch(state);
  const cellWidth = (X_RANGE[1] - X_RANGE[0]) / columns;
  const cellHeight = (Y_RANGE[1] - Y_RANGE[0]) / rows;
  const query: [number, number] = [0, 0];
  for (let row = 0; row < rows; row++) {
    query[1] = Y_RANGE[1] - (row + 0.5) * cellHeight;
    for (let column = 0; column < columns; column++) {
      query[0] = X_RANGE[0] + (column + 0.5) * cellWidth;
      votes[row * columns + column] = voteFraction(state, query, -1, scratch);
    }
  }
  return votes;
}

/** Everything the figure shows for a state: the regions and both accuracies. */
export interface KnnFit {
  votes: Float64Array;
  training: number;
  leaveOneOut: number;
}

/** The figure's whole computation for one state: about 40,000 distances for the grid and as many for each accuracy. */
export function fitKnn(state: KnnState): KnnFit {
  return { votes: regionVotes(state), training: trainingAccuracy(state), leaveOneOut: leaveOneOutAccuracy(state) };
}

/** A state from a shared link, or null unless it is one the figure can draw. */
export function parseState(value: unknown): KnnState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { points, labels, k, metric } = value as Record<string, unknown>;
  if (!Array.isArray(points) || !Array.isArray(labels) || points.length < K_RANGE[1] || points.length > 400 || labels.length !== points.length) return null;
  const parsed: Point[] = [];
  for (const point of points) {
    if (!Array.isArray(point) || point.length !== 2 || !finiteIn(point[0], X_RANGE[0], X_RANGE[1]) || !finiteIn(point[1], Y_RANGE[0], Y_RANGE[1])) return null;
    parsed.push([point[0], point[1]]);
  }
  if (!labels.every((label) => label === 0 || label === 1)) return null;
  if (!integerIn(k, K_RANGE[0], K_RANGE[1]) || k % 2 === 0) return null;
  if (metric !== 'L2' && metric !== 'L1') return null;
  return { points: parsed, labels: labels as number[], k, metric };
}
