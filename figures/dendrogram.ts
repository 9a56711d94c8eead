/**
 * Agglomerative clustering (figures/lib/agglomerative.ts) of 19 seeded points: three clumps of five
 * and a thin chain of four points between two of them. At the top, the points, numbered and coloured
 * by Ward's three clusters; below them, the dendrograms of single and Ward linkage, each with the
 * height where cutting gives three clusters marked by a dashed line. Single linkage follows the
 * chain and joins two clumps early; Ward keeps them apart and puts the chain in with its nearer clump.
 */
import { agglomerate, cutTree, type Linkage, type Merge } from './lib/agglomerative.ts';
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, palette, svgDocument, text } from './lib/svg.ts';

export const DENDROGRAM_SEED = 8;
/** Tick labels and the key; leaf numbers are one smaller. At a phone's width this renders near 9 px. */
const fontSize = 14;
/**
 * The scatter's point numbers: the clumps are too tight for a clear place beside every point at a
 * larger size (at 11 and 12, "3" and "5" found none); Enlarge shows them on a phone.
 */
const scatterNumberSize = 10;

/** The figure's points: three clumps of five, then the four chain points. */
export function dendrogramData(): number[][] {
  const random = createRandom(DENDROGRAM_SEED);
  const points: number[][] = [];
  for (const [cx, cy] of [
    [0, 0],
    [4.2, 0.3],
    [1.6, 3.6],
  ]) {
    for (let i = 0; i < 5; i++) points.push([cx + 0.45 * gaussian(random), cy + 0.45 * gaussian(random)]);
  }
  // The chain from the first clump towards the second: roughly evenly spaced, slightly jittered.
  for (const t of [0.2, 0.4, 0.6, 0.8]) points.push([4.2 * t + 0.1 * gaussian(random), 0.3 * t + 0.1 * gaussian(random)]);
  return points;
}

/** Leaf order that lets the dendrogram's branches not cross: a depth-first walk from the root. */
function leafOrder(merges: readonly Merge[], n: number): number[] {
  const walk = (id: number): number[] => (id < n ? [id] : [...walk(merges[id - n].left), ...walk(merges[id - n].right)]);
  return walk(n + merges.length - 1);
}

function drawDendrogram(
  parts: string[],
  merges: Merge[],
  n: number,
  box: { x: number; y: number; width: number; height: number },
  title: string,
  yLabel: string,
  K: number,
): void {
  const top = merges[merges.length - 1].height * 1.05;
  // No automatic ticks: the horizontal axis is the leaf order, labelled by point number below.
  const panel = createPanel({ ...box, xDomain: [0, n], yDomain: [0, top], title, yLabel, ticks: 0 });
  parts.push(panel.axes);
  for (const tick of panel.sy.ticks(4)) {
    parts.push(el('line', { x1: box.x - 4, x2: box.x, y1: panel.sy(tick), y2: panel.sy(tick), stroke: palette.grey }));
    parts.push(text(box.x - 7, panel.sy(tick) + 5, String(tick), { 'text-anchor': 'end', 'font-size': fontSize, fill: '#444' }));
  }
  const order = leafOrder(merges, n);
  const labels = cutTree(merges, n, K);
  const position = new Map<number, [number, number]>(order.map((leaf, slot) => [leaf, [slot + 0.5, 0]]));
  const marks: string[] = [];
  merges.forEach((merge, s) => {
    const [xl, hl] = position.get(merge.left)!;
    const [xr, hr] = position.get(merge.right)!;
    const d = `M${panel.sx(xl)},${panel.sy(hl)}V${panel.sy(merge.height)}H${panel.sx(xr)}V${panel.sy(hr)}`;
    marks.push(el('path', { d, fill: 'none', stroke: palette.black, 'stroke-width': 1.4 }));
    position.set(n + s, [(xl + xr) / 2, merge.height]);
  });
  // The cut for K clusters: halfway between the heights of the (n − K)th and the next merge.
  const cut = (merges[n - K - 1].height + merges[n - K].height) / 2;
  marks.push(
    el('line', {
      x1: box.x,
      x2: box.x + box.width,
      y1: panel.sy(cut),
      y2: panel.sy(cut),
      stroke: palette.vermillion,
      'stroke-width': 1.5,
      'stroke-dasharray': '5 4',
    }),
  );
  order.forEach((leaf, slot) => {
    marks.push(el('circle', { cx: panel.sx(slot + 0.5), cy: panel.sy(0), r: 3.5, fill: classColours[labels[leaf]] }));
    marks.push(text(panel.sx(slot + 0.5), box.y + box.height + 18, String(leaf + 1), { 'text-anchor': 'middle', 'font-size': fontSize - 1, fill: '#333' }));
  });
  parts.push(marks.join(''));
}

