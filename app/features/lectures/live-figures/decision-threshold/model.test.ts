import { describe, expect, it } from 'vitest';
import draw, { stats } from '../../../../../figures/gaussian-class-densities.ts';
import {
  accuracyOf,
  areaUnderCurve,
  confusionAt,
  falsePositiveRateOf,
  figureSample,
  initialState,
  parseState,
  precisionOf,
  recallOf,
  rocCurve,
  scoredPoints,
  type ScoredPoints,
} from '~/features/lectures/live-figures/decision-threshold/model';

/** The Mann-Whitney form of the AUC: (rank sum of the positives − n₁(n₁ + 1)/2) / (n₁ n₀), ties at their average rank. */
function mannWhitneyAuc({ scores, labels }: ScoredPoints): number {
  const order = scores.map((_, i) => i).sort((a, b) => scores[a] - scores[b]);
  const ranks = new Array<number>(scores.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && scores[order[end + 1]] === scores[order[start]]) end++;
    for (let i = start; i <= end; i++) ranks[order[i]] = (start + end) / 2 + 1;
    start = end + 1;
  }
  const positives = labels.filter((label) => label === 1).length;
  const negatives = labels.length - positives;
  const rankSum = ranks.reduce((sum, rank, i) => sum + (labels[i] === 1 ? rank : 0), 0);
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

describe('the decision-threshold figure', () => {
  draw();

  it('scores the Gaussian figure’s seeded points: its class means, and at threshold 1/2 its accuracies 93.6% (QDA) and 91.4% (LDA)', () => {
    const sample = figureSample();
    const means = stats.means as number[][];
    sample.forEach((points, k) => {
      expect(points).toHaveLength(70);
      expect(points.reduce((sum, p) => sum + p[0], 0) / 70).toBeCloseTo(means[k][0], 12);
      expect(points.reduce((sum, p) => sum + p[1], 0) / 70).toBeCloseTo(means[k][1], 12);
    });
    expect(accuracyOf(confusionAt(scoredPoints('qda'), 0.5))).toBeCloseTo(stats.qdaAccuracy as number, 12);
    expect(accuracyOf(confusionAt(scoredPoints('lda'), 0.5))).toBeCloseTo(stats.ldaAccuracy as number, 12);
  });

  it('counts the confusion matrix, precision and recall on a small hand-checked example', () => {
    const scored: ScoredPoints = { scores: [0.9, 0.8, 0.7, 0.6, 0.4, 0.3, 0.2], labels: [1, 1, 0, 1, 0, 1, 0] };
    const confusion = confusionAt(scored, 0.5);
    expect(confusion).toEqual({ truePositives: 3, falsePositives: 1, falseNegatives: 1, trueNegatives: 2 });
    expect(precisionOf(confusion)).toBeCloseTo(3 / 4, 12);
    expect(recallOf(confusion)).toBeCloseTo(3 / 4, 12);
    expect(falsePositiveRateOf(confusion)).toBeCloseTo(1 / 3, 12);
    // Predict class 1 only above the score: a point exactly at the threshold is negative.
    expect(confusionAt(scored, 0.8).truePositives).toBe(1);
    // Nothing predicted positive: precision is undefined, recall 0.
    const none = confusionAt(scored, 0.95);
    expect(precisionOf(none)).toBeNull();
    expect(recallOf(none)).toBe(0);
  });

  it('computes the AUC from the ROC curve, equal to the Mann-Whitney rank formula, with and without ties', () => {
    const small: ScoredPoints = { scores: [0.9, 0.8, 0.7, 0.6, 0.4, 0.3, 0.2], labels: [1, 1, 0, 1, 0, 1, 0] };
    // Of the 4 × 3 positive-negative pairs the positive scores higher in 9: 3 + 3 + 2 (0.6) + 1 (0.3).
    expect(areaUnderCurve(rocCurve(small))).toBeCloseTo(9 / 12, 12);
    const tied: ScoredPoints = { scores: [0.7, 0.5, 0.5, 0.5, 0.2], labels: [1, 1, 0, 0, 1] };
    expect(areaUnderCurve(rocCurve(tied))).toBeCloseTo(mannWhitneyAuc(tied), 12);
    for (const classifier of ['qda', 'lda'] as const) {
      const scored = scoredPoints(classifier);
      const curve = rocCurve(scored);
      expect(curve[0]).toEqual([0, 0]);
      expect(curve.at(-1)).toEqual([1, 1]);
      expect(areaUnderCurve(curve)).toBeCloseTo(mannWhitneyAuc(scored), 12);
    }
    // QDA follows the two covariances, so it ranks the training points better than LDA does.
    expect(areaUnderCurve(rocCurve(scoredPoints('qda')))).toBeGreaterThan(areaUnderCurve(rocCurve(scoredPoints('lda'))));
  });

  it('puts the threshold’s point on the ROC curve', () => {
    const scored = scoredPoints('qda');
    const curve = rocCurve(scored);
    for (const threshold of [0.05, 0.5, 0.9]) {
      const confusion = confusionAt(scored, threshold);
      const point = [falsePositiveRateOf(confusion), recallOf(confusion)];
      expect(curve.some(([fpr, tpr]) => Math.abs(fpr - point[0]) < 1e-12 && Math.abs(tpr - point[1]) < 1e-12)).toBe(true);
    }
  });

  it('reads only shared states it can draw', () => {
    const state = initialState();
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ threshold: 0.3, classifier: 'lda' })).toEqual({ threshold: 0.3, classifier: 'lda' });
    expect(parseState({ threshold: 1.5, classifier: 'qda' })).toBeNull();
    expect(parseState({ threshold: '0.5', classifier: 'qda' })).toBeNull();
    expect(parseState({ threshold: 0.5, classifier: 'svm' })).toBeNull();
    expect(parseState(null)).toBeNull();
  });
});
