/**
 * The SVM solver of the support-vector-machines lecture: SMO (sequential minimal optimisation) for
 * the soft-margin dual, with the maximal-violating-pair working set of Keerthi et al. / LIBSVM.
 * One place for it, read by the build-time figures (svm-max-margin.ts, svm-rbf-boundary.ts) and
 * by the live SVM figure's worker, so the live figure's first fit is the page's. No dependencies:
 * the Gram matrix is a flat Float64Array, so the browser chunk stays a few kilobytes.
 */

/** A fitted SVM in dual form: f(x) = sum_i alpha_i y_i k(x_i, x) + b. */
export interface SvmModel {
  alpha: number[];
  b: number;
  iterations: number;
  /** The final KKT violation m(alpha) - M(alpha); below the tolerance at convergence. */
  gap: number;
}

export type Kernel = (a: readonly number[], b: readonly number[]) => number;

export const linearKernel: Kernel = (a, b) => a.reduce((sum, value, k) => sum + value * b[k], 0);

export function rbfKernel(gamma: number): Kernel {
  return (a, b) => Math.exp(-gamma * a.reduce((sum, value, k) => sum + (value - b[k]) ** 2, 0));
}

/** The Gram matrix K_ij = k(x_i, x_j), row by row (K[i * n + j]). */
export function gramMatrix(x: readonly (readonly number[])[], kernel: Kernel): Float64Array {
  const n = x.length;
  const K = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      const value = kernel(x[i], x[j]);
      K[i * n + j] = value;
      K[j * n + i] = value;
    }
  }
  return K;
}

/**
 * SMO for the soft-margin dual: minimise 1/2 a^T Q a + p^T a subject to 0 <= a_i <= C and
 * y^T a = 0, with Q_ij = y_i y_j K_ij and p = -1 (the classifier's dual) unless `linear` gives
 * another p (support vector regression's dual has this form too, see svr.ts). C = Infinity gives
 * the hard margin (separable data). Each step picks the pair that violates the KKT conditions
 * most, solves the two-variable subproblem in closed form along the line y_i a_i + y_j a_j = const,
 * clips to the box and updates the gradient G = Q a + p. Deterministic: the pair is chosen, never
 * drawn at random.
 */
export function smo(K: Float64Array, y: readonly number[], C: number, tolerance = 1e-6, maxIterations = 200000, linear?: readonly number[]): SvmModel {
  const n = y.length;
  const alpha = new Array<number>(n).fill(0);
  // At alpha = 0 the gradient Q alpha + p is p itself.
  const G = linear ? [...linear] : new Array<number>(n).fill(-1);
  const Q = (i: number, j: number) => y[i] * y[j] * K[i * n + j];
  const inUp = (t: number) => (y[t] > 0 ? alpha[t] < C : alpha[t] > 0);
  const inLow = (t: number) => (y[t] > 0 ? alpha[t] > 0 : alpha[t] < C);
  let iterations = 0;
  let gap = Infinity;
  for (; iterations < maxIterations; iterations++) {
    let i = -1;
    let j = -1;
    let maxUp = -Infinity;
    let minLow = Infinity;
    for (let t = 0; t < n; t++) {
      const value = -y[t] * G[t];
      if (inUp(t) && value > maxUp) [maxUp, i] = [value, t];
      if (inLow(t) && value < minLow) [minLow, j] = [value, t];
    }
    gap = maxUp - minLow;
    if (gap < tolerance) break;
    const oldI = alpha[i];
    const oldJ = alpha[j];
    if (y[i] !== y[j]) {
      const curvature = Math.max(Q(i, i) + Q(j, j) + 2 * Q(i, j), 1e-12);
      const delta = (-G[i] - G[j]) / curvature;
      const diff = alpha[i] - alpha[j];
      alpha[i] += delta;
      alpha[j] += delta;
      if (diff > 0) {
        if (alpha[j] < 0) [alpha[j], alpha[i]] = [0, diff];
      } else if (alpha[i] < 0) [alpha[i], alpha[j]] = [0, -diff];
      if (diff > 0) {
        if (alpha[i] > C) [alpha[i], alpha[j]] = [C, C - diff];
      } else if (alpha[j] > C) [alpha[j], alpha[i]] = [C, C + diff];
    } else {
      const curvature = Math.max(Q(i, i) + Q(j, j) - 2 * Q(i, j), 1e-12);
      const delta = (G[i] - G[j]) / curvature;
      const sum = alpha[i] + alpha[j];
      alpha[i] -= delta;
      alpha[j] += delta;
      if (sum > C) {
        if (alpha[i] > C) [alpha[i], alpha[j]] = [C, sum - C];
      } else if (alpha[j] < 0) [alpha[j], alpha[i]] = [0, sum];
      if (sum > C) {
        if (alpha[j] > C) [alpha[j], alpha[i]] = [C, sum - C];
      } else if (alpha[i] < 0) [alpha[i], alpha[j]] = [0, sum];
    }
    const dI = alpha[i] - oldI;
    const dJ = alpha[j] - oldJ;
    for (let t = 0; t < n; t++) G[t] += Q(t, i) * dI + Q(t, j) * dJ;
  }
  // Bias from the KKT conditions: y_t f(x_t) = 1 on free support vectors (0 < alpha_t < C),
  // i.e. b = -y_t G_t (for a general p, the same formula is LIBSVM's -rho); averaged over them. Without free ones, the midpoint of the feasible range.
  const free = alpha.map((a, t) => (a > 1e-8 && a < C - 1e-8 ? t : -1)).filter((t) => t >= 0);
  let b: number;
  if (free.length > 0) b = -free.reduce((sum, t) => sum + y[t] * G[t], 0) / free.length;
  else {
    let upper = Infinity;
    let lower = -Infinity;
    for (let t = 0; t < n; t++) {
      const value = -y[t] * G[t];
      if (inUp(t)) lower = Math.max(lower, value);
      if (inLow(t)) upper = Math.min(upper, value);
    }
    b = (upper + lower) / 2;
  }
  return { alpha, b, iterations, gap };
}

/** The decision value f(x) of a fitted model. */
export function decision(model: SvmModel, x: readonly (readonly number[])[], y: readonly number[], kernel: Kernel, point: readonly number[]): number {
  let sum = model.b;
  for (let i = 0; i < x.length; i++) if (model.alpha[i] > 1e-8) sum += model.alpha[i] * y[i] * kernel(x[i], point);
  return sum;
}
