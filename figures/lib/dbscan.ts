/**
 * DBSCAN (Ester, Kriegel, Sander and Xu, 1996) for the clustering lecture's section of that name: its
 * figure (figures/dbscan-moons.ts), worked example and practice answers. A point is a core point
 * when its closed ball of radius `radius` holds at least `minSamples` points, itself included
 * (scikit-learn's eps and min_samples); clusters grow from core points through their balls.
 */
import { euclideanDistance } from './stats.ts';
export type PointKind = 'core' | 'border' | 'noise';

export interface DbscanResult {
  /** Cluster of each point, 0, 1, …, in the order clusters are found; −1 for noise. */
  labels: number[];
  kinds: PointKind[];
}

/** The indices within `radius` of each point (itself included): O(n²), fine for the lecture's data. */
export function neighbourhoods(points: readonly (readonly number[])[], radius: number): number[][] {
  return points.map((p) => points.flatMap((q, j) => (euclideanDistance(p, q) <= radius ? [j] : [])));
}

/**
 * Visits the points in order; each unlabelled core point starts a new cluster, which grows by
 * breadth-first search through core points' neighbourhoods. A border point (not core, but within
 * the radius of a core point) joins the first cluster that reaches it; the rest are noise.
 */
export function dbscan(points: readonly (readonly number[])[], radius: number, minSamples: number): DbscanResult {
  const near = neighbourhoods(points, radius);
  const core = near.map((list) => list.length >= minSamples);
  const labels = points.map(() => -1);
  let cluster = 0;
  points.forEach((_, start) => {
    if (!core[start] || labels[start] !== -1) return;
    labels[start] = cluster;
    const queue = [start];
    while (queue.length > 0) {
      const i = queue.shift()!;
      for (const j of near[i]) {
        if (labels[j] !== -1) continue;
        labels[j] = cluster;
        if (core[j]) queue.push(j);
      }
    }
    cluster++;
  });
  const kinds = points.map((_, i): PointKind => (core[i] ? 'core' : labels[i] >= 0 ? 'border' : 'noise'));
  return { labels, kinds };
}
