/**
 * Computed answers for the nonparametric lecture's numeric practice questions: the worked example
 * (six labelled points and the query (3, 2)), the median nearest-neighbour distance of the curse of
 * dimensionality, and the customers of the feature-scaling section.
 */
type Point = readonly [number, number];

/** The worked example: points 1 to 6, their regression targets, and the query. */
const points: Point[] = [
  [1, 2],
  [2, 4],
  [4, 3],
  [5, 1],
  [3, 0],
  [6, 4],
];
const targets = [3, 4, 5, 6, 2, 8];
const query: Point = [3, 2];

const euclidean = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The indices of the k nearest points to the query by Euclidean distance, ties to the lower index. */
function nearest(k: number): number[] {
  return points
    .map((point, index) => ({ index, distance: euclidean(point, query) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, k)
    .map(({ index }) => index);
}

/** k-NN regression at the query with weights w(D) (1 for the plain average). */
function knnRegression(k: number, weight: (distance: number) => number): number {
  let weighted = 0;
  let total = 0;
  for (const index of nearest(k)) {
    const w = weight(euclidean(points[index], query));
    weighted += w * targets[index];
    total += w;
  }
  return weighted / total;
}

/** The median distance from the centre of the unit ball in R^d to the nearest of n uniform points. */
const medianNearestDistance = (n: number, d: number) => (1 - 2 ** (-1 / n)) ** (1 / d);

/** Customers as (age in years, income in euros), standardised with the section's deviations. */
const deviations = [15, 20000] as const;
const standardisedDistance = (a: Point, b: Point) => Math.hypot((a[0] - b[0]) / deviations[0], (a[1] - b[1]) / deviations[1]);

/** One-dimensional training data: inputs and targets. */
interface Series1d {
  readonly x: readonly number[];
  readonly y: readonly number[];
}

/** The five points of the cross-validation worked example (no tied distances). */
export const cvExample: Series1d = { x: [1, 2, 4, 8, 11], y: [2, 3, 6, 5, 9] };

/** k-NN regression at x0 from the points whose indices are `from`, nearest first (ties to the lower index). */
function knn1d(data: Series1d, from: number[], x0: number, k: number): number {
  const order = [...from].sort((a, b) => Math.abs(data.x[a] - x0) - Math.abs(data.x[b] - x0) || a - b);
  return order.slice(0, k).reduce((sum, i) => sum + data.y[i], 0) / k;
}

/** Leave-one-out mean squared error of k-NN regression: each point predicted from the other n − 1. */
export function leaveOneOutError(data: Series1d, k: number): number {
  const all = data.x.map((_, i) => i);
  return (
    all.reduce(
      (sum, i) =>
        sum +
        (data.y[i] -
          knn1d(
            data,
            all.filter((j) => j !== i),
            data.x[i],
            k,
          )) **
          2,
      0,
    ) / all.length
  );
}

/** Gaussian kernel weight exp(−(x − x0)² / (2h²)). */
const gaussianWeight = (x: number, x0: number, h: number) => Math.exp(-((x - x0) ** 2) / (2 * h * h));

/** Nadaraya–Watson estimate at x0: the kernel-weighted mean of the targets. */
export function nadarayaWatson(data: Series1d, x0: number, h: number): number {
  const w = data.x.map((x) => gaussianWeight(x, x0, h));
  return w.reduce((sum, wi, i) => sum + wi * data.y[i], 0) / w.reduce((sum, wi) => sum + wi, 0);
}

/** Local linear estimate at x0: the intercept a0 = (S2 T0 − S1 T1) / (S0 S2 − S1²) of the weighted least-squares line. */
export function localLinear(data: Series1d, x0: number, h: number): number {
  const w = data.x.map((x) => gaussianWeight(x, x0, h));
  const s = (power: number) => w.reduce((sum, wi, i) => sum + wi * (data.x[i] - x0) ** power, 0);
  const t = (power: number) => w.reduce((sum, wi, i) => sum + wi * (data.x[i] - x0) ** power * data.y[i], 0);
  return (s(2) * t(0) - s(1) * t(1)) / (s(0) * s(2) - s(1) ** 2);
}

/** The boundary example of the kernel regression section: y = x at x = 0, 1, 2, 3. */
export const lineExample: Series1d = { x: [0, 1, 2, 3], y: [0, 1, 2, 3] };

/** The data of exercise 2. */
export const exerciseTwo: Series1d = { x: [1, 2, 4, 7, 8], y: [2, 3, 6, 5, 9] };

export const nonparametricAnswers: Record<string, () => number> = {
  /** (5 + 3 + 2 + 4 + 6)/5 = 4. */
  'nonparametric-worked-regression-k5': () => knnRegression(5, () => 1),
  /** (1 − 2^(−1/500))^(1/20) ≈ 0.72. */
  'nonparametric-nearest-distance-d20': () => medianNearestDistance(500, 20),
  /** √((20/15)² + 1) = 5/3. */
  'nonparametric-standardised-distance': () => standardisedDistance([25, 30000], [45, 50000]),
  /** Weights 1/D² = 1/2, 1/4, 1/4 on the targets 5, 3, 2: 3.75. */
  'nonparametric-weighted-inverse-square': () => knnRegression(3, (distance) => 1 / distance ** 2),
  /** Leave-one-out predictions 4.5, 4, 2.5, 7.5, 5.5 against 2, 3, 6, 5, 9: (6.25 + 1 + 12.25 + 6.25 + 12.25)/5 = 7.6. */
  'nonparametric-loo-two-neighbours': () => leaveOneOutError(cvExample, 2),
  /** Nadaraya–Watson at the right end x0 = 3 of y = x with h = 1: 3 − 0.519 by symmetry. */
  'nonparametric-nadaraya-watson-right-end': () => nadarayaWatson(lineExample, 3, 1),
};
