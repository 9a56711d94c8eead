/**
 * The data of the lecture's Newton's-method figure: 100 seeded points in the plane, two overlapping
 * Gaussian clouds (class 0 around (−0.8, −0.6), class 1 around (0.8, 0.6), unit spread), each row
 * with a leading constant feature for the intercept. The figure and the lecture's number tests read
 * the same rows from here.
 */
import { createRandom, gaussian } from './random.ts';

export function newtonFigureData(): { X: number[][]; y: number[] } {
  const random = createRandom(7);
  const X: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 100; i++) {
    const label = i % 2;
    const sign = label === 1 ? 1 : -1;
    X.push([1, sign * 0.8 + gaussian(random), sign * 0.6 + gaussian(random)]);
    y.push(label);
  }
  return { X, y };
}

/** The iterations both methods run in the figure. */
export const FIGURE_ITERATIONS = 30;
