/**
 * Support vector regression (ε-SVR) for the support-vector-machines lecture, solved by the lecture's
 * own SMO (svm-smo.ts). The SVR dual in the 2n variables a = (α, α*) has exactly the classifier
 * dual's form, as LIBSVM sets it up: minimise ½ aᵀQa + pᵀa subject to 0 ≤ a ≤ C and zᵀa = 0, with
 * z = (1, …, 1, −1, …, −1), Q_st = z_s z_t K_(s mod n)(t mod n) and p = (ε − y, ε + y). So one solver
 * serves both, and the SVR inherits its convergence test.
 */
import { smo, type Kernel } from './svm-smo.ts';

/** A fitted SVR: f(x) = Σᵢ (αᵢ − αᵢ*) k(xᵢ, x) + b. */
export interface SvrModel {
  alpha: number[];
  alphaStar: number[];
  /** βᵢ = αᵢ − αᵢ*, the coefficient of point i in f. */
  beta: number[];
  b: number;
  /** The final KKT violation; below the tolerance at convergence. */
  gap: number;
}

/** Fits ε-SVR with penalty C to the Gram matrix K (n × n, row by row) and targets y. */
export function svr(K: Float64Array, y: readonly number[], C: number, epsilon: number, tolerance = 1e-9): SvrModel {
  const n = y.length;
  const m = 2 * n;
  const tiled = new Float64Array(m * m);
  for (let s = 0; s < m; s++) for (let t = 0; t < m; t++) tiled[s * m + t] = K[(s % n) * n + (t % n)];
  const z = [...new Array<number>(n).fill(1), ...new Array<number>(n).fill(-1)];
  const linear = [...y.map((value) => epsilon - value), ...y.map((value) => epsilon + value)];
  const model = smo(tiled, z, C, tolerance, 1000000, linear);
  const alpha = model.alpha.slice(0, n);
  const alphaStar = model.alpha.slice(n);
  return { alpha, alphaStar, beta: alpha.map((a, i) => a - alphaStar[i]), b: model.b, gap: model.gap };
}

/** The prediction f(x) of a fitted SVR. */
export function predictSvr(model: SvrModel, x: readonly (readonly number[])[], kernel: Kernel, point: readonly number[]): number {
  return x.reduce((sum, xi, i) => (model.beta[i] !== 0 ? sum + model.beta[i] * kernel(xi, point) : sum), model.b);
}

/** The ε-insensitive loss: zero inside the tube |r| ≤ ε, growing linearly outside it. */
export const epsilonInsensitive = (residual: number, epsilon: number): number => Math.max(0, Math.abs(residual) - epsilon);
