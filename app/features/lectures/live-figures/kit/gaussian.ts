/**
 * Two-dimensional Gaussians, by hand: sampling, maximum-likelihood fits and the log of prior × density.
 * The Gaussian-classifier figures need only 2 × 2 matrices, whose inverse and determinant are one
 * line each, so a matrix library would cost the chunk budget for nothing. The sampler repeats the
 * build-time figure's (figures/gaussian-class-densities.ts: a Cholesky factor times two standard
 * normal draws), so the same seed gives the lecture's points.
 */
import { gaussian } from '../../../../../figures/lib/random.ts';

export type Vector2 = readonly [number, number];
/** A symmetric 2 × 2 covariance [[xx, xy], [xy, yy]]. */
export interface Covariance2 {
  xx: number;
  xy: number;
  yy: number;
}

/** A class of a Gaussian classifier: its prior, mean and covariance. */
export interface GaussianClass {
  prior: number;
  mean: Vector2;
  covariance: Covariance2;
}

export function determinant2({ xx, xy, yy }: Covariance2): number {
  return xx * yy - xy * xy;
}

/** `n` draws from N(mean, covariance): the lower Cholesky factor times two standard normal draws. */
export function sampleGaussian2(n: number, mean: Vector2, { xx, xy, yy }: Covariance2, random: () => number): Vector2[] {
  const l00 = Math.sqrt(xx);
  const l10 = xy / l00;
  const l11 = Math.sqrt(yy - l10 * l10);
  return Array.from({ length: n }, () => {
    const z0 = gaussian(random);
    const z1 = gaussian(random);
    return [mean[0] + l00 * z0, mean[1] + l10 * z0 + l11 * z1] as const;
  });
}

export function meanOf(points: readonly Vector2[]): Vector2 {
  const n = points.length;
  return [points.reduce((sum, p) => sum + p[0], 0) / n, points.reduce((sum, p) => sum + p[1], 0) / n];
}

/** The scatter matrix Σ (x − mean)(x − mean)ᵀ; divided by n it is the maximum-likelihood covariance. */
export function scatterOf(points: readonly Vector2[], mean: Vector2): Covariance2 {
  const scatter = { xx: 0, xy: 0, yy: 0 };
  for (const [px, py] of points) {
    const dx = px - mean[0];
    const dy = py - mean[1];
    scatter.xx += dx * dx;
    scatter.xy += dx * dy;
    scatter.yy += dy * dy;
  }
  return scatter;
}

export function scaleCovariance({ xx, xy, yy }: Covariance2, factor: number): Covariance2 {
  return { xx: xx * factor, xy: xy * factor, yy: yy * factor };
}

/**
 * The discriminant δ(x) = log π − ½ log det Σ − ½ (x − μ)ᵀ Σ⁻¹ (x − μ): the log of prior × density
 * without the −log 2π every class shares.
 */
export function logJoint({ prior, mean, covariance }: GaussianClass, [px, py]: Vector2): number {
  const det = determinant2(covariance);
  const dx = px - mean[0];
  const dy = py - mean[1];
  const quadratic = (covariance.yy * dx * dx - 2 * covariance.xy * dx * dy + covariance.xx * dy * dy) / det;
  return Math.log(prior) - 0.5 * Math.log(det) - 0.5 * quadratic;
}

/** The log-odds a(x) = δ₁(x) − δ₀(x) of class 1 against class 0. */
export function logOdds(classes: readonly [GaussianClass, GaussianClass], point: Vector2): number {
  return logJoint(classes[1], point) - logJoint(classes[0], point);
}

/** The logistic sigmoid σ(a) = 1 / (1 + e^(−a)): the posterior of class 1 from its log-odds. */
export function sigmoid(a: number): number {
  return 1 / (1 + Math.exp(-a));
}
