/**
 * A seeded swiss roll (a flat 2-D sheet rolled up in 3-D) embedded in two dimensions twice: by PCA,
 * a linear projection that flattens the roll onto itself, and by an isomap implemented here:
 * k-nearest-neighbour graph, geodesic distances by Dijkstra's algorithm, classical MDS through a
 * symmetric eigendecomposition (ml-matrix). Colour is the position along the roll, which neither
 * method sees.
 */
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { PCA } from 'ml-pca';
import { createRandom } from './lib/random.ts';
import { el, svgDocument, text } from './lib/svg.ts';

export const sampleCount = 600;
export const neighbours = 8;

/** Points on a swiss roll: angle t in [1.5 pi, 4.5 pi] rolled in (x, z), height h along y. */
export function swissRoll(n: number, seed: number): { points: number[][]; t: number[]; height: number[] } {
  const random = createRandom(seed);
  const points: number[][] = [];
  const t: number[] = [];
  const height: number[] = [];
  for (let i = 0; i < n; i++) {
    const angle = 1.5 * Math.PI * (1 + 2 * random());
    const h = 21 * random();
    points.push([angle * Math.cos(angle), h, angle * Math.sin(angle)]);
    t.push(angle);
    height.push(h);
  }
  return { points, t, height };
}

function distance(a: number[], b: number[]): number {
  return Math.sqrt(a.reduce((sum, value, j) => sum + (value - b[j]) ** 2, 0));
}

/** Symmetric k-nearest-neighbour graph as adjacency lists of [neighbour, edge length]. */
export function neighbourGraph(points: number[][], k: number): [number, number][][] {
  const n = points.length;
  const adjacency: Map<number, number>[] = Array.from({ length: n }, () => new Map());
  for (let i = 0; i < n; i++) {
    const nearest = points
      .map((p, j) => ({ j, dist: distance(points[i], p) }))
      .filter((c) => c.j !== i)
      .sort((a, b) => a.dist - b.dist || a.j - b.j)
      .slice(0, k);
    for (const { j, dist } of nearest) {
      adjacency[i].set(j, dist);
      adjacency[j].set(i, dist);
    }
  }
  return adjacency.map((m) => [...m.entries()]);
}

/** Shortest-path lengths from `source` to every node (Dijkstra with a binary heap). */
function dijkstra(graph: [number, number][][], source: number): Float64Array {
  const dist = new Float64Array(graph.length).fill(Infinity);
  dist[source] = 0;
  const heap: [number, number][] = [[0, source]];
  const push = (item: [number, number]) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent][0] <= heap[i][0]) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  while (heap.length > 0) {
    const [d, u] = pop();
    if (d > dist[u]) continue;
    for (const [v, w] of graph[u]) {
      if (d + w < dist[v]) {
        dist[v] = d + w;
        push([dist[v], v]);
      }
    }
  }
  return dist;
}

/**
 * Classical MDS: from a matrix of distances D, B = -1/2 J D^(2) J with J = I - 11^T/n, and the
 * embedding is the top `dims` eigenvectors of B scaled by the square roots of their eigenvalues.
 */
export function classicalMds(distances: Matrix, dims: number): number[][] {
  const n = distances.rows;
  const squared = new Matrix(distances.to2DArray().map((row) => row.map((value) => value * value)));
  const rowMeans = squared.mean('row');
  const total = rowMeans.reduce((a, b) => a + b, 0) / n;
  const B = new Matrix(n, n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) B.set(i, j, -0.5 * (squared.get(i, j) - rowMeans[i] - rowMeans[j] + total));
  }
  const evd = new EigenvalueDecomposition(B, { assumeSymmetric: true });
  const values = evd.realEigenvalues;
  const order = values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => b.value - a.value)
    .slice(0, dims);
  return Array.from({ length: n }, (_, i) => order.map(({ value, index }) => Math.sqrt(Math.max(value, 0)) * evd.eigenvectorMatrix.get(i, index)));
}

export function isomap(points: number[][], k: number, dims: number): number[][] {
  const graph = neighbourGraph(points, k);
  const geodesic = new Matrix(points.map((_, i) => Array.from(dijkstra(graph, i))));
  if (geodesic.max() === Infinity) throw new Error('the neighbourhood graph is disconnected: raise k');
  return classicalMds(geodesic, dims);
}

