/**
 * Computed answers for the dimensionality-reduction lecture's numeric practice questions. The data
 * are the lecture's worked examples: the thin-shell computation of the curse of dimensionality, the
 * four points (5, 3), (1, −1), (4, 0), (2, 2) of the PCA worked example, and the singular values
 * 8, 5, 4, 2, 1 of the table in "Choosing k".
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

export const dimensionalityReductionAnswers: Record<string, () => number> = {
  /** The fraction of the unit ball's volume within ε = 0.05 of the surface in d = 20: 1 − 0.95²⁰ ≈ 0.642. */
  'dimensionality-reduction-thin-shell-volume': () => 1 - (1 - 0.05) ** 20,
  /** Projecting the worked example onto the first axis instead of v₁: J = tr S − e₁ᵀ S e₁ = 5 − 2.5 = 2.5. */
  'dimensionality-reduction-worked-axis-error': () => reconstructionError(workedPoints, [1, 0]),
  /** The energy left out by one component over the total: (25 + 16 + 4 + 1) / 110 ≈ 0.418. */
  'dimensionality-reduction-relative-error-one-component': () => {
    const energies = tableSingularValues.map((sigma) => sigma ** 2);
    const total = energies.reduce((sum, energy) => sum + energy, 0);
    return energies.slice(1).reduce((sum, energy) => sum + energy, 0) / total;
  },
};
