/**
 * Computed answers for the unsupervised-learning lecture's numeric practice questions. The data are
 * the lecture's two worked examples: the eight values 2, 4, 4, 4, 5, 5, 7, 9 fitted by a Gaussian
 * (maximum likelihood), and the six numbers 1, 2, 3, 10, 11, 12 scored by the silhouette.
 */
const values = [2, 4, 4, 4, 5, 5, 7, 9];
const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

/** The maximum-likelihood Gaussian: the sample mean and the mean squared deviation (divided by n, not n − 1). */
function fitGaussian(xs: number[]): { mu: number; variance: number } {
  const mu = mean(xs);
  return { mu, variance: mean(xs.map((x) => (x - mu) ** 2)) };
}

/** The mean silhouette of a clustering of numbers on a line: s(i) = (b(i) − a(i)) / max(a(i), b(i)). */
function meanSilhouette(clusters: number[][]): number {
  const meanDistance = (x: number, others: number[]) => mean(others.map((y) => Math.abs(x - y)));
  const scores = clusters.flatMap((cluster, c) =>
    cluster.map((x, i) => {
      const a = meanDistance(
        x,
        cluster.filter((_, j) => j !== i),
      );
      const b = Math.min(...clusters.filter((_, other) => other !== c).map((other) => meanDistance(x, other)));
      return (b - a) / Math.max(a, b);
    }),
  );
  return mean(scores);
}

export const unsupervisedLearningAnswers: Record<string, () => number> = {
  /** p̂(1)/p̂(5) = exp(−(1 − 5)²/(2 · 4)) = e^{−2} ≈ 0.135. */
  'unsupervised-learning-gaussian-density-ratio': () => {
    const { mu, variance } = fitGaussian(values);
    return Math.exp(-((1 - mu) ** 2) / (2 * variance));
  },
  /** Refit with 13 included: μ̂ = 53/9, σ̂² = 401/9 − (53/9)² = 800/81, so 13 sits (13 − μ̂)/σ̂ ≈ 2.26 standard deviations out. */
  'unsupervised-learning-outlier-inflates-sigma': () => {
    const { mu, variance } = fitGaussian([...values, 13]);
    return (13 - mu) / Math.sqrt(variance);
  },
  /** The clustering {1, 2, 3, 10}, {11, 12}: mean silhouette ≈ 0.466, down from ≈ 0.85 for the natural split. */
  'unsupervised-learning-silhouette-after-move': () =>
    meanSilhouette([
      [1, 2, 3, 10],
      [11, 12],
    ]),
};
