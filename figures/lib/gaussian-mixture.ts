/**
 * A Gaussian mixture fitted by expectation-maximisation, for the clustering lecture's "Gaussian
 * mixtures and EM" section: its figure (figures/gmm-em.ts), its worked E step and its practice
 * answers all call these functions, so the numbers in the text are the ones this code computes.
 * Points are plain arrays of any dimension d; covariances are full d × d matrices.
 */
import { determinant, inverse, Matrix } from 'ml-matrix';

export type Vector = readonly number[];

export interface MixtureParameters {
  /** Mixing weights π_k, summing to 1. */
  weights: number[];
  /** Component means μ_k. */
  means: number[][];
  /** Component covariances Σ_k, each d × d. */
  covariances: number[][][];
}

/** The density of N(mean, covariance) at x. */
export function gaussianDensity(x: Vector, mean: Vector, covariance: readonly (readonly number[])[]): number {
  const d = x.length;
  const sigma = new Matrix(covariance.map((row) => [...row]));
  const diff = Matrix.columnVector(x.map((value, j) => value - mean[j]));
  const mahalanobis = diff.transpose().mmul(inverse(sigma)).mmul(diff).get(0, 0);
  return Math.exp(-0.5 * mahalanobis) / Math.sqrt((2 * Math.PI) ** d * determinant(sigma));
}

/**
 * The E step: responsibilities r_ik = π_k N(x_i | μ_k, Σ_k) / Σ_l π_l N(x_i | μ_l, Σ_l), and the
 * log-likelihood Σ_i log Σ_k π_k N(x_i | μ_k, Σ_k) of the parameters it was given.
 */
export function expectation(points: readonly Vector[], parameters: MixtureParameters): { responsibilities: number[][]; logLikelihood: number } {
  let logLikelihood = 0;
  const responsibilities = points.map((x) => {
    const joint = parameters.weights.map((weight, k) => weight * gaussianDensity(x, parameters.means[k], parameters.covariances[k]));
    const total = joint.reduce((sum, value) => sum + value, 0);
    logLikelihood += Math.log(total);
    return joint.map((value) => value / total);
  });
  return { responsibilities, logLikelihood };
}

/**
 * The M step: with n_k = Σ_i r_ik, π_k = n_k / n, μ_k = Σ_i r_ik x_i / n_k and
 * Σ_k = Σ_i r_ik (x_i − μ_k)(x_i − μ_k)ᵀ / n_k, plus `ridge` on the diagonal (scikit-learn's
 * reg_covar), which keeps a component from collapsing onto a single point.
 */
export function maximisation(points: readonly Vector[], responsibilities: readonly (readonly number[])[], ridge = 1e-6): MixtureParameters {
  const n = points.length;
  const d = points[0].length;
  const K = responsibilities[0].length;
  const weights: number[] = [];
  const means: number[][] = [];
  const covariances: number[][][] = [];
  for (let k = 0; k < K; k++) {
    const nk = responsibilities.reduce((sum, r) => sum + r[k], 0);
    const mean = Array.from({ length: d }, (_, j) => points.reduce((sum, x, i) => sum + responsibilities[i][k] * x[j], 0) / nk);
    const covariance = Array.from({ length: d }, (_, a) =>
      Array.from(
        { length: d },
        (_, b) => points.reduce((sum, x, i) => sum + responsibilities[i][k] * (x[a] - mean[a]) * (x[b] - mean[b]), 0) / nk + (a === b ? ridge : 0),
      ),
    );
    weights.push(nk / n);
    means.push(mean);
    covariances.push(covariance);
  }
  return { weights, means, covariances };
}

export interface EmStep {
  /** The parameters after this iteration's M step. */
  parameters: MixtureParameters;
  /** The responsibilities of this iteration's E step (computed from the previous parameters). */
  responsibilities: number[][];
  /** The log-likelihood of the parameters after the M step. */
  logLikelihood: number;
}

/**
 * EM from `initial`: E step, M step, until the log-likelihood gains less than `tolerance` or
 * `maxIterations` is reached. The first entry of the history is the initial parameters (with their
 * responsibilities), so history[t] is the state after t iterations.
 */
export function fitMixture(
  points: readonly Vector[],
  initial: MixtureParameters,
  options: { maxIterations?: number; tolerance?: number; ridge?: number } = {},
): EmStep[] {
  const { maxIterations = 200, tolerance = 1e-6, ridge = 1e-6 } = options;
  const start = expectation(points, initial);
  const history: EmStep[] = [{ parameters: initial, responsibilities: start.responsibilities, logLikelihood: start.logLikelihood }];
  let { responsibilities } = start;
  for (let t = 0; t < maxIterations; t++) {
    const current = maximisation(points, responsibilities, ridge);
    const next = expectation(points, current);
    history.push({ parameters: current, responsibilities, logLikelihood: next.logLikelihood });
    const gain = next.logLikelihood - history[history.length - 2].logLikelihood;
    responsibilities = next.responsibilities;
    if (gain < tolerance) break;
  }
  return history;
}
