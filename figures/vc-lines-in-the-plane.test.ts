/**
 * The VC-dimension figure shows what its caption says: the search finds a line with no point wrong
 * for each of the eight labellings of the triangle, and none for the two four-point labellings,
 * whose best line gets exactly one point wrong.
 */
import { describe, expect, it } from 'vitest';
import { bestLine, inside, insideLabels, square, squareLabels, triangle, triangleLabellings } from './vc-lines-in-the-plane.ts';

describe('the VC-dimension figure', () => {
  it('finds a line for every one of the eight labellings of the triangle', () => {
    const labellings = triangleLabellings();
    expect(new Set(labellings.map((labels) => labels.join())).size).toBe(8);
    for (const labels of labellings) expect(bestLine(triangle, labels).errors, labels.join()).toBe(0);
  });

  it('finds no line for XOR on the square, nor for the point inside the triangle: one point wrong at best', () => {
    expect(bestLine(square, squareLabels).errors).toBe(1);
    expect(bestLine(inside, insideLabels).errors).toBe(1);
  });

  it('puts the fourth point inside the triangle of the other three', () => {
    const [a, b, c, p] = inside;
    const cross = (o: readonly number[], u: readonly number[], v: readonly number[]) => (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0]);
    const signs = [cross(a, b, p), cross(b, c, p), cross(c, a, p)].map(Math.sign);
    expect(new Set(signs).size).toBe(1);
  });
});