/** A number's box at font size `size`: DejaVu Sans digits are 0.64 em wide and reach 0.73 em above the baseline. */
export function numberBox(x: number, y: number, text: string, size = 10): { x0: number; x1: number; y0: number; y1: number } {
  return { x0: x, x1: x + 0.64 * size * text.length, y0: y - 0.73 * size, y1: y };
}

/**
 * Each point's number beside it (at font size `size`, left-aligned): the first of eight places around the
 * point, up-right first, whose box is clear of the numbers already placed and of every point's dot
 * (radius 4). The clumps are tight, so the same place beside every point made numbers overlap.
 */
export function numberLabels(points: readonly [number, number][], size = 10): { x: number; y: number; text: string }[] {
  type Box = ReturnType<typeof numberBox>;
  // A unit of space between two numbers, so they read as two.
  const overlaps = (a: Box, b: Box) => a.x0 < b.x1 + 1 && b.x0 < a.x1 + 1 && a.y0 < b.y1 + 1 && b.y0 < a.y1 + 1;
  const dots = points.map(([x, y]) => ({ x0: x - 4, x1: x + 4, y0: y - 4, y1: y + 4 }));
  const placed: Box[] = [];
  return points.map(([x, y], i) => {
    const text = String(i + 1);
    const width = 0.64 * size * text.length;
    // The offsets were set at size 10 and grow with the type.
    const em = size / 10;
    const places: [number, number][] = [
      [x + 5, y - 4 * em],
      [x - 5 - width, y - 4 * em],
      [x + 5, y + 11 * em],
      [x - 5 - width, y + 11 * em],
      [x + 6, y + 3.6 * em],
      [x - 6 - width, y + 3.6 * em],
      [x - width / 2, y - 6 * em],
      [x - width / 2, y + 13 * em],
    ];
    const clear = places.find(([px, py]) => {
      const box = numberBox(px, py, text, size);
      return !placed.some((other) => overlaps(box, other)) && !dots.some((dot) => overlaps(box, dot));
    });
    const [px, py] = clear ?? places[0];
    placed.push(numberBox(px, py, text, size));
    return { x: px, y: py, text };
  });
}

export default function draw(): string {
  const points = dendrogramData();
  const n = points.length;
  const K = 3;
  const byLinkage = (linkage: Linkage) => agglomerate(points, linkage);
  const ward = byLinkage('ward');
  const wardLabels = cutTree(ward, n, K);
  const parts: string[] = [];

  // The points with the key beside them, then each dendrogram across the whole width: a phone shows
  // the figure about 360 px wide, and three panels in a row (930 px) shrank the leaf numbers to
  // under 4 px there, and crowded them into each other.
  const scatter = createPanel({
    x: 44,
    y: 36,
    width: 210,
    height: 210,
    xDomain: [-1.5, 5.5],
    yDomain: [-1.5, 5.5],
    title: 'points (Ward, K = 3)',
    ticks: 4,
    fontSize,
  });
  parts.push(scatter.axes);
  points.forEach((p, i) => {
    parts.push(
      el('circle', { cx: scatter.sx(p[0]), cy: scatter.sy(p[1]), r: 4, fill: classColours[wardLabels[i]], stroke: palette.black, 'stroke-width': 0.6 }),
    );
  });
  for (const label of numberLabels(
    points.map((p): [number, number] => [scatter.sx(p[0]), scatter.sy(p[1])]),
    scatterNumberSize,
  )) {
    parts.push(text(label.x, label.y, label.text, { 'font-size': scatterNumberSize, fill: '#333' }));
  }
  const key = [
    'dendrograms (below): each ⊓',
    'joins two clusters at the',
    'height of their linkage;',
    'leaves are numbered as the',
    'points; dashed line: the cut',
    'that leaves K = 3 clusters,',
    'whose colours the leaves show',
  ];
  key.forEach((line, i) => parts.push(text(290, 60 + i * 21, line, { 'font-size': fontSize, fill: '#333' })));

  const dendrogramBox = (y: number) => ({ x: 64, y, width: 456, height: 170 });
  drawDendrogram(parts, byLinkage('single'), n, dendrogramBox(320), 'single linkage', 'merge distance', K);
  drawDendrogram(parts, ward, n, dendrogramBox(565), 'Ward linkage', 'increase in J', K);
  return svgDocument({
    width: 540,
    height: 565 + 170 + 34,
    title: 'Agglomerative clustering of 19 points: single and Ward linkage dendrograms',
    body: parts.join('\n'),
  });
}
