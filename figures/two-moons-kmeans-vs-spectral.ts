/**
 * Two interleaving half-moons, clustered with k = 2 by k-means (ml-kmeans, k-means++ seeding,
 * best of 10 runs by within-cluster sum of squares) and by spectral clustering implemented here:
 * a symmetric k-nearest-neighbour graph with Gaussian weights, the normalised Laplacian
 * I - D^(-1/2) W D^(-1/2), its two smallest eigenvectors (ml-matrix EigenvalueDecomposition),
 * rows scaled to unit length, then k-means on those rows (Ng, Jordan and Weiss). Each panel title
 * gives the adjusted Rand index against the moon each point was drawn from.
 */
import { kmeans } from 'ml-kmeans';
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, palette, svgDocument, text } from './lib/svg.ts';

type Point = [number, number];

export function twoMoons(nPerMoon: number, noise: number, random: () => number): { points: Point[]; labels: number[] } {
  const points: Point[] = [];
  const labels: number[] = [];
  for (let moon = 0; moon < 2; moon++) {
    for (let i = 0; i < nPerMoon; i++) {
      const t = Math.PI * random();
      const base: Point = moon === 0 ? [Math.cos(t), Math.sin(t)] : [1 - Math.cos(t), 0.5 - Math.sin(t)];
      points.push([base[0] + noise * gaussian(random), base[1] + noise * gaussian(random)]);
      labels.push(moon);
    }
  }
  return { points, labels };
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** n choose 2. */
const pairs = (m: number) => (m * (m - 1)) / 2;

/** Adjusted Rand index between two labelings (Hubert and Arabie). */
export function adjustedRandIndex(a: number[], b: number[]): number {
  const n = a.length;
  const table = new Map<string, number>();
  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const key = `${a[i]},${b[i]}`;
    table.set(key, (table.get(key) ?? 0) + 1);
    rows.set(a[i], (rows.get(a[i]) ?? 0) + 1);
    cols.set(b[i], (cols.get(b[i]) ?? 0) + 1);
  }
  const index = [...table.values()].reduce((s, m) => s + pairs(m), 0);
  const sumRows = [...rows.values()].reduce((s, m) => s + pairs(m), 0);
  const sumCols = [...cols.values()].reduce((s, m) => s + pairs(m), 0);
  const expected = (sumRows * sumCols) / pairs(n);
  const maximum = (sumRows + sumCols) / 2;
  return (index - expected) / (maximum - expected);
}

/** Symmetric k-NN graph: i and j are joined when either is among the other's k nearest. */
function knnGraph(points: Point[], k: number): { weights: Matrix; edges: [number, number][] } {
  const n = points.length;
  const neighbours = points.map((p, i) =>
    points
      .map((q, j) => ({ j, d: distance(p, q) }))
      .filter(({ j }) => j !== i)
      .sort((x, y) => x.d - y.d)
      .slice(0, k),
  );
  // Scale of the Gaussian weights: the median distance to the k-th nearest neighbour.
  const kth = neighbours.map((list) => list[k - 1].d).sort((x, y) => x - y);
  const sigma = kth[Math.floor(n / 2)];
  const weights = Matrix.zeros(n, n);
  const edges: [number, number][] = [];
  neighbours.forEach((list, i) => {
    for (const { j, d } of list) {
      if (weights.get(i, j) === 0) {
        const w = Math.exp(-(d * d) / (2 * sigma * sigma));
        weights.set(i, j, w);
        weights.set(j, i, w);
        edges.push(i < j ? [i, j] : [j, i]);
      }
    }
  });
  const unique = [...new Map(edges.map((e) => [`${e[0]},${e[1]}`, e])).values()];
  return { weights, edges: unique };
}

/** Ng-Jordan-Weiss spectral clustering into `clusters` groups. */
function spectralClustering(weights: Matrix, clusters: number, seed: number): number[] {
  const n = weights.rows;
  const degree = Array.from({ length: n }, (_, i) => weights.getRow(i).reduce((s, w) => s + w, 0));
  const laplacian = Matrix.eye(n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      laplacian.set(i, j, laplacian.get(i, j) - weights.get(i, j) / Math.sqrt(degree[i] * degree[j]));
    }
  }
  const evd = new EigenvalueDecomposition(laplacian, { assumeSymmetric: true });
  const order = evd.realEigenvalues.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const vectors = evd.eigenvectorMatrix;
  const rows = Array.from({ length: n }, (_, i) => {
    const row = order.slice(0, clusters).map(({ index }) => vectors.get(i, index));
    const length = Math.hypot(...row);
    return row.map((v) => v / length);
  });
  return kmeans(rows, clusters, { initialization: 'kmeans++', seed }).clusters;
}

function withinClusterSumOfSquares(points: number[][], labels: number[], centroids: number[][]): number {
  return points.reduce((s, p, i) => s + p.reduce((t, v, d) => t + (v - centroids[labels[i]][d]) ** 2, 0), 0);
}

