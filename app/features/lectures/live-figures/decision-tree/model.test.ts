import { describe, expect, it } from 'vitest';
// @ts-expect-error ml-cart ships no type declarations; the lecture's figure uses it the same way.
import { DecisionTreeClassifier } from 'ml-cart';
import {
  accuracy,
  gini,
  growForest,
  growTree,
  initialState,
  irisData,
  leafBoxes,
  parseState,
  perturbedData,
  rootSplitCounts,
  splitsOf,
} from '~/features/lectures/live-figures/decision-tree/model';

/** The lecture figure's tree (figures/tree-vs-forest-iris.ts): ml-cart with the figure's options on the figure's two features. */
function figureTree(data = irisData()): { root: { splitColumn: number; splitValue: number; gain: number } } {
  const tree = new DecisionTreeClassifier({ gainFunction: 'gini', minNumSamples: 1, gainThreshold: 0 });
  tree.train(
    data.points.map((point) => [...point]),
    data.labels,
  );
  return tree;
}

describe('the decision-tree figure', () => {
  it('chooses the lecture figure’s root split: feature, threshold and Gini decrease, as ml-cart computes them', () => {
    const { root } = figureTree();
    const split = growTree(irisData(), 12).split!;
    expect(split.feature).toBe(root.splitColumn);
    expect(split.threshold).toBe(root.splitValue);
    expect(split.decrease).toBeCloseTo(root.gain, 12);
    // Sepal length < 5.45 cm; the 150 flowers are 50 of each species, so the root's Gini is 2/3.
    expect([split.feature, split.threshold]).toEqual([0, 5.45]);
    expect(growTree(irisData(), 1).impurity).toBeCloseTo(2 / 3, 12);
  });

  it('picks the same root split as ml-cart on perturbed data too', () => {
    for (let perturbation = 1; perturbation <= 6; perturbation++) {
      const data = perturbedData(perturbation);
      const { root } = figureTree(data);
      const split = growTree(data, 1).split!;
      expect([split.feature, split.threshold], `perturbation ${perturbation}`).toEqual([root.splitColumn, root.splitValue]);
      expect(split.decrease).toBeCloseTo(root.gain, 12);
    }
  });

  it('computes the lecture’s impurity decrease: ΔI = I(t) − (n_L/n_t) I(t_L) − (n_R/n_t) I(t_R)', () => {
    const root = growTree(irisData(), 1);
    const { left, right, decrease } = root.split!;
    expect(left.size + right.size).toBe(150);
    expect(decrease).toBeCloseTo(
      gini(root.counts, 150) - (left.size / 150) * gini(left.counts, left.size) - (right.size / 150) * gini(right.counts, right.size),
      12,
    );
    // Every split of a grown tree lowers the impurity, and a deeper tree fits the training data at least as well.
    for (const node of splitsOf(growTree(irisData(), 12))) expect(node.split!.decrease).toBeGreaterThan(0);
    let previous = 0;
    for (let depth = 1; depth <= 12; depth++) {
      const fit = accuracy(irisData(), [growTree(irisData(), depth)]);
      expect(fit).toBeGreaterThanOrEqual(previous);
      previous = fit;
    }
  });

  it('its leaves tile the drawing, and perturbing 5% of the flowers moves exactly 8 of them', () => {
    const boxes = leafBoxes(growTree(irisData(), 12));
    const area = boxes.reduce((sum, { box }) => sum + (box.x1 - box.x0) * (box.y1 - box.y0), 0);
    expect(area).toBeCloseTo(4.2 * 2.8, 9);
    const original = irisData().points;
    const moved = perturbedData(3).points.filter((point, i) => point[0] !== original[i][0] || point[1] !== original[i][1]);
    // 8 flowers are chosen; a shift that rounds back to the same 0.1 cm leaves one where it was.
    expect(moved.length).toBeLessThanOrEqual(8);
    expect(moved.length).toBeGreaterThan(4);
    expect(perturbedData(3)).toEqual(perturbedData(3));
  });

  it('bags: a forest of 20 is the first 20 trees of the forest of 50, each on its own bootstrap sample', () => {
    const data = irisData();
    const fifty = growForest(data, 12, 50);
    expect(growForest(data, 12, 20)).toEqual(fifty.slice(0, 20));
    expect(new Set(fifty.map((tree) => JSON.stringify(tree.split)).slice(0, 10)).size).toBeGreaterThan(1);
    expect(fifty.every((tree) => tree.size === 150)).toBe(true);
  });

  it('counts the root splits of a forest’s trees, most common first, every tree once', () => {
    const forest = growForest(irisData(), 4, 21);
    const counts = rootSplitCounts(forest);
    expect(counts.reduce((sum, { trees }) => sum + trees, 0)).toBe(forest.filter((tree) => tree.split).length);
    for (let i = 1; i < counts.length; i++) expect(counts[i - 1].trees).toBeGreaterThanOrEqual(counts[i].trees);
    for (const { feature, threshold, trees } of counts)
      expect(forest.filter((tree) => tree.split?.feature === feature && tree.split.threshold === threshold)).toHaveLength(trees);
  });

  it('reads only shared setups it can show', () => {
    const state = { depth: 5, trees: 30, perturbation: 2 };
    expect(parseState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parseState(initialState())).toEqual(initialState());
    expect(parseState({ ...state, depth: 0 })).toBeNull();
    expect(parseState({ ...state, trees: 51 })).toBeNull();
    expect(parseState({ ...state, perturbation: 1.5 })).toBeNull();
    expect(parseState('deep')).toBeNull();
  });
});
