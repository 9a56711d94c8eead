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

export const nonparametricAnswers: Record<string, () => number> = {
  /** (5 + 3 + 2 + 4 + 6)/5 = 4. */
  'nonparametric-worked-regression-k5': () => knnRegression(5, () => 1),
  /** (1 − 2^(−1/500))^(1/20) ≈ 0.72. */
  'nonparametric-nearest-distance-d20': () => medianNearestDistance(500, 20),
  /** √((20/15)² + 1) = 5/3. */
  'nonparametric-standardised-distance': () => standardisedDistance([25, 30000], [45, 50000]),
  /** Weights 1/D² = 1/2, 1/4, 1/4 on the targets 5, 3, 2: 3.75. */
  'nonparametric-weighted-inverse-square': () => knnRegression(3, (distance) => 1 / distance ** 2),
};
