/**
 * The data of the lecture's train/test error figure: noisy samples of y = sin(2πx) + ε with
 * ε ~ N(0, 0.25²), x uniform on [0, 1]. Plain arrays, no matrix library: the static figure
 * (figures/train-test-error.ts) and the live "Bias and variance" figure in the browser draw the
 * same samples from here.
 */
import { createRandom, gaussian } from './random.ts';

export const truth = (x: number) => Math.sin(2 * Math.PI * x);
export const noiseSd = 0.25;

export interface Sample {
  x: number[];
  y: number[];
}

export function sample(n: number, random: () => number): Sample {
  const x = Array.from({ length: n }, () => random());
  return { x, y: x.map((value) => truth(value) + noiseSd * gaussian(random)) };
}

/** The static figure's draws: 15 training points, then 500 test points, from seed 7. */
export function figureSamples(): { train: Sample; test: Sample } {
  const random = createRandom(7);
  const train = sample(15, random);
  const test = sample(500, random);
  return { train, test };
}
