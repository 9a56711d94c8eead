/**
 * Computed answers for the support-vector-machines lecture's numeric practice questions. The data
 * are the lecture's four-point worked example, fitted by the lecture figures' own SMO solver
 * (figures/lib/svm-smo.ts) rather than by the hand solution, so the answers check the text too.
 */
import { trainingCost } from '../../../figures/lib/svm-multiclass.ts';
import { gramMatrix, linearKernel, rbfKernel, smo } from '../../../figures/lib/svm-smo.ts';
import { epsilonInsensitive, predictSvr, svr } from '../../../figures/lib/svr.ts';

/** The worked example: x₁ = (0, 0) with y = −1, and (2, 0), (0, 2), (3, 3) with y = +1. */
const workedX = [
  [0, 0],
  [2, 0],
  [0, 2],
  [3, 3],
];
const workedY = [-1, 1, 1, 1];

/** The hard-margin linear SVM (C = ∞) on points x with labels y: its multipliers, w and b. */
function hardMargin(x: number[][], y: number[]) {
  const model = smo(gramMatrix(x, linearKernel), y, Infinity, 1e-12);
  if (model.gap > 1e-9) throw new Error('SMO did not converge: the points are not separable');
  const w = [0, 0];
  x.forEach((point, i) => {
    w[0] += model.alpha[i] * y[i] * point[0];
    w[1] += model.alpha[i] * y[i] * point[1];
  });
  return { alpha: model.alpha, w, b: model.b };
}

export const supportVectorMachinesAnswers: Record<string, () => number> = {
  /** Signed distance of x₄ = (3, 3) to the boundary x₁ + x₂ = 1: f(x₄) / ‖w‖ = 5 / √2 ≈ 3.54. */
  'support-vector-machines-distance-of-point-four': () => {
    const { w, b } = hardMargin(workedX, workedY);
    return (w[0] * 3 + w[1] * 3 + b) / Math.hypot(w[0], w[1]);
  },
  /** With a fifth point (0.5, 0.5), y = +1: w = (2, 2), b = −1, so Σᵢ αᵢ = ‖w‖² = 8. */
  'support-vector-machines-fifth-point-alpha-sum': () => {
    const { alpha } = hardMargin([...workedX, [0.5, 0.5]], [...workedY, 1]);
    return alpha.reduce((sum, a) => sum + a, 0);
  },
  /** The RBF kernel with γ = 0.5 between x₂ = (2, 0) and x₃ = (0, 2): exp(−0.5 · 8) = e⁻⁴ ≈ 0.0183. */
  'support-vector-machines-rbf-kernel-value': () => rbfKernel(0.5)(workedX[1], workedX[2]),
  /** One-vs-one on K = 5 classes of 200 points: 10 problems of 400 points, 4,000 points in all. */
  'support-vector-machines-ovo-total-points': () => trainingCost(5, 200, 2).oneVsOne.totalPoints,
  /**
   * The SVR worked example (x = 0, 1, 2, 3; y = −1, 2, 2.5, 4; ε = 0.5, C = 0.5) fitted by SMO gives
   * f(x) = x + 0.5; its residuals −1.5, 0.5, 0, 0.5 measured with ε = 0.25 lose 1.25 + 0.25 + 0 + 0.25.
   */
  'support-vector-machines-svr-loss-total': () => {
    const x = [[0], [1], [2], [3]];
    const y = [-1, 2, 2.5, 4];
    const model = svr(gramMatrix(x, linearKernel), y, 0.5, 0.5, 1e-12);
    return x.reduce((sum, point, i) => sum + epsilonInsensitive(y[i] - predictSvr(model, x, linearKernel, point), 0.25), 0);
  },
};
