/**
 * Backpropagation through a 2-2-1 network, every number kept: the computation behind the
 * "Backpropagation step by step" live figure. The network and example are the lecture's worked
 * example (neural-networks, "Worked backpropagation example"): ReLU hidden units, a linear output,
 * squared loss ℓ = ½(ŷ − y)², x = (1, 2), y = 1.5, one gradient step with η = 0.1.
 */
import { integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export interface Network {
  /** Rows are hidden units: W1[i][j] weighs input j into hidden unit i. */
  W1: [[number, number], [number, number]];
  b1: [number, number];
  w2: [number, number];
  b2: number;
}

export interface Example {
  x: [number, number];
  y: number;
  learningRate: number;
}

export const workedNetwork: Network = {
  W1: [
    [0.5, 0.25],
    [-1, 0.25],
  ],
  b1: [0, 0],
  w2: [0.5, -1],
  b2: 0,
};
export const workedExample: Example = { x: [1, 2], y: 1.5, learningRate: 0.1 };

const relu = (z: number) => Math.max(0, z);
/** ReLU's derivative, 0 at z = 0 as libraries use. */
const reluDerivative = (z: number) => (z > 0 ? 1 : 0);

export interface ForwardPass {
  z1: [number, number];
  h: [number, number];
  yHat: number;
  loss: number;
}

export function forward(net: Network, { x, y }: Example): ForwardPass {
  const z1 = net.W1.map((row, i) => row[0] * x[0] + row[1] * x[1] + net.b1[i]) as [number, number];
  const h = z1.map(relu) as [number, number];
  const yHat = net.w2[0] * h[0] + net.w2[1] * h[1] + net.b2;
  return { z1, h, yHat, loss: 0.5 * (yHat - y) ** 2 };
}

/** Every number of one forward pass, the backward pass (the lecture's delta recursion), the step and the forward pass after it. */
export interface Trace {
  before: ForwardPass;
  /** δ(2) = ŷ − y: the canonical pairing of a linear output and squared loss. */
  delta2: number;
  gradW2: [number, number];
  gradB2: number;
  /** w(2) δ(2): the error sent back to each hidden unit. */
  back: [number, number];
  reluSlopes: [number, number];
  delta1: [number, number];
  gradW1: [[number, number], [number, number]];
  gradB1: [number, number];
  updated: Network;
  after: ForwardPass;
}

export function traceBackprop(net: Network, example: Example): Trace {
  const before = forward(net, example);
  const delta2 = before.yHat - example.y;
  const gradW2 = before.h.map((h) => delta2 * h) as [number, number];
  const back = net.w2.map((w) => w * delta2) as [number, number];
  const reluSlopes = before.z1.map(reluDerivative) as [number, number];
  const delta1 = back.map((value, i) => value * reluSlopes[i]) as [number, number];
  const gradW1 = delta1.map((d) => example.x.map((xj) => d * xj)) as [[number, number], [number, number]];
  const eta = example.learningRate;
  const updated: Network = {
    W1: net.W1.map((row, i) => row.map((w, j) => w - eta * gradW1[i][j])) as Network['W1'],
    b1: net.b1.map((b, i) => b - eta * delta1[i]) as [number, number],
    w2: net.w2.map((w, j) => w - eta * gradW2[j]) as [number, number],
    b2: net.b2 - eta * delta2,
  };
  return { before, delta2, gradW2, gradB2: delta2, back, reluSlopes, delta1, gradW1, gradB1: delta1, updated, after: forward(updated, example) };
}

/** The steps, in order: 0 shows the network and the example, the last the forward pass after the update. */
export const STEPS = [
  'start',
  'hidden pre-activations',
  'hidden activations',
  'output and loss',
  'output delta',
  'output gradients',
  'error sent back',
  'hidden deltas',
  'first-layer gradients',
  'gradient step',
  'forward again',
] as const;
export const LAST_STEP = STEPS.length - 1;

export interface BackpropState {
  step: number;
}

export function initialState(): BackpropState {
  return { step: 0 };
}

export function parseState(value: unknown): BackpropState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step } = value as Record<string, unknown>;
  return integerIn(step, 0, LAST_STEP) ? { step } : null;
}
