import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EigenvalueDecomposition, solve } from 'ml-matrix';
import { describe, expect, it } from 'vitest';
import { descend as figureDescend, loss as figureLoss, makeProblem } from '../../../../../figures/gd-contours.ts';
import {
  curvature,
  descend,
  FIGURE_STEP_SIZES,
  initialState,
  loss,
  MAX_STEPS,
  minimiser,
  parseState,
  problem,
  progressOf,
  START,
  type GradientDescentState,
} from '~/features/lectures/live-figures/gradient-descent/model';

/** The static figure's problem and numbers, computed as figures/gd-contours.ts computes them (ml-matrix). */
const figure = makeProblem();
const gram = figure.X.transpose().mmul(figure.X);
const figureEigenvalues = new EigenvalueDecomposition(gram.clone().mul(2 / figure.n)).realEigenvalues;
const figureL = Math.max(...figureEigenvalues);

/** Steps until the run stops, and how it stopped. */
function runToEnd(state: Omit<GradientDescentState, 'steps'>): { steps: number; progress: string } {
  for (let steps = 1; ; steps++) {
    const result = progressOf({ ...state, steps });
    if (result.done) return { steps, progress: result.progress };
  }
}

describe('the gradient-descent figure', () => {
  it('has the static figure’s curvature: L = ν_max = 3.49 and μ = ν_min = 0.41, as printed under gd-contours.svg', () => {
    const { L, mu } = curvature(problem);
    expect(L).toBeCloseTo(figureL, 10);
    expect(mu).toBeCloseTo(Math.min(...figureEigenvalues), 10);
    const printed = /νₘₐₓ = (\d+\.\d\d), νₘᵢₙ = (\d+\.\d\d)/.exec(readFileSync(join(process.cwd(), 'public/media/gd-contours.svg'), 'utf8'));
    expect(printed?.slice(1)).toEqual([L.toFixed(2), mu.toFixed(2)]);
  });

  it('has the static figure’s minimiser (the normal equations) and loss', () => {
    const wStar = solve(gram, figure.X.transpose().mmul(figure.y)).getColumn(0);
    const best = minimiser(problem);
    expect(best.w[0]).toBeCloseTo(wStar[0], 10);
    expect(best.w[1]).toBeCloseTo(wStar[1], 10);
    expect(best.loss).toBeCloseTo(figureLoss(figure, wStar), 10);
    expect(loss(problem, START)).toBeCloseTo(figureLoss(figure, [...START]), 10);
  });

  it.each(FIGURE_STEP_SIZES)('without momentum, η = %s/L walks the static figure’s path, step for step', (rate) => {
    const live = descend(problem, { rate, momentum: 0, steps: 60 });
    const drawn = figureDescend(figure, [...START], rate / figureL, 60);
    for (const t of [1, 10, 60]) {
      expect(live[t][0]).toBeCloseTo(drawn[t][0], 6);
      expect(live[t][1]).toBeCloseTo(drawn[t][1], 6);
    }
    expect(loss(problem, live[60])).toBeCloseTo(figureLoss(figure, drawn[60]), 6);
  });

  it('tells the figure’s three runs apart in words: crawling, zigzagging to the minimum, diverging', () => {
    expect(progressOf({ rate: 0.3, momentum: 0, steps: 60 }).progress).toBe('converging');
    expect(progressOf({ rate: 1.8, momentum: 0, steps: 10 }).progress).toBe('zigzagging');
    expect(runToEnd({ rate: 1.8, momentum: 0 }).progress).toBe('converged');
    const diverging = runToEnd({ rate: 2.05, momentum: 0 });
    expect(diverging.progress).toBe('diverging');
    expect(diverging.steps).toBeLessThan(MAX_STEPS);
    // The slow direction gets the learning rate times μ/L ≈ 0.12 of the steep one's: 0.3/L is still far off after 60 steps.
    expect(progressOf({ rate: 0.3, momentum: 0, steps: 60 }).gap).toBeGreaterThan(1e-3);
  });

  it('momentum moves the stability limit from 2/L to 2(1 + β)/L', () => {
    expect(runToEnd({ rate: 2.05, momentum: 0.1 }).progress).toBe('converged');
    expect(runToEnd({ rate: 2.25, momentum: 0.1 }).progress).toBe('diverging');
    // and helps on the flat direction: 0.3/L with β = 0.5 converges where plain descent still crawls.
    expect(runToEnd({ rate: 0.3, momentum: 0.5 }).steps).toBeLessThan(runToEnd({ rate: 0.3, momentum: 0 }).steps);
  });

  it('starts at the figure’s start, before the first step, with one of its step sizes', () => {
    const state = initialState();
    expect(FIGURE_STEP_SIZES).toContain(state.rate);
    expect(descend(problem, state)).toEqual([START]);
    expect(progressOf(state).progress).toBe('not started');
  });

  it('reads only shared states its controls can set', () => {
    const state = { rate: 2.05, momentum: 0.35, steps: 42 };
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ ...state, rate: 2.07 })).toBeNull();
    expect(parseState({ ...state, rate: 40 })).toBeNull();
    expect(parseState({ ...state, momentum: 1 })).toBeNull();
    expect(parseState({ ...state, steps: 2.5 })).toBeNull();
    expect(parseState({ ...state, steps: MAX_STEPS + 1 })).toBeNull();
    expect(parseState({ rate: '1.8', momentum: 0, steps: 0 })).toBeNull();
    expect(parseState(null)).toBeNull();
  });
});
