/**
 * Lloyd's algorithm for k-means, one half-step at a time: the computation behind the "k-means step
 * by step" live figure. The data and the first start are those of the lecture's Lloyd figure
 * (figures/kmeans-iterations.ts): three Gaussian blobs of 40 points from seed 11, and k = 3 data
 * points drawn uniformly from seed 2. A state is only the setup and how many steps were taken; the
 * centres, labels and objectives are replayed from it, so a shared link is a few numbers and the
 * same link always shows the same run.
 */
import { BLOBS_SEED, threeBlobs } from '../../../../../figures/lib/kmeans-blobs.ts';
import { createRandom } from '~/features/lectures/live-figures/kit';
import { integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export type Point = readonly [number, number];
export type Seeding = 'uniform' | 'kmeans++';

export interface KMeansState {
  k: number;
  seeding: Seeding;
  /** The seed of the start: "New start" takes the next one. */
  seed: number;
  /** Half-steps taken: Assign, Update, Assign, ... (an even count means Assign comes next). */
  steps: number;
}

export const K_RANGE = [2, 6] as const;
/** The drawing's data ranges (those of the lecture figure's panels). */
export const X_RANGE = [-4, 4] as const;
export const Y_RANGE = [-3.5, 3.5] as const;
/** Far more half-steps than any run on 120 points needs; a link asking for more is not one of ours. */
const MAX_STEPS = 400;
const MAX_SEED = 1_000_000;

const squaredDistance = (a: Point, b: Point) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;

/** The lecture figure's three blobs of 40 points each (same generator, same seed, same draws). */
export function figureData(): Point[] {
  return threeBlobs(createRandom(BLOBS_SEED));
}

const DATA = figureData();

/** The figure's first state: the lecture figure's start (k = 3, uniform, seed 2), before any step. */
export function initialState(): KMeansState {
  return { k: 3, seeding: 'uniform', seed: 2, steps: 0 };
}

/**
 * The starting centres, k distinct data points. Uniform: each index drawn uniformly until k differ
 * (the lecture figure's Forgy start, so seed 2 gives its start). k-means++: the first uniformly,
 * each next one with probability proportional to its squared distance to the nearest centre so far.
 */
export function seedCentroids(points: readonly Point[], k: number, seeding: Seeding, seed: number): Point[] {
  const random = createRandom(seed);
  const chosen: number[] = [];
  if (seeding === 'uniform') {
    while (chosen.length < k) {
      const i = Math.floor(random() * points.length);
      if (!chosen.includes(i)) chosen.push(i);
    }
    return chosen.map((i) => points[i]);
  }
  chosen.push(Math.floor(random() * points.length));
  const nearest = points.map((p) => squaredDistance(p, points[chosen[0]]));
  while (chosen.length < k) {
    const total = nearest.reduce((sum, d) => sum + d, 0);
    let target = random() * total;
    // The last point with D > 0 takes what rounding leaves over; a point on a centre (D = 0) is never chosen.
    let next = nearest.findLastIndex((d) => d > 0);
    for (let i = 0; i < points.length; i++) {
      if (nearest[i] === 0) continue;
      target -= nearest[i];
      if (target < 0) {
        next = i;
        break;
      }
    }
    chosen.push(next);
    points.forEach((p, i) => (nearest[i] = Math.min(nearest[i], squaredDistance(p, points[next]))));
  }
  return chosen.map((i) => points[i]);
}

/** The assignment step: each point's nearest centre; a tie keeps the current label (the lecture's rule). */
export function assign(points: readonly Point[], centroids: readonly Point[], labels: readonly number[] | null): number[] {
  return points.map((p, i) => {
    let best = labels ? labels[i] : 0;
    for (let j = 0; j < centroids.length; j++) if (squaredDistance(p, centroids[j]) < squaredDistance(p, centroids[best])) best = j;
    return best;
  });
}

/** The update step: each centre moves to the mean of its points; a centre with no points stays. */
export function updateCentroids(points: readonly Point[], labels: readonly number[], centroids: readonly Point[]): Point[] {
  return centroids.map((centre, j) => {
    let sx = 0;
    let sy = 0;
    let count = 0;
    points.forEach((p, i) => {
      if (labels[i] !== j) return;
      sx += p[0];
      sy += p[1];
      count++;
    });
    return count === 0 ? centre : ([sx / count, sy / count] as Point);
  });
}

/** The k-means objective J = Σ ‖x_i − μ_{c_i}‖², the within-cluster sum of squares. */
export function objective(points: readonly Point[], labels: readonly number[], centroids: readonly Point[]): number {
  return points.reduce((sum, p, i) => sum + squaredDistance(p, centroids[labels[i]]), 0);
}

export interface KMeansRun {
  points: readonly Point[];
  centroids: Point[];
  /** Null before the first assignment. */
  labels: number[] | null;
  /** Full iterations begun (an Assign starts one). */
  iteration: number;
  /** The step just taken. */
  last: 'start' | 'assign' | 'update';
  /** J before and after the last step (both null at the start: there is no assignment yet). */
  before: number | null;
  after: number | null;
  /** Points whose label the last Assign changed. */
  changed: number;
  /** The last Assign changed no label: Lloyd's algorithm stops. */
  converged: boolean;
  /** Half-steps actually taken (a run stops at convergence, whatever `steps` asks). */
  steps: number;
}

/** Replays the state's run: its start, then `steps` half-steps of Lloyd's algorithm, stopping once converged. */
export function replay(state: KMeansState, points: readonly Point[] = DATA): KMeansRun {
  let centroids = seedCentroids(points, state.k, state.seeding, state.seed);
  let labels: number[] | null = null;
  const run: KMeansRun = { points, centroids, labels, iteration: 0, last: 'start', before: null, after: null, changed: 0, converged: false, steps: 0 };
  for (let step = 0; step < state.steps && !run.converged; step++) {
    if (step % 2 === 0) {
      const next = assign(points, centroids, labels);
      run.changed = labels ? next.filter((label, i) => label !== labels![i]).length : points.length;
      run.before = run.after;
      // Before the first assignment J is not defined; the first Assign's J uses the starting centres.
      run.converged = labels !== null && run.changed === 0;
      labels = next;
      run.iteration++;
      run.last = 'assign';
    } else {
      run.before = run.after;
      centroids = updateCentroids(points, labels!, centroids);
      run.last = 'update';
    }
    run.after = objective(points, labels!, centroids);
    run.steps = step + 1;
  }
  run.centroids = centroids;
  run.labels = labels;
  return run;
}

/** A state from a shared link, or null unless every field is one the figure can show. */
export function parseState(value: unknown): KMeansState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { k, seeding, seed, steps } = value as Record<string, unknown>;
  if (!integerIn(k, K_RANGE[0], K_RANGE[1]) || (seeding !== 'uniform' && seeding !== 'kmeans++')) return null;
  if (!integerIn(seed, 0, MAX_SEED) || !integerIn(steps, 0, MAX_STEPS)) return null;
  return { k, seeding, seed, steps };
}
