/**
 * The unsupervised-learning lecture's density estimate: a product-Gaussian kernel with one width
 * per axis. One place for it, read by the build-time figure (figures/iris-density-anomalies.ts)
 * and by the live density figure, so both score the flowers the same way.
 */
export type DensityPoint = readonly [number, number];

/** The sample standard deviation (n − 1), which Scott's rule takes. */
export function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
}

/**
 * The estimate p̂(x, y) = (1/m) Σ_i K_h(x − x_i, y − y_i), with K_h the product of two Gaussians of
 * standard deviations h_x and h_y; `skip` leaves one sample out (m = n − 1), so a sample's own
 * bump does not prop up its score.
 */
export function densityAt(points: readonly DensityPoint[], h: DensityPoint, x: number, y: number, skip = -1): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < points.length; i++) {
    if (i === skip) continue;
    const u = (x - points[i][0]) / h[0];
    const v = (y - points[i][1]) / h[1];
    sum += Math.exp(-0.5 * (u * u + v * v));
    count++;
  }
  return count > 0 ? sum / (2 * Math.PI * h[0] * h[1] * count) : 0;
}

/**
 * Each sample's leave-one-out density: its score as an anomaly (low = unusual). The same numbers as
 * densityAt(points, h, x_i, y_i, i) for each i, but the kernel is symmetric, K(i, j) = K(j, i), so
 * each pair's exp is computed once and added to both: half the work of n separate sums (the live
 * figure recomputes them on every keystroke of its kernel-width slider).
 */
export function leaveOneOutDensities(points: readonly DensityPoint[], h: DensityPoint): number[] {
  const n = points.length;
  const sums = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const [xi, yi] = points[i];
    for (let j = i + 1; j < n; j++) {
      const u = (xi - points[j][0]) / h[0];
      const v = (yi - points[j][1]) / h[1];
      const k = Math.exp(-0.5 * (u * u + v * v));
      sums[i] += k;
      sums[j] += k;
    }
  }
  const norm = n > 1 ? 1 / (2 * Math.PI * h[0] * h[1] * (n - 1)) : 0;
  return Array.from(sums, (sum) => sum * norm);
}
