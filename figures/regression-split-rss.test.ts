/**
 * The worked numbers of the trees lecture's new sections: the regression split scored in RSS (the
 * figure's own function) and the second-order leaf weights and gains of gradient boosting (the
 * functions that answer the practice questions).
 */
import { describe, expect, it } from 'vitest';
import { rss, samples, scoreSplits } from './regression-split-rss.ts';
import { secondOrderGain, secondOrderLeaf } from '../content/practice/answers/trees.ts';

describe('the regression split worked in RSS', () => {
  it('has a parent RSS of 41.5 and the table of children RSS 26.8, 22.75, 4, 22.75, 38.8', () => {
    expect(rss(samples.y)).toBeCloseTo(41.5, 10);
    const splits = scoreSplits(samples.x, samples.y);
    expect(splits.map((split) => split.threshold)).toEqual([1.5, 2.5, 3.5, 4.5, 5.5]);
    const expected = [26.8, 22.75, 4, 22.75, 38.8];
    splits.forEach((split, i) => expect(split.childRss).toBeCloseTo(expected[i], 10));
  });

  it('agrees with the closed form n_L n_R / n_a (mean gap)² for every threshold', () => {
    for (const { left, right, childRss } of scoreSplits(samples.x, samples.y)) {
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
      const closedForm = ((left.length * right.length) / samples.y.length) * (mean(left) - mean(right)) ** 2;
      expect(rss(samples.y) - childRss).toBeCloseTo(closedForm, 10);
    }
  });
});

describe('second-order leaf weights and gains (log-loss, p = 0.5)', () => {
  it('gives the worked round: weight 0.5, gain 0.083 with λ = 1 and 0.5 with λ = 0', () => {
    const p = [0.5, 0.5, 0.5, 0.5];
    expect(secondOrderLeaf([1, 1, 1, 0], p, 1).weight).toBeCloseTo(0.5, 10);
    expect(secondOrderLeaf([1, 1, 1, 0], p, 0).weight).toBeCloseTo(1, 10);
    const gain = (penalty: number) => secondOrderGain(secondOrderLeaf([1, 1], [0.5, 0.5], penalty), secondOrderLeaf([1, 0], [0.5, 0.5], penalty), penalty);
    expect(gain(1)).toBeCloseTo(0.0833, 4);
    expect(gain(0)).toBeCloseTo(0.5, 10);
    expect(secondOrderLeaf([1, 1], [0.5, 0.5], 1).weight).toBeCloseTo(0.667, 3);
    expect(secondOrderLeaf([1, 0], [0.5, 0.5], 1).weight).toBeCloseTo(0, 10);
  });

  it('gives exercise 1: weights 0.8 and −0.5, gain 0.907', () => {
    const left = secondOrderLeaf([1, 1, 1, 1, 1, 0], Array(6).fill(0.5), 1);
    const right = secondOrderLeaf([1, 0, 0, 0], Array(4).fill(0.5), 1);
    expect(left.weight).toBeCloseTo(0.8, 10);
    expect(right.weight).toBeCloseTo(-0.5, 10);
    expect(secondOrderGain(left, right, 1)).toBeCloseTo(0.907, 3);
  });

  it('equals half the RSS decrease on the residuals for the squared loss with λ = 0', () => {
    // Squared loss: g_i = −r_i, ℓ''_i = 1; take the residuals to be the worked example's targets.
    const side = (targets: number[]) => ({ G: -targets.reduce((sum, r) => sum + r, 0), H: targets.length });
    const gain = secondOrderGain(side([2, 4, 3]), side([8, 9, 7]), 0);
    expect(gain).toBeCloseTo((rss(samples.y) - 4) / 2, 10);
  });
});
