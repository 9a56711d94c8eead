import { describe, expect, it } from 'vitest';
import { errorsByDegree as figureErrors } from '../../../../../figures/train-test-error.ts';
import { errorsByDegree, initialState, parseState, trainingSample, testSet, MAX_DEGREE } from '~/features/lectures/live-figures/bias-variance/model';

const drawn = figureErrors();
const live = errorsByDegree(0);

describe('the bias-variance figure', () => {
  it.each([0, 1, 3, 5, 7])('on the lecture’s sample, degree %i has the train/test error figure’s errors', (degree) => {
    expect(live[degree].train).toBeCloseTo(drawn[degree].train, 8);
    expect(live[degree].test).toBeCloseTo(drawn[degree].test, 8);
  });

  it('matches the numbers the lecture quotes: train from about 0.53, lowest test error about 0.07 at degree 3, 358 at degree 11', () => {
    expect(live[0].train).toBeCloseTo(0.53, 2);
    const best = live.reduce((a, b) => (b.test < a.test ? b : a));
    expect(best.degree).toBe(3);
    expect(best.test).toBeCloseTo(0.07, 2);
    // The exploding test errors (the figure's labels 1.56, 26.7, 358, 276) hang on an ill-conditioned
    // 13 × 13 solve; a different elimination order agrees to a few digits, which is all the page prints.
    for (const degree of [9, 10, 11, 12]) expect(live[degree].test / drawn[degree].test).toBeCloseTo(1, 2);
    expect(live[11].test.toFixed(0)).toBe('358');
  });

  it('training error never rises with the degree (each class contains the one before)', () => {
    for (let degree = 1; degree <= MAX_DEGREE; degree++) expect(live[degree].train).toBeLessThanOrEqual(live[degree - 1].train + 1e-9);
  });

  it('a new training sample is 15 other points; the test points stay', () => {
    const first = trainingSample(0);
    const next = trainingSample(1);
    expect(next.x).toHaveLength(15);
    expect(next.x).not.toEqual(first.x);
    expect(trainingSample(1)).toEqual(next);
    expect(testSet.x).toHaveLength(500);
    // Degree 12 through 15 points varies far more from sample to sample than degree 1 does.
    const spread = (degree: number) => {
      const tests = [1, 2, 3, 4, 5, 6].map((k) => errorsByDegree(k)[degree].test);
      return Math.max(...tests) - Math.min(...tests);
    };
    expect(spread(12)).toBeGreaterThan(10 * spread(1));
  });

  it('reads only shared states its controls can reach', () => {
    expect(parseState(JSON.parse(JSON.stringify(initialState())))).toEqual(initialState());
    expect(parseState({ degree: 13, sample: 0 })).toBeNull();
    expect(parseState({ degree: 2.5, sample: 0 })).toBeNull();
    expect(parseState({ degree: 2, sample: -1 })).toBeNull();
    expect(parseState({ degree: '2', sample: 0 })).toBeNull();
    expect(parseState(null)).toBeNull();
  });
});
