import { describe, expect, it } from 'vitest';
import { figureBandwidth, kde, lowestDensityFlowers, petalPoints } from '../../../../../figures/iris-density-anomalies.ts';
import {
  BANDWIDTH_SCALE,
  bandwidth,
  densityAt,
  densityGrid,
  initialState,
  leaveOneOutDensities,
  lowestDensity,
  parseState,
  X_RANGE,
  Y_RANGE,
} from '~/features/lectures/live-figures/density-anomalies/model';

describe('the density and anomalies figure', () => {
  it('starts from the lecture figure’s data and kernel widths: 0.38 cm for length and 0.17 cm for width', () => {
    const { points, bandwidthScale } = initialState();
    expect(points).toEqual(petalPoints());
    const h = bandwidth(points, bandwidthScale);
    expect(h).toEqual(figureBandwidth(petalPoints()));
    // The widths the lecture's text quotes.
    expect(h[0]).toBeCloseTo(0.38, 2);
    expect(h[1]).toBeCloseTo(0.17, 2);
  });

  it('computes the same densities as the lecture’s figure, at samples (left out) and on the grid', () => {
    const { points, bandwidthScale } = initialState();
    const h = bandwidth(points, bandwidthScale);
    const theirs = kde(petalPoints(), figureBandwidth(petalPoints()));
    const scores = leaveOneOutDensities(points, h);
    points.forEach(([x, y], i) => expect(scores[i]).toBeCloseTo(theirs(x, y, i), 12));
    expect(densityAt(points, h, 4.2, 1.3)).toBeCloseTo(theirs(4.2, 1.3), 12);
    // Our grid's row 0 is the top of the drawing; compare every cell centre with the figure's
    // estimator. The grid sums each kernel over KERNEL_REACH widths only: what it leaves out is
    // below a millionth of the highest density, far under one step of a pixel's opacity.
    for (const scale of [BANDWIDTH_SCALE.min, bandwidthScale, BANDWIDTH_SCALE.max]) {
      const widths = bandwidth(points, scale);
      const full = kde(petalPoints(), [widths[0], widths[1]]);
      const [columns, rows] = [96, 60];
      const grid = densityGrid(points, widths, columns, rows);
      const highest = Math.max(...grid);
      let worst = 0;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < columns; c++) {
          const x = X_RANGE[0] + ((c + 0.5) / columns) * (X_RANGE[1] - X_RANGE[0]);
          const y = Y_RANGE[1] - ((r + 0.5) / rows) * (Y_RANGE[1] - Y_RANGE[0]);
          worst = Math.max(worst, Math.abs(grid[r * columns + c] - full(x, y)));
        }
      }
      expect(worst / highest).toBeLessThan(1e-6);
      expect(grid[30 * columns + 48]).toBeGreaterThan(0);
    }
  });

  it('flags the five flowers the lecture’s figure circles: the smallest of the large group, the three largest, and a narrow one', () => {
    const { points, bandwidthScale, flagged } = initialState();
    const h = bandwidth(points, bandwidthScale);
    const ours = lowestDensity(leaveOneOutDensities(points, h), flagged);
    expect(new Set(ours)).toEqual(new Set(lowestDensityFlowers(petalPoints(), figureBandwidth(petalPoints()), 5)));
    // The lecture's caption: one at length 3.0 and width 1.1, one at 5.6 and 1.4, three near 6.7 to 6.9 cm long.
    const flaggedPoints = ours.map((i) => points[i]);
    expect(flaggedPoints).toContainEqual([3, 1.1]);
    expect(flaggedPoints).toContainEqual([5.6, 1.4]);
    expect(flaggedPoints.filter(([length]) => length >= 6.7 && length <= 6.9)).toHaveLength(3);
  });

  it('a wider kernel smooths: the lowest density rises and the peak falls', () => {
    const { points } = initialState();
    const narrow = leaveOneOutDensities(points, bandwidth(points, 0.5));
    const wide = leaveOneOutDensities(points, bandwidth(points, 1.5));
    expect(Math.min(...wide)).toBeGreaterThan(Math.min(...narrow));
    expect(Math.max(...wide)).toBeLessThan(Math.max(...narrow));
  });

  it('reads only shared states it can draw', () => {
    const state = initialState();
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ ...state, flagged: 2.5 })).toBeNull();
    expect(parseState({ ...state, flagged: 31 })).toBeNull();
    expect(parseState({ ...state, bandwidthScale: 0 })).toBeNull();
    expect(
      parseState({
        ...state,
        points: [
          [1, 1],
          [2, 2],
          [20, 1],
        ],
      }),
    ).toBeNull();
    expect(parseState([])).toBeNull();
  });
});
