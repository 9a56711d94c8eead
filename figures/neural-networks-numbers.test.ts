/**
 * Recomputes the numbers the neural-networks lecture states in its text (outside its figures and
 * numeric practice answers, which are checked where they are computed), so that none of them comes
 * from a one-off run.
 */
import { describe, expect, it } from 'vitest';
import { minibatchGradients, softmax } from '../content/practice/answers/neural-networks.ts';
import { Matrix } from 'ml-matrix';
import { arcData, covarianceEigenvalues, LINEAR, NONLINEAR, pcaError, STEPS, trainAutoencoder } from './autoencoder-pca.ts';
import { activationStandardDeviations, DEPTH } from './init-variance.ts';
import { createRandom, gaussian } from './lib/random.ts';

describe('the neural-networks lecture', () => {
  it('Adam: the bias factors 1 − β^t at t = 1 are 0.1 for the mean and 0.001 for the second moment', () => {
    expect(1 - 0.9).toBeCloseTo(0.1, 10);
    expect(1 - 0.999).toBeCloseTo(0.001, 10);
  });

  it('cross-entropy: logits (2, 1, 0), class 2 → ŷ ≈ (0.665, 0.245, 0.090), loss ≈ 1.408, gradient ≈ (0.665, −0.755, 0.090)', () => {
    expect(Math.exp(2)).toBeCloseTo(7.389, 3);
    expect(Math.exp(1)).toBeCloseTo(2.718, 3);
    expect(Math.exp(2) + Math.exp(1) + 1).toBeCloseTo(11.107, 3);
    const p = softmax([2, 1, 0]);
    expect(p[0]).toBeCloseTo(0.665, 3);
    expect(p[1]).toBeCloseTo(0.245, 3);
    expect(p[2]).toBeCloseTo(0.09, 3);
    expect(-Math.log(p[1])).toBeCloseTo(1.408, 3);
    expect(p[1] - 1).toBeCloseTo(-0.755, 3);
    // Had the label been class 1:
    expect(-Math.log(p[0])).toBeCloseTo(0.408, 3);
  });

  it('cross-entropy practice: logits (1, 0, −1) give ŷ₃ ≈ 0.0900 from e⁻¹ ≈ 0.368 over 4.086', () => {
    expect(Math.exp(-1)).toBeCloseTo(0.368, 3);
    expect(Math.exp(1) + 1 + Math.exp(-1)).toBeCloseTo(4.086, 3);
    expect(softmax([1, 0, -1])[2]).toBeCloseTo(0.09, 4);
  });

  it('initialisation: the worked 784 → 256 layer and the (c/2)^10 factors', () => {
    expect(Math.sqrt(2 / 784)).toBeCloseTo(0.0505, 4);
    expect(2 / (784 + 256)).toBeCloseTo(0.00192, 5);
    expect(Math.sqrt(2 / (784 + 256))).toBeCloseTo(0.0439, 4);
    expect(Math.sqrt(6 / (784 + 256))).toBeCloseTo(0.076, 4);
    expect((1 / 2) ** 10).toBeCloseTo(0.001, 3);
    expect(2 ** 10).toBe(1024);
  });

  it("initialisation figure: the last layer's spreads its caption quotes", () => {
    const last = (activation: 'tanh' | 'relu', c: number) => activationStandardDeviations(activation, c)[DEPTH];
    expect(last('tanh', 0.25)).toBeCloseTo(8.3e-7, 8);
    expect(last('tanh', 1)).toBeCloseTo(0.16, 2);
    expect(last('tanh', 4)).toBeCloseTo(0.72, 2);
    expect(last('relu', 1)).toBeCloseTo(0.00082, 5);
    expect(Math.round(last('relu', 4))).toBe(861);
    // The same draws scaled by √(c/2) per layer: a bias-free ReLU network scales its output by (c/2)^10 over 20 layers.
    expect(last('relu', 2)).toBeCloseTo(0.84, 2);
    expect(last('relu', 1) / last('relu', 2)).toBeCloseTo(2 ** -10, 12);
    expect(last('relu', 4) / last('relu', 2)).toBeCloseTo(2 ** 10, 6);
    const he = activationStandardDeviations('relu', 2).slice(1);
    expect(Math.min(...he)).toBeGreaterThan(0.8);
    expect(Math.max(...he)).toBeLessThan(1.5);
  });

  it('minibatch backpropagation: the batch of two, and the single example it extends', () => {
    const batch = minibatchGradients(
      [
        [1, 2],
        [0, 2],
      ],
      [1.5, 0.25],
    );
    expect(batch.Z1).toEqual([
      [1, -0.5],
      [0.5, 0.5],
    ]);
    expect(batch.A1).toEqual([
      [1, 0],
      [0.5, 0.5],
    ]);
    expect(batch.yHat).toEqual([0.5, -0.25]);
    expect(batch.loss).toBeCloseTo(0.3125, 10);
    expect(batch.Delta2).toEqual([[-0.5], [-0.25]]);
    expect(batch.gradW2).toEqual([-0.625, -0.125]);
    expect(batch.gradB2).toBeCloseTo(-0.75, 10);
    expect(batch.Delta1).toEqual([
      [-0.25, 0],
      [-0.125, 0.25],
    ]);
    expect(batch.gradW1).toEqual([
      [-0.25, -0.75],
      [0, 0.5],
    ]);
    expect(batch.gradB1).toEqual([-0.375, 0.25]);
    // The average of the two examples' own gradients: the first alone is the lecture's worked example.
    const first = minibatchGradients([[1, 2]], [1.5]);
    const second = minibatchGradients([[0, 2]], [0.25]);
    expect(first.gradW1).toEqual([
      [-0.5, -1],
      [0, 0],
    ]);
    expect(second.gradW1[0]).toEqual([0, -0.5]);
    expect(batch.gradW1.map((row, i) => row.map((value, j) => value - (first.gradW1[i][j] + second.gradW1[i][j]) / 2))).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("autoencoders: the four-point example's covariance and the errors of three linear codes", () => {
    const X = new Matrix([
      [2, 0],
      [-2, 0],
      [0, 1],
      [0, -1],
    ]);
    expect(covarianceEigenvalues(X)).toEqual([2, 0.5]);
    const error = (encoder: number[], decoder: number[]) =>
      X.to2DArray().reduce((sum, x) => {
        const code = encoder[0] * x[0] + encoder[1] * x[1];
        return sum + (decoder[0] * code - x[0]) ** 2 + (decoder[1] * code - x[1]) ** 2;
      }, 0) / X.rows;
    expect(error([1, 0], [1, 0])).toBe(0.5);
    expect(error([4, 0], [0.25, 0])).toBe(0.5);
    const u = [Math.SQRT1_2, Math.SQRT1_2];
    expect(error(u, u)).toBeCloseTo(1.25, 10);
  });

  it("autoencoders figure: the linear code reaches PCA's error ν₂ = 0.096, the nonlinear one about the noise, 0.0023", () => {
    const X = arcData();
    const [first, second] = covarianceEigenvalues(X);
    expect(second).toBeCloseTo(0.096, 3);
    expect(first + second).toBeCloseTo(0.586, 3);
    expect(pcaError(X, 1)).toBe(second);
    const linear = trainAutoencoder(LINEAR, X).errors;
    expect(linear[0]).toBeCloseTo(0.6, 1);
    expect(Math.abs(linear[200] - second)).toBeLessThan(1e-3);
    expect(linear[STEPS]).toBeCloseTo(0.096, 3);
    // No linear code of size 1 beats PCA; training only approaches it from above.
    expect(Math.min(...linear)).toBeGreaterThanOrEqual(second - 1e-9);
    const nonlinear = trainAutoencoder(NONLINEAR, X).errors;
    expect(nonlinear[STEPS]).toBeCloseTo(0.0023, 4);
    expect(nonlinear[STEPS]).toBeLessThan(0.05 ** 2);
  });

  it('exercise 6: leaky ReLU keeps (1 + ω²)/2 of E[z²], 1.0001 at ω = 0.01', () => {
    const random = createRandom(1);
    const omega = 0.3;
    let sumSquares = 0;
    let sumLeaky = 0;
    const draws = 200000;
    for (let i = 0; i < draws; i++) {
      const z = gaussian(random);
      sumSquares += z * z;
      sumLeaky += Math.max(omega * z, z) ** 2;
    }
    expect(sumLeaky / sumSquares).toBeCloseTo((1 + omega ** 2) / 2, 2);
    expect(1 + 0.01 ** 2).toBeCloseTo(1.0001, 10);
    expect(1 - 1 / 1.0001).toBeCloseTo(0.0001, 6);
  });
});
