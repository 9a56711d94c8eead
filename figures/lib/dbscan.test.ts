import { describe, expect, it } from 'vitest';
import { dbscan, neighbourhoods } from './dbscan.ts';

describe('DBSCAN', () => {
  it('finds the core, border and noise points of the lecture’s worked example by hand', () => {
    // 1, 2, 3, 4, 7, 8, 9, 12 with radius 1.5 and min_samples 3 (the point itself counts).
    const line = [1, 2, 3, 4, 7, 8, 9, 12].map((x) => [x]);
    expect(neighbourhoods(line, 1.5).map((list) => list.length)).toEqual([2, 3, 3, 2, 2, 3, 2, 1]);
    const { labels, kinds } = dbscan(line, 1.5, 3);
    expect(kinds).toEqual(['border', 'core', 'core', 'border', 'border', 'core', 'border', 'noise']);
    expect(labels).toEqual([0, 0, 0, 0, 1, 1, 1, -1]);
  });

  it('counts a point at exactly the radius as a neighbour (a closed ball, as scikit-learn does)', () => {
    expect(dbscan([[0], [1], [2]], 1, 3).kinds).toEqual(['border', 'core', 'border']);
    expect(dbscan([[0], [1], [2]], 0.999, 2).kinds).toEqual(['noise', 'noise', 'noise']);
  });

  it('gives a border point reachable from two clusters to the first that reaches it; core points never depend on the order', () => {
    // Two dense runs with the point 2.2 between them, within reach of a core point of each.
    const points = [0, 0.4, 0.8, 1.2, 2.2, 3.2, 3.6, 4, 4.4].map((x) => [x]);
    const forward = dbscan(points, 1.05, 4);
    expect(forward.kinds).toEqual(['border', 'core', 'core', 'core', 'border', 'core', 'core', 'core', 'border']);
    expect(forward.labels).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1]);
    // Visited from the other end, 2.2 joins the right-hand run instead; the kinds are the same.
    const backward = dbscan([...points].reverse(), 1.05, 4);
    expect([...backward.kinds].reverse()).toEqual(forward.kinds);
    expect(backward.labels[4]).toBe(backward.labels[3]);
  });

  it('with min_samples 1 every point is core, and clusters are the connected components of the radius graph', () => {
    const { labels, kinds } = dbscan([[0], [0.5], [5], [5.4], [9]], 1, 1);
    expect(kinds.every((kind) => kind === 'core')).toBe(true);
    expect(labels).toEqual([0, 0, 1, 1, 2]);
  });
});
