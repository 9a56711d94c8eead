import { describe, expect, it } from 'vitest';
import { bestFit, figureData, initialState, meanSquaredError, parseState } from '~/features/lectures/live-figures/least-squares/model';

describe('the least-squares figure', () => {
  it('fits the lecture’s worked example exactly: intercept 7/6, slope 3/2, J = 1/18', () => {
    const points = [
      [0, 1],
      [1, 3],
      [2, 4],
    ] as const;
    const fit = bestFit([...points]);
    expect(fit.intercept).toBeCloseTo(7 / 6, 12);
    expect(fit.slope).toBeCloseTo(3 / 2, 12);
    expect(meanSquaredError({ points: [...points], ...fit })).toBeCloseTo(1 / 18, 12);
  });

  it('uses the regression figure’s seeded data, whose generating slope is 0.6 and intercept 1', () => {
    const points = figureData();
    expect(points).toHaveLength(12);
    expect(points[0][0]).toBeLessThan(1);
    expect(points[11][0]).toBeGreaterThan(8);
    const fit = bestFit(points);
    expect(fit.slope).toBeGreaterThan(0.3);
    expect(fit.slope).toBeLessThan(0.9);
  });

  it('the best fit has the least mean squared error: any other line does worse', () => {
    const { points } = initialState();
    const best = { points, ...bestFit(points) };
    for (const [ds, db] of [
      [0.01, 0],
      [-0.01, 0],
      [0, 0.05],
      [0, -0.05],
    ])
      expect(meanSquaredError({ points, slope: best.slope + ds, intercept: best.intercept + db })).toBeGreaterThan(meanSquaredError(best));
    expect(meanSquaredError(initialState())).toBeGreaterThan(meanSquaredError(best));
  });

  it('reads only shared states it can draw', () => {
    const state = initialState();
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ ...state, slope: 'steep' })).toBeNull();
    expect(parseState({ ...state, points: [[1, 2]] })).toBeNull();
    expect(
      parseState({
        ...state,
        points: [
          [1, 2],
          [50, 3],
        ],
      }),
    ).toBeNull();
    expect(parseState(null)).toBeNull();
  });
});
