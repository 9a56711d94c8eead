import { PCA } from 'ml-pca';
import { describe, expect, it } from 'vitest';
import {
  explainedVarianceRatio,
  figureData,
  initialState,
  parseState,
  principalComponents,
  projections,
  unitVector,
  varianceAlong,
  type Point,
} from '~/features/lectures/live-figures/pca/model';

describe('the PCA figure', () => {
  it('matches the lecture’s worked example: eigenvalues 4 and 1, the first along (1, 1), 80% explained', () => {
    const points: Point[] = [
      [5, 3],
      [1, -1],
      [4, 0],
      [2, 2],
    ];
    const components = principalComponents(points);
    expect(components.mean).toEqual([3, 1]);
    expect(components.eigenvalues[0]).toBeCloseTo(4, 12);
    expect(components.eigenvalues[1]).toBeCloseTo(1, 12);
    expect(components.angle).toBeCloseTo(45, 10);
    expect(explainedVarianceRatio(points)).toBeCloseTo(0.8, 12);
    // Step 6: the last two points reconstruct to the mean (3, 1).
    const projected = projections(points, components.angle);
    expect(projected[2][0]).toBeCloseTo(3, 12);
    expect(projected[3][1]).toBeCloseTo(1, 12);
  });

  it('agrees with ml-pca, the library behind the lecture’s iris-pca figure, on the figure’s Iris points', () => {
    const points = figureData();
    expect(points).toHaveLength(30);
    const n = points.length;
    // The same call as figures/iris-pca.ts (SVD of the centred data, no scaling); ml-pca divides by n − 1.
    const pca = new PCA(
      points.map((p) => [...p]),
      { method: 'SVD', center: true, scale: false },
    );
    const ours = principalComponents(points);
    const theirs = pca.getEigenvalues();
    expect(ours.eigenvalues[0]).toBeCloseTo((theirs[0] * (n - 1)) / n, 10);
    expect(ours.eigenvalues[1]).toBeCloseTo((theirs[1] * (n - 1)) / n, 10);
    expect(explainedVarianceRatio(points)).toBeCloseTo(pca.getExplainedVariance()[0], 10);
    const vector = pca.getEigenvectors().getColumn(0);
    // A direction is defined up to sign: compare |cos| of the angle between them.
    expect(Math.abs(vector[0] * ours.directions[0][0] + vector[1] * ours.directions[0][1])).toBeCloseTo(1, 10);
    // Setosa's wide sepals and short petals: the first component falls from upper left to lower right.
    expect(ours.angle).toBeGreaterThan(90);
    expect(explainedVarianceRatio(points)).toBeCloseTo(0.688, 3);
  });

  it('keeps the most variance along the first component: no whole-degree direction beats it', () => {
    const { points, angle } = initialState();
    const best = principalComponents(points).eigenvalues[0];
    for (let degrees = 0; degrees < 180; degrees++) expect(varianceAlong(points, degrees)).toBeLessThanOrEqual(best + 1e-12);
    expect(varianceAlong(points, principalComponents(points).angle)).toBeCloseTo(best, 12);
    expect(varianceAlong(points, angle) / best).toBeGreaterThan(0.999);
    // Along the second component the variance is ν2, the least of any direction.
    expect(varianceAlong(points, principalComponents(points).angle + 90)).toBeCloseTo(principalComponents(points).eigenvalues[1], 12);
  });

  it('projects onto a line: each residual is perpendicular to the direction', () => {
    const { points } = initialState();
    const w = unitVector(30);
    projections(points, 30).forEach(([px, py], i) => {
      expect((points[i][0] - px) * w[0] + (points[i][1] - py) * w[1]).toBeCloseTo(0, 12);
    });
  });

  it('reads only shared states it can draw', () => {
    const state = initialState();
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ ...state, angle: 180 })).toBeNull();
    expect(parseState({ ...state, angle: 12.5 })).toBeNull();
    expect(parseState({ ...state, points: [[1, 2]] })).toBeNull();
    expect(
      parseState({
        ...state,
        points: [
          [1, 2],
          [9, 0],
        ],
      }),
    ).toBeNull();
    expect(parseState('pca')).toBeNull();
  });
});
