import { describe, expect, it } from 'vitest';
import {
  forward,
  LAST_STEP,
  parseState,
  traceBackprop,
  workedExample,
  workedNetwork,
  type Network,
} from '~/features/lectures/live-figures/backprop-steps/model';

describe('backpropagation step by step', () => {
  const trace = traceBackprop(workedNetwork, workedExample);

  it('gives the lecture’s worked forward pass: z(1) = (1, −0.5), h = (1, 0), ŷ = 0.5, ℓ = 0.5', () => {
    expect(trace.before).toEqual({ z1: [1, -0.5], h: [1, 0], yHat: 0.5, loss: 0.5 });
  });

  it('gives the lecture’s backward pass: δ(2) = −1, ∂ℓ/∂w(2) = (−1, 0), w(2)δ(2) = (−0.5, 1), δ(1) = (−0.5, 0), ∂ℓ/∂W(1) = [[−0.5, −1], [0, 0]]', () => {
    expect(trace.delta2).toBe(-1);
    expect(trace.gradW2).toEqual([-1, -0]);
    expect(trace.gradB2).toBe(-1);
    expect(trace.back).toEqual([-0.5, 1]);
    expect(trace.reluSlopes).toEqual([1, 0]);
    expect(trace.delta1).toEqual([-0.5, 0]);
    expect(trace.gradW1).toEqual([
      [-0.5, -1],
      [0, 0],
    ]);
    expect(trace.gradB1).toEqual([-0.5, 0]);
  });

  it('gives the lecture’s step with η = 0.1 and the loss after it: 0.1922, down from 0.5', () => {
    const { updated, after } = trace;
    expect(updated.W1[0][0]).toBeCloseTo(0.55, 12);
    expect(updated.W1[0][1]).toBeCloseTo(0.35, 12);
    expect(updated.W1[1]).toEqual([-1, 0.25]);
    expect(updated.b1[0]).toBeCloseTo(0.05, 12);
    expect(updated.b1[1]).toBe(0);
    expect(updated.w2[0]).toBeCloseTo(0.6, 12);
    expect(updated.w2[1]).toBe(-1);
    expect(updated.b2).toBeCloseTo(0.1, 12);
    expect(after.z1[0]).toBeCloseTo(1.3, 12);
    expect(after.z1[1]).toBeCloseTo(-0.5, 12);
    expect(after.yHat).toBeCloseTo(0.88, 12);
    expect(after.loss).toBeCloseTo(0.1922, 12);
  });

  it('agrees with finite differences for every weight, as the lecture’s check of W(1)₁₂ does', () => {
    const h = 1e-6;
    const lossWith = (change: (net: Network) => void) => {
      const net = structuredClone(workedNetwork);
      change(net);
      return forward(net, workedExample).loss;
    };
    const slope = (nudge: (net: Network, by: number) => void) => (lossWith((net) => nudge(net, h)) - lossWith((net) => nudge(net, -h))) / (2 * h);
    for (const i of [0, 1])
      for (const j of [0, 1])
        expect(
          slope((net, by) => {
            net.W1[i][j] += by;
          }),
        ).toBeCloseTo(trace.gradW1[i][j], 6);
    for (const i of [0, 1]) {
      expect(slope((net, by) => (net.b1[i] += by))).toBeCloseTo(trace.gradB1[i], 6);
      expect(slope((net, by) => (net.w2[i] += by))).toBeCloseTo(trace.gradW2[i], 6);
    }
    expect(slope((net, by) => (net.b2 += by))).toBeCloseTo(trace.gradB2, 6);
  });

  it('reads only steps it has', () => {
    expect(parseState({ step: LAST_STEP })).toEqual({ step: LAST_STEP });
    expect(parseState({ step: LAST_STEP + 1 })).toBeNull();
    expect(parseState({ step: 1.5 })).toBeNull();
    expect(parseState({ step: '2' })).toBeNull();
    expect(parseState(null)).toBeNull();
  });
});
