/**
 * Agglomerative (bottom-up hierarchical) clustering for the clustering lecture's section of that
 * name: its dendrogram figure (figures/dendrogram.ts), its worked merges and its practice answers.
 * Plain O(n³) merging, computing each linkage from its definition, which is clear and fast enough
 * for the lecture's small data sets.
 */
import { euclideanDistance } from './stats.ts';
export type Linkage = 'single' | 'complete' | 'average' | 'ward';

export interface Merge {
  /** The two clusters merged: ids below n are points, id n + s is the cluster made by merge s (as in SciPy). */
  left: number;
  right: number;
  /**
   * The linkage distance at which they merged: the smallest, largest or mean point-to-point distance
   * for single, complete and average linkage; for Ward, the increase in the within-cluster sum of
   * squares J (SciPy reports sqrt(2 × that increase) instead).
   */
  height: number;
  /** Points in the merged cluster. */
  size: number;
}

function mean(points: readonly (readonly number[])[], members: readonly number[]): number[] {
  return points[0].map((_, j) => members.reduce((sum, i) => sum + points[i][j], 0) / members.length);
}

/** The linkage between two clusters, given as lists of point indices. */
export function linkageDistance(points: readonly (readonly number[])[], a: readonly number[], b: readonly number[], linkage: Linkage): number {
  if (linkage === 'ward') {
    // Merging A and B raises J by |A||B| / (|A| + |B|) · ‖μ_A − μ_B‖² (the identity T = J + S_between on A ∪ B).
    return ((a.length * b.length) / (a.length + b.length)) * euclideanDistance(mean(points, a), mean(points, b)) ** 2;
  }
  const pairs = a.flatMap((i) => b.map((j) => euclideanDistance(points[i], points[j])));
  if (linkage === 'single') return Math.min(...pairs);
  if (linkage === 'complete') return Math.max(...pairs);
  return pairs.reduce((sum, d) => sum + d, 0) / pairs.length;
}

/** The n − 1 merges, in order. A tie goes to the pair of lowest ids (the first formed clusters). */
export function agglomerate(points: readonly (readonly number[])[], linkage: Linkage): Merge[] {
  const n = points.length;
  const active = new Map<number, number[]>(points.map((_, i) => [i, [i]]));
  const merges: Merge[] = [];
  while (active.size > 1) {
    const ids = [...active.keys()];
    let best: { left: number; right: number; height: number } | null = null;
    for (let x = 0; x < ids.length; x++) {
      for (let y = x + 1; y < ids.length; y++) {
        const height = linkageDistance(points, active.get(ids[x])!, active.get(ids[y])!, linkage);
        if (best === null || height < best.height - 1e-12) best = { left: ids[x], right: ids[y], height };
      }
    }
    const { left, right, height } = best!;
    const members = [...active.get(left)!, ...active.get(right)!];
    active.delete(left);
    active.delete(right);
    active.set(n + merges.length, members);
    merges.push({ left, right, height, size: members.length });
  }
  return merges;
}

/** Cuts the tree into K clusters (undoes the last K − 1 merges): labels 0..K−1 in order of each cluster's first point. */
export function cutTree(merges: readonly Merge[], n: number, K: number): number[] {
  const parent = Array.from({ length: 2 * n - 1 }, (_, id) => id);
  merges.slice(0, n - K).forEach(({ left, right }, s) => {
    parent[left] = n + s;
    parent[right] = n + s;
  });
  const root = (id: number): number => (parent[id] === id ? id : root(parent[id]));
  const names = new Map<number, number>();
  return Array.from({ length: n }, (_, i) => {
    const r = root(i);
    if (!names.has(r)) names.set(r, names.size);
    return names.get(r)!;
  });
}
