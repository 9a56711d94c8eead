/**
 * A small multilayer perceptron trained by full-batch gradient descent: the computation behind the
 * "Neural-network playground" live figure. Two inputs, one or two hidden layers of tanh, ReLU or
 * sigmoid units, one sigmoid output and the mean binary cross-entropy, exactly the setup of the
 * lecture's XOR figure (figures/mlp-xor.ts): its first state is that figure's 2-3-1 tanh network,
 * with the same N(0, 1) weights drawn from seed 3, zero biases, η = 0.5 and the four XOR points.
 *
 * The weights live in one flat array (plain numbers, so a state fits in a shared link); training
 * works on Float64Array copies. Per layer l the array holds W (rows = units of l, row-major, the
 * order figures/mlp-xor.ts draws them in) and then b; the layers follow one another.
 */
import { createRandom, gaussian } from '~/features/lectures/live-figures/kit';
import { integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export type DatasetName = 'xor' | 'circles' | 'spirals';
export type ActivationName = 'tanh' | 'relu' | 'sigmoid';

export interface PlaygroundState {
  dataset: DatasetName;
  /** Hidden layers, 1 or 2. */
  layers: number;
  /** Units in each hidden layer, 1 to MAX_UNITS. */
  units: number;
  activation: ActivationName;
  learningRate: number;
  /** The seed the starting weights were drawn from. */
  seed: number;
  /** Full-batch gradient steps taken since the weights were drawn. */
  epoch: number;
  weights: number[];
}

/** A labelled point: inputs x₁, x₂ and the class, 0 or 1. */
export type Example = readonly [number, number, 0 | 1];

/** The square every data set lives in, and the drawing shows: mlp-xor's, around the XOR corners. */
export const DOMAIN = [-0.5, 1.5] as const;
export const MAX_UNITS = 8;
export const LEARNING_RATES = [0.01, 0.03, 0.1, 0.3, 0.5, 1, 3] as const;
/** The XOR figure's seed, 3: the first state's weights are that figure's. */
export const FIRST_SEED = 3;

export const datasetLabels: Record<DatasetName, string> = { xor: 'XOR', circles: 'circles', spirals: 'spirals' };
export const activationLabels: Record<ActivationName, string> = { tanh: 'tanh', relu: 'ReLU', sigmoid: 'sigmoid' };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Each hidden activation g with its derivative written in terms of z (ReLU's is 0 at z = 0, as libraries use). */
const activations: Record<ActivationName, { g: (z: number) => number; derivative: (z: number) => number }> = {
  tanh: { g: Math.tanh, derivative: (z) => 1 - Math.tanh(z) ** 2 },
  relu: { g: (z) => (z > 0 ? z : 0), derivative: (z) => (z > 0 ? 1 : 0) },
  sigmoid: {
    g: sigmoid,
    derivative: (z) => {
      const s = sigmoid(z);
      return s * (1 - s);
    },
  },
};

/** The four XOR corners, labels 0, 1, 1, 0: the lecture's XOR figure's data, in its order. */
const xorData: Example[] = [
  [0, 0, 0],
  [0, 1, 1],
  [1, 0, 1],
  [1, 1, 0],
];

/** A disc of class 1 inside a ring of class 0, both centred on (0.5, 0.5), 40 points each (seed 5). */
function circlesData(): Example[] {
  const random = createRandom(5);
  const examples: Example[] = [];
  for (let i = 0; i < 80; i++) {
    const inner = i % 2 === 0;
    const radius = inner ? 0.35 * Math.sqrt(random()) : 0.6 + 0.3 * random();
    const angle = 2 * Math.PI * random();
    examples.push([0.5 + radius * Math.cos(angle), 0.5 + radius * Math.sin(angle), inner ? 1 : 0]);
  }
  return examples;
}

/** Two interleaved spiral arms of 50 points each, 1.25 turns, around (0.5, 0.5), with a little noise (seed 7). */
function spiralsData(): Example[] {
  const random = createRandom(7);
  const examples: Example[] = [];
  for (let arm = 0; arm < 2; arm++) {
    for (let i = 0; i < 50; i++) {
      const t = (i + 1) / 50;
      const angle = 2.5 * Math.PI * t + arm * Math.PI;
      const radius = 0.9 * t;
      examples.push([0.5 + radius * Math.cos(angle) + 0.02 * gaussian(random), 0.5 + radius * Math.sin(angle) + 0.02 * gaussian(random), arm === 0 ? 1 : 0]);
    }
  }
  return examples;
}

const datasetCache = new Map<DatasetName, Example[]>();

/** A data set's points, the same on every call (seeded). */
export function datasetOf(name: DatasetName): readonly Example[] {
  let examples = datasetCache.get(name);
  if (!examples) {
    examples = name === 'xor' ? xorData : name === 'circles' ? circlesData() : spiralsData();
    datasetCache.set(name, examples);
  }
  return examples;
}

/** Units in every layer, inputs first: [2, units, (units,) 1]. */
export function layerSizes(layers: number, units: number): number[] {
  return [2, ...Array.from({ length: layers }, () => units), 1];
}

/** How many numbers the weights of a network of these sizes take: Σ (inputs + 1) × units. */
export function parameterCount(sizes: readonly number[]): number {
  let count = 0;
  for (let l = 1; l < sizes.length; l++) count += (sizes[l - 1] + 1) * sizes[l];
  return count;
}

/**
 * Starting weights: every W entry from N(0, 1) (seeded, drawn layer by layer, row by row), every
 * bias 0, as in the lecture's XOR figure.
 */
export function initialWeights(sizes: readonly number[], seed: number): Float64Array {
  const random = createRandom(seed);
  const weights = new Float64Array(parameterCount(sizes));
  let offset = 0;
  for (let l = 1; l < sizes.length; l++) {
    const count = sizes[l - 1] * sizes[l];
    for (let i = 0; i < count; i++) weights[offset + i] = gaussian(random);
    offset += count + sizes[l];
  }
  return weights;
}

/** The network's output logit z for one input, and its probability of class 1 is sigmoid(z). */
export function outputLogit(sizes: readonly number[], activation: ActivationName, weights: Float64Array | readonly number[], x1: number, x2: number): number {
  const g = activations[activation].g;
  let input: number[] = [x1, x2];
  let offset = 0;
  for (let l = 1; l < sizes.length; l++) {
    const fanIn = sizes[l - 1];
    const out = sizes[l];
    const biases = offset + fanIn * out;
    const next: number[] = new Array(out);
    for (let i = 0; i < out; i++) {
      let z = weights[biases + i];
      for (let j = 0; j < fanIn; j++) z += weights[offset + i * fanIn + j] * input[j];
      next[i] = l === sizes.length - 1 ? z : g(z);
    }
    input = next;
    offset = biases + out;
  }
  return input[0];
}

/** The probability of class 1 at (x₁, x₂). */
export function predict(sizes: readonly number[], activation: ActivationName, weights: Float64Array | readonly number[], x1: number, x2: number): number {
  return sigmoid(outputLogit(sizes, activation, weights, x1, x2));
}

/** −log p(y | z) for a logit z, written so that large |z| neither overflows nor takes log 0. */
function crossEntropy(z: number, y: number): number {
  // log(1 + e^z) − y z, with log(1 + e^z) = max(z, 0) + log(1 + e^−|z|).
  return Math.max(z, 0) + Math.log1p(Math.exp(-Math.abs(z))) - y * z;
}

/** The mean binary cross-entropy over a data set. */
export function meanLoss(sizes: readonly number[], activation: ActivationName, weights: Float64Array | readonly number[], data: readonly Example[]): number {
  let total = 0;
  for (const [x1, x2, y] of data) total += crossEntropy(outputLogit(sizes, activation, weights, x1, x2), y);
  return total / data.length;
}

/** The fraction of points on the right side of p = 0.5. */
export function accuracy(sizes: readonly number[], activation: ActivationName, weights: Float64Array | readonly number[], data: readonly Example[]): number {
  let right = 0;
  for (const [x1, x2, y] of data) if (outputLogit(sizes, activation, weights, x1, x2) > 0 === (y === 1)) right++;
  return right / data.length;
}

/**
 * The gradient of the mean cross-entropy with respect to every weight, by backpropagation: a
 * forward pass that keeps each layer's pre-activations z and activations a, then the lecture's
 * delta recursion, δ(L) = p − y, δ(l) = (W(l+1)ᵀ δ(l+1)) ⊙ g′(z(l)), ∂ℓ/∂W(l) = δ(l) a(l−1)ᵀ,
 * ∂ℓ/∂b(l) = δ(l), averaged over the examples.
 */
export function gradient(sizes: readonly number[], activation: ActivationName, weights: Float64Array, data: readonly Example[]): Float64Array {
  const { g, derivative } = activations[activation];
  const L = sizes.length - 1;
  const offsets: number[] = [0];
  for (let l = 1; l <= L; l++) offsets.push(offsets[l - 1] + (sizes[l - 1] + 1) * sizes[l]);
  const grad = new Float64Array(weights.length);
  const z = sizes.map((size) => new Float64Array(size));
  const a = sizes.map((size) => new Float64Array(size));
  const delta = sizes.map((size) => new Float64Array(size));
  const scale = 1 / data.length;
  for (const [x1, x2, y] of data) {
    a[0][0] = x1;
    a[0][1] = x2;
    for (let l = 1; l <= L; l++) {
      const fanIn = sizes[l - 1];
      const base = offsets[l - 1];
      const biases = base + fanIn * sizes[l];
      for (let i = 0; i < sizes[l]; i++) {
        let sum = weights[biases + i];
        for (let j = 0; j < fanIn; j++) sum += weights[base + i * fanIn + j] * a[l - 1][j];
        z[l][i] = sum;
        a[l][i] = l === L ? sigmoid(sum) : g(sum);
      }
    }
    // Sigmoid output with cross-entropy is a canonical pairing: δ = p − y.
    delta[L][0] = a[L][0] - y;
    for (let l = L; l >= 1; l--) {
      const fanIn = sizes[l - 1];
      const base = offsets[l - 1];
      const biases = base + fanIn * sizes[l];
      for (let i = 0; i < sizes[l]; i++) {
        const d = delta[l][i] * scale;
        grad[biases + i] += d;
        for (let j = 0; j < fanIn; j++) grad[base + i * fanIn + j] += d * a[l - 1][j];
      }
      if (l > 1) {
        for (let j = 0; j < fanIn; j++) {
          let back = 0;
          for (let i = 0; i < sizes[l]; i++) back += weights[base + i * fanIn + j] * delta[l][i];
          delta[l - 1][j] = back * derivative(z[l - 1][j]);
        }
      }
    }
  }
  return grad;
}

/** `epochs` full-batch gradient steps, w ← w − η ∇ℓ(w), in place. */
export function trainInPlace(
  sizes: readonly number[],
  activation: ActivationName,
  weights: Float64Array,
  data: readonly Example[],
  learningRate: number,
  epochs: number,
): void {
  for (let epoch = 0; epoch < epochs; epoch++) {
    const grad = gradient(sizes, activation, weights, data);
    for (let i = 0; i < weights.length; i++) weights[i] -= learningRate * grad[i];
  }
}

export function sizesOf(state: PlaygroundState): number[] {
  return layerSizes(state.layers, state.units);
}

/** The state's training loss (mean cross-entropy on its data set). */
export function stateLoss(state: PlaygroundState): number {
  return meanLoss(sizesOf(state), state.activation, state.weights, datasetOf(state.dataset));
}

/** A network drawn afresh for a setup: epoch 0, new N(0, 1) weights from `seed`. */
export function freshState(setup: Omit<PlaygroundState, 'epoch' | 'weights'>): PlaygroundState {
  return { ...setup, epoch: 0, weights: Array.from(initialWeights(layerSizes(setup.layers, setup.units), setup.seed)) };
}

/** The first state: the XOR figure's network before its first step. */
export function initialState(): PlaygroundState {
  return freshState({ dataset: 'xor', layers: 1, units: 3, activation: 'tanh', learningRate: 0.5, seed: FIRST_SEED });
}

/**
 * The state after `epochs` more gradient steps, or fewer: training stops early once `enough()` says
 * so after a step (a frame's time budget). It returns the same state when a step would overflow (a
 * far too large learning rate with ReLU units can), so the drawing and a shared link stay finite.
 */
export function trainState(state: PlaygroundState, epochs: number, enough: () => boolean = () => false): PlaygroundState {
  const weights = Float64Array.from(state.weights);
  const sizes = sizesOf(state);
  const data = datasetOf(state.dataset);
  let taken = 0;
  while (taken < epochs) {
    trainInPlace(sizes, state.activation, weights, data, state.learningRate, 1);
    taken++;
    if (enough()) break;
  }
  if (!weights.every((w) => Number.isFinite(w) && Math.abs(w) <= 1e6)) return state;
  return { ...state, epoch: state.epoch + taken, weights: Array.from(weights) };
}

/** The lowest training loss of a run so far, and the epoch it was reached at. */
export interface RunProgress {
  best: number;
  bestEpoch: number;
}

/** Steps a run may go without lowering its best loss by a thousandth before it counts as converged. */
export const PATIENCE = 300;

/**
 * Whether a run has stopped making progress after reaching `loss` at `epoch`: the loss is already
 * tiny, it is not a number, or it has not fallen 0.1% below its best for PATIENCE steps. Full-batch
 * descent bumps up now and then with a large step, so one rise is not the end of a run.
 */
export function trackProgress(progress: RunProgress | null, epoch: number, loss: number): { progress: RunProgress; converged: boolean } {
  const next = !progress || loss < progress.best * (1 - 1e-3) ? { best: loss, bestEpoch: epoch } : progress;
  return { progress: next, converged: !(loss >= 1e-3) || epoch - next.bestEpoch >= PATIENCE };
}

const isOneOf = <T extends string>(value: unknown, options: readonly T[]): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);
/** A state from a shared link, or null unless every field is one this figure offers and the weights fit the network. */
export function parseState(value: unknown): PlaygroundState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { dataset, layers, units, activation, learningRate, seed, epoch, weights } = value as Record<string, unknown>;
  if (!isOneOf(dataset, ['xor', 'circles', 'spirals'] as const) || !isOneOf(activation, ['tanh', 'relu', 'sigmoid'] as const)) return null;
  if (!integerIn(layers, 1, 2) || !integerIn(units, 1, MAX_UNITS) || !integerIn(seed, 0, 2 ** 32 - 1) || !integerIn(epoch, 0, 1e9)) return null;
  if (typeof learningRate !== 'number' || !(LEARNING_RATES as readonly number[]).includes(learningRate)) return null;
  if (!Array.isArray(weights) || weights.length !== parameterCount(layerSizes(layers, units))) return null;
  if (!weights.every((w) => typeof w === 'number' && Number.isFinite(w) && Math.abs(w) <= 1e6)) return null;
  return { dataset, layers, units, activation, learningRate, seed, epoch, weights: [...(weights as number[])] };
}
