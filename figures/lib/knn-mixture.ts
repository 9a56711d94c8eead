/**
 * The two-class data of the k-NN lecture: each class a mixture of ten Gaussian bumps whose centres
 * are drawn around the class mean. One place for the generator, read by the build-time figure
 * (figures/knn-decision-regions.ts) and by the live k-NN figure, so both show the same points.
 */
import { createRandom, gaussian } from './random.ts';

export type MixturePoint = [number, number];

const BUMPS_PER_CLASS = 10;
export const BUMP_VARIANCE = 0.2;
const CLASS_MEANS: MixturePoint[] = [
  [1, 0],
  [0, 1],
];

export interface Mixture {
  centres: MixturePoint[][];
}

export function makeMixture(random: () => number): Mixture {
  return {
    centres: CLASS_MEANS.map(([mx, my]) => Array.from({ length: BUMPS_PER_CLASS }, (): MixturePoint => [mx + gaussian(random), my + gaussian(random)])),
  };
}

export function sampleClass(mixture: Mixture, label: number, count: number, random: () => number): MixturePoint[] {
  const sd = Math.sqrt(BUMP_VARIANCE);
  return Array.from({ length: count }, (): MixturePoint => {
    const [cx, cy] = mixture.centres[label][Math.floor(random() * BUMPS_PER_CLASS)];
    return [cx + sd * gaussian(random), cy + sd * gaussian(random)];
  });
}

/** Class-conditional density of the mixture at a point (up to the constant shared by both classes). */
export function density(mixture: Mixture, label: number, [x, y]: MixturePoint): number {
  let total = 0;
  for (const [cx, cy] of mixture.centres[label]) total += Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * BUMP_VARIANCE));
  return total;
}

/** Seed of the lecture's k-NN data. */
export const KNN_SEED = 12;
export const KNN_TRAIN_PER_CLASS = 100;

/**
 * The mixture and the training points (class 0 first, then class 1), drawn from `random` in the
 * figure's order; the figure goes on drawing its test points from the same generator.
 */
export function knnTrainingSample(random: () => number): { mixture: Mixture; train: MixturePoint[]; labels: number[] } {
  const mixture = makeMixture(random);
  const train: MixturePoint[] = [];
  const labels: number[] = [];
  for (const label of [0, 1]) {
    for (const point of sampleClass(mixture, label, KNN_TRAIN_PER_CLASS, random)) {
      train.push(point);
      labels.push(label);
    }
  }
  return { mixture, train, labels };
}

/** The lecture's 200 training points and their labels, from the seed alone. */
export function knnTrainingData(): { train: MixturePoint[]; labels: number[] } {
  const { train, labels } = knnTrainingSample(createRandom(KNN_SEED));
  return { train, labels };
}
