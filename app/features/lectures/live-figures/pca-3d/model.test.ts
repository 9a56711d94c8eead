import { PCA } from 'ml-pca';
import { describe, expect, it } from 'vitest';
import { figureData as figureData2d } from '~/features/lectures/live-figures/pca/model';
import {
  bestView,
  cloud,
  covariance,
  figureData,
  initialState,
  normaliseView,
  parseState,
  project,
  symmetricEigen,
  viewRotation,
  viewVariance,
  yawDifference,
  type Matrix3,
  type Vector3,
} from '~/features/lectures/live-figures/pca-3d/model';

const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const best = cloud.eigen.values[0] + cloud.eigen.values[1];
const trace = (matrix: Matrix3) => matrix[0][0] + matrix[1][1] + matrix[2][2];
/** Views spread over the whole sphere of lines of sight, poles included. */
const views = Array.from({ length: 37 }, (_, i) => ({ yaw: -180 + i * 10, pitch: -90 + ((i * 47) % 181) }));

describe('the 3-D PCA figure', () => {
  it('shows the 2-D figure’s thirty flowers, with petal width added as the third feature', () => {
    const points = figureData();
    const flat = figureData2d();
    expect(points).toHaveLength(30);
    points.forEach((point, i) => {
      expect(point[0]).toBeCloseTo(flat[i][0], 12);
      expect(point[1]).toBeCloseTo(flat[i][1], 12);
    });
  });

  it('finds the eigenvalues and eigenvectors of a known symmetric matrix, largest first', () => {
    // [[2, 1, 0], [1, 2, 0], [0, 0, 5]] has eigenvalues 5 (along z), 3 (along (1, 1, 0)) and 1 (along (1, −1, 0)).
    const { values, vectors } = symmetricEigen([
      [2, 1, 0],
      [1, 2, 0],
      [0, 0, 5],
    ]);
    expect(values[0]).toBeCloseTo(5, 12);
    expect(values[1]).toBeCloseTo(3, 12);
    expect(values[2]).toBeCloseTo(1, 12);
    expect(Math.abs(vectors[0][2])).toBeCloseTo(1, 12);
    expect(Math.abs(dot(vectors[1], [Math.SQRT1_2, Math.SQRT1_2, 0]))).toBeCloseTo(1, 12);
    expect(Math.abs(dot(vectors[2], [Math.SQRT1_2, -Math.SQRT1_2, 0]))).toBeCloseTo(1, 12);
  });

  it('agrees with ml-pca, the library behind the lecture’s iris-pca figure, on the figure’s flowers', () => {
    const { points, eigen } = cloud;
    const n = points.length;
    const pca = new PCA(
      points.map((point) => [...point]),
      { method: 'SVD', center: true, scale: false },
    );
    // ml-pca divides by n − 1, the lecture by n.
    pca.getEigenvalues().forEach((value, j) => expect(eigen.values[j]).toBeCloseTo((value * (n - 1)) / n, 10));
    for (let j = 0; j < 3; j++) expect(Math.abs(dot(eigen.vectors[j], pca.getEigenvectors().getColumn(j) as unknown as Vector3))).toBeCloseTo(1, 10);
  });

  it('turns the view by a rotation: its rows are orthonormal and right-handed, and the first view is the 2-D figure’s plane', () => {
    for (const view of views) {
      const rotation = viewRotation(view);
      for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) expect(dot(rotation[a], rotation[b])).toBeCloseTo(a === b ? 1 : 0, 12);
      const [r, u, s] = rotation;
      // right × up = towards the viewer: a rotation, not a mirror.
      const cross: Vector3 = [r[1] * u[2] - r[2] * u[1], r[2] * u[0] - r[0] * u[2], r[0] * u[1] - r[1] * u[0]];
      cross.forEach((value, k) => expect(value).toBeCloseTo(s[k], 12));
    }
    const identity = viewRotation({ yaw: 0, pitch: 0 });
    identity.forEach((row, a) => row.forEach((value, b) => expect(value).toBeCloseTo(a === b ? 1 : 0, 15)));
  });

  it('splits the total variance between the screen plane and the depth, and the depth is the mean squared reconstruction error', () => {
    const { points, mean, matrix } = cloud;
    for (const view of views) {
      const { kept, depth } = viewVariance(matrix, viewRotation(view));
      expect(kept + depth).toBeCloseTo(trace(matrix), 12);
      // Dropping the depth coordinate is the projection onto the screen plane: the squared error is the depth squared.
      const projected = project(points, mean, viewRotation(view));
      expect(projected.reduce((sum, [, , z]) => sum + z * z, 0) / points.length).toBeCloseTo(depth, 12);
      expect(projected.reduce((sum, [x, y]) => sum + x * x + y * y, 0) / points.length).toBeCloseTo(kept, 12);
    }
  });

  it('keeps ν1 + ν2 in the best view, and no view keeps more', () => {
    const { matrix, eigen } = cloud;
    for (const view of [initialState(), ...views]) {
      const target = bestView(eigen, view);
      const { kept, depth } = viewVariance(matrix, viewRotation(target));
      expect(kept).toBeCloseTo(best, 10);
      expect(depth).toBeCloseTo(eigen.values[2], 10);
      expect(viewVariance(matrix, viewRotation(view)).kept).toBeLessThanOrEqual(best + 1e-12);
      expect(parseState(target)).toEqual(target);
    }
    // The first view is far from the best, so there is something to find.
    expect(viewVariance(matrix, viewRotation(initialState())).kept / best).toBeLessThan(0.5);
  });

  it('turns to the nearer end of PC3, and wraps and clamps angles', () => {
    const from = initialState();
    const target = bestView(cloud.eigen, from);
    expect(dot(viewRotation(target)[2], viewRotation(from)[2])).toBeGreaterThan(0);
    expect(yawDifference(170, -170)).toBe(20);
    expect(yawDifference(-170, 170)).toBe(-20);
    expect(normaliseView({ yaw: 190, pitch: 95 })).toEqual({ yaw: -170, pitch: 90 });
    expect(normaliseView({ yaw: -190, pitch: -100 })).toEqual({ yaw: 170, pitch: -90 });
  });

  it('has the numbers the lecture’s caption and alt text quote', () => {
    const { matrix, eigen } = cloud;
    const first = viewVariance(matrix, viewRotation(initialState()));
    expect(trace(matrix).toFixed(2)).toBe('3.14');
    expect(first.kept.toFixed(2)).toBe('1.14');
    expect(first.depth.toFixed(1)).toBe('2.0');
    expect(Math.round((100 * first.kept) / best)).toBe(37);
    expect(best.toFixed(1)).toBe('3.1');
    expect(eigen.values[1].toFixed(1)).toBe('0.8');
    expect(eigen.values[2].toFixed(2)).toBe('0.04');
    expect(Math.round((100 * best) / trace(matrix))).toBe(99);
    // The first view looks almost along PC1, which is why its arrow is short.
    expect(Math.abs(dot(viewRotation(initialState())[2], eigen.vectors[0]))).toBeGreaterThan(0.9);
  });

  it('computes the covariance with the lecture’s 1/n', () => {
    const { mean, matrix } = covariance([
      [1, 0, 0],
      [-1, 0, 0],
      [0, 2, 0],
      [0, -2, 0],
    ]);
    expect(mean).toEqual([0, 0, 0]);
    expect(matrix[0][0]).toBe(0.5);
    expect(matrix[1][1]).toBe(2);
    expect(matrix[0][1]).toBe(0);
  });

  it('accepts only finite angles in range from a shared link', () => {
    expect(parseState({ yaw: 12.5, pitch: -40 })).toEqual({ yaw: 12.5, pitch: -40 });
    for (const value of [null, 'view', { yaw: 200, pitch: 0 }, { yaw: 0, pitch: 91 }, { yaw: '0', pitch: 0 }, { yaw: Number.NaN, pitch: 0 }, { yaw: 0 }])
      expect(parseState(value)).toBeNull();
  });
});