export default function draw(): string {
  const random = createRandom(3);
  const { points, labels } = twoMoons(150, 0.08, random);

  // k-means on the raw coordinates: the best of 10 k-means++ runs, so the failure is not bad luck.
  let best = kmeans(points, 2, { initialization: 'kmeans++', seed: 1 });
  for (let seed = 2; seed <= 10; seed++) {
    const run = kmeans(points, 2, { initialization: 'kmeans++', seed });
    if (withinClusterSumOfSquares(points, run.clusters, run.centroids) < withinClusterSumOfSquares(points, best.clusters, best.centroids)) best = run;
  }
  const kmeansLabels = best.clusters;
  const { weights, edges } = knnGraph(points, 10);
  const spectralLabels = spectralClustering(weights, 2, 1);

  // Colour clusters consistently: the cluster holding most of the upper moon is drawn in blue.
  const align = (predicted: number[]) => {
    const upper = predicted.filter((c, i) => labels[i] === 0);
    const major = upper.filter((c) => c === 0).length >= upper.length / 2 ? 0 : 1;
    return predicted.map((c) => (c === major ? 0 : 1));
  };
  const kmeansAligned = align(kmeansLabels);
  const spectralAligned = align(spectralLabels);
  const ariKmeans = adjustedRandIndex(labels, kmeansLabels);
  const ariSpectral = adjustedRandIndex(labels, spectralLabels);

  const xDomain: [number, number] = [-1.4, 2.4];
  const yDomain: [number, number] = [-1.0, 1.5];
  const panelWidth = 300;
  const panelHeight = 200;
  const left = createPanel({
    x: 46,
    y: 40,
    width: panelWidth,
    height: panelHeight,
    xDomain,
    yDomain,
    title: `k-means: ARI = ${ariKmeans.toFixed(2)}`,
    ticks: 5,
  });
  const right = createPanel({
    x: 46 + panelWidth + 50,
    y: 40,
    width: panelWidth,
    height: panelHeight,
    xDomain,
    yDomain,
    title: `spectral clustering: ARI = ${ariSpectral.toFixed(2)}`,
    ticks: 5,
  });

  const parts: string[] = [left.clipPath, right.clipPath, left.axes, right.axes];

  // Left: the k-means partition, its centroids, and the straight boundary between them.
  const leftMarks: string[] = [];
  const [c0, c1] = best.centroids as [number[], number[]];
  // Points x with |x - c0| = |x - c1|: the perpendicular bisector of c0 c1.
  const mid = [(c0[0] + c1[0]) / 2, (c0[1] + c1[1]) / 2];
  const dir = [-(c1[1] - c0[1]), c1[0] - c0[0]];
  const scale = 10 / Math.hypot(dir[0], dir[1]);
  leftMarks.push(
    el('line', {
      x1: left.sx(mid[0] - scale * dir[0]),
      y1: left.sy(mid[1] - scale * dir[1]),
      x2: left.sx(mid[0] + scale * dir[0]),
      y2: left.sy(mid[1] + scale * dir[1]),
      stroke: palette.grey,
      'stroke-width': 1.5,
      'stroke-dasharray': '5 4',
    }),
  );
  points.forEach((p, i) =>
    leftMarks.push(el('circle', { cx: left.sx(p[0]), cy: left.sy(p[1]), r: 3, fill: classColours[kmeansAligned[i]], 'fill-opacity': 0.85 })),
  );
  best.centroids.forEach((c) => {
    const x = left.sx(c[0]);
    const y = left.sy(c[1]);
    const d = `M${x - 7},${y - 7}L${x + 7},${y + 7}M${x - 7},${y + 7}L${x + 7},${y - 7}`;
    leftMarks.push(el('path', { d, stroke: palette.black, 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none' }));
  });
  parts.push(el('g', { 'clip-path': `url(#${left.clipId})` }, leftMarks.join('')));

  // Right: the k-NN graph edges in light grey under the spectral partition.
  const rightMarks: string[] = [];
  const edgePath = edges
    .map(
      ([i, j]) =>
        `M${right.sx(points[i][0]).toFixed(1)},${right.sy(points[i][1]).toFixed(1)}L${right.sx(points[j][0]).toFixed(1)},${right.sy(points[j][1]).toFixed(1)}`,
    )
    .join('');
  rightMarks.push(el('path', { d: edgePath, stroke: '#b8b8b8', 'stroke-width': 1, fill: 'none' }));
  points.forEach((p, i) =>
    rightMarks.push(el('circle', { cx: right.sx(p[0]), cy: right.sy(p[1]), r: 3, fill: classColours[spectralAligned[i]], 'fill-opacity': 0.85 })),
  );
  parts.push(el('g', { 'clip-path': `url(#${right.clipId})` }, rightMarks.join('')));

  parts.push(text(46, 280, 'left: crosses are the k-means centroids, the dashed line is the boundary between their cells', { 'font-size': 12, fill: '#333' }));
  parts.push(text(46, 298, 'right: grey lines are the edges of the 10-nearest-neighbour similarity graph', { 'font-size': 12, fill: '#333' }));
  return svgDocument({
    width: 46 + 2 * panelWidth + 50 + 20,
    height: 312,
    title: 'Two moons clustered by k-means and by spectral clustering',
    body: parts.join('\n'),
  });
}
