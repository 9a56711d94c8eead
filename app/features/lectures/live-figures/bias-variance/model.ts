/**
 * Polynomial least squares on noisy samples of a sine: the computation behind the "Bias and
 * variance" live figure. Sample 0 is the training set of the lecture's train/test error figure
 * (figures/train-test-error.ts, through figures/lib/sine-samples.ts: seed 7, 15 points), scored on
 * the same 500 test points, so its errors are the numbers that figure draws. "New training sample"
 * draws another 15 points from the same distribution; the test points stay, so only the fit changes.
 */
import { createRandom } from '~/features/lectures/live-figures/kit';
import { figureSamples, sample, type Sample } from '../../../../../figures/lib/sine-samples.ts';
import { integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export interface BiasVarianceState {
  /** The polynomial's degree, 0 to MAX_DEGREE. */
  degree: number;
  /** Which training sample: 0 is the lecture's; each "New training sample" adds one. */
  sample: number;
}

export const MAX_DEGREE = 12;
export const TRAINING_SIZE = 15;
/** Samples numbered up to here can be shared in a link (far more than anyone presses for). */
export const MAX_SAMPLE = 9999;
/** How many earlier samples' fits are drawn faintly behind the current one: the spread is the variance. */
export const EARLIER_FITS = 5;
/** The static figure's ridge term, which keeps the normal equations solvable at high degree. */
const RIDGE = 1e-8;

const lecture = figureSamples();
/** The 500 test points, the same for every training sample. */
export const testSet: Sample = lecture.test;

/** Training sample k: the lecture's for k = 0, otherwise 15 fresh points from a seed of its own. */
export function trainingSample(k: number): Sample {
  if (k === 0) return lecture.train;
  // Seeds far from the lecture's 7, one per sample, so each sample is reproducible from its number.
  return sample(TRAINING_SIZE, createRandom(7_000_000 + k));
}

/** The polynomial's features on x rescaled to [−1, 1], as the static figure builds them (for conditioning). */
function powers(x: number, degree: number): number[] {
  const u = 2 * x - 1;
  return Array.from({ length: degree + 1 }, (_, p) => u ** p);
}

/** The coefficients minimising the squared error (+ the figure's tiny ridge): (XᵀX + λI) w = Xᵀy. */
export function fitPolynomial(train: Sample, degree: number): number[] {
  const size = degree + 1;
  const gram = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const moment = new Array<number>(size).fill(0);
  train.x.forEach((x, i) => {
    const row = powers(x, degree);
    for (let r = 0; r < size; r++) {
      moment[r] += row[r] * train.y[i];
      for (let c = 0; c < size; c++) gram[r][c] += row[r] * row[c];
    }
  });
  for (let r = 0; r < size; r++) gram[r][r] += RIDGE;
  return solveLinear(gram, moment);
}

/** Gaussian elimination with partial pivoting (the system is at most 13 × 13). Changes its arguments. */
function solveLinear(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    [b[col], b[pivot]] = [b[pivot], b[col]];
    for (let row = col + 1; row < n; row++) {
      const factor = a[row][col] / a[col][col];
      for (let c = col; c < n; c++) a[row][c] -= factor * a[col][c];
      b[row] -= factor * b[col];
    }
  }
  const w = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row];
    for (let c = row + 1; c < n; c++) sum -= a[row][c] * w[c];
    w[row] = sum / a[row][row];
  }
  return w;
}

export function predict(weights: readonly number[], x: number): number {
  const u = 2 * x - 1;
  // Horner's rule on the rescaled x.
  return weights.reduceRight((sum, weight) => sum * u + weight, 0);
}

export function meanSquaredError(weights: readonly number[], data: Sample): number {
  return data.x.reduce((sum, x, i) => sum + (predict(weights, x) - data.y[i]) ** 2, 0) / data.x.length;
}

export interface DegreeErrors {
  degree: number;
  train: number;
  test: number;
}

/** Training and test error of the fit of every degree 0 to MAX_DEGREE, on training sample k. */
export function errorsByDegree(k: number): DegreeErrors[] {
  const train = trainingSample(k);
  return Array.from({ length: MAX_DEGREE + 1 }, (_, degree) => {
    const weights = fitPolynomial(train, degree);
    return { degree, train: meanSquaredError(weights, train), test: meanSquaredError(weights, testSet) };
  });
}

export function initialState(): BiasVarianceState {
  // The lecture's sample, at the degree with the lowest test error in its figure.
  return { degree: 3, sample: 0 };
}

/** A state from a shared link, or null unless both numbers are ones the controls can reach. */
export function parseState(value: unknown): BiasVarianceState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { degree, sample: k } = value as Record<string, unknown>;
  if (!integerIn(degree, 0, MAX_DEGREE) || !integerIn(k, 0, MAX_SAMPLE)) return null;
  return { degree, sample: k };
}