/** Viridis, sampled at nine stops and interpolated linearly: perceptually ordered, colour-blind safe. */
const viridisStops = ['#440154', '#472d7b', '#3b528b', '#2c728e', '#21918c', '#28ae80', '#5ec962', '#addc30', '#fde725'];
function viridis(value: number): string {
  const x = Math.min(Math.max(value, 0), 1) * (viridisStops.length - 1);
  const i = Math.min(Math.floor(x), viridisStops.length - 2);
  const f = x - i;
  const channel = (hex: string, c: number) => parseInt(hex.slice(1 + 2 * c, 3 + 2 * c), 16);
  const mix = [0, 1, 2].map((c) => Math.round(channel(viridisStops[i], c) * (1 - f) + channel(viridisStops[i + 1], c) * f));
  return `#${mix.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Scales a 2-D embedding into a panel with equal units on both axes, centred. */
function placeEqual(coords: number[][], box: { x: number; y: number; width: number; height: number }): [number, number][] {
  const xs = coords.map((c) => c[0]);
  const ys = coords.map((c) => c[1]);
  const [xMin, xMax, yMin, yMax] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((box.width - 16) / (xMax - xMin), (box.height - 16) / (yMax - yMin));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return coords.map(([u, v]) => [cx + (u - (xMin + xMax) / 2) * scale, cy - (v - (yMin + yMax) / 2) * scale]);
}

export default function draw(): string {
  const { points, t } = swissRoll(sampleCount, 11);
  const colour = t.map((value) => viridis((value - 1.5 * Math.PI) / (3 * Math.PI)));

  // Orient each embedding so that its first axis increases with t (the sign of an eigenvector is arbitrary).
  const orient = (coords: number[][]) => {
    const mean = t.reduce((a, b) => a + b, 0) / t.length;
    const signs = [0, 1].map((j) => (coords.reduce((s, c, i) => s + c[j] * (t[i] - mean), 0) >= 0 ? 1 : -1));
    return coords.map((c) => [signs[0] * c[0], signs[1] * c[1]]);
  };
  const pca = orient(new PCA(points).predict(points, { nComponents: 2 }).to2DArray());
  const iso = orient(isomap(points, neighbours, 2));

  const width = 720;
  const boxes = [
    { x: 20, y: 34, width: 330, height: 190, title: 'The data: a rolled-up sheet in 3-D' },
    { x: 370, y: 34, width: 330, height: 190, title: 'PCA onto 2 components' },
    { x: 20, y: 262, width: 680, height: 150, title: `Isomap (${neighbours} nearest neighbours) onto 2 components` },
  ];

  // An oblique view of the 3-D roll (rotated about the vertical, then tilted), for orientation only.
  const [alpha, beta] = [0.6, 0.45];
  const rotated = points.map(([x, y, z]) => {
    const u = x * Math.cos(alpha) + y * Math.sin(alpha);
    const depth = -x * Math.sin(alpha) + y * Math.cos(alpha);
    return { u, v: z * Math.cos(beta) + depth * Math.sin(beta), depth: depth * Math.cos(beta) - z * Math.sin(beta) };
  });
  const view = rotated.map((r) => [r.u, r.v]);
  const round = (value: number) => Math.round(value * 10) / 10;
  const panels = [view, pca, iso].map((coords, p) => {
    const box = boxes[p];
    const placed = placeEqual(coords, box);
    // In the 3-D view, draw far points first so near ones cover them.
    const order = placed.map((_, i) => i);
    if (p === 0) order.sort((a, b) => rotated[b].depth - rotated[a].depth);
    const dots = order.map((i) => el('circle', { cx: round(placed[i][0]), cy: round(placed[i][1]), r: 2.4, fill: colour[i] })).join('');
    return [
      el('rect', { x: box.x, y: box.y, width: box.width, height: box.height, fill: 'none', stroke: '#777', 'stroke-width': 1 }),
      text(box.x + box.width / 2, box.y - 10, box.title, { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }),
      dots,
    ].join('');
  });

  // Colour bar for the position along the roll.
  const barX = 200;
  const barW = 320;
  const steps = 40;
  const bar = Array.from({ length: steps }, (_, s) =>
    el('rect', { x: barX + (s * barW) / steps, y: 426, width: barW / steps + 0.5, height: 12, fill: viridis((s + 0.5) / steps) }),
  ).join('');
  const body = [
    ...panels,
    bar,
    text(barX - 8, 437, 'inner end of roll', { 'text-anchor': 'end', 'font-size': 12 }),
    text(barX + barW + 8, 437, 'outer end of roll', { 'font-size': 12 }),
    text(width / 2, 462, `Colour: position along the sheet, given to neither method. n = ${sampleCount} seeded points.`, {
      'text-anchor': 'middle',
      'font-size': 12,
      fill: '#444',
    }),
  ].join('\n');
  return svgDocument({ width, height: 474, title: 'A swiss roll embedded in two dimensions by PCA and by isomap', body });
}
