/**
 * Exact t-SNE (van der Maaten and Hinton, 2008), written out for the dimensionality-reduction
 * lecture's figure and numbers: Gaussian input affinities with each point's width set by bisection
 * to a target perplexity, symmetrised; Student-t (one degree of freedom) affinities in the map; plain
 * gradient descent on KL(P || Q) with momentum, per-coordinate gains and early exaggeration, as in
 * the original paper. O(n²) per step, meant for a few hundred points.
 */
import { createRandom, gaussian } from './random.ts';

/** Squared Euclidean distances between all pairs of rows. */
export function squaredDistances(points: readonly (readonly number[])[]): number[][] {
  return points.map((a) => points.map((b) => a.reduce((sum, value, c) => sum + (value - b[c]) ** 2, 0)));
}

/** p_{j|i} for one point: exp(−d²/(2σ²)) normalised over j ≠ i, and its perplexity 2^H in bits. */
export function conditionalAffinities(squared: readonly number[], self: number, sigma: number): { p: number[]; perplexity: number } {
  // Subtracting the smallest distance before exponentiating keeps the weights from underflowing; it cancels in the ratio.
  const nearest = Math.min(...squared.filter((_, j) => j !== self));
  const weights = squared.map((d2, j) => (j === self ? 0 : Math.exp(-(d2 - nearest) / (2 * sigma * sigma))));
  const total = weights.reduce((a, b) => a + b, 0);
  const p = weights.map((w) => w / total);
  const entropyBits = -p.reduce((sum, value) => (value > 0 ? sum + value * Math.log2(value) : sum), 0);
  return { p, perplexity: 2 ** entropyBits };
}

/** The width σ_i whose conditional distribution has the target perplexity (bisection on log σ). */
export function widthForPerplexity(squared: readonly number[], self: number, perplexity: number): number {
  let [low, high] = [-20, 20];
  for (let step = 0; step < 100; step++) {
    const mid = (low + high) / 2;
    if (conditionalAffinities(squared, self, Math.exp(mid)).perplexity > perplexity) high = mid;
    else low = mid;
  }
  return Math.exp((low + high) / 2);
}

/** The symmetric input affinities p_ij = (p_{j|i} + p_{i|j}) / 2n, which sum to 1. */
export function inputAffinities(points: readonly (readonly number[])[], perplexity: number): number[][] {
  const squared = squaredDistances(points);
  const n = points.length;
  const conditional = squared.map((row, i) => conditionalAffinities(row, i, widthForPerplexity(row, i, perplexity)).p);
  return conditional.map((row, i) => row.map((_, j) => (conditional[i][j] + conditional[j][i]) / (2 * n)));
}

/** KL(P || Q) of a 2-D map, the cost t-SNE minimises. */
export function klDivergence(p: readonly number[][], map: readonly [number, number][]): number {
  const n = map.length;
  const u = map.map((a, i) => map.map((b, j) => (i === j ? 0 : 1 / (1 + (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2))));
  const total = u.flat().reduce((a, b) => a + b, 0);
  let kl = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j && p[i][j] > 0) kl += p[i][j] * Math.log(p[i][j] / (u[i][j] / total));
  return kl;
}

export interface TsneOptions {
  perplexity: number;
  seed: number;
  iterations?: number;
  learningRate?: number;
}

/** Runs t-SNE into two dimensions and returns the map. */
export function tsne(points: readonly (readonly number[])[], options: TsneOptions): [number, number][] {
  const { perplexity, seed, iterations = 1000, learningRate = 100 } = options;
  const n = points.length;
  const p = inputAffinities(points, perplexity);
  const random = createRandom(seed);
  const map: [number, number][] = Array.from({ length: n }, () => [1e-4 * gaussian(random), 1e-4 * gaussian(random)]);
  const velocity = map.map(() => [0, 0]);
  const gains = map.map(() => [1, 1]);
  const exaggerationSteps = 250;
  for (let step = 0; step < iterations; step++) {
    // Early exaggeration multiplies P for the first steps, so that clusters form before they settle.
    const exaggeration = step < exaggerationSteps ? 12 : 1;
    const momentum = step < exaggerationSteps ? 0.5 : 0.8;
    const u = map.map((a, i) => map.map((b, j) => (i === j ? 0 : 1 / (1 + (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2))));
    const total = u.flat().reduce((a, b) => a + b, 0);
    for (let i = 0; i < n; i++) {
      // ∂C/∂z_i = 4 Σ_j (p_ij − q_ij) u_ij (z_i − z_j), with q_ij = u_ij / Σ u.
      const gradient = [0, 0];
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const factor = 4 * (exaggeration * p[i][j] - u[i][j] / total) * u[i][j];
        gradient[0] += factor * (map[i][0] - map[j][0]);
        gradient[1] += factor * (map[i][1] - map[j][1]);
      }
      for (let c = 0; c < 2; c++) {
        // Gains grow where the gradient keeps its sign against the last step and shrink where it flips (delta-bar-delta).
        gains[i][c] = Math.sign(gradient[c]) !== Math.sign(velocity[i][c]) ? gains[i][c] + 0.2 : Math.max(gains[i][c] * 0.8, 0.01);
        velocity[i][c] = momentum * velocity[i][c] - learningRate * gains[i][c] * gradient[c];
      }
    }
    for (let i = 0; i < n; i++) {
      map[i][0] += velocity[i][0];
      map[i][1] += velocity[i][1];
    }
    const mean = [0, 1].map((c) => map.reduce((sum, z) => sum + z[c], 0) / n);
    for (const z of map) {
      z[0] -= mean[0];
      z[1] -= mean[1];
    }
  }
  return map;
}
