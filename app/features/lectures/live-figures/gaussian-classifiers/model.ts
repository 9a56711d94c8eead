/**
 * Two Gaussian classes and three classifiers built on them: the computation behind the "Gaussian
 * classifiers" live figure. The first state is the pair of Gaussians that generate the right panel
 * of figures/gaussian-class-densities.ts (means (0, 0) and (2.2, 1.2), covariances [[1, 0.5], [0.5, 1]]
 * and [[3, −1.1], [−1.1, 0.9]], 70 points each, so equal priors). QDA uses each class's covariance,
 * LDA their average (the pooled covariance when the classes are the same size), naive Bayes only
 * each class's variances (features independent given the class).
 */
import { logOdds, sigmoid, type Covariance2, type GaussianClass, type Vector2 } from '~/features/lectures/live-figures/kit';
import { finiteIn } from '~/features/lectures/live-figures/kit/state-checks';

export type ClassifierModel = 'lda' | 'qda' | 'naive-bayes';

/** A class's covariance as the sliders show it: the standard deviation along each axis and the correlation. */
export interface Spread {
  sdX: number;
  sdY: number;
  correlation: number;
}

export interface GaussianClassifiersState {
  means: [Vector2, Vector2];
  spreads: [Spread, Spread];
  /** Which class the spread sliders change. */
  editing: 0 | 1;
  model: ClassifierModel;
  /** The point whose posterior is printed. */
  probe: Vector2;
}

export const X_RANGE = [-3.5, 6.5] as const;
export const Y_RANGE = [-3.5, 4.5] as const;
export const SD_RANGE = [0.3, 2.5] as const;
export const CORRELATION_RANGE = [-0.9, 0.9] as const;
export const MODELS: readonly ClassifierModel[] = ['lda', 'qda', 'naive-bayes'];

export function covarianceOf({ sdX, sdY, correlation }: Spread): Covariance2 {
  return { xx: sdX * sdX, xy: correlation * sdX * sdY, yy: sdY * sdY };
}

export function spreadOf({ xx, xy, yy }: Covariance2): Spread {
  return { sdX: Math.sqrt(xx), sdY: Math.sqrt(yy), correlation: xy / Math.sqrt(xx * yy) };
}

export function initialState(): GaussianClassifiersState {
  return {
    means: [
      [0, 0],
      [2.2, 1.2],
    ],
    spreads: [spreadOf({ xx: 1, xy: 0.5, yy: 1 }), spreadOf({ xx: 3, xy: -1.1, yy: 0.9 })],
    editing: 1,
    model: 'qda',
    // Where QDA's second branch gives class 0 back, although class 1's mean is nearer.
    probe: [4, 4],
  };
}

/** The two classes as the chosen classifier models them (equal priors). */
export function modelClasses(state: Pick<GaussianClassifiersState, 'means' | 'spreads' | 'model'>): [GaussianClass, GaussianClass] {
  const own = state.spreads.map(covarianceOf);
  const covariance = (k: 0 | 1): Covariance2 => {
    if (state.model === 'qda') return own[k];
    if (state.model === 'naive-bayes') return { xx: own[k].xx, xy: 0, yy: own[k].yy };
    return { xx: (own[0].xx + own[1].xx) / 2, xy: (own[0].xy + own[1].xy) / 2, yy: (own[0].yy + own[1].yy) / 2 };
  };
  return [
    { prior: 0.5, mean: state.means[0], covariance: covariance(0) },
    { prior: 0.5, mean: state.means[1], covariance: covariance(1) },
  ];
}

/** The posterior p(class 1 | x) = σ(δ₁(x) − δ₀(x)). */
export function posterior(classes: readonly [GaussianClass, GaussianClass], point: Vector2): number {
  return sigmoid(logOdds(classes, point));
}

/** The log-odds on a grid of (columns + 1) × (rows + 1) corners over the figure's ranges, row by row from the top. */
export function logOddsGrid(classes: readonly [GaussianClass, GaussianClass], columns: number, rows: number): Float64Array {
  const values = new Float64Array((columns + 1) * (rows + 1));
  for (let j = 0; j <= rows; j++) {
    const py = Y_RANGE[1] - ((Y_RANGE[1] - Y_RANGE[0]) * j) / rows;
    for (let i = 0; i <= columns; i++) values[j * (columns + 1) + i] = logOdds(classes, [X_RANGE[0] + ((X_RANGE[1] - X_RANGE[0]) * i) / columns, py]);
  }
  return values;
}

