/**
 * The two-moons data of the support-vector-machines lecture: 160 noisy training points and 2,000
 * fresh test points from the same seeded stream. One place for the generator, read by the
 * build-time figure (figures/svm-rbf-boundary.ts) and by the live SVM figure, so both show the
 * same points and the same test accuracy.
 */
import { createRandom, gaussian } from './random.ts';

/** Two interleaving half circles with Gaussian noise; labels -1 (upper moon) and +1 (lower). */
export function moons(n: number, noise: number, random: () => number): { x: number[][]; y: number[] } {
  const x: number[][] = [];
  const y: number[] = [];
  for (let k = 0; k < n; k++) {
    const label = k % 2 === 0 ? -1 : 1;
    const angle = Math.PI * random();
    const point = label < 0 ? [Math.cos(angle), Math.sin(angle)] : [1 - Math.cos(angle), 0.5 - Math.sin(angle)];
    x.push([point[0] + noise * gaussian(random), point[1] + noise * gaussian(random)]);
    y.push(label);
  }
  return { x, y };
}

/** The lecture's training set (160 points) and test set (2,000 points), seed 31, noise 0.2. */
export function svmMoonsData(): { train: { x: number[][]; y: number[] }; test: { x: number[][]; y: number[] } } {
  const random = createRandom(31);
  const train = moons(160, 0.2, random);
  const test = moons(2000, 0.2, random);
  return { train, test };
}
