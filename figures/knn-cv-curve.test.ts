/**
 * The numbers that the nonparametric lecture quotes from the cross-validation curve ("Choosing the
 * number of neighbours by cross-validation"), recomputed from the figure's own function.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATES, knnCrossValidation } from './knn-cv-curve.ts';

describe('the cross-validation curve of k-NN on the lecture data', () => {
  const curve = knnCrossValidation();
  const at = (k: number) => curve.points.find((point) => point.k === k)!;

  it('picks 31 neighbours with a score of 16.5% and a standard error of about 3 points', () => {
    expect(curve.best.k).toBe(31);
    expect(curve.best.cv).toBeCloseTo(0.165, 3);
    expect(curve.best.se).toBeCloseTo(0.032, 3);
  });

  it('has the test errors the caption compares: 21.2% at the choice, 20.9% at the best candidate (29), 26.6% at one neighbour', () => {
    expect(curve.best.test).toBeCloseTo(0.212, 3);
    const bestTest = curve.points.reduce((a, b) => (b.test < a.test ? b : a));
    expect(bestTest.k).toBe(29);
    expect(bestTest.test).toBeCloseTo(0.209, 3);
    expect(at(1).cv).toBeCloseTo(0.245, 3);
    expect(at(1).test).toBeCloseTo(0.266, 3);
  });

  it('scores its minimum below the Bayes error of 19.7%', () => {
    expect(curve.bayesError).toBeCloseTo(0.197, 3);
    expect(curve.best.cv).toBeLessThan(curve.bayesError);
  });

  it('keeps every candidate from 7 to 83 within one standard error, and the one-standard-error rule picks 93 (score 19.5%, test 24.1%)', () => {
    const limit = curve.best.cv + curve.best.se;
    for (const k of CANDIDATES.filter((k) => k >= 7 && k <= 83)) expect(at(k).cv).toBeLessThanOrEqual(limit);
    expect(curve.oneStandardError.k).toBe(93);
    expect(curve.oneStandardError.cv).toBeCloseTo(0.195, 3);
    expect(curve.oneStandardError.test).toBeCloseTo(0.241, 3);
  });

  it('keeps the test error between 20.9% and 22.2% from 7 to 51 neighbours', () => {
    for (const k of CANDIDATES.filter((k) => k >= 7 && k <= 51)) {
      expect(at(k).test).toBeGreaterThanOrEqual(0.2085);
      expect(at(k).test).toBeLessThanOrEqual(0.2225);
    }
  });
});
