/**
 * The worked numbers of the nonparametric lecture's new sections (the leave-one-out curve by hand,
 * kernel regression at an edge, exercise 2's kernel predictions), recomputed from the same functions
 * that answer the practice questions.
 */
import { describe, expect, it } from 'vitest';
import { cvExample, exerciseTwo, leaveOneOutError, lineExample, localLinear, nadarayaWatson } from './nonparametric.ts';

describe('the leave-one-out curve by hand', () => {
  it('scores 8.6, 7.6, 7.16 and 9.375 for one to four neighbours, so it picks three', () => {
    const curve = [1, 2, 3, 4].map((k) => leaveOneOutError(cvExample, k));
    expect(curve[0]).toBeCloseTo(8.6, 10);
    expect(curve[1]).toBeCloseTo(7.6, 10);
    expect(curve[2]).toBeCloseTo(7.16, 2);
    expect(curve[3]).toBeCloseTo(9.375, 10);
    expect(curve.indexOf(Math.min(...curve)) + 1).toBe(3);
  });
});

describe('kernel regression at the edge of y = x', () => {
  it('Nadaraya–Watson is biased by about 0.52 at both ends; the local line is exact', () => {
    expect(nadarayaWatson(lineExample, 0, 1)).toBeCloseTo(0.519, 3);
    expect(nadarayaWatson(lineExample, 3, 1)).toBeCloseTo(2.481, 3);
    expect(localLinear(lineExample, 0, 1)).toBeCloseTo(0, 10);
    expect(localLinear(lineExample, 3, 1)).toBeCloseTo(3, 10);
  });

  it('has the sums of the worked example: S0 = 1.753, S1 = 0.911, S2 = 1.248', () => {
    const w = lineExample.x.map((x) => Math.exp(-(x ** 2) / 2));
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1.753, 3);
    expect(w.reduce((sum, wi, i) => sum + wi * lineExample.x[i], 0)).toBeCloseTo(0.911, 3);
    expect(w.reduce((sum, wi, i) => sum + wi * lineExample.x[i] ** 2, 0)).toBeCloseTo(1.248, 3);
  });
});

describe('exercise 2 at the right end (x0 = 8, h = 1)', () => {
  it('gives 7.49 with Nadaraya–Watson and 8.99 with the local line', () => {
    expect(nadarayaWatson(exerciseTwo, 8, 1)).toBeCloseTo(7.49, 2);
    expect(localLinear(exerciseTwo, 8, 1)).toBeCloseTo(8.99, 2);
  });
});
