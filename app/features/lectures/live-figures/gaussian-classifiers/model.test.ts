import { inverse, determinant, Matrix } from 'ml-matrix';
import { describe, expect, it } from 'vitest';
import draw, { logJoint as figureLogJoint, stats } from '../../../../../figures/gaussian-class-densities.ts';
import { figureSample } from '../decision-threshold/model';
import { sigmoid, type Vector2 } from '~/features/lectures/live-figures/kit';
import {
  boundarySegments,
  covarianceOf,
  initialState,
  logOddsGrid,
  modelClasses,
  parseState,
  posterior,
  spreadOf,
  type GaussianClassifiersState,
} from '~/features/lectures/live-figures/gaussian-classifiers/model';

/** The posterior as figures/gaussian-class-densities.ts computes it: its logJoint, with ml-matrix's inverse and determinant. */
function figurePosterior(means: number[][], covariances: number[][][], point: Vector2): number {
  const joint = (k: number) => {
    const covariance = new Matrix(covariances[k]);
    return figureLogJoint({ prior: 0.5, mean: means[k], cov: covariance }, [...point], inverse(covariance), Math.log(determinant(covariance)));
  };
  return sigmoid(joint(1) - joint(0));
}

const probes: Vector2[] = [
  [0, 0],
  [2.2, 1.2],
  [1, 0.5],
  [4, 4],
  [-2, 3],
  [5, -3],
];

describe('the Gaussian-classifiers figure', () => {
  draw();

  it('starts from the Gaussian figure’s generating parameters and matches its posterior at known points, for QDA, LDA and naive Bayes', () => {
    const state = initialState();
    const own = state.spreads.map(covarianceOf);
    expect(own[0]).toEqual({ xx: 1, xy: expect.closeTo(0.5, 12) as number, yy: 1 });
    expect(own[1].xx).toBeCloseTo(3, 12);
    expect(own[1].xy).toBeCloseTo(-1.1, 12);
    expect(own[1].yy).toBeCloseTo(0.9, 12);
    const means = state.means.map((mean) => [...mean]);
    const asArray = ({ xx, xy, yy }: { xx: number; xy: number; yy: number }) => [
      [xx, xy],
      [xy, yy],
    ];
    const average = asArray({ xx: (own[0].xx + own[1].xx) / 2, xy: (own[0].xy + own[1].xy) / 2, yy: (own[0].yy + own[1].yy) / 2 });
    const covariancesFor = {
      qda: own.map(asArray),
      lda: [average, average],
      'naive-bayes': own.map(({ xx, yy }) => asArray({ xx, xy: 0, yy })),
    };
    for (const model of ['qda', 'lda', 'naive-bayes'] as const) {
      const classes = modelClasses({ ...state, model });
      for (const point of probes) expect(posterior(classes, point)).toBeCloseTo(figurePosterior(means, covariancesFor[model], point), 10);
    }
  });

  it('with the figure’s fitted means and covariances, classifies its 140 seeded points as it does: QDA 93.6%, LDA 91.4%, and (4, 4) as class 0', () => {
    const fitted = (model: 'qda' | 'lda') => {
      const covs = (model === 'qda' ? (stats.covs as number[][][]) : [stats.pooled, stats.pooled]) as number[][][];
      const spreads = covs.map((c) => spreadOf({ xx: c[0][0], xy: c[0][1], yy: c[1][1] })) as GaussianClassifiersState['spreads'];
      const means = (stats.means as number[][]).map(([mx, my]): Vector2 => [mx, my]) as GaussianClassifiersState['means'];
      // The figure's LDA pools the scatter matrices; given that pooled covariance as both classes' own, QDA is exactly that LDA.
      return modelClasses({ means, spreads, model: 'qda' });
    };
    const sample = figureSample();
    for (const [model, accuracy] of [
      ['qda', stats.qdaAccuracy],
      ['lda', stats.ldaAccuracy],
    ] as const) {
      const classes = fitted(model);
      const right = sample.reduce((sum, points, k) => sum + points.filter((point) => (posterior(classes, point) > 0.5 ? 1 : 0) === k).length, 0);
      expect(right / 140).toBeCloseTo(accuracy as number, 12);
    }
    expect(posterior(fitted('qda'), [4, 4]) > 0.5 ? 1 : 0).toBe(stats.farPoint);
    expect(posterior(modelClasses(initialState()), [4, 4])).toBeLessThan(0.5);
  });

  it('draws a straight boundary for LDA: its log-odds is affine, so it is the average of itself at two points at their midpoint', () => {
    const state = { ...initialState(), model: 'lda' as const };
    const classes = modelClasses(state);
    const grid = logOddsGrid(classes, 20, 16);
    // An affine function has zero second differences along rows and columns.
    for (let j = 0; j <= 16; j++) for (let i = 1; i < 20; i++) expect(grid[j * 21 + i - 1] - 2 * grid[j * 21 + i] + grid[j * 21 + i + 1]).toBeCloseTo(0, 9);
    for (let j = 1; j < 16; j++) for (let i = 0; i <= 20; i++) expect(grid[(j - 1) * 21 + i] - 2 * grid[j * 21 + i] + grid[(j + 1) * 21 + i]).toBeCloseTo(0, 9);
    // Every boundary segment lies on one line: w·x + b = 0 with w = Σ⁻¹(μ₁ − μ₀), here checked by collinearity.
    const ends = boundarySegments(classes, 60, 48).flat();
    const [first, last] = [ends[0], ends.at(-1)!];
    for (const [px, py] of ends) expect((last[0] - first[0]) * (py - first[1]) - (last[1] - first[1]) * (px - first[0])).toBeCloseTo(0, 6);
    // Equal priors: the boundary passes through the midpoint of the means.
    expect(posterior(classes, [1.1, 0.6])).toBeCloseTo(0.5, 12);
  });

  it('QDA reduces to LDA when the two covariances are equal, and naive Bayes to QDA when both correlations are 0', () => {
    const base = initialState();
    const same: GaussianClassifiersState = { ...base, spreads: [base.spreads[0], base.spreads[0]] };
    const uncorrelated: GaussianClassifiersState = {
      ...base,
      spreads: [
        { ...base.spreads[0], correlation: 0 },
        { ...base.spreads[1], correlation: 0 },
      ],
    };
    for (const point of probes) {
      expect(posterior(modelClasses({ ...same, model: 'qda' }), point)).toBeCloseTo(posterior(modelClasses({ ...same, model: 'lda' }), point), 12);
      expect(posterior(modelClasses({ ...uncorrelated, model: 'naive-bayes' }), point)).toBeCloseTo(
        posterior(modelClasses({ ...uncorrelated, model: 'qda' }), point),
        12,
      );
    }
    // With the figure's unequal covariances they differ: QDA's boundary has a second branch LDA's cannot.
    expect(posterior(modelClasses({ ...base, model: 'qda' }), [4, 4])).toBeLessThan(0.5);
    expect(posterior(modelClasses({ ...base, model: 'lda' }), [4, 4])).toBeGreaterThan(0.5);
  });

  it('reads only shared states it can draw', () => {
    const state = initialState();
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ ...state, model: 'svm' })).toBeNull();
    expect(parseState({ ...state, editing: 2 })).toBeNull();
    expect(parseState({ ...state, probe: [40, 0] })).toBeNull();
    expect(parseState({ ...state, spreads: [state.spreads[0], { sdX: 1, sdY: 1, correlation: 1 }] })).toBeNull();
    expect(parseState({ ...state, means: [[0, 0]] })).toBeNull();
    expect(parseState(null)).toBeNull();
  });
});
