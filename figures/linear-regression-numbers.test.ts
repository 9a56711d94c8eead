/**
 * The numbers the linear-regression lecture states in its prose that no figure prints and no practice
 * answer computes, recomputed here from the lecture's own small examples so that the text cannot
 * drift from the mathematics.
 */
import { Matrix, solve } from 'ml-matrix';
import { describe, expect, it } from 'vitest';
import { softmaxExample } from '../content/practice/answers/linear-regression.ts';
import { FIGURE_ITERATIONS } from './lib/logistic-newton-data.ts';
import { crossEntropy, logLoss, logLossDerivatives, newtonIterates, newtonStep, softmax, softmaxScores } from './lib/logistic-models.ts';
import { newtonFigureGaps } from './logistic-newton.ts';
import { irisSoftmax } from './softmax-regions.ts';

describe('the ridge section', () => {
  it('has a coefficient that changes sign: XᵀX = [[1, 0.9], [0.9, 1]], least squares (3, −1), ridge (0.84, 0.47) at λ = 1', () => {
    const gram = new Matrix([
      [1, 0.9],
      [0.9, 1],
    ]);
    const leastSquares = Matrix.columnVector([3, -1]);
    // The normal equations fix Xᵀy = XᵀX ŵ, which is all ridge needs: (XᵀX + λI) w = Xᵀy.
    const moment = gram.mmul(leastSquares);
    const ridge = solve(gram.clone().add(Matrix.eye(2)), moment).getColumn(0);
    expect(ridge[0]).toBeCloseTo(0.84, 2);
    expect(ridge[1]).toBeCloseTo(0.47, 2);
    // The length still shrinks, as the text says it always does.
    expect(Math.hypot(...ridge)).toBeLessThan(Math.hypot(3, -1));
  });
});

describe("the Newton's-method section", () => {
  const X = [0, 1, 2, 3].map((x) => [1, x]);
  const y = [0, 1, 0, 1];

  it('takes the worked first step: g = (0, −0.25), H = [[0.25, 0.375], [0.375, 0.875]], w₁ = (−1.2, 0.8)', () => {
    const { gradient, hessian } = logLossDerivatives(X, y, [0, 0]);
    expect(gradient[0]).toBeCloseTo(0, 12);
    expect(gradient[1]).toBeCloseTo(-0.25, 12);
    expect(hessian).toEqual([
      [0.25, 0.375],
      [0.375, 0.875],
    ]);
    const [b, w] = newtonStep(X, y, [0, 0]);
    expect(b).toBeCloseTo(-1.2, 10);
    expect(w).toBeCloseTo(0.8, 10);
  });

  it('converges quadratically: loss 0.693 → 0.588, gradient lengths 0.25, 2.4e-2, 8.9e-4, 1.5e-6, 3.9e-12, minimiser (−1.362, 0.908) with J ≈ 0.587', () => {
    const iterates = newtonIterates(X, y, 10);
    expect(logLoss(X, y, iterates[0])).toBeCloseTo(Math.log(2), 12);
    expect(logLoss(X, y, iterates[1])).toBeCloseTo(0.588, 3);
    const lengths = iterates.slice(0, 5).map((w) => Math.hypot(...logLossDerivatives(X, y, w).gradient));
    expect(lengths.map((length) => length.toExponential(1))).toEqual(['2.5e-1', '2.4e-2', '8.9e-4', '1.5e-6', '3.9e-12']);
    const [b, w] = iterates[10];
    expect(b).toBeCloseTo(-1.362, 3);
    expect(w).toBeCloseTo(0.908, 3);
    expect(logLoss(X, y, iterates[10])).toBeCloseTo(0.587, 3);
  });

  it("matches the figure's caption: Newton reaches rounding error at step 7, gradient descent is 4.9e-3 above after 30 steps", () => {
    const { newton, descent } = newtonFigureGaps();
    expect(newton.findIndex((gap) => gap < 1e-15)).toBe(7);
    expect(descent[FIGURE_ITERATIONS].toExponential(1)).toBe('4.9e-3');
  });
});

describe('the softmax section', () => {
  const { W, x, label, eta } = softmaxExample;

  it('has the worked probabilities (0.245, 0.665, 0.090), loss 1.41 and gradients (p − y)x', () => {
    const scores = softmaxScores(W, x);
    expect(scores).toEqual([1, 2, 0]);
    const p = softmax(scores);
    expect(p.map((value) => value.toFixed(3))).toEqual(['0.245', '0.665', '0.090']);
    expect(-Math.log(p[label])).toBeCloseTo(1.41, 2);
    const { gradient } = crossEntropy([x], [label], W);
    expect(gradient.map((row) => row.map((value) => Number(value.toFixed(3))))).toEqual([
      [-0.755, -1.511],
      [0.665, 1.33],
      [0.09, 0.18],
    ]);
  });

  it('takes the worked step with η = 0.5: scores (2.888, 0.337, −0.225), class-1 probability 0.891, loss 0.12', () => {
    const { gradient } = crossEntropy([x], [label], W);
    const stepped = W.map((wk, k) => wk.map((value, j) => value - eta * gradient[k][j]));
    const scores = softmaxScores(stepped, x);
    expect(scores.map((value) => value.toFixed(3))).toEqual(['2.888', '0.337', '-0.225']);
    expect(scores.map((value) => Math.exp(value).toFixed(2))).toEqual(['17.96', '1.40', '0.80']);
    const p = softmax(scores);
    expect(p[label]).toBeCloseTo(0.891, 3);
    expect(-Math.log(p[label])).toBeCloseTo(0.12, 2);
  });

  it('matches the Iris figure: 94% training accuracy, regions meeting near (2.2, 1.3), mistakes only between versicolor and virginica', () => {
    const { W, X, labels, accuracy } = irisSoftmax();
    expect(accuracy).toBeCloseTo(0.94, 10);
    // The point where all three scores tie: (w₁ − w₂)ᵀx = 0 and (w₂ − w₃)ᵀx = 0, with x = (1, length, width).
    const difference = (k: number, l: number) => W[k].map((value, j) => value - W[l][j]);
    const [a, c] = [difference(0, 1), difference(1, 2)];
    const meet = solve(
      new Matrix([
        [a[1], a[2]],
        [c[1], c[2]],
      ]),
      Matrix.columnVector([-a[0], -c[0]]),
    ).getColumn(0);
    expect(meet[0]).toBeCloseTo(2.2, 1);
    expect(meet[1]).toBeCloseTo(1.3, 1);
    const mistakes = X.flatMap((row, i) => {
      const scores = softmaxScores(W, row);
      const predicted = scores.indexOf(Math.max(...scores));
      return predicted === labels[i] ? [] : [[labels[i], predicted]];
    });
    expect(mistakes.length).toBe(9);
    for (const [truth, predicted] of mistakes) expect([truth, predicted].sort()).toEqual([1, 2]);
  });
});
