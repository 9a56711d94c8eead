/**
 * The numbers of the clustering lecture's "EM in general" section, recomputed with the lecture's own
 * Gaussian-mixture code on the five points 1, 2, 3, 8, 9: the bound and the log-likelihood of its
 * table, the KL gaps, and the split of one iteration's gain into the rise of the bound and the new gap.
 */
import { describe, expect, it } from 'vitest';
import { expectation, fitMixture, maximisation } from '../../../figures/lib/gaussian-mixture.ts';
import { evidenceLowerBound, klDivergence, workedStart } from './clustering.ts';

const line = [1, 2, 3, 8, 9];
const points = line.map((x) => [x]);
const start = expectation(points, workedStart);
const r = start.responsibilities;
/** The k-means assignment from the centres 1 and 5.5: 1, 2, 3 to the first component, 8, 9 to the second. */
const hard = line.map((x) => (Math.abs(x - 1) <= Math.abs(x - 5.5) ? [1, 0] : [0, 1]));
const next = maximisation(points, r);
const after = expectation(points, next);

describe('the evidence lower bound on the worked instance', () => {
  it('gives the k-means assignment a bound of −14.464, 0.864 below the log-likelihood −13.599', () => {
    expect(hard.map((q) => q[0])).toEqual([1, 1, 1, 0, 0]);
    expect(start.logLikelihood).toBeCloseTo(-13.599, 3);
    expect(evidenceLowerBound(line, workedStart, hard)).toBeCloseTo(-14.464, 3);
    expect(start.logLikelihood - evidenceLowerBound(line, workedStart, hard)).toBeCloseTo(0.864, 3);
  });

  it('makes the gap the sum of the KL divergences from the posteriors, 0.562 of it the point 3', () => {
    const gaps = hard.map((q, i) => klDivergence(q, r[i]));
    expect(gaps.reduce((a, b) => a + b, 0)).toBeCloseTo(start.logLikelihood - evidenceLowerBound(line, workedStart, hard), 10);
    expect(gaps[2]).toBeCloseTo(0.562, 3);
    expect(Math.max(...gaps)).toBe(gaps[2]);
    expect(r[2][0]).toBeCloseTo(0.57, 3);
  });

  it('is tight when q is the responsibilities (the E step)', () => {
    expect(evidenceLowerBound(line, workedStart, r)).toBeCloseTo(start.logLikelihood, 10);
  });

  it('rises by 2.228 to −11.372 in the M step; a gap of 0.320 opens, and the log-likelihood gains 2.548 to −11.052', () => {
    const bound = evidenceLowerBound(line, next, r);
    expect(bound).toBeCloseTo(-11.372, 3);
    expect(bound - start.logLikelihood).toBeCloseTo(2.228, 3);
    expect(after.logLikelihood).toBeCloseTo(-11.052, 3);
    const gap = r.reduce((sum, q, i) => sum + klDivergence(q, after.responsibilities[i]), 0);
    expect(gap).toBeCloseTo(0.32, 3);
    expect(after.logLikelihood - bound).toBeCloseTo(gap, 10);
    expect(after.logLikelihood - start.logLikelihood).toBeCloseTo(2.548, 3);
  });

  it('never lets the log-likelihood fall, and it stops at −8.465', () => {
    const history = fitMixture(points, workedStart);
    for (let t = 1; t < history.length; t++) expect(history[t].logLikelihood).toBeGreaterThanOrEqual(history[t - 1].logLikelihood);
    expect(history.at(-1)!.logLikelihood).toBeCloseTo(-8.465, 3);
  });
});
