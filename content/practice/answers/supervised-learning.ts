/**
 * Computed answers for the supervised-learning lecture's numeric practice questions. The data is the
 * lecture's small example by hand: the training points (1, 1), (1, 3), (2, 4) and the test points
 * (3, 5), (0, 1), with the class of lines through the origin h_w(x) = w x.
 */
const train = { x: [1, 1, 2], y: [1, 3, 4] };
const test = { x: [3, 0], y: [5, 1] };
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Least squares for a line through the origin: w = Σ x y / Σ x². */
const slopeThroughOrigin = (x: number[], y: number[]) => x.reduce((sum, xi, i) => sum + xi * y[i], 0) / x.reduce((sum, xi) => sum + xi * xi, 0);

/** A median of the values (the middle one, or the midpoint of the middle two). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const supervisedLearningAnswers: Record<string, () => number> = {
  /** The first test point (3, 5) joins the training set: w = (1 + 3 + 8 + 15) / (1 + 1 + 4 + 9) = 27/15 = 1.8. */
  'supervised-learning-refit-with-test-point': () => slopeThroughOrigin([...train.x, test.x[0]], [...train.y, test.y[0]]),
  /** The best constant under absolute loss is the median label, 3; its mean absolute error on 1, 3, 4 is 1. */
  'supervised-learning-median-constant-error': () => {
    const c = median(train.y);
    return mean(train.y.map((y) => Math.abs(y - c)));
  },
};
