/**
 * Gradient descent with momentum on the lecture's least-squares problem: the computation behind the
 * "Gradient descent" live figure. The data, start point and step sizes are those of the static
 * figure above it (figures/gd-contours.ts, through figures/lib/correlated-features.ts), so with no
 * momentum the live path is that figure's path, step for step.
 *
 * J(w) = (1/n)‖y − Xw‖² is a quadratic, J(w) = wᵀAw − 2bᵀw + c with A = XᵀX/n, b = Xᵀy/n,
 * c = yᵀy/n: three small sums replace the 60 samples, so a step costs a few multiplications.
 */
import { correlatedFeatures, DESCENT_START, FIGURE_STEP_SIZES } from '../../../../../figures/lib/correlated-features.ts';
import { integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export type Weights = readonly [number, number];

export interface GradientDescentState {
  /** The learning rate η as a multiple of 1/L (L the Hessian's largest eigenvalue): 1.8 means η = 1.8/L. */
  rate: number;
  /** The momentum β of the heavy-ball update; 0 is plain gradient descent. */
  momentum: number;
  /** How many steps have been taken from the start. */
  steps: number;
}

/**
 * The slider ranges. Every step size of the static figure (0.3, 1.8, 2.05 times 1/L) is on the rate
 * slider, and it reaches past 2(1 + β)/L for every momentum, so a learner can make momentum diverge too.
 */
export const RATE = { min: 0.05, max: 4, step: 0.05 } as const;
export const MOMENTUM = { min: 0, max: 0.95, step: 0.05 } as const;
/** A run stops here, converged or not: enough for the slowest setting to show its crawl. */
export const MAX_STEPS = 300;
/** The gap J(w_t) − J(w*) below which the run has converged (the static figure's plot bottoms out at 10⁻¹²). */
export const CONVERGED_GAP = 1e-10;
/** Past this gap the iterates are far off the figure: a diverging run stops. */
export const DIVERGED_GAP = 1e6;
export const START: Weights = DESCENT_START;
export { FIGURE_STEP_SIZES };

export interface Quadratic {
  /** A = XᵀX/n as [a11, a12, a22]; the Hessian of J is 2A. */
  a: readonly [number, number, number];
  /** b = Xᵀy/n. */
  b: Weights;
  /** c = yᵀy/n. */
  c: number;
}

function quadraticOf(): Quadratic {
  const { features, targets } = correlatedFeatures();
  const n = targets.length;
  let [a11, a12, a22, b1, b2, c] = [0, 0, 0, 0, 0, 0];
  features.forEach(([x1, x2], i) => {
    const y = targets[i];
    a11 += x1 * x1;
    a12 += x1 * x2;
    a22 += x2 * x2;
    b1 += x1 * y;
    b2 += x2 * y;
    c += y * y;
  });
  return { a: [a11 / n, a12 / n, a22 / n], b: [b1 / n, b2 / n], c: c / n };
}

/** The lecture's problem, summed once. */
export const problem: Quadratic = quadraticOf();

export function loss(q: Quadratic, [w1, w2]: Weights): number {
  const [a11, a12, a22] = q.a;
  return a11 * w1 * w1 + 2 * a12 * w1 * w2 + a22 * w2 * w2 - 2 * (q.b[0] * w1 + q.b[1] * w2) + q.c;
}

/** ∇J(w) = 2(Aw − b). */
export function gradient(q: Quadratic, [w1, w2]: Weights): Weights {
  const [a11, a12, a22] = q.a;
  return [2 * (a11 * w1 + a12 * w2 - q.b[0]), 2 * (a12 * w1 + a22 * w2 - q.b[1])];
}

/** The minimiser w* = A⁻¹b (the normal equations) and its loss J*. */
export function minimiser(q: Quadratic): { w: Weights; loss: number } {
  const [a11, a12, a22] = q.a;
  const det = a11 * a22 - a12 * a12;
  const w: Weights = [(a22 * q.b[0] - a12 * q.b[1]) / det, (a11 * q.b[1] - a12 * q.b[0]) / det];
  return { w, loss: loss(q, w) };
}

/**
 * The eigenvalues of the Hessian 2A, largest first (L, then μ), and the unit eigenvector of L:
 * the steep direction across the valley; the flat one is perpendicular to it.
 */
export function curvature(q: Quadratic): { L: number; mu: number; steep: Weights } {
  const [a11, a12, a22] = q.a;
  const mean = (a11 + a22) / 2;
  const radius = Math.hypot((a11 - a22) / 2, a12);
  const L = 2 * (mean + radius);
  const mu = 2 * (mean - radius);
  // (A − λI)v = 0 for λ = L/2: v ∝ (a12, λ − a11), or (1, 0) when A is already diagonal.
  const v: Weights = Math.abs(a12) > 1e-15 ? [a12, L / 2 - a11] : a11 >= a22 ? [1, 0] : [0, 1];
  const norm = Math.hypot(v[0], v[1]);
  return { L, mu, steep: [v[0] / norm, v[1] / norm] };
}

const { L } = curvature(problem);

/** The learning rate η itself for a state's multiple of 1/L. */
export function learningRate(rate: number): number {
  return rate / L;
}

/**
 * The heavy-ball iterates w_0 … w_steps: v ← βv − η∇J(w), w ← w + v. With β = 0 this is plain
 * gradient descent, w ← w − η∇J(w), as the static figure computes it.
 */
export function descend(q: Quadratic, state: GradientDescentState): Weights[] {
  const eta = learningRate(state.rate);
  const path: Weights[] = [START];
  let w = START;
  let v: Weights = [0, 0];
  for (let t = 0; t < state.steps; t++) {
    const g = gradient(q, w);
    v = [state.momentum * v[0] - eta * g[0], state.momentum * v[1] - eta * g[1]];
    w = [w[0] + v[0], w[1] + v[1]];
    path.push(w);
  }
  return path;
}

/**
 * Whether this learning rate and momentum diverge on this problem, whatever the start: on a
 * quadratic the heavy ball is stable exactly when 0 < ηλ < 2(1 + β) for every curvature λ, and the
 * largest is L, so the limit is η < 2(1 + β)/L.
 */
export function unstable(state: Pick<GradientDescentState, 'rate' | 'momentum'>): boolean {
  return state.rate >= 2 * (1 + state.momentum);
}

export type Progress = 'not started' | 'converging' | 'zigzagging' | 'converged' | 'diverging' | 'unstable';

/** Where a run stands: what the learner sees, in one word, and whether another step is worth taking. */
export function progressOf(
  state: GradientDescentState,
  path: readonly Weights[] = descend(problem, state),
): { progress: Progress; gap: number; done: boolean } {
  const best = minimiser(problem).loss;
  const gap = loss(problem, path[path.length - 1]) - best;
  if (state.steps === 0) return { progress: 'not started', gap, done: false };
  const previousGap = loss(problem, path[path.length - 2]) - best;
  const grew = gap > previousGap;
  let progress: Progress;
  if (gap < CONVERGED_GAP) progress = 'converged';
  // The loss grows on a rate past the limit: it will grow without bound.
  else if (unstable(state)) progress = grew ? 'diverging' : 'unstable';
  else progress = zigzags(path) ? 'zigzagging' : 'converging';
  const done = progress === 'converged' || gap > DIVERGED_GAP || !Number.isFinite(gap) || state.steps >= MAX_STEPS;
  return { progress, gap, done };
}

/** The last two steps point against each other across the valley (their dot product is negative). */
function zigzags(path: readonly Weights[]): boolean {
  if (path.length < 3) return false;
  const [a, b, c] = path.slice(-3);
  return (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) < 0;
}

export function initialState(): GradientDescentState {
  // The static figure's zigzagging step size, 1.8/L, from the start, before the first step.
  return { rate: FIGURE_STEP_SIZES[1], momentum: 0, steps: 0 };
}

/** A value on a slider's grid: links carry the numbers the sliders can show. */
const onGrid = (value: unknown, range: { min: number; max: number; step: number }): value is number =>
  typeof value === 'number' &&
  value >= range.min - 1e-9 &&
  value <= range.max + 1e-9 &&
  Math.abs((value - range.min) / range.step - Math.round((value - range.min) / range.step)) < 1e-6;

/** A state from a shared link, or null unless each number is one the controls can set. */
export function parseState(value: unknown): GradientDescentState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { rate, momentum, steps } = value as Record<string, unknown>;
  if (!onGrid(rate, RATE) || !onGrid(momentum, MOMENTUM)) return null;
  if (!integerIn(steps, 0, MAX_STEPS)) return null;
  return { rate, momentum, steps };
}
