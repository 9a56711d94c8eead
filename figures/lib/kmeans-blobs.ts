/**
 * The clustering lecture's k-means data: three Gaussian blobs of 40 points, with different centres
 * and spreads. One place for the generator, read by the build-time Lloyd figure
 * (figures/kmeans-iterations.ts) and by the live k-means figure, so both show the same points.
 */
import { gaussian } from './random.ts';

export type BlobPoint = [number, number];

/** The seed both figures draw the blobs from. */
export const BLOBS_SEED = 11;

/** The three blobs, drawn from `random` (the caller's stream goes on from where they end). */
export function threeBlobs(random: () => number): BlobPoint[] {
  const blobs: { centre: BlobPoint; spread: number }[] = [
    { centre: [-2.2, -1.2], spread: 0.55 },
    { centre: [2.0, -1.5], spread: 0.6 },
    { centre: [0.2, 2.0], spread: 0.6 },
  ];
  const points: BlobPoint[] = [];
  for (const { centre, spread } of blobs) {
    for (let i = 0; i < 40; i++) points.push([centre[0] + spread * gaussian(random), centre[1] + spread * gaussian(random)]);
  }
  return points;
}
