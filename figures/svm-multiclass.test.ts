import { describe, expect, it } from 'vitest';
import { oneVsOne, oneVsRest, predictOneVsOne, predictOneVsRest, score, trainingCost, votesOneVsOne } from './lib/svm-multiclass.ts';
import { supportVectorMachinesAnswers } from '../content/practice/answers/support-vector-machines.ts';

/** The lecture's hand example: class 1 at (0, 0), class 2 at (2, 0), class 3 at (0, 2) (indices 0, 1, 2 here). */
const x = [
  [0, 0],
  [2, 0],
  [0, 2],
];
const labels = [0, 1, 2];
const point = [0.9, 0.6];

describe('the multiclass SVM section (support-vector-machines)', () => {
  const rest = oneVsRest(x, labels, 3, Infinity);
  const pairs = oneVsOne(x, labels, 3, Infinity);

  it('trains the one-vs-rest classifiers 1 − x₁ − x₂, x₁ − 1 and x₂ − 1', () => {
    const expected = [
      { w: [-1, -1], b: 1 },
      { w: [1, 0], b: -1 },
      { w: [0, 1], b: -1 },
    ];
    rest.forEach((classifier, k) => {
      classifier.w.forEach((value, j) => expect(value).toBeCloseTo(expected[k].w[j], 9));
      expect(classifier.b).toBeCloseTo(expected[k].b, 9);
    });
  });

  it('trains the one-vs-one classifiers 1 − x₁ (1 vs 2), 1 − x₂ (1 vs 3) and (x₁ − x₂)/2 (2 vs 3)', () => {
    const expected = [
      { positive: 0, negative: 1, w: [-1, 0], b: 1 },
      { positive: 0, negative: 2, w: [0, -1], b: 1 },
      { positive: 1, negative: 2, w: [0.5, -0.5], b: 0 },
    ];
    pairs.forEach((pair, p) => {
      expect([pair.positive, pair.negative]).toEqual([expected[p].positive, expected[p].negative]);
      pair.w.forEach((value, j) => expect(value).toBeCloseTo(expected[p].w[j], 9));
      expect(pair.b).toBeCloseTo(expected[p].b, 9);
    });
  });

  it('disagrees at (0.9, 0.6): one-vs-rest scores −0.5, −0.1, −0.4 and picks class 2; one-vs-one votes 2, 1, 0 for class 1', () => {
    const scores = rest.map((classifier) => score(classifier, point));
    [-0.5, -0.1, -0.4].forEach((value, k) => expect(scores[k]).toBeCloseTo(value, 9));
    expect(predictOneVsRest(rest, point)).toBe(1);
    [0.1, 0.4, 0.15].forEach((value, p) => expect(score(pairs[p], point)).toBeCloseTo(value, 9));
    expect(votesOneVsOne(pairs, 3, point)).toEqual([2, 1, 0]);
    expect(predictOneVsOne(pairs, 3, point)).toBe(0);
  });

  it('finds the regions the lecture describes: no one-vs-rest classifier claims (0.9, 0.6), two claim (1.5, 1.5)', () => {
    expect(rest.filter((classifier) => score(classifier, point) > 0)).toHaveLength(0);
    expect(rest.filter((classifier) => score(classifier, [1.5, 1.5]) > 0)).toHaveLength(2);
    // On a fine grid the one-vs-one vote is never a three-way tie here: its three boundaries meet at (1, 1).
    for (let a = -1; a <= 3; a += 0.05) for (let c = -1; c <= 3; c += 0.05) expect(Math.max(...votesOneVsOne(pairs, 3, [a, c]))).toBeGreaterThanOrEqual(2);
  });

  it('disagrees only where no one-vs-rest classifier or more than one claims the point, and the nearest training point of (0.9, 0.6) is class 1’s', () => {
    // The grid is offset so that no point lies exactly on a boundary, where the two schemes break ties differently.
    for (let i = 0; i <= 80; i++)
      for (let j = 0; j <= 80; j++) {
        const at = [-1.013 + 0.05 * i, -1.007 + 0.05 * j];
        if (predictOneVsRest(rest, at) !== predictOneVsOne(pairs, 3, at)) expect(rest.filter((classifier) => score(classifier, at) > 0).length).not.toBe(1);
      }
    // Two claim (−1, 1.2): f₁ = 0.8 and f₃ = 0.2; one-vs-rest picks class 1, one-vs-one class 3.
    [0.8, -2, 0.2].forEach((value, k) => expect(score(rest[k], [-1, 1.2])).toBeCloseTo(value, 9));
    expect([predictOneVsRest(rest, [-1, 1.2]), predictOneVsOne(pairs, 3, [-1, 1.2])]).toEqual([0, 2]);
    // The practice question's point (0.3, 0.8): −0.1, −0.7, −0.2, no classifier claims it, the argmax gives class 1.
    [-0.1, -0.7, -0.2].forEach((value, k) => expect(score(rest[k], [0.3, 0.8])).toBeCloseTo(value, 9));
    expect(predictOneVsRest(rest, [0.3, 0.8])).toBe(0);
    const distances = x.map((training) => Math.hypot(training[0] - point[0], training[1] - point[1]));
    [1.08, 1.25, 1.66].forEach((value, k) => expect(distances[k]).toBeCloseTo(value, 2));
  });

  it('solves the exercise: classes at 0, 2, 4 on a line; one-vs-one 1 − x, 1 − x/2, 3 − x votes 0, 2, 1 at x = 2.5', () => {
    const line = [[0], [2], [4]];
    const linePairs = oneVsOne(line, [0, 1, 2], 3, Infinity);
    const expected = [
      { w: -1, b: 1 },
      { w: -0.5, b: 1 },
      { w: -1, b: 3 },
    ];
    linePairs.forEach((pair, p) => {
      expect(pair.w[0]).toBeCloseTo(expected[p].w, 9);
      expect(pair.b).toBeCloseTo(expected[p].b, 9);
    });
    expect(votesOneVsOne(linePairs, 3, [2.5])).toEqual([0, 2, 1]);
    // One-vs-one's regions are x < 1, 1 < x < 3 and x > 3, cut at the midpoints.
    expect([0.9, 1.1, 2.9, 3.1].map((at) => predictOneVsOne(linePairs, 3, [at]))).toEqual([0, 1, 1, 2]);
    // The middle class against the rest: no threshold separates {2} from {0, 4}; the soft-margin fit is the constant −1.
    const lineRest = oneVsRest(line, [0, 1, 2], 3, 10);
    const expectedRest = [
      { w: -1, b: 1 },
      { w: 0, b: -1 },
      { w: 1, b: -3 },
    ];
    lineRest.forEach((classifier, k) => {
      expect(classifier.w[0]).toBeCloseTo(expectedRest[k].w, 9);
      expect(classifier.b).toBeCloseTo(expectedRest[k].b, 9);
    });
    // The argmax never picks class 2 (away from the tie at x = 2 itself).
    for (let i = 0; i <= 400; i++) expect(predictOneVsRest(lineRest, [-1.007 + 0.0151 * i])).not.toBe(1);
  });

  it('counts the costs: K = 10 classes of 1,000 points, 10 problems of 10,000 against 45 of 2,000, about 5.6 times cheaper', () => {
    const cost = trainingCost(10, 1000, 2);
    expect(cost.oneVsRest).toMatchObject({ problems: 10, size: 10000 });
    expect(cost.oneVsOne).toMatchObject({ problems: 45, size: 2000 });
    expect(cost.oneVsRest.cost).toBe(1e9);
    expect(cost.oneVsOne.cost).toBe(1.8e8);
    expect(cost.oneVsRest.cost / cost.oneVsOne.cost).toBeCloseTo(5.6, 1);
    // K²/(2(K − 1)) in general, for a quadratic solver.
    expect(cost.oneVsRest.cost / cost.oneVsOne.cost).toBeCloseTo(100 / 18, 12);
  });

  it('answers the practice question: 5 classes of 200 points, one-vs-one trains on 4,000 points in all, one-vs-rest on 5,000', () => {
    expect(supportVectorMachinesAnswers['support-vector-machines-ovo-total-points']()).toBe(4000);
    expect(trainingCost(5, 200, 2).oneVsRest.totalPoints).toBe(5000);
  });
});
