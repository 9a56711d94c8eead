import { useEffect, useMemo, useState } from 'react';
import {
  Axes,
  classColours,
  ControlPanel,
  FieldLayer,
  formatNumber,
  linearScale,
  Readout,
  rgba,
  Slider,
  Stage,
  useFigureColours,
  WidgetButton,
  type WidgetDefinition,
  type WidgetViewProps,
} from '~/features/lectures/live-figures/kit';
import {
  accuracy,
  CLASS_COUNT,
  DEPTH_RANGE,
  FEATURE_NAMES,
  growBootstrapTree,
  growTree,
  initialState,
  leafBoxes,
  parseState,
  perturbedData,
  PERTURBED_SHARE,
  rootSplitCounts,
  splitsOf,
  TREES_RANGE,
  X_RANGE,
  Y_RANGE,
  type Box,
  type Dataset,
  type TreeNode,
  type TreeState,
} from '~/features/lectures/live-figures/decision-tree/model';

const WIDTH = 560;
const HEIGHT = 600;
// 114 drawing units per cm on both axes, so the regions keep the data's proportions.
const box = { left: 60, top: 40, width: 480, height: 320 };
const x = linearScale(X_RANGE, [box.left, box.left + box.width]);
const y = linearScale(Y_RANGE, [box.top + box.height, box.top]);
/** The field's cells: 20 per cm, so every threshold (a multiple of 0.05 cm) falls on a cell edge. */
const COLUMNS = 84;
const ROWS = 56;
/** The splits listed and numbered on the drawing: the first three levels. */
const LISTED_SPLITS = 7;
/** How long one frame may spend growing the forest's trees before it draws what it has. */
const GROW_BUDGET_MS = 3;
const SPECIES = ['setosa', 'versicolor', 'virginica'] as const;

const cm = (value: number) => formatNumber(value, 2);
const dataInWords = (state: TreeState) => (state.perturbation === 0 ? 'data as measured' : `perturbed data (${state.perturbation})`);

interface ListedSplit {
  node: TreeNode;
  box: Box;
}

/** The tree's splits level by level (the root first), each with the box of the region it divides. */
function splitsWithBoxes(root: TreeNode): ListedSplit[] {
  const found: ListedSplit[] = [];
  const queue: ListedSplit[] = [{ node: root, box: { x0: X_RANGE[0], x1: X_RANGE[1], y0: Y_RANGE[0], y1: Y_RANGE[1] } }];
  while (queue.length > 0) {
    const { node, box: region } = queue.shift()!;
    if (!node.split) continue;
    found.push({ node, box: region });
    const { feature, threshold, left, right } = node.split;
    queue.push(
      { node: left, box: feature === 0 ? { ...region, x1: threshold } : { ...region, y1: threshold } },
      { node: right, box: feature === 0 ? { ...region, x0: threshold } : { ...region, y0: threshold } },
    );
  }
  return found;
}

/** A split where it sits in the tree: its level, feature and threshold. */
const splitKey = (node: TreeNode) => `${node.depth}:${node.split!.feature}:${node.split!.threshold}`;
const splitInWords = (node: TreeNode) => `${FEATURE_NAMES[node.split!.feature]} < ${cm(node.split!.threshold)}`;

/**
 * The lines listed under the plot: the single tree's splits with their Gini decrease, or, for a
 * forest, its trees' root splits and how many trees chose each, since the forest has no one list of
 * splits (the single tree's would describe a model the plot no longer shows).
 */
function listedLines(state: TreeState, splits: readonly ListedSplit[], forest: readonly TreeNode[]): { heading: string; lines: string[] } {
  if (state.trees === 1) {
    const lines = splits
      .slice(0, LISTED_SPLITS)
      .map(
        ({ node }, index) =>
          `${index + 1}. ${splitInWords(node)}: ΔI ${formatNumber(node.split!.decrease, 3)} (${node.size} flowers, Gini ${formatNumber(node.impurity, 3)})`,
      );
    if (splits.length > LISTED_SPLITS) lines.push(`and ${splits.length - LISTED_SPLITS} deeper splits`);
    return { heading: 'Splits of the single tree (Gini decrease ΔI):', lines };
  }
  const roots = rootSplitCounts(forest);
  const lines = roots
    .slice(0, LISTED_SPLITS)
    .map(({ feature, threshold, trees }, index) => `${index + 1}. ${FEATURE_NAMES[feature]} < ${cm(threshold)}: ${trees} of ${forest.length} trees`);
  if (roots.length > LISTED_SPLITS) lines.push(`and ${roots.length - LISTED_SPLITS} other root splits`);
  return { heading: `Root splits of the forest’s bootstrap trees:`, lines };
}

