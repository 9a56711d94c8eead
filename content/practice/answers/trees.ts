/**
 * Computed answers for the trees lecture's numeric practice questions: a split of the worked
 * example's node (8 positive, 8 negative), weakest-link pruning, the bootstrap and one round of
 * AdaBoost, each recomputed from its definition in the lecture.
 */

/** Gini impurity 1 − Σ p_k² of class counts. */
function gini(counts: number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return 1 - counts.reduce((sum, count) => sum + (count / total) ** 2, 0);
}

/** ΔI = I(t) − (n_L/n_t) I(t_L) − (n_R/n_t) I(t_R), with the children given as class counts. */
function giniDecrease(left: number[], right: number[]): number {
  const parent = left.map((count, k) => count + right[k]);
  const [nL, nR] = [left, right].map((counts) => counts.reduce((sum, count) => sum + count, 0));
  return gini(parent) - (nL / (nL + nR)) * gini(left) - (nR / (nL + nR)) * gini(right);
}

/** One AdaBoost round from uniform weights: the normalised weights after the stump errs on `wrong` of `n` samples. */
function adaBoostRound(n: number, wrong: number): { wrongWeight: number; rightWeight: number } {
  const weights = Array.from({ length: n }, () => 1 / n);
  const misclassified = (i: number) => i < wrong;
  const error = weights.reduce((sum, weight, i) => sum + (misclassified(i) ? weight : 0), 0);
  const alpha = 0.5 * Math.log((1 - error) / error);
  const updated = weights.map((weight, i) => weight * Math.exp(misclassified(i) ? alpha : -alpha));
  const z = updated.reduce((sum, weight) => sum + weight, 0);
  return { wrongWeight: updated[0] / z, rightWeight: updated[n - 1] / z };
}

/** Residual sum of squares of targets around their mean. */
function rss(targets: number[]): number {
  const mean = targets.reduce((sum, y) => sum + y, 0) / targets.length;
  return targets.reduce((sum, y) => sum + (y - mean) ** 2, 0);
}

/**
 * The second-order (XGBoost) leaf weight −G/(H + λ) and split gain
 * ½[G_L²/(H_L + λ) + G_R²/(H_R + λ) − (G_L + G_R)²/(H_L + H_R + λ)] for the log-loss, from labels
 * and current probabilities: g_i = p_i − y_i and ℓ''_i = p_i(1 − p_i).
 */
export function secondOrderLeaf(labels: number[], probabilities: number[], penalty: number): { weight: number; G: number; H: number } {
  const G = labels.reduce((sum, y, i) => sum + probabilities[i] - y, 0);
  const H = probabilities.reduce((sum, p) => sum + p * (1 - p), 0);
  return { weight: -G / (H + penalty), G, H };
}

export function secondOrderGain(left: { G: number; H: number }, right: { G: number; H: number }, penalty: number): number {
  const score = (G: number, H: number) => (G * G) / (H + penalty);
  return 0.5 * (score(left.G, left.H) + score(right.G, right.H) - score(left.G + right.G, left.H + right.H));
}

export const treesAnswers: Record<string, () => number> = {
  /** Labels 1, 1, 0 at p = 0.5: G = −0.5, H = 0.75, so 0.5 / 1.75. */
  'trees-second-order-leaf-weight': () => secondOrderLeaf([1, 1, 0], [0.5, 0.5, 0.5], 1).weight,
  /** RSS 46 of 1, 2, 6, 7, 9 minus 0.5 and 4.67 of the children: 40.8. */
  'trees-regression-split-decrease': () => rss([1, 2, 6, 7, 9]) - rss([1, 2]) - rss([6, 7, 9]),
  /** (7 positive, 3 negative) and (1 positive, 5 negative): 0.5 − 0.3667 = 2/15. */
  'trees-gini-decrease-split-c': () => giniDecrease([7, 3], [1, 5]),
  /** g(t) = (R(t) − R(T_t)) / (|T_t| − 1) = 0.09 / 3. */
  'trees-weakest-link-threshold': () => (0.15 - 0.06) / (4 - 1),
  /** n (1 − (1 − 1/n)^n) for n = 20: about 12.8. */
  'trees-bootstrap-distinct-points': () => {
    const n = 20;
    return n * (1 - (1 - 1 / n) ** n);
  },
  /** ε = 0.3: each of the 3 misclassified samples ends with 1/6. */
  'trees-adaboost-misclassified-weight': () => adaBoostRound(10, 3).wrongWeight,
};
