/**
 * The least-squares problem of the gradient-descent figures: 60 seeded samples of two correlated
 * features (x2 = 0.8·x1 + noise) and a target 2·x1 − x2 + noise, centred so no intercept is needed.
 * Plain arrays, no matrix library: the static figure (figures/gd-contours.ts) and the live
 * "Gradient descent" figure in the browser read the same numbers from here.
 */
import { createRandom, gaussian } from './random.ts';

export function correlatedFeatures(): { features: [number, number][]; targets: number[] } {
  const random = createRandom(2024);
  const n = 60;
  const rows: number[][] = [];
  const targets: number[] = [];
  for (let i = 0; i < n; i++) {
    const x1 = gaussian(random);
    const x2 = 0.8 * x1 + 0.6 * gaussian(random);
    rows.push([x1, x2]);
    targets.push(2 * x1 - 1 * x2 + 0.5 * gaussian(random));
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const m1 = mean(rows.map((r) => r[0]));
  const m2 = mean(rows.map((r) => r[1]));
  const my = mean(targets);
  return { features: rows.map(([a, b]) => [a - m1, b - m2]), targets: targets.map((t) => t - my) };
}

/** Where the figures' descents start, and the step sizes (times 1/L) the static figure draws. */
export const DESCENT_START = [-1.5, -2.5] as const;
export const FIGURE_STEP_SIZES = [0.3, 1.8, 2.05] as const;