/** The line under the controls: what the data are and what the plot shows, one tree or a forest. */
function readoutText(state: TreeState, flowers: number, splits: readonly ListedSplit[], changedSplits: number, forest: readonly TreeNode[]): string {
  const moved = `${Math.round(PERTURBED_SHARE * flowers)} flowers moved (perturbation ${state.perturbation})`;
  if (state.trees > 1) {
    const roots = rootSplitCounts(forest).length;
    const data = state.perturbation === 0 ? 'Data as measured' : moved;
    const grown = forest.length < state.trees ? `${forest.length} grown so far, with` : 'they choose';
    return `${data}: a forest of ${state.trees} bootstrap trees of depth ${state.depth}, voting; ${grown} ${roots} different ${roots === 1 ? 'root split' : 'root splits'}.`;
  }
  if (state.perturbation === 0) return `Data as measured: ${splits.length} ${splits.length === 1 ? 'split' : 'splits'} at depth ${state.depth}.`;
  return `${moved}: ${changedSplits} of the tree's ${splits.length} splits differ from the tree on the measured data.`;
}

function describe(state: TreeState): string {
  const data = perturbedData(state.perturbation);
  const tree = growTree(data, state.depth);
  const root = tree.split ? `root split ${splitInWords(tree)} (Gini decrease ${formatNumber(tree.split.decrease, 3)})` : 'no split';
  const model = state.trees === 1 ? 'one tree' : `a forest of ${state.trees} bootstrap trees`;
  return `depth ${state.depth}, ${model}, ${dataInWords(state)}: ${root}, one tree's training accuracy ${formatNumber(accuracy(data, [tree]))}`;
}

/** Votes per field cell: each tree paints its leaves' boxes with its class; the field shows the majority and how large it is. */
function votePixels(trees: readonly TreeNode[]): Uint8ClampedArray {
  const votes = new Uint16Array(COLUMNS * ROWS * CLASS_COUNT);
  const column = (value: number) => Math.round(((value - X_RANGE[0]) / (X_RANGE[1] - X_RANGE[0])) * COLUMNS);
  const row = (value: number) => Math.round(((Y_RANGE[1] - value) / (Y_RANGE[1] - Y_RANGE[0])) * ROWS);
  for (const tree of trees) {
    for (const { box: leaf, label } of leafBoxes(tree)) {
      const [c0, c1, r0, r1] = [column(leaf.x0), column(leaf.x1), row(leaf.y1), row(leaf.y0)];
      for (let r = Math.max(0, r0); r < Math.min(ROWS, r1); r++)
        for (let c = Math.max(0, c0); c < Math.min(COLUMNS, c1); c++) votes[(r * COLUMNS + c) * CLASS_COUNT + label]++;
    }
  }
  const pixels = new Uint8ClampedArray(COLUMNS * ROWS * 4);
  for (let cell = 0; cell < COLUMNS * ROWS; cell++) {
    let best = 0;
    for (let c = 1; c < CLASS_COUNT; c++) if (votes[cell * CLASS_COUNT + c] > votes[cell * CLASS_COUNT + best]) best = c;
    // One tree: a flat tint. A forest: paler where fewer trees agree (as in the lecture's figure).
    const share = trees.length > 0 ? votes[cell * CLASS_COUNT + best] / trees.length : 0;
    pixels.set(rgba(classColours[best], 0.08 + 0.27 * share), cell * 4);
  }
  return pixels;
}

/** A flower: its species by shape as well as colour (circle, square, triangle), as in the lecture's figure. */
function Flower({ at: [px, py], species }: { at: readonly [number, number]; species: number }) {
  const colours = useFigureColours();
  const [cx, cy] = [x(px), y(py)];
  const style = { fill: classColours[species], stroke: colours.paper, strokeWidth: 1, fillOpacity: 0.9 };
  if (species === 0) return <circle cx={cx} cy={cy} r={4.5} {...style} />;
  if (species === 1) return <rect x={cx - 4} y={cy - 4} width={8} height={8} {...style} />;
  return <path d={`M${cx},${cy - 5.4}L${cx + 5},${cy + 3.8}L${cx - 5},${cy + 3.8}Z`} {...style} />;
}

/**
 * The forest's trees for this data and depth, grown a few per frame (each takes about half a
 * millisecond), so a jump from 1 to 50 trees never blocks input: the regions fill in over a few frames.
 */
function useForest(data: Dataset, depth: number, wanted: number): TreeNode[] {
  const [forest, setForest] = useState<{ data: Dataset; depth: number; trees: TreeNode[] }>({ data, depth, trees: [] });
  const current = useMemo(() => (forest.data === data && forest.depth === depth ? forest.trees : []), [forest, data, depth]);
  const missing = current.length < wanted;
  useEffect(() => {
    if (!missing) return;
    const frame = requestAnimationFrame(() => {
      const started = performance.now();
      const grown = [...current];
      while (grown.length < wanted && (grown.length === current.length || performance.now() - started < GROW_BUDGET_MS))
        grown.push(growBootstrapTree(data, depth, grown.length));
      setForest({ data, depth, trees: grown });
    });
    return () => cancelAnimationFrame(frame);
  }, [missing, current, data, depth, wanted]);
  return useMemo(() => current.slice(0, wanted), [current, wanted]);
}

