/**
 * A support vector machine on two classes: the computation behind the "SVM: margins and support
 * vectors" live figure. The data are the lecture's two moons (figures/lib/svm-moons.ts, seed 31: the
 * 160 training points of figures/svm-rbf-boundary.ts, and its 2,000 test points), the solver is the
 * lecture figures' SMO (figures/lib/svm-smo.ts, maximal violating pair, tolerance 1e-4), so the first
 * state, RBF with γ = 2 and C = 1, has the figure's 38 support vectors and 97.0% test accuracy.
 */
// Nothing but types from the kit: this module also runs in the SMO worker, which must not load React.
import { svmMoonsData } from '../../../../../figures/lib/svm-moons.ts';
import { decision, gramMatrix, linearKernel, rbfKernel, smo, type Kernel, type SvmModel } from '../../../../../figures/lib/svm-smo.ts';
import type { Point } from '~/features/lectures/live-figures/kit';
import { finiteIn } from '~/features/lectures/live-figures/kit/state-checks';

export type KernelName = 'linear' | 'rbf';

export interface SvmState {
  points: Point[];
  /** The class of each point: 0 for y = −1 (blue), 1 for y = +1 (orange). */
  labels: number[];
  kernel: KernelName;
  /** The penalty on margin violations, 0.01 to 100. */
  C: number;
  /** The RBF kernel's width parameter, k(x, z) = exp(−γ‖x − z‖²); unused by the linear kernel. */
  gamma: number;
}

/** The drawing's data window (equal scales on both axes, 4 : 3); points stay inside it. */
export const X_RANGE = [-1.8, 2.6] as const;
export const Y_RANGE = [-1.3, 2.0] as const;
/** The decision function is evaluated at the corners of this grid of cells over the window. */
export const GRID = { columns: 60, rows: 45 } as const;
/** The slider's settings, evenly spaced on a log scale. C stops at 100: beyond it SMO on overlapping classes crawls. */
export const C_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;
export const GAMMA_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200] as const;
export const MAX_POINTS = 300;
/** The SMO stopping tolerance on the KKT gap: the lecture figures' value. */
export const TOLERANCE = 1e-4;
const MAX_ITERATIONS = 100000;
/** A dual coefficient above this is a support vector (as in the lecture figures). */
export const SUPPORT_THRESHOLD = 1e-6;

const { train, test } = svmMoonsData();

export function initialState(): SvmState {
  return {
    points: train.x.map(([px, py]): Point => [px, py]),
    labels: train.y.map((label) => (label > 0 ? 1 : 0)),
    kernel: 'rbf',
    C: 1,
    gamma: 2,
  };
}

/** A fitted SVM, everything the view draws and the live region says. */
export interface SvmFit {
  /** The dual coefficients, one per training point, in [0, C]. */
  alpha: Float64Array;
  b: number;
  /** f at the (columns + 1) × (rows + 1) grid corners, row by row from the top of the window. */
  field: Float64Array;
  supportVectors: number;
  /** Support vectors with α = C: inside the margin or on the wrong side of the boundary. */
  atBound: number;
  trainingAccuracy: number;
  /** Accuracy on the lecture figure's 2,000 fresh two-moons points. */
  testAccuracy: number;
  iterations: number;
  converged: boolean;
}

export function kernelOf(state: Pick<SvmState, 'kernel' | 'gamma'>): Kernel {
  return state.kernel === 'linear' ? linearKernel : rbfKernel(state.gamma);
}

/** Trains the SVM on the state's points (SMO on the full Gram matrix) and evaluates it on the grid. */
export function fitSvm(state: SvmState): SvmFit {
  const kernel = kernelOf(state);
  const x = state.points as readonly (readonly number[])[];
  const y = state.labels.map((label) => (label === 1 ? 1 : -1));
  const model: SvmModel = smo(gramMatrix(x, kernel), y, state.C, TOLERANCE, MAX_ITERATIONS);
  // Only the support vectors enter f, so the grid and the test set cost (their number) kernel calls each.
  const support = model.alpha.flatMap((a, i) => (a > SUPPORT_THRESHOLD ? [i] : []));
  const f = (point: readonly number[]) => {
    let sum = model.b;
    for (const i of support) sum += model.alpha[i] * y[i] * kernel(x[i], point);
    return sum;
  };
  const { columns, rows } = GRID;
  const field = new Float64Array((columns + 1) * (rows + 1));
  const query = [0, 0];
  for (let row = 0; row <= rows; row++) {
    query[1] = Y_RANGE[1] - (row / rows) * (Y_RANGE[1] - Y_RANGE[0]);
    for (let column = 0; column <= columns; column++) {
      query[0] = X_RANGE[0] + (column / columns) * (X_RANGE[1] - X_RANGE[0]);
      field[row * (columns + 1) + column] = f(query);
    }
  }
  const accuracy = (points: readonly (readonly number[])[], labels: readonly number[]) =>
    points.filter((point, i) => Math.sign(f(point)) === labels[i]).length / points.length;
  return {
    alpha: Float64Array.from(model.alpha),
    b: model.b,
    field,
    supportVectors: support.length,
    atBound: support.filter((i) => model.alpha[i] >= state.C - 1e-8).length,
    trainingAccuracy: accuracy(x, y),
    testAccuracy: accuracy(test.x, test.y),
    iterations: model.iterations,
    converged: model.gap < TOLERANCE,
  };
}

