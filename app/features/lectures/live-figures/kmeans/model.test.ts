import { describe, expect, it } from 'vitest';
import drawLloydFigure from '../../../../../figures/kmeans-iterations.ts';
import { assign, figureData, initialState, objective, parseState, replay, seedCentroids, updateCentroids } from '~/features/lectures/live-figures/kmeans/model';

/** The objective after each iteration as the lecture's Lloyd figure prints it in its panel titles ("iteration 3: J = 127.3"). */
function lloydFigureObjectives(): Map<number, string> {
  const svg = drawLloydFigure();
  return new Map([...svg.matchAll(/iteration (\d+)(?: \(last\))?: J = ([\d.]+)/g)].map((match) => [Number(match[1]), match[2]]));
}

describe('the k-means figure', () => {
  it('starts from the Lloyd figure’s run and prints its J after every update step, converging in the same iteration', () => {
    const printed = lloydFigureObjectives();
    expect([...printed.keys()]).toEqual([1, 2, 3, 4, 5]);
    for (const [iteration, value] of printed) {
      if (iteration === 5) continue; // the figure's last panel is the Assign that changes nothing
      const run = replay({ ...initialState(), steps: 2 * iteration });
      expect(run.last).toBe('update');
      expect(run.after!.toFixed(1), `iteration ${iteration}`).toBe(value);
      expect(run.converged).toBe(false);
    }
    const last = replay({ ...initialState(), steps: 9 });
    expect(last.iteration).toBe(5);
    expect(last.converged).toBe(true);
    expect(last.changed).toBe(0);
    expect(last.after!.toFixed(1)).toBe(printed.get(5));
    // Asking for more steps changes nothing: the run stops where Lloyd's algorithm stops.
    expect(replay({ ...initialState(), steps: 40 })).toEqual(last);
  });

  it('never increases J, step by step, from any start (the lecture’s monotonicity argument)', () => {
    for (const seeding of ['uniform', 'kmeans++'] as const) {
      for (let seed = 1; seed <= 12; seed++) {
        for (const k of [2, 4, 6]) {
          const run = replay({ k, seeding, seed, steps: 400 });
          expect(run.converged).toBe(true);
          for (let steps = 2; steps <= run.steps; steps++) {
            const step = replay({ k, seeding, seed, steps });
            expect(step.after!).toBeLessThanOrEqual(step.before! + 1e-9);
          }
        }
      }
    }
  });

  it('the update step puts each centre at its cluster’s mean, which no other centre beats', () => {
    const points = figureData();
    const start = seedCentroids(points, 3, 'uniform', 2);
    const labels = assign(points, start, null);
    const means = updateCentroids(points, labels, start);
    const best = objective(points, labels, means);
    for (const [dx, dy] of [
      [0.05, 0],
      [0, -0.05],
    ])
      expect(objective(points, labels, [[means[0][0] + dx, means[0][1] + dy], means[1], means[2]])).toBeGreaterThan(best);
  });

  it('seeds k distinct data points, the same ones for the same seed, and k-means++ spreads them out', () => {
    const points = figureData();
    for (const seeding of ['uniform', 'kmeans++'] as const) {
      const centres = seedCentroids(points, 6, seeding, 7);
      expect(new Set(centres.map((c) => points.indexOf(c))).size).toBe(6);
      expect(centres.every((c) => points.includes(c))).toBe(true);
      expect(seedCentroids(points, 6, seeding, 7)).toEqual(centres);
    }
    // Over many seeds, k-means++ puts its 3 centres in 3 different blobs far more often than uniform seeding.
    const blobOf = (centre: readonly [number, number]) => Math.floor(points.indexOf(centre) / 40);
    const coverage = (seeding: 'uniform' | 'kmeans++') =>
      Array.from({ length: 200 }, (_, seed) => new Set(seedCentroids(points, 3, seeding, seed).map(blobOf)).size === 3).filter(Boolean).length;
    expect(coverage('kmeans++')).toBeGreaterThan(coverage('uniform') + 40);
  });

  it('reads only shared setups it can show', () => {
    const state = { k: 4, seeding: 'kmeans++', seed: 9, steps: 3 };
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState(initialState())).toEqual(initialState());
    expect(parseState({ ...state, k: 7 })).toBeNull();
    expect(parseState({ ...state, k: 2.5 })).toBeNull();
    expect(parseState({ ...state, seeding: 'random' })).toBeNull();
    expect(parseState({ ...state, steps: -1 })).toBeNull();
    expect(parseState({ ...state, seed: '9' })).toBeNull();
    expect(parseState(null)).toBeNull();
  });
});
