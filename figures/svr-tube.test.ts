import { describe, expect, it } from 'vitest';
import { supportVectorMachinesAnswers } from '../content/practice/answers/support-vector-machines.ts';
import { gramMatrix, linearKernel } from './lib/svm-smo.ts';
import { epsilonInsensitive, predictSvr, svr } from './lib/svr.ts';
import { C, fitPanels } from './svr-tube.ts';

/** The lecture's worked example: four points, linear kernel, ε = 0.5, C = 0.5. */
const x = [[0], [1], [2], [3]];
const y = [-1, 2, 2.5, 4];

describe('support vector regression (support-vector-machines)', () => {
  const model = svr(gramMatrix(x, linearKernel), y, 0.5, 0.5, 1e-12);
  const w = model.beta.reduce((sum, beta, i) => sum + beta * x[i][0], 0);

  it('solves the worked example: f(x) = x + 0.5, α₂ = α₄ = 1/4 on the upper edge, α₁* = C below the tube', () => {
    expect(model.gap).toBeLessThan(1e-9);
    expect(w).toBeCloseTo(1, 9);
    expect(model.b).toBeCloseTo(0.5, 9);
    [0, 0.25, 0, 0.25].forEach((a, i) => expect(model.alpha[i]).toBeCloseTo(a, 9));
    [0.5, 0, 0, 0].forEach((a, i) => expect(model.alphaStar[i]).toBeCloseTo(a, 9));
    const residuals = x.map((point, i) => y[i] - predictSvr(model, x, linearKernel, point));
    [-1.5, 0.5, 0, 0.5].forEach((r, i) => expect(residuals[i]).toBeCloseTo(r, 9));
  });

  it('has zero duality gap there: primal ½w² + C Σ ℓ_ε = 1 = the dual value', () => {
    const residuals = x.map((point, i) => y[i] - (w * point[0] + model.b));
    const primal = 0.5 * w * w + 0.5 * residuals.reduce((sum, r) => sum + epsilonInsensitive(r, 0.5), 0);
    const dual =
      -0.5 * w * w - 0.5 * model.alpha.reduce((sum, a, i) => sum + a + model.alphaStar[i], 0) + y.reduce((sum, target, i) => sum + target * model.beta[i], 0);
    expect(primal).toBeCloseTo(1, 9);
    expect(dual).toBeCloseTo(1, 9);
  });

  it('compares with least squares on the same points: 1.55 x − 0.45, against slope 1 without point 1', () => {
    const mx = 1.5;
    const my = y.reduce((sum, v) => sum + v, 0) / 4;
    const slope = x.reduce((sum, point, i) => sum + (point[0] - mx) * (y[i] - my), 0) / x.reduce((sum, point) => sum + (point[0] - mx) ** 2, 0);
    expect(slope).toBeCloseTo(1.55, 12);
    expect(my - slope * mx).toBeCloseTo(-0.45, 12);
    // Without point 1 (x = 1, 2, 3; y = 2, 2.5, 4) the least-squares slope is 1.
    const rest = [
      [1, 2],
      [2, 2.5],
      [3, 4],
    ];
    const ry = rest.reduce((sum, [, v]) => sum + v, 0) / 3;
    expect(rest.reduce((sum, [u, v]) => sum + (u - 2) * (v - ry), 0) / 2).toBeCloseTo(1, 12);
  });

  it('computes the ε-insensitive loss table at ε = 0.5 and the exercise’s slack', () => {
    expect([0, 0.3, -0.5, 1, -2].map((r) => epsilonInsensitive(r, 0.5))).toEqual([0, 0, 0, 0.5, 1.5]);
    // Exercise 3(d): a residual of −0.9 with ε = 0.2 has lower slack ξ* = ℓ_ε = 0.7.
    expect(epsilonInsensitive(-0.9, 0.2)).toBeCloseTo(0.7, 12);
  });

  it('draws the figure: 31 support vectors (23 at C) at ε = 0.1, 12 (4 at C) at ε = 0.3, and every point where the KKT conditions put it', () => {
    const panels = fitPanels();
    expect(panels.map((panel) => [panel.epsilon, panel.support.length, panel.bounded.length])).toEqual([
      [0.1, 31, 23],
      [0.3, 12, 4],
    ]);
    for (const { epsilon, model: fit, residuals, support } of panels) {
      expect(Math.abs(fit.beta.reduce((sum, beta) => sum + beta, 0))).toBeLessThan(1e-9);
      residuals.forEach((r, i) => {
        const beta = fit.beta[i];
        expect(Math.min(fit.alpha[i], fit.alphaStar[i])).toBeLessThan(1e-9); // never above and below at once
        if (!support.includes(i))
          expect(Math.abs(r)).toBeLessThanOrEqual(epsilon + 1e-6); // inside or on the tube
        else if (Math.abs(beta) < C - 1e-8)
          expect(Math.abs(r)).toBeCloseTo(epsilon, 5); // free: on the edge
        else expect(Math.abs(r)).toBeGreaterThanOrEqual(epsilon - 1e-6); // at C: on or outside
        if (Math.abs(beta) > 1e-8) expect(Math.sign(beta)).toBe(Math.sign(r)); // α above the tube, α* below
      });
    }
  });

  it('answers the practice question: at ε = 0.25 the fit x + 0.5 has total ε-insensitive loss 1.75', () => {
    expect(supportVectorMachinesAnswers['support-vector-machines-svr-loss-total']()).toBeCloseTo(1.75, 12);
  });
});