/**
 * The decision boundary, where the log-odds is 0, as line segments in data coordinates: marching
 * squares on the grid, each crossing placed by linear interpolation along the cell's edge.
 */
export function boundarySegments(classes: readonly [GaussianClass, GaussianClass], columns: number, rows: number): [Vector2, Vector2][] {
  const values = logOddsGrid(classes, columns, rows);
  const at = (i: number, j: number): [number, number, number] => [
    X_RANGE[0] + ((X_RANGE[1] - X_RANGE[0]) * i) / columns,
    Y_RANGE[1] - ((Y_RANGE[1] - Y_RANGE[0]) * j) / rows,
    values[j * (columns + 1) + i],
  ];
  const segments: [Vector2, Vector2][] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const corners = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
      const crossings: Vector2[] = [];
      for (let edge = 0; edge < 4; edge++) {
        const [xa, ya, va] = corners[edge];
        const [xb, yb, vb] = corners[(edge + 1) % 4];
        if (va > 0 !== vb > 0) {
          const t = va / (va - vb);
          crossings.push([xa + t * (xb - xa), ya + t * (yb - ya)]);
        }
      }
      if (crossings.length === 2) segments.push([crossings[0], crossings[1]]);
      else if (crossings.length === 4) segments.push([crossings[0], crossings[1]], [crossings[2], crossings[3]]);
    }
  }
  return segments;
}

/** The ellipse where the Mahalanobis distance is `radius`: its semi-axes and the angle of the first (radians, from the x axis). */
export function ellipseOf({ xx, xy, yy }: Covariance2, radius: number): { a: number; b: number; angle: number } {
  const middle = (xx + yy) / 2;
  const half = Math.hypot((xx - yy) / 2, xy);
  return { a: radius * Math.sqrt(middle + half), b: radius * Math.sqrt(Math.max(0, middle - half)), angle: 0.5 * Math.atan2(2 * xy, xx - yy) };
}

const pointOn = (value: unknown): value is Vector2 =>
  Array.isArray(value) && value.length === 2 && finiteIn(value[0], X_RANGE[0], X_RANGE[1]) && finiteIn(value[1], Y_RANGE[0], Y_RANGE[1]);

const spreadOn = (value: unknown): value is Spread => {
  if (typeof value !== 'object' || value === null) return false;
  const { sdX, sdY, correlation } = value as Record<string, unknown>;
  return (
    finiteIn(sdX, SD_RANGE[0], SD_RANGE[1]) && finiteIn(sdY, SD_RANGE[0], SD_RANGE[1]) && finiteIn(correlation, CORRELATION_RANGE[0], CORRELATION_RANGE[1])
  );
};

/** A state from a shared link, or null unless every number is on its slider or on the figure. */
export function parseState(value: unknown): GaussianClassifiersState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { means, spreads, editing, model, probe } = value as Record<string, unknown>;
  if (!Array.isArray(means) || means.length !== 2 || !means.every(pointOn)) return null;
  if (!Array.isArray(spreads) || spreads.length !== 2 || !spreads.every(spreadOn)) return null;
  if (editing !== 0 && editing !== 1) return null;
  if (typeof model !== 'string' || !(MODELS as readonly string[]).includes(model)) return null;
  if (!pointOn(probe)) return null;
  const [s0, s1] = spreads as Spread[];
  const [m0, m1] = means as Vector2[];
  return {
    means: [
      [m0[0], m0[1]],
      [m1[0], m1[1]],
    ],
    spreads: [
      { sdX: s0.sdX, sdY: s0.sdY, correlation: s0.correlation },
      { sdX: s1.sdX, sdY: s1.sdY, correlation: s1.correlation },
    ],
    editing,
    model: model as ClassifierModel,
    probe: [probe[0], probe[1]],
  };
}
