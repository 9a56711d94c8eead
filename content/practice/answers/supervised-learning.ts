/**
 * Computed answers for the supervised-learning lecture's numeric practice questions. The data is the
 * lecture's small example by hand: the training points (1, 1), (1, 3), (2, 4) and the test points
 * (3, 5), (0, 1), with the class of lines through the origin h_w(x) = w x. The bounds of
 * "Generalisation bounds" are computed by the functions below, which the lecture's numbers are
 * checked against (supervised-learning.test.ts).
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

/**
 * The margin s of the finite-class bound: with probability at least 1 − δ, every h in a class of
 * `classSize` hypotheses has |R(h) − R̂ₙ(h)| ≤ s = √(log(2|H|/δ) / (2n)) (Hoeffding's inequality and
 * the union bound, for a loss in [0, 1]).
 */
export function finiteClassMargin(classSize: number, delta: number, n: number): number {
  return Math.sqrt(Math.log((2 * classSize) / delta) / (2 * n));
}

/** The smallest whole n for which the finite-class margin is at most `margin`. */
export function finiteClassSampleSize(classSize: number, delta: number, margin: number): number {
  return Math.ceil(Math.log((2 * classSize) / delta) / (2 * margin ** 2));
}

/**
 * The margin of Vapnik's VC bound, R(h) ≤ R̂ₙ(h) + √(c/n) with c = d_VC (log(2n/d_VC) + 1) + log(4/δ),
 * valid for n > d_VC.
 */
export function vcMargin(vcDimension: number, delta: number, n: number): number {
  const c = vcDimension * (Math.log((2 * n) / vcDimension) + 1) + Math.log(4 / delta);
  return Math.sqrt(c / n);
}

export const supervisedLearningAnswers: Record<string, () => number> = {
  /** The first test point (3, 5) joins the training set: w = (1 + 3 + 8 + 15) / (1 + 1 + 4 + 9) = 27/15 = 1.8. */
  'supervised-learning-refit-with-test-point': () => slopeThroughOrigin([...train.x, test.x[0]], [...train.y, test.y[0]]),
  /** The best constant under absolute loss is the median label, 3; its mean absolute error on 1, 3, 4 is 1. */
  'supervised-learning-median-constant-error': () => {
    const c = median(train.y);
    return mean(train.y.map((y) => Math.abs(y - c)));
  },
  /** A million hypotheses, n = 1000, δ = 0.05: √(log(4 × 10⁷) / 2000) ≈ 0.0936. */
  'supervised-learning-finite-class-margin-million': () => finiteClassMargin(1e6, 0.05, 1000),
  /** |H| = 1000, δ = 0.05, margin 0.05: n ≥ log(40000) / 0.005 = 2119.3, so n = 2120. */
  'supervised-learning-finite-class-sample-size': () => finiteClassSampleSize(1000, 0.05, 0.05),
};
