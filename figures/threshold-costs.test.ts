import { describe, expect, it } from 'vitest';
import { bernoulliParameters, bernoulliScore, bernoulliSpamPosterior, precisionAt } from '../content/practice/answers/probabilistic-classifier.ts';
import draw, { qdaScoredPoints, stats, totalCost } from './threshold-costs.ts';
import {
  accuracyOf,
  areaUnderCurve,
  confusionAt,
  falsePositiveRateOf,
  precisionOf,
  recallOf,
  rocCurve,
  type ScoredPoints,
} from './lib/classifier-evaluation.ts';

/** The seven scores the lecture counts by hand. */
const small: ScoredPoints = { scores: [0.9, 0.8, 0.7, 0.6, 0.4, 0.3, 0.2], labels: [1, 1, 0, 1, 0, 1, 0] };

describe('the numbers of the evaluation section (probabilistic-classifier)', () => {
  draw();

  it('reads the confusion matrix of QDA at τ = 1/2 and the rates the lecture quotes', () => {
    const confusion = confusionAt(qdaScoredPoints(), 0.5);
    expect(confusion).toEqual({ truePositives: 68, falseNegatives: 2, falsePositives: 7, trueNegatives: 63 });
    expect(recallOf(confusion)).toBeCloseTo(0.971, 3);
    expect(falsePositiveRateOf(confusion)).toBeCloseTo(0.1, 12);
    expect(precisionOf(confusion)).toBeCloseTo(0.907, 3);
    expect(accuracyOf(confusion)).toBeCloseTo(0.936, 3);
    // Precision by Bayes' rule from the two rates equals the count ratio at the training proportions (π₁ = 1/2)…
    expect(precisionAt(68 / 70, 7 / 70, 0.5)).toBeCloseTo(precisionOf(confusion)!, 12);
    // …and falls to 0.089 when positives are one in a hundred.
    expect(precisionAt(68 / 70, 7 / 70, 0.01)).toBeCloseTo(0.089, 3);
  });

  it('counts the seven-score example: AUC 9/12, and the rates at τ = 1/2', () => {
    expect(areaUnderCurve(rocCurve(small))).toBeCloseTo(0.75, 12);
    const confusion = confusionAt(small, 0.5);
    expect(confusion).toEqual({ truePositives: 3, falseNegatives: 1, falsePositives: 1, trueNegatives: 2 });
    expect(precisionOf(confusion)).toBe(0.75);
    expect(falsePositiveRateOf(confusion)).toBeCloseTo(1 / 3, 12);
  });

  it('prices the thresholds with c_FP = 9, c_FN = 1: 65 at 1/2, 49 at 0.9, lowest 40 just above 0.861', () => {
    expect(stats.costAtHalf).toBe(65);
    expect(stats.costAtBayes).toBe(49);
    expect(stats.bestCost).toBe(40);
    expect(stats.bestFalsePositives).toBe(2);
    expect(stats.bestFalseNegatives).toBe(22);
    expect(stats.bestThreshold).toBeCloseTo(0.861, 3);
    expect(stats.isoCostSlope).toBe(9);
    expect(stats.auc).toBeCloseTo(0.965, 3);
    // No threshold on a fine grid does better than the exhaustive search over the scores.
    const scored = qdaScoredPoints();
    for (let t = 0; t <= 1; t += 0.001) expect(totalCost(scored, t)).toBeGreaterThanOrEqual(40);
  });

  it('solves the exercise: with c_FP = 2, c_FN = 1 the seven scores cost least, 2, for τ in [0.7, 0.8)', () => {
    const cost = (threshold: number) => {
      const c = confusionAt(small, threshold);
      return 2 * c.falsePositives + c.falseNegatives;
    };
    expect([0.95, 0.85, 0.75, 0.65, 0.5, 0.35, 0.25, 0.1].map(cost)).toEqual([4, 3, 2, 4, 3, 5, 4, 6]);
  });
});

describe('Bernoulli naive Bayes on the five emails', () => {
  it('estimates φ̂ with ω = 1 and scores "free free money meeting" and "money lunch lunch"', () => {
    expect(bernoulliParameters('spam')).toEqual([3 / 4, 3 / 4, 1 / 4, 2 / 4]);
    expect(bernoulliParameters('ham').map((phi) => phi * 5)).toEqual([2, 2, 4, 3].map((value) => expect.closeTo(value, 12)));
    expect(bernoulliScore('spam', 'free free money meeting')).toBeCloseTo(0.028125, 12);
    expect(bernoulliScore('ham', 'free free money meeting')).toBeCloseTo(0.03072, 12);
    expect(bernoulliSpamPosterior('free free money meeting')).toBeCloseTo(0.478, 3);
    expect(bernoulliScore('ham', 'money lunch lunch')).toBeCloseTo(0.01728, 12);
    expect(bernoulliSpamPosterior('money lunch lunch')).toBeCloseTo(0.619, 3);
  });
});
