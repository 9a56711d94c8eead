/**
 * PCA of a 3-D cloud seen from a turning viewpoint: the computation behind the "PCA in 3-D" live
 * figure. The data extend the 2-D PCA figure's: the same thirty Iris flowers (every fifth), with
 * sepal width, petal length and petal width, each standardised with the mean and standard deviation
 * of all 150 flowers. The learner turns the view; the screen plane keeps the variance along its two
 * axes and loses the variance along the line of sight, the depth, which is the mean squared
 * reconstruction error of projecting onto that plane. The best plane is spanned by PC1 and PC2.
 */
// The eigensolver the build-time figures use (autoencoder-pca.ts, isomap-vs-pca.ts): one routine, not a second.
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { finiteIn } from '~/features/lectures/live-figures/kit/state-checks';
import { standardisedIrisSample } from '~/features/lectures/live-figures/pca/model';

export type Vector3 = readonly [number, number, number];
/** A 3 × 3 matrix as its three rows. */
export type Matrix3 = readonly [Vector3, Vector3, Vector3];

export interface Pca3dState {
  /** The turn about the vertical axis, in degrees, in [−180, 180]. */
  yaw: number;
  /** The tilt about the horizontal axis, in degrees, in [−90, 90]. */
  pitch: number;
}

/** Which Iris columns the figure shows: sepal width, petal length, petal width (of the four, in cm). */
export const FEATURES = [1, 2, 3] as const;
export const FEATURE_NAMES = ['sepal width', 'petal length', 'petal width'] as const;

/** The first view: turned and tilted from the 2-D figure's plane, so the cloud looks solid, and far from the best one. */
export const INITIAL_VIEW: Pca3dState = { yaw: 30, pitch: 20 };

/** Every fifth Iris flower's three features, standardised over all 150 flowers, as in the 2-D figure. */
export function figureData(): Vector3[] {
  return standardisedIrisSample(FEATURES).map(([a, b, c]): Vector3 => [a, b, c]);
}

/** The mean and the covariance S = (1/n) Σ (x − x̄)(x − x̄)ᵀ (the lecture's 1/n convention). */
export function covariance(points: readonly Vector3[]): { mean: Vector3; matrix: Matrix3 } {
  const n = points.length;
  const mean = [0, 1, 2].map((k) => points.reduce((sum, point) => sum + point[k], 0) / n) as unknown as Vector3;
  const matrix = [0, 1, 2].map((a) =>
    [0, 1, 2].map((b) => points.reduce((sum, point) => sum + (point[a] - mean[a]) * (point[b] - mean[b]), 0) / n),
  ) as unknown as Matrix3;
  return { mean, matrix };
}

export interface Eigen3 {
  /** ν1 ≥ ν2 ≥ ν3. */
  values: Vector3;
  /** The unit eigenvectors, in the same order (each defined up to sign). */
  vectors: Matrix3;
}

/** The eigen-decomposition of a symmetric 3 × 3 matrix, largest eigenvalue first. */
export function symmetricEigen(matrix: Matrix3): Eigen3 {
  const decomposition = new EigenvalueDecomposition(new Matrix(matrix.map((row) => [...row])), { assumeSymmetric: true });
  const order = decomposition.realEigenvalues.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  return {
    values: order.map(({ value }) => value) as unknown as Vector3,
    vectors: order.map(({ index }) => decomposition.eigenvectorMatrix.getColumn(index)) as unknown as Matrix3,
  };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (angle: number) => (angle * 180) / Math.PI;

/**
 * The view's rotation R = Rx(pitch) · Ry(yaw), as its rows: the screen's right axis, its up axis and
 * the line of sight towards the viewer, each a unit vector in the data's coordinates. At yaw = pitch
 * = 0 the screen shows sepal width across and petal length up, the 2-D figure's plane.
 */
export function viewRotation({ yaw, pitch }: Pca3dState): Matrix3 {
  const [cy, sy, cp, sp] = [Math.cos(radians(yaw)), Math.sin(radians(yaw)), Math.cos(radians(pitch)), Math.sin(radians(pitch))];
  return [
    [cy, 0, sy],
    [sp * sy, cp, -sp * cy],
    [-cp * sy, sp, cp * cy],
  ];
}

const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
/** The quadratic form vᵀSv: the variance of the data along the unit vector v. */
const varianceAlong = (matrix: Matrix3, v: Vector3) => dot(v, [dot(matrix[0], v), dot(matrix[1], v), dot(matrix[2], v)]);

/** Each point in the view's coordinates, about the mean: [right, up, towards the viewer]. */
export function project(points: readonly Vector3[], mean: Vector3, rotation: Matrix3): Vector3[] {
  return points.map((point) => {
    const centred: Vector3 = [point[0] - mean[0], point[1] - mean[1], point[2] - mean[2]];
    return [dot(rotation[0], centred), dot(rotation[1], centred), dot(rotation[2], centred)];
  });
}

export interface ViewVariance {
  /** The variance kept by the screen plane: along its right axis plus along its up axis. */
  kept: number;
  /** The variance along the line of sight: what the projection loses, its mean squared reconstruction error. */
  depth: number;
}

/** How the view splits the total variance tr(S) between the screen plane and the depth. */
export function viewVariance(matrix: Matrix3, rotation: Matrix3): ViewVariance {
  return { kept: varianceAlong(matrix, rotation[0]) + varianceAlong(matrix, rotation[1]), depth: varianceAlong(matrix, rotation[2]) };
}

/**
 * The view whose line of sight is PC3, so the screen plane is spanned by PC1 and PC2 and keeps
 * ν1 + ν2, the most any plane can. Of the two ends of PC3, the one nearer the current line of
 * sight, so the turn to it is the shorter. Any unit vector (x, y, z) is a line of sight:
 * pitch = asin(y), yaw = atan2(−x, z).
 */
export function bestView(eigen: Eigen3, from: Pca3dState): Pca3dState {
  const sight = viewRotation(from)[2];
  const third = eigen.vectors[2];
  const [x, y, z] = dot(third, sight) >= 0 ? third : ([-third[0], -third[1], -third[2]] as const);
  const pitch = degrees(Math.asin(Math.max(-1, Math.min(1, y))));
  // Straight up or down the yaw is free: keep the current one.
  const yaw = Math.hypot(x, z) < 1e-12 ? from.yaw : degrees(Math.atan2(-x, z));
  return { yaw, pitch };
}

/** The shortest way from one yaw to another, in degrees, in (−180, 180]. */
export function yawDifference(from: number, to: number): number {
  const difference = (((to - from) % 360) + 360) % 360;
  return difference > 180 ? difference - 360 : difference;
}

/** A yaw wrapped into [−180, 180) and a pitch clamped to [−90, 90]: turning goes round, tilting stops at the poles. */
export function normaliseView({ yaw, pitch }: Pca3dState): Pca3dState {
  return { yaw: ((((yaw + 180) % 360) + 360) % 360) - 180, pitch: Math.max(-90, Math.min(90, pitch)) };
}

/** The figure's data and its principal components: fixed, so computed once. */
export const cloud = (() => {
  const points = figureData();
  const { mean, matrix } = covariance(points);
  return { points, mean, matrix, eigen: symmetricEigen(matrix) };
})();

export function initialState(): Pca3dState {
  return { ...INITIAL_VIEW };
}

/** A state from a shared link, or null unless both angles are finite and in range. */
export function parseState(value: unknown): Pca3dState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { yaw, pitch } = value as Record<string, unknown>;
  if (!finiteIn(yaw, -180, 180) || !finiteIn(pitch, -90, 90)) return null;
  return { yaw, pitch };
}
