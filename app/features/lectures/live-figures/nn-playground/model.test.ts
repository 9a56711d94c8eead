import { describe, expect, it } from 'vitest';
import { EPOCHS, LEARNING_RATE, SEED, train, X } from '../../../../../figures/mlp-xor.ts';
import {
  accuracy,
  datasetOf,
  FIRST_SEED,
  freshState,
  gradient,
  initialState,
  initialWeights,
  layerSizes,
  meanLoss,
  parseState,
  PATIENCE,
  predict,
  sizesOf,
  stateLoss,
  trainState,
  trackProgress,
  type ActivationName,
  type DatasetName,
} from '~/features/lectures/live-figures/nn-playground/model';

describe('the neural-network playground', () => {
  it('starts from the lecture’s XOR figure: its four points, its 2-3-1 tanh network, seed 3 and η = 0.5', () => {
    const state = initialState();
    const xor = datasetOf('xor');
    expect(xor.map(([x1, x2]) => [x1, x2])).toEqual(X.transpose().to2DArray());
    expect(xor.map(([, , y]) => y)).toEqual([0, 1, 1, 0]);
    expect([state.layers, state.units, state.activation, state.learningRate, state.seed]).toEqual([1, 3, 'tanh', LEARNING_RATE, SEED]);
    // Same draws in the same order: the figure's W1 is 3 x 2, then W2 is 1 x 3; biases start at 0.
    const first = initialWeights(layerSizes(1, 3), SEED);
    expect(first.length).toBe(13);
    expect([first[6], first[7], first[8], first[12]]).toEqual([0, 0, 0, 0]);
  });

  it('reproduces the XOR figure’s training: its loss at the first step, after 10 and after 1,000 steps', () => {
    const { losses, net } = train();
    const state = initialState();
    expect(stateLoss(state)).toBeCloseTo(losses[0], 12);
    expect(stateLoss(trainState(state, 10))).toBeCloseTo(losses[10], 12);
    const trained = trainState(state, EPOCHS);
    expect(stateLoss(trained)).toBeCloseTo(losses[EPOCHS], 12);
    // The caption's numbers: the loss starts above ln 2, falls below it within 10 steps, ends near 0.005.
    expect(losses[0]).toBeGreaterThan(Math.log(2));
    expect(stateLoss(trainState(state, 10))).toBeLessThan(Math.log(2));
    expect(stateLoss(trained)).toBeLessThan(0.01);
    expect(accuracy(layerSizes(1, 3), 'tanh', trained.weights, datasetOf('xor'))).toBe(1);
    expect(trained.weights.slice(0, 6)).toEqual(net.W1.to1DArray().map((w) => expect.closeTo(w, 9)));
  });

  it('computes the gradient that finite differences measure, for every activation and both depths', () => {
    const data = datasetOf('circles').slice(0, 12);
    for (const activation of ['tanh', 'relu', 'sigmoid'] as ActivationName[]) {
      for (const layers of [1, 2]) {
        const sizes = layerSizes(layers, 4);
        const weights = initialWeights(sizes, 11);
        // Non-zero biases, so that the bias gradients are checked away from the starting point too.
        for (let i = 0; i < weights.length; i++) if (weights[i] === 0) weights[i] = 0.1 * ((i % 5) - 2);
        const analytic = gradient(sizes, activation, weights, data);
        const h = 1e-6;
        for (let i = 0; i < weights.length; i++) {
          const plus = Float64Array.from(weights);
          const minus = Float64Array.from(weights);
          plus[i] += h;
          minus[i] -= h;
          const numeric = (meanLoss(sizes, activation, plus, data) - meanLoss(sizes, activation, minus, data)) / (2 * h);
          expect(analytic[i], `${activation}, ${layers} layers, weight ${i}`).toBeCloseTo(numeric, 6);
        }
      }
    }
  });

  it('learns XOR from a fixed seed with every activation; ReLU with 3 units gets stuck', () => {
    const data = datasetOf('xor');
    const setups: [ActivationName, number, number][] = [
      ['tanh', 3, 0.5],
      ['relu', 8, 1],
      ['sigmoid', 3, 3],
    ];
    for (const [activation, units, learningRate] of setups) {
      const state = freshState({ dataset: 'xor', layers: 1, units, activation, learningRate, seed: FIRST_SEED });
      const trained = trainState(state, 1000);
      expect(stateLoss(trained), activation).toBeLessThan(0.02);
      for (const [x1, x2, y] of data) expect(Math.round(predict(sizesOf(trained), activation, trained.weights, x1, x2))).toBe(y);
    }
    // The caption's ReLU: from these weights, 3 units get stuck at three points of four (a local minimum; no unit is dead).
    const stalled = trainState(freshState({ ...initialState(), activation: 'relu' }), 3000);
    expect(accuracy(sizesOf(stalled), 'relu', stalled.weights, data)).toBe(0.75);
    const wider = trainState(freshState({ ...initialState(), activation: 'relu', units: 5 }), 3000);
    expect(accuracy(sizesOf(wider), 'relu', wider.weights, data)).toBe(1);
    // The caption's spirals: one layer of three tanh units stays a quarter to a third wrong; two layers of eight get nearly all.
    const spirals = { ...initialState(), dataset: 'spirals' as const };
    const shallow = trainState(freshState(spirals), 3000);
    expect(accuracy(sizesOf(shallow), 'tanh', shallow.weights, datasetOf('spirals'))).toBeLessThan(0.8);
    const deep = trainState(freshState({ ...spirals, layers: 2, units: 8 }), 3000);
    expect(accuracy(sizesOf(deep), 'tanh', deep.weights, datasetOf('spirals'))).toBeGreaterThan(0.95);
    for (const dataset of ['circles', 'spirals'] as DatasetName[]) {
      const state = { ...initialState(), dataset };
      expect(stateLoss(trainState(state, 200))).toBeLessThan(stateLoss(state));
    }
  });

  it('has seeded data sets with both classes, inside the drawing', () => {
    for (const dataset of ['xor', 'circles', 'spirals'] as DatasetName[]) {
      const data = datasetOf(dataset);
      expect(datasetOf(dataset)).toBe(data);
      expect(data.filter(([, , y]) => y === 1).length).toBe(data.length / 2);
      for (const [x1, x2] of data) for (const value of [x1, x2]) expect(Math.abs(value - 0.5)).toBeLessThan(1);
    }
  });

  it('reads only shared states whose weights fit their network', () => {
    const state = trainState(initialState(), 5);
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState({ ...state, units: 4 })).toBeNull();
    expect(parseState({ ...state, layers: 3 })).toBeNull();
    expect(parseState({ ...state, learningRate: 0.7 })).toBeNull();
    expect(parseState({ ...state, activation: 'softplus' })).toBeNull();
    expect(parseState({ ...state, weights: state.weights.map(() => 'heavy') })).toBeNull();
    expect(parseState({ ...state, weights: [...state.weights.slice(1), null] })).toBeNull();
    expect(parseState(null)).toBeNull();
  });

  it('keeps the last finite weights when a step would overflow', () => {
    const state = { ...initialState(), weights: initialState().weights.map((w) => w * 1e5), learningRate: 3 };
    const next = trainState(state, 50);
    expect(next.weights.every(Number.isFinite)).toBe(true);
  });

  it('stops a frame’s training when its budget says enough, and calls a loss that no longer falls converged', () => {
    let calls = 0;
    const state = trainState(initialState(), 25, () => ++calls >= 4);
    expect(state.epoch).toBe(4);
    let progress = trackProgress(null, 0, 0.5);
    expect(progress.converged).toBe(false);
    // A bump up is not the end; PATIENCE steps without a new best are.
    progress = trackProgress(progress.progress, 10, 0.6);
    expect(progress.converged).toBe(false);
    progress = trackProgress(progress.progress, PATIENCE - 1, 0.4999);
    expect(progress).toEqual({ progress: { best: 0.5, bestEpoch: 0 }, converged: false });
    expect(trackProgress(progress.progress, PATIENCE, 0.4999).converged).toBe(true);
    expect(trackProgress(progress.progress, PATIENCE, 0.4).converged).toBe(false);
    expect(trackProgress(progress.progress, 20, 0.0009).converged).toBe(true);
    expect(trackProgress(progress.progress, 20, Number.NaN).converged).toBe(true);
  });
});
