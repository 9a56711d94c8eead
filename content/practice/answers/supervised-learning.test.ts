/**
 * The numbers of the supervised-learning lecture's "Generalisation bounds" section, recomputed: the
 * finite-class margins of the worked number, the VC margins, and the labellings lines produce on the
 * point sets of the VC-dimension proof, counted from the geometry rather than from a formula.
 */
import { describe, expect, it } from 'vitest';
import { finiteClassMargin, finiteClassSampleSize, vcMargin } from './supervised-learning.ts';

type Point = readonly [number, number];

/**
 * The labellings (+1 as 1, −1 as 0, one bit per point) that some line sign(w·x + b) produces on the
 * points. Projected on a direction u, the points keep their order between two directions
 * perpendicular to a difference of two points, so one direction inside each such arc sees every
 * order there is; a labelling is produced when, in some direction, every +1 point projects strictly
 * beyond every −1 point.
 */
function lineLabellings(points: readonly Point[]): Set<number> {
  const critical: number[] = [];
  for (const [i, p] of points.entries())
    for (const q of points.slice(i + 1)) {
      const angle = Math.atan2(q[1] - p[1], q[0] - p[0]) + Math.PI / 2;
      for (const turn of [0, Math.PI]) critical.push((((angle + turn) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI));
    }
  critical.sort((a, b) => a - b);
  const directions = critical.map((angle, j) => (angle + (j + 1 < critical.length ? critical[j + 1] : critical[0] + 2 * Math.PI)) / 2);
  const labellings = new Set<number>();
  for (const angle of directions) {
    const order = points.map((p, i) => ({ i, t: p[0] * Math.cos(angle) + p[1] * Math.sin(angle) })).sort((a, b) => a.t - b.t);
    // Every cut of the sorted order between two distinct projections: the points above it are +1.
    for (let cut = 0; cut <= order.length; cut++) {
      if (cut > 0 && cut < order.length && order[cut].t - order[cut - 1].t < 1e-12) continue;
      labellings.add(order.slice(cut).reduce((bits, { i }) => bits | (1 << i), 0));
    }
  }
  return labellings;
}

describe('the finite-class bound', () => {
  it('gives the worked number: |H| = 1000, δ = 0.05, n = 1000 → log 40000 = 10.597, s = 0.0728, 2s = 0.146', () => {
    expect(Math.log((2 * 1000) / 0.05)).toBeCloseTo(10.597, 3);
    expect(finiteClassMargin(1000, 0.05, 1000)).toBeCloseTo(0.0728, 4);
    expect(2 * finiteClassMargin(1000, 0.05, 1000)).toBeCloseTo(0.146, 3);
  });

  it('gives 0.043 for one hypothesis, a factor 1.69 below, and 0.036 with four times the data', () => {
    expect(finiteClassMargin(1, 0.05, 1000)).toBeCloseTo(0.043, 3);
    expect(finiteClassMargin(1000, 0.05, 1000) / finiteClassMargin(1, 0.05, 1000)).toBeCloseTo(1.69, 2);
    expect(finiteClassMargin(1000, 0.05, 4000)).toBeCloseTo(0.036, 3);
  });

  it('is looser than two standard errors of a 0.1 error rate on 1,000 test points (0.019)', () => {
    expect(1.96 * Math.sqrt((0.1 * 0.9) / 1000)).toBeCloseTo(0.019, 3);
  });

  it('needs 2120 points for a margin of 0.05, and 2119 are not enough', () => {
    const n = finiteClassSampleSize(1000, 0.05, 0.05);
    expect(n).toBe(2120);
    expect(finiteClassMargin(1000, 0.05, n)).toBeLessThanOrEqual(0.05);
    expect(finiteClassMargin(1000, 0.05, n - 1)).toBeGreaterThan(0.05);
  });
});

describe('the VC bound', () => {
  it('gives 0.164 and 0.058 for lines in the plane at n = 1000 and 10000, and 0.269 for 10 features', () => {
    expect(vcMargin(3, 0.05, 1000)).toBeCloseTo(0.164, 3);
    expect(vcMargin(3, 0.05, 10000)).toBeCloseTo(0.058, 3);
    expect(vcMargin(11, 0.05, 1000)).toBeCloseTo(0.269, 3);
  });
});

describe('lines in the plane', () => {
  it('shatter the corners of a triangle: all 8 labellings', () => {
    expect(
      lineLabellings([
        [0, 0],
        [1, 0],
        [0, 1],
      ]).size,
    ).toBe(8);
  });

  it('miss exactly the two XOR labellings of a square: 14 of 16', () => {
    const produced = lineLabellings([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    expect(produced.size).toBe(14);
    expect(produced.has(0b0101)).toBe(false);
    expect(produced.has(0b1010)).toBe(false);
  });

  it('miss a point inside the triangle of the other three labelled against them', () => {
    const produced = lineLabellings([
      [0, 0],
      [4, 0],
      [0, 4],
      [1, 1],
    ]);
    expect(produced.size).toBe(14);
    expect(produced.has(0b0111)).toBe(false);
    expect(produced.has(0b1000)).toBe(false);
  });

  it('produce n² − n + 2 labellings of n points with no three on one line (22 of 32 for five)', () => {
    const pentagon: Point[] = [0, 1, 2, 3, 4].map((j) => [Math.cos((2 * Math.PI * j) / 5), Math.sin((2 * Math.PI * j) / 5)]);
    expect(lineLabellings(pentagon).size).toBe(5 * 5 - 5 + 2);
    const scattered: Point[] = [
      [0, 0],
      [5, 1],
      [2, 7],
      [9, 4],
      [3, 3],
      [7, 8],
    ];
    expect(lineLabellings(scattered).size).toBe(6 * 6 - 6 + 2);
    expect(1000 * 1000 - 1000 + 2).toBe(999002);
  });
});