/** The decision value f at one point, from a fit of `state` (for the tests and the KKT check). */
export function decisionAt(state: SvmState, fit: Pick<SvmFit, 'alpha' | 'b'>, point: Point): number {
  const y = state.labels.map((label) => (label === 1 ? 1 : -1));
  return decision({ alpha: [...fit.alpha], b: fit.b, iterations: 0, gap: 0 }, state.points as readonly (readonly number[])[], y, kernelOf(state), point);
}

/**
 * The level set f = `level` of a grid of values (`columns` + 1 by `rows` + 1 corners, row by row),
 * by marching squares: one straight segment per crossed cell edge pair, as a flat list
 * [x1, y1, x2, y2, ...] in cell units from the grid's top-left corner. A saddle cell (opposite
 * corners on the same side) is split the way its centre value, the corners' mean, says.
 */
export function contourSegments(field: Float64Array, columns: number, rows: number, level: number): number[] {
  const segments: number[] = [];
  const width = columns + 1;
  const crossing = (a: number, b: number) => (level - a) / (b - a);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const topLeft = field[row * width + column];
      const topRight = field[row * width + column + 1];
      const bottomLeft = field[(row + 1) * width + column];
      const bottomRight = field[(row + 1) * width + column + 1];
      const a0 = topLeft > level;
      const a1 = topRight > level;
      const a2 = bottomRight > level;
      const a3 = bottomLeft > level;
      // Most cells are not crossed: skip them before any arithmetic (this runs three times per fit, on the main thread).
      if (a0 === a1 && a1 === a2 && a2 === a3) continue;
      // The crossings on the top, right, bottom and left edges (NaN where an edge is not crossed).
      const topX = a0 !== a1 ? column + crossing(topLeft, topRight) : NaN;
      const rightY = a1 !== a2 ? row + crossing(topRight, bottomRight) : NaN;
      const bottomX = a3 !== a2 ? column + crossing(bottomLeft, bottomRight) : NaN;
      const leftY = a0 !== a3 ? row + crossing(topLeft, bottomLeft) : NaN;
      if (a0 === a2 && a1 === a3) {
        // A saddle: top-left and bottom-right agree. If the centre agrees with them too, they are
        // joined through the middle and the lines cut off the other two corners.
        const centreAbove = (topLeft + topRight + bottomLeft + bottomRight) / 4 > level;
        if (centreAbove === a0) segments.push(topX, row, column + 1, rightY, bottomX, row + 1, column, leftY);
        else segments.push(topX, row, column, leftY, column + 1, rightY, bottomX, row + 1);
        continue;
      }
      const ends: number[] = [];
      if (!Number.isNaN(topX)) ends.push(topX, row);
      if (!Number.isNaN(rightY)) ends.push(column + 1, rightY);
      if (!Number.isNaN(bottomX)) ends.push(bottomX, row + 1);
      if (!Number.isNaN(leftY)) ends.push(column, leftY);
      segments.push(...ends);
    }
  }
  return segments;
}

/** The fit of a state as a cache key: every field of the state enters the fit. */
export function fitKey(state: SvmState): string {
  return JSON.stringify(state);
}

/** A state from a shared link, or null unless it is one the figure can draw. */
export function parseState(value: unknown): SvmState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { points, labels, kernel, C, gamma } = value as Record<string, unknown>;
  if (!Array.isArray(points) || !Array.isArray(labels) || points.length < 2 || points.length > MAX_POINTS || labels.length !== points.length) return null;
  const parsed: Point[] = [];
  for (const point of points) {
    if (!Array.isArray(point) || point.length !== 2 || !finiteIn(point[0], X_RANGE[0], X_RANGE[1]) || !finiteIn(point[1], Y_RANGE[0], Y_RANGE[1])) return null;
    parsed.push([point[0], point[1]]);
  }
  // Both classes must be present: the dual's constraint y·α = 0 has no non-trivial solution with one.
  if (!labels.every((label) => label === 0 || label === 1) || !labels.includes(0) || !labels.includes(1)) return null;
  if (kernel !== 'linear' && kernel !== 'rbf') return null;
  if (!finiteIn(C, C_STEPS[0], C_STEPS[C_STEPS.length - 1]) || !finiteIn(gamma, GAMMA_STEPS[0], GAMMA_STEPS[GAMMA_STEPS.length - 1])) return null;
  return { points: parsed, labels: labels as number[], kernel, C, gamma };
}
