import { describe, expect, it } from 'vitest';
import { agglomerate, cutTree, linkageDistance, type Linkage } from './agglomerative.ts';

/** Seven points in the plane, and the merges SciPy 1.17 (scipy.cluster.hierarchy.linkage) gives for them. */
const plane = [
  [0, 0],
  [1, 0.2],
  [0.3, 1.1],
  [4, 4],
  [4.5, 3.2],
  [5.1, 4.4],
  [2.4, 2.0],
];
const scipy: Record<Linkage, [number, number, number, number][]> = {
  single: [
    [3, 4, 0.943398, 2],
    [0, 1, 1.019804, 2],
    [2, 8, 1.140175, 3],
    [5, 7, 1.17047, 3],
    [6, 9, 2.280351, 4],
    [10, 11, 2.418677, 7],
  ],
  complete: [
    [3, 4, 0.943398, 2],
    [0, 1, 1.019804, 2],
    [2, 8, 1.140175, 3],
    [5, 7, 1.341641, 3],
    [6, 9, 3.1241, 4],
    [10, 11, 6.735726, 7],
  ],
  average: [
    [3, 4, 0.943398, 2],
    [0, 1, 1.019804, 2],
    [2, 8, 1.140175, 3],
    [5, 7, 1.256055, 3],
    [6, 9, 2.563061, 4],
    [10, 11, 4.754099, 7],
  ],
  ward: [
    [3, 4, 0.943398, 2],
    [0, 1, 1.019804, 2],
    [2, 8, 1.177568, 3],
    [5, 7, 1.347838, 3],
    [6, 9, 3.079502, 4],
    [10, 11, 8.738448, 7],
  ],
};

describe('agglomerative clustering', () => {
  it.each(['single', 'complete', 'average', 'ward'] as const)('%s linkage merges as SciPy does (Ward heights as SciPy’s sqrt(2ΔJ))', (linkage) => {
    const merges = agglomerate(plane, linkage);
    merges.forEach((merge, s) => {
      const [a, b, height, size] = scipy[linkage][s];
      expect([merge.left, merge.right].sort((x, y) => x - y)).toEqual([a, b]);
      expect(linkage === 'ward' ? Math.sqrt(2 * merge.height) : merge.height).toBeCloseTo(height, 5);
      expect(merge.size).toBe(size);
    });
  });

  it('on the line 0, 1, 3, 7, 12, single linkage chains and complete linkage balances (the lecture’s worked merges)', () => {
    const line = [0, 1, 3, 7, 12].map((x) => [x]);
    const heights = (linkage: Linkage) => agglomerate(line, linkage).map((m) => Number(m.height.toFixed(3)));
    expect(heights('single')).toEqual([1, 2, 4, 5]);
    expect(heights('complete')).toEqual([1, 3, 5, 12]);
    expect(heights('average')).toEqual([1, 2.5, 5, 8.167]);
    expect(heights('ward')).toEqual([0.5, 4.167, 12.5, 80.033]);
    expect(cutTree(agglomerate(line, 'single'), 5, 2)).toEqual([0, 0, 0, 0, 1]);
    expect(cutTree(agglomerate(line, 'complete'), 5, 2)).toEqual([0, 0, 0, 1, 1]);
    // Ward's merge costs add up to the total sum of squares about the mean 4.6, which is 97.2.
    expect(agglomerate(line, 'ward').reduce((sum, m) => sum + m.height, 0)).toBeCloseTo(97.2, 10);
  });

  it('computes each linkage from its definition', () => {
    const points = [[0], [1], [3], [7], [12]];
    expect(linkageDistance(points, [0, 1, 2], [3, 4], 'single')).toBe(4);
    expect(linkageDistance(points, [0, 1, 2], [3, 4], 'complete')).toBe(12);
    expect(linkageDistance(points, [0, 1, 2], [3, 4], 'average')).toBeCloseTo(49 / 6, 12);
    expect(linkageDistance(points, [0, 1], [2], 'ward')).toBeCloseTo((2 / 3) * 2.5 ** 2, 12);
  });
});
