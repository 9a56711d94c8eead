/**
 * Computed answers for the dimensionality-reduction lecture's numeric practice questions. The data
 * are the lecture's worked examples: the thin-shell computation of the curse of dimensionality, the
 * four points (5, 3), (1, −1), (4, 0), (2, 2) of the PCA worked example, and the singular values
 * 8, 5, 4, 2, 1 of the table in "Choosing d′".
 */
type Point = [number, number];

const workedPoints: Point[] = [
  [5, 3],
  [1, -1],
  [4, 0],
  [2, 2],
];
const tableSingularValues = [8, 5, 4, 2, 1];

/** The mean squared reconstruction error of centring the points and projecting them onto the unit direction w: J = (1/n) Σ ‖x̃ − w wᵀx̃‖². */
function reconstructionError(points: Point[], w: Point): number {
  const n = points.length;
  const mean: Point = [points.reduce((sum, [x]) => sum + x, 0) / n, points.reduce((sum, [, y]) => sum + y, 0) / n];
  return (
    points.reduce((sum, [x, y]) => {
      const centred: Point = [x - mean[0], y - mean[1]];
      const score = w[0] * centred[0] + w[1] * centred[1];
      return sum + (centred[0] - score * w[0]) ** 2 + (centred[1] - score * w[1]) ** 2;
    }, 0) / n
  );
}

/** The centred kernel matrix K̃ = HKH with H = I − 11ᵀ/n: K̃ᵢⱼ = Kᵢⱼ − (row mean i) − (column mean j) + (grand mean). */
export function centredKernel(kernel: readonly (readonly number[])[]): number[][] {
  const n = kernel.length;
  const rowMeans = kernel.map((row) => row.reduce((sum, value) => sum + value, 0) / n);
  const columnMeans = kernel[0].map((_, j) => kernel.reduce((sum, row) => sum + row[j], 0) / n);
  const grand = rowMeans.reduce((sum, value) => sum + value, 0) / n;
  return kernel.map((row, i) => row.map((value, j) => value - rowMeans[i] - columnMeans[j] + grand));
}

/** The perplexity 2^H, H in bits, of p_{j|i} ∝ exp(−d²/(2σ²)) over the given squared distances. */
function perplexityOf(squaredDistances: readonly number[], sigma: number): number {
  const weights = squaredDistances.map((d2) => Math.exp(-d2 / (2 * sigma * sigma)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return 2 ** -weights.reduce((sum, w) => sum + (w / total) * Math.log2(w / total), 0);
}

export const dimensionalityReductionAnswers: Record<string, () => number> = {
  /** The fraction of the unit ball's volume within δ = 0.05 of the surface in d = 20: 1 − 0.95²⁰ ≈ 0.642. */
  'dimensionality-reduction-thin-shell-volume': () => 1 - (1 - 0.05) ** 20,
  /** Projecting the worked example onto the first axis instead of v₁: J = tr S − e₁ᵀ S e₁ = 5 − 2.5 = 2.5. */
  'dimensionality-reduction-worked-axis-error': () => reconstructionError(workedPoints, [1, 0]),
  /** The energy left out by one component over the total: (25 + 16 + 4 + 1) / 110 ≈ 0.418. */
  'dimensionality-reduction-relative-error-one-component': () => {
    const energies = tableSingularValues.map((sigma) => sigma ** 2);
    const total = energies.reduce((sum, energy) => sum + energy, 0);
    return energies.slice(1).reduce((sum, energy) => sum + energy, 0) / total;
  },
  /** Squared distances 1, 2, 4 at σ = 2 instead of 1: the weights even out and the perplexity rises to about 2.97. */
  'dimensionality-reduction-tsne-perplexity-wider': () => perplexityOf([1, 2, 4], 2),
  /** The centred linear kernel of the points 0, 2, 4 on a line: K̃₁₁ = (0 − 2)² = 4. */
  'dimensionality-reduction-kernel-pca-centred-entry': () => centredKernel([0, 2, 4].map((a) => [0, 2, 4].map((b) => a * b)))[0][0],
};
