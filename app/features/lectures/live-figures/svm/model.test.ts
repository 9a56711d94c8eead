import { describe, expect, it } from 'vitest';
import { fitAll } from '../../../../../figures/svm-rbf-boundary.ts';
import { contourSegments, decisionAt, fitSvm, initialState, parseState, SUPPORT_THRESHOLD, type SvmState } from '~/features/lectures/live-figures/svm/model';

/** The KKT conditions of the soft-margin dual, within `tolerance`: the certificate that SMO found the optimum. */
function expectKkt(state: SvmState, tolerance: number) {
  const fit = fitSvm(state);
  expect(fit.converged).toBe(true);
  const y = state.labels.map((label) => (label === 1 ? 1 : -1));
  // Σ α_i y_i = 0 and 0 ≤ α_i ≤ C.
  expect(Math.abs(y.reduce((sum, label, i) => sum + label * fit.alpha[i], 0))).toBeLessThan(1e-9);
  state.points.forEach((point, i) => {
    const a = fit.alpha[i];
    const margin = y[i] * decisionAt(state, fit, point);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThanOrEqual(state.C);
    if (a <= SUPPORT_THRESHOLD)
      expect(margin).toBeGreaterThan(1 - tolerance); // outside the margin
    else if (a >= state.C - 1e-8)
      expect(margin).toBeLessThan(1 + tolerance); // inside it, or misclassified
    else expect(Math.abs(margin - 1)).toBeLessThan(tolerance); // on it
  });
  return fit;
}

describe('the SVM figure', () => {
  it('finds the hard-margin solution of two points by hand: w = (1, 0), b = 0, both support vectors', () => {
    const state: SvmState = {
      points: [
        [-1, 0],
        [1, 0],
      ],
      labels: [0, 1],
      kernel: 'linear',
      C: 100,
      gamma: 1,
    };
    const fit = fitSvm(state);
    // w = Σ α_i y_i x_i = (α_1 + α_2, 0) and the margin 2/‖w‖ = 2 give α_1 = α_2 = 1/2.
    expect(fit.alpha[0]).toBeCloseTo(0.5, 10);
    expect(fit.alpha[1]).toBeCloseTo(0.5, 10);
    expect(fit.b).toBeCloseTo(0, 10);
    expect(fit.supportVectors).toBe(2);
    expect(fit.atBound).toBe(0);
    expect(decisionAt(state, fit, [0.5, 3])).toBeCloseTo(0.5, 10);
  });

  it('starts from the lecture figure’s moons and agrees with its four fits (svm-rbf-boundary.ts)', () => {
    const state = initialState();
    const figure = fitAll();
    expect(state.points).toHaveLength(160);
    expect(state.points).toEqual(figure[0].train.x);
    // The figure's panels: γ 0.1, 2, 200 at C 1 and γ 2 at C 100; its caption quotes 38 → 16 support
    // vectors, 150 at γ 200, and test accuracies 86.3%, 97.0%, 87.0%.
    for (const panel of figure) {
      const fit = fitSvm({ ...state, kernel: 'rbf', gamma: panel.gamma, C: panel.C });
      expect(fit.supportVectors).toBe(panel.support.length);
      expect(fit.trainingAccuracy).toBe(panel.trainAccuracy);
      expect(fit.testAccuracy).toBe(panel.testAccuracy);
    }
    const first = fitSvm(state);
    expect(first.supportVectors).toBe(38);
    expect((100 * first.testAccuracy).toFixed(1)).toBe('97.0');
  });

  it('satisfies the KKT conditions on the lecture’s data, linear and RBF, small and large C', () => {
    const state = initialState();
    for (const C of [0.01, 1, 100]) {
      expectKkt({ ...state, kernel: 'linear', C }, 2e-3);
      expectKkt({ ...state, kernel: 'rbf', gamma: 2, C }, 2e-3);
    }
    expectKkt({ ...state, kernel: 'rbf', gamma: 200, C: 1 }, 2e-3);
  });

  it('widens the margin as C falls: more support vectors, and more of them at the bound', () => {
    const state = initialState();
    const counts = [100, 1, 0.01].map((C) => fitSvm({ ...state, kernel: 'linear', C }));
    expect(counts[0].supportVectors).toBeLessThan(counts[1].supportVectors);
    expect(counts[1].supportVectors).toBeLessThan(counts[2].supportVectors);
  });

  it('traces a level set by marching squares: the contour of a plane is its line', () => {
    const columns = 4;
    const rows = 3;
    // f = x − 2y − 0.5 on the corners (x = column, y = row): the zero set is x = 2y + 0.5.
    const field = Float64Array.from({ length: (columns + 1) * (rows + 1) }, (_, k) => (k % (columns + 1)) - 2 * Math.floor(k / (columns + 1)) - 0.5);
    const segments = contourSegments(field, columns, rows, 0);
    expect(segments.length).toBeGreaterThan(0);
    for (let k = 0; k < segments.length; k += 2) expect(segments[k]).toBeCloseTo(2 * segments[k + 1] + 0.5, 12);
    // A saddle splits by its centre: corners 1, −1 / −1, 1 with centre 0 (not above 0) cut off the positive corners.
    const saddle = contourSegments(Float64Array.from([1, -1, -1, 1]), 1, 1, 0);
    expect(saddle).toEqual([0.5, 0, 0, 0.5, 1, 0.5, 0.5, 1]);
  });

  it('reads only shared states it can draw', () => {
    const state = initialState();
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState(null)).toBeNull();
    expect(parseState({ ...state, kernel: 'poly' })).toBeNull();
    expect(parseState({ ...state, C: 1000 })).toBeNull();
    expect(parseState({ ...state, C: 0 })).toBeNull();
    expect(parseState({ ...state, gamma: Number.NaN })).toBeNull();
    expect(parseState({ ...state, gamma: '2' })).toBeNull();
    expect(parseState({ ...state, labels: state.labels.map(() => 1) })).toBeNull();
    expect(parseState({ ...state, labels: state.labels.slice(1) })).toBeNull();
    expect(parseState({ ...state, labels: state.labels.map((label) => label * 2) })).toBeNull();
    expect(parseState({ ...state, points: state.points.map(() => [9, 0]) })).toBeNull();
    expect(parseState({ ...state, points: [[0, 0]], labels: [1] })).toBeNull();
    expect(
      parseState({
        ...state,
        points: Array(301).fill([0, 0]),
        labels: Array(301)
          .fill(0)
          .map((_, i) => i % 2),
      }),
    ).toBeNull();
  });
});
