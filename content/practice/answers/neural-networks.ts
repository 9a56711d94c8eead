/**
 * Computed answers for the neural-networks lecture's numeric practice questions: the worked
 * backpropagation example (2-2-1 network, ReLU hidden units, linear output, squared loss), the
 * convolution figure's input and kernel (figures/convolution-diagram.ts), and the output-size
 * formula on the lecture's ResNet example.
 */
import { correlate, input, KERNEL } from '../../../figures/convolution-diagram.ts';

type Vector2 = [number, number];

/** The worked example's network and its one training example, x = (1, 2), y = 1.5. */
const x: Vector2 = [1, 2];
const y = 1.5;
const start = {
  W1: [
    [0.5, 0.25],
    [-1, 0.25],
  ] as Vector2[],
  b1: [0, 0] as Vector2,
  w2: [0.5, -1] as Vector2,
  b2: 0,
};
type Network = typeof start;

function forward(net: Network) {
  const z1 = net.W1.map((row, i) => row[0] * x[0] + row[1] * x[1] + net.b1[i]);
  const h = z1.map((z) => Math.max(0, z));
  const yHat = net.w2[0] * h[0] + net.w2[1] * h[1] + net.b2;
  return { z1, h, yHat, loss: 0.5 * (yHat - y) ** 2 };
}

/** One gradient step by the lecture's delta recursion: δ(2) = ŷ − y, δ(1) = (w(2) δ(2)) ⊙ ReLU′(z(1)). */
function gradientStep(net: Network, eta: number): Network {
  const { z1, h, yHat } = forward(net);
  const delta2 = yHat - y;
  const delta1 = net.w2.map((w, i) => w * delta2 * (z1[i] > 0 ? 1 : 0));
  return {
    W1: net.W1.map((row, i) => row.map((w, j) => w - eta * delta1[i] * x[j]) as Vector2),
    b1: net.b1.map((b, i) => b - eta * delta1[i]) as Vector2,
    w2: net.w2.map((w, i) => w - eta * delta2 * h[i]) as Vector2,
    b2: net.b2 - eta * delta2,
  };
}

type Rows = number[][];
const transpose = (A: Rows): Rows => A[0].map((_, j) => A.map((row) => row[j]));
const matmul = (A: Rows, B: Rows): Rows => A.map((row) => B[0].map((_, j) => row.reduce((sum, a, k) => sum + a * B[k][j], 0)));

/**
 * The worked network's gradients on a minibatch, in the lecture's row layout: samples are the rows
 * of X (|B| × d), Z⁽¹⁾ = X W⁽¹⁾ᵀ + 1 b⁽¹⁾ᵀ, Δ⁽²⁾ = (ŷ − y) / |B|, Δ⁽¹⁾ = (Δ⁽²⁾ w⁽²⁾ᵀ) ⊙ ReLU′(Z⁽¹⁾),
 * ∂J/∂W⁽ˡ⁾ = Δ⁽ˡ⁾ᵀ A⁽ˡ⁻¹⁾ and ∂J/∂b⁽ˡ⁾ = Δ⁽ˡ⁾ᵀ 1, for J the batch's mean squared loss ½(ŷ − y)².
 */
export function minibatchGradients(X: Rows, targets: readonly number[]) {
  const size = X.length;
  const Z1 = matmul(X, transpose(start.W1)).map((row) => row.map((z, j) => z + start.b1[j]));
  const A1 = Z1.map((row) => row.map((z) => Math.max(0, z)));
  const yHat = matmul(A1, transpose([start.w2])).map(([value]) => value + start.b2);
  const loss = yHat.reduce((sum, value, i) => sum + 0.5 * (value - targets[i]) ** 2, 0) / size;
  const Delta2 = yHat.map((value, i) => [(value - targets[i]) / size]);
  const Delta1 = matmul(Delta2, [start.w2]).map((row, i) => row.map((value, j) => value * (Z1[i][j] > 0 ? 1 : 0)));
  const ones = X.map(() => [1]);
  return {
    Z1,
    A1,
    yHat,
    loss,
    Delta2,
    Delta1,
    gradW2: matmul(transpose(Delta2), A1)[0],
    gradB2: matmul(transpose(Delta2), ones)[0][0],
    gradW1: matmul(transpose(Delta1), X),
    gradB1: matmul(transpose(Delta1), ones).map(([value]) => value),
  };
}

/** The softmax of a vector of logits, shifted by their maximum so that no exponential overflows. */
export function softmax(logits: readonly number[]): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - top));
  const total = exps.reduce((sum, e) => sum + e, 0);
  return exps.map((e) => e / total);
}

/** n_out = ⌊(n + 2p − k) / s⌋ + 1. */
const outputSize = (n: number, k: number, p: number, s: number) => Math.floor((n + 2 * p - k) / s) + 1;

export const neuralNetworksAnswers: Record<string, () => number> = {
  /** ∂ℓ/∂z₃ = ŷ₃ − 1 for the logits (1, 0, −1) and the third class: e⁻¹ / (e + 1 + e⁻¹) − 1 ≈ −0.910. */
  'neural-networks-cross-entropy-logit-gradient': () => softmax([1, 0, -1])[2] - 1,
  /** The worked step with η = 0.05 instead of 0.1: ŷ = 0.55 · 1.15 + 0.05 = 0.6825, ℓ = ½ · 0.8175² ≈ 0.334. */
  'neural-networks-backprop-step-half-rate': () => forward(gradientStep(start, 0.05)).loss,
  /** The figure's input padded with one ring of zeros: the output in row 1, column 5 (counting from 1) is 3. */
  'neural-networks-padded-convolution-corner': () => {
    const image = input();
    const padded = [new Array(image.length + 2).fill(0), ...image.map((row) => [0, ...row, 0]), new Array(image.length + 2).fill(0)];
    return correlate(padded, KERNEL)[0][4];
  },
  /** The lecture's batch of two with the second target 0.75: Δ⁽²⁾ = (−0.5, −0.5), Δ⁽¹⁾ = [[−0.25, 0], [−0.25, 0.5]], ∂J/∂b⁽¹⁾₂ = 0.5. */
  'neural-networks-minibatch-bias-gradient': () =>
    minibatchGradients(
      [
        [1, 2],
        [0, 2],
      ],
      [1.5, 0.75],
    ).gradB1[1],
  /** He initialisation for 512 inputs: √(2/512) = 1/16. */
  'neural-networks-he-init-std': () => Math.sqrt(2 / 512),
  /** A linear autoencoder with d' = 2 loses the two smallest covariance eigenvalues of (5, 3, 1.5, 0.5). */
  'neural-networks-linear-autoencoder-error': () => [5, 3, 1.5, 0.5].slice(2).reduce((sum, value) => sum + value, 0),
  /** ResNet's first layer gives 112 × 112; a 3 × 3 max pooling with padding 1 and stride 2 after it gives 56. */
  'neural-networks-resnet-pooling-output-size': () => outputSize(outputSize(224, 7, 3, 2), 3, 1, 2),
};