function DecisionTreeView({ state, update }: WidgetViewProps<TreeState>) {
  const colours = useFigureColours();
  const data = useMemo(() => perturbedData(state.perturbation), [state.perturbation]);
  const tree = useMemo(() => growTree(data, state.depth), [data, state.depth]);
  const splits = useMemo(() => splitsWithBoxes(tree), [tree]);
  const forest = useForest(data, state.depth, state.trees > 1 ? state.trees : 0);
  const shown = useMemo(() => (state.trees === 1 ? [tree] : forest), [state.trees, tree, forest]);
  const pixels = useMemo(() => votePixels(shown), [shown]);
  const treeAccuracy = accuracy(data, [tree]);
  // The splits of the tree grown on the data as measured, to count what a perturbation changed.
  const originalSplits = useMemo(() => new Set(splitsOf(growTree(perturbedData(0), state.depth)).map(splitKey)), [state.depth]);
  const changedSplits = splits.filter(({ node }) => !originalSplits.has(splitKey(node))).length;
  const listing = listedLines(state, splits, forest);

  const heading =
    state.trees === 1
      ? `One tree, depth ${state.depth}: ${splits.length} ${splits.length === 1 ? 'split' : 'splits'}, training accuracy ${formatNumber(treeAccuracy)}`
      : shown.length < state.trees
        ? `Growing the forest: ${shown.length} of ${state.trees} trees`
        : `Forest of ${state.trees} trees, depth ${state.depth}: training accuracy ${formatNumber(accuracy(data, shown))}`;

  return (
    <>
      <Stage width={WIDTH} height={HEIGHT} label="Decision tree on the Iris flowers: the regions of each species, the splits, and the flowers">
        <FieldLayer box={box} columns={COLUMNS} rows={ROWS} pixels={pixels} />
        <Axes box={box} x={x} y={y} xLabel="sepal length (cm)" yLabel="sepal width (cm)" />
        <text x={box.left} y={26} fontSize={16} fontWeight={600} fill={colours.ink}>
          {heading}
        </text>
        <g aria-hidden="true">
          {data.points.map((point, index) => (
            <Flower key={index} at={point} species={data.labels[index]} />
          ))}
          {state.trees === 1
            ? splits.map(({ node, box: region }, index) => {
                const { feature, threshold } = node.split!;
                const [x1, x2, y1, y2] = feature === 0 ? [threshold, threshold, region.y0, region.y1] : [region.x0, region.x1, threshold, threshold];
                const [lx, ly] = feature === 0 ? [x(threshold), y((region.y0 + region.y1) / 2)] : [x((region.x0 + region.x1) / 2), y(threshold)];
                return (
                  <g key={index}>
                    <line x1={x(x1)} x2={x(x2)} y1={y(y1)} y2={y(y2)} stroke={colours.ink} strokeWidth={index === 0 ? 2.5 : 1.5} />
                    {index < LISTED_SPLITS ? (
                      <g>
                        <circle cx={lx} cy={ly} r={10} fill={colours.paper} stroke={colours.ink} />
                        <text x={lx} y={ly + 5} fontSize={14} textAnchor="middle" fill={colours.ink}>
                          {index + 1}
                        </text>
                      </g>
                    ) : null}
                  </g>
                );
              })
            : null}
        </g>
        <g fontSize={14} fill={colours.ink}>
          {SPECIES.map((name, index) => (
            <g key={name}>
              <rect x={box.left + index * 130} y={406} width={12} height={12} fill={classColours[index]} />
              <text x={box.left + index * 130 + 18} y={417}>
                {name}
              </text>
            </g>
          ))}
          <text x={box.left} y={442} fontWeight={600}>
            {listing.heading}
          </text>
          {listing.lines.map((line, index) => (
            <text key={index} x={box.left} y={464 + index * 18}>
              {line}
            </text>
          ))}
        </g>
      </Stage>
      <ControlPanel>
        <Slider
          label="Depth"
          value={state.depth}
          min={DEPTH_RANGE[0]}
          max={DEPTH_RANGE[1]}
          step={1}
          onChange={(depth) => update((current) => ({ ...current, depth }))}
        />
        <WidgetButton
          disabled={state.depth >= DEPTH_RANGE[1]}
          onClick={() => update((current) => ({ ...current, depth: Math.min(DEPTH_RANGE[1], current.depth + 1) }))}
        >
          Grow one level
        </WidgetButton>
        <Slider
          label="Trees"
          value={state.trees}
          min={TREES_RANGE[0]}
          max={TREES_RANGE[1]}
          step={1}
          onChange={(trees) => update((current) => ({ ...current, trees }))}
        />
        <WidgetButton onClick={() => update((current) => ({ ...current, perturbation: current.perturbation + 1 }))}>
          Perturb {Math.round(PERTURBED_SHARE * 100)}% of the data
        </WidgetButton>
        <Readout>{readoutText(state, data.points.length, splits, changedSplits, forest)}</Readout>
      </ControlPanel>
    </>
  );
}

const decisionTree: WidgetDefinition<TreeState> = { initialState, parseState, describe, View: DecisionTreeView };
export default decisionTree;
