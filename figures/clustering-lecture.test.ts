/**
 * Numbers the clustering lecture states in its prose, alt texts and worked examples that no figure
 * prints: each one recomputed here from the same data and code, so an edit that changes one fails.
 */
import { describe, expect, it } from 'vitest';
import { BLOBS_SEED, threeBlobs } from './lib/kmeans-blobs.ts';
import { createRandom } from './lib/random.ts';

describe('the clustering lecture’s k-means numbers', () => {
  it('the live figure’s first Assign gives 27 of the 40 lower-right points to the upper centre and 13 to the lower left-hand one', () => {
    // The live figure opens on the Lloyd figure's start (its model test checks that): three data
    // points drawn uniformly from seed 2 (Forgy), redrawn until distinct.
    const points = threeBlobs(createRandom(BLOBS_SEED));
    const pick = createRandom(2);
    const chosen: number[] = [];
    while (chosen.length < 3) {
      const i = Math.floor(pick() * points.length);
      if (!chosen.includes(i)) chosen.push(i);
    }
    const centres = chosen.map((i) => points[i]);
    // The blobs are generated in order: lower-left (0–39), lower-right (40–79), upper (80–119).
    const blobOf = (centre: readonly [number, number]) => Math.floor(points.indexOf(centre) / 40);
    const upper = centres.findIndex((c) => blobOf(c) === 2);
    const lowerLeft = centres.map((_, j) => j).filter((j) => blobOf(centres[j]) === 0);
    expect(lowerLeft).toHaveLength(2);
    const lowerOfTwo = lowerLeft.reduce((a, b) => (centres[a][1] < centres[b][1] ? a : b));
    const squared = (a: readonly number[], b: readonly number[]) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;
    const labels = points.slice(40, 80).map((p) => centres.reduce((best, c, j) => (squared(p, c) < squared(p, centres[best]) ? j : best), 0));
    expect(labels.filter((l) => l === upper)).toHaveLength(27);
    expect(labels.filter((l) => l === lowerOfTwo)).toHaveLength(13);
  });

  it('on the line 1, 2, 3, 8, 9 the second assignment (centres 1 and 5.5) moves both 2 and 3', () => {
    const nearest = (x: number) => (Math.abs(x - 1) < Math.abs(x - 5.5) ? 0 : 1);
    expect([1, 2, 3, 8, 9].map(nearest)).toEqual([0, 0, 0, 1, 1]);
    expect([1, 2, 3, 8, 9].map((x) => (Math.abs(x - 1) < Math.abs(x - 2) ? 0 : 1))).toEqual([0, 1, 1, 1, 1]);
  });
});
