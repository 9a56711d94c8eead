/**
 * The numbers the dimensionality-reduction lecture states in "t-SNE" and "Kernel PCA", recomputed:
 * the geometry of the three groups in ten dimensions and in the seeded t-SNE maps of the figure, the
 * perplexity worked example, and the centred kernel matrix of the kernel PCA worked example.
 */
import { describe, expect, it } from 'vitest';
import { groupGeometry, threeGroups, tsneMaps } from './tsne-perplexity.ts';
import { conditionalAffinities } from './lib/tsne.ts';
import { centredKernel } from '../content/practice/answers/dimensionality-reduction.ts';

describe('t-SNE on three groups', () => {
  const { points, group } = threeGroups();
  it('has a wide group 3.6 times the spread of a tight one, and a far gap 4.0 times the near one, in ten dimensions', () => {
    const data = groupGeometry(points, group);
    expect(data.spread[1] / data.spread[0]).toBeCloseTo(3.63, 2);
    expect(data.gapFar / data.gapNear).toBeCloseTo(4.0, 2);
  });
  it('equalises the spreads at both perplexities, and the gaps at perplexity 5 (ratio 0.98) but not at 30 (2.35)', () => {
    const [low, high] = tsneMaps().map((map) => groupGeometry(map, group));
    expect(low.spread[1] / low.spread[0]).toBeCloseTo(0.97, 2);
    expect(high.spread[1] / high.spread[0]).toBeCloseTo(1.05, 2);
    expect(low.gapFar / low.gapNear).toBeCloseTo(0.98, 2);
    expect(high.gapFar / high.gapNear).toBeCloseTo(2.35, 2);
  });
});

describe('the perplexity worked example', () => {
  it('turns squared distances 1, 2, 4 at σ = 1 into p = 0.547, 0.331, 0.122 with perplexity 2.59', () => {
    const { p, perplexity } = conditionalAffinities([0, 1, 2, 4], 0, 1);
    expect(p.slice(1).map((value) => Math.round(value * 1000) / 1000)).toEqual([0.547, 0.331, 0.122]);
    expect(perplexity).toBeCloseTo(2.59, 2);
  });
});

describe('the kernel PCA worked example', () => {
  it('centres the linear kernel of 0, 1, 3 into the Gram matrix of −4/3, −1/3, 5/3', () => {
    const centred = centredKernel([
      [0, 0, 0],
      [0, 1, 3],
      [0, 3, 9],
    ]);
    const z = [-4 / 3, -1 / 3, 5 / 3];
    centred.forEach((row, i) => row.forEach((value, j) => expect(value).toBeCloseTo(z[i] * z[j], 12)));
  });
});
