import { describe, expect, it } from 'vitest';
import { expectation, fitMixture, gaussianDensity, maximisation } from './gaussian-mixture.ts';
import { createRandom, gaussian } from './random.ts';

const line = [1, 2, 3, 8, 9].map((x) => [x]);

describe('the Gaussian mixture and its EM', () => {
  it('evaluates the normal density (1-D and a correlated 2-D case by hand)', () => {
    expect(gaussianDensity([0], [0], [[1]])).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 12);
    expect(gaussianDensity([3], [1], [[4]])).toBeCloseTo(Math.exp(-0.5) / Math.sqrt(8 * Math.PI), 12);
    // Σ = [[2, 1], [1, 2]]: det 3, Σ⁻¹ = [[2, −1], [−1, 2]] / 3, so at (1, 0) the Mahalanobis square is 2/3.
    expect(
      gaussianDensity(
        [1, 0],
        [0, 0],
        [
          [2, 1],
          [1, 2],
        ],
      ),
    ).toBeCloseTo(Math.exp(-1 / 3) / (2 * Math.PI * Math.sqrt(3)), 12);
  });

  it('E step: responsibilities are a logistic function of the squared-distance difference when π and σ² are shared', () => {
    const { responsibilities } = expectation(line, { weights: [0.5, 0.5], means: [[1], [5.5]], covariances: [[[4]], [[4]]] });
    for (const [i, x] of [1, 2, 3, 8, 9].entries()) {
      const expected = 1 / (1 + Math.exp(-((x - 5.5) ** 2 - (x - 1) ** 2) / 8));
      expect(responsibilities[i][0]).toBeCloseTo(expected, 12);
      expect(responsibilities[i][0] + responsibilities[i][1]).toBeCloseTo(1, 12);
    }
    expect(responsibilities[2][0]).toBeCloseTo(0.5699, 4);
  });

  it('M step with hard (0/1) responsibilities gives the cluster means, variances and sizes', () => {
    const hard = [
      [1, 0],
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 1],
    ];
    const { weights, means, covariances } = maximisation(line, hard, 0);
    expect(weights).toEqual([0.6, 0.4]);
    expect(means[0][0]).toBeCloseTo(2, 12);
    expect(means[1][0]).toBeCloseTo(8.5, 12);
    expect(covariances[0][0][0]).toBeCloseTo(2 / 3, 12);
    expect(covariances[1][0][0]).toBeCloseTo(0.25, 12);
  });

  it('with one component, EM reaches the maximum-likelihood Gaussian (sample mean and biased covariance) in one step', () => {
    const random = createRandom(5);
    const points = Array.from({ length: 50 }, () => [gaussian(random), 2 + 0.5 * gaussian(random)]);
    const history = fitMixture(
      points,
      {
        weights: [1],
        means: [[5, 5]],
        covariances: [
          [
            [1, 0],
            [0, 1],
          ],
        ],
      },
      { ridge: 0 },
    );
    const mean = [0, 1].map((j) => points.reduce((s, p) => s + p[j], 0) / points.length);
    const cov01 = points.reduce((s, p) => s + (p[0] - mean[0]) * (p[1] - mean[1]), 0) / points.length;
    expect(history[1].parameters.means[0][0]).toBeCloseTo(mean[0], 12);
    expect(history[1].parameters.covariances[0][0][1]).toBeCloseTo(cov01, 12);
    expect(history.at(-1)!.logLikelihood).toBeCloseTo(history[1].logLikelihood, 9);
  });

  it('never decreases the log-likelihood, from several starts on seeded three-cluster data', () => {
    for (const seed of [1, 2, 3]) {
      const random = createRandom(seed);
      const points = Array.from({ length: 90 }, (_, i) => [3 * (i % 3) + gaussian(random), (i % 3 === 1 ? 2 : 0) + gaussian(random)]);
      const pick = (i: number) => [...points[i]];
      const eye = () => [
        [1, 0],
        [0, 1],
      ];
      const history = fitMixture(points, {
        weights: [1 / 3, 1 / 3, 1 / 3],
        means: [pick(seed), pick(seed + 1), pick(seed + 2)],
        covariances: [eye(), eye(), eye()],
      });
      expect(history.length).toBeGreaterThan(2);
      for (let t = 1; t < history.length; t++) expect(history[t].logLikelihood).toBeGreaterThanOrEqual(history[t - 1].logLikelihood - 1e-9);
    }
  });
});
