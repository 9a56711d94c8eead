/**
 * The Voronoi diagram of a small seeded three-class data set (d3-delaunay), each cell coloured by
 * the label of its point: the union of a class's cells is exactly the region that the 1-nearest-
 * neighbour classifier assigns to that class. Edges shared by cells of different labels (the 1-NN
 * decision boundary) are drawn thick; edges inside one class are thin and could be deleted
 * without changing any prediction. A query point is joined to its nearest training point, found
 * by brute force, which is the point whose cell contains it.
 */
import { Delaunay } from 'd3-delaunay';
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

type Point = [number, number];

const CENTRES: Point[] = [
  [2.6, 2.2],
  [6.4, 2.4],
  [4.6, 5.0],
];
const PER_CLASS = 8;
const SPREAD = 1.15;

/** Light tints of the class colours for the cells. */
const TINTS = ['#cfe3f2', '#f8e2b3', '#c4ebdd'];

function marker(x: number, y: number, label: number): string {
  const fill = classColours[label];
  const common = { fill, stroke: '#fff', 'stroke-width': 1.2 };
  if (label === 0) return el('circle', { cx: x, cy: y, r: 5.5, ...common });
  if (label === 1) return el('rect', { x: x - 5, y: y - 5, width: 10, height: 10, ...common });
  return el('path', { d: `M${x},${y - 6.5}L${x + 6},${y + 4.5}L${x - 6},${y + 4.5}Z`, ...common });
}

export default function draw(): string {
  const random = createRandom(31);
  const points: Point[] = [];
  const labels: number[] = [];
  CENTRES.forEach(([cx, cy], label) => {
    for (let i = 0; i < PER_CLASS; i++) {
      points.push([cx + SPREAD * gaussian(random), cy + SPREAD * gaussian(random)]);
      labels.push(label);
    }
  });

  const width = 680;
  const height = 440;
  const xDomain: [number, number] = [0, 9.5];
  const yDomain: [number, number] = [0, 7];
  const panel = createPanel({ x: 40, y: 14, width: 600, height: 390, xDomain, yDomain, ticks: 0 });
  // Work in pixel space so the diagram is exact for what is drawn.
  const pixels = points.map(([x, y]): Point => [panel.sx(x), panel.sy(y)]);
  const bounds: [number, number, number, number] = [panel.sx(xDomain[0]), panel.sy(yDomain[1]), panel.sx(xDomain[1]), panel.sy(yDomain[0])];
  const delaunay = Delaunay.from(pixels);
  const voronoi = delaunay.voronoi(bounds);

  const cells = pixels.map((_, i) => el('path', { d: voronoi.renderCell(i), fill: TINTS[labels[i]], stroke: '#ffffff', 'stroke-width': 1.2 })).join('');

  // Edges between cells with different labels: the two vertices the cells share.
  const close = (a: number[], b: number[]) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;
  const boundary: string[] = [];
  const thin: string[] = [];
  for (let i = 0; i < pixels.length; i++) {
    const cellI = voronoi.cellPolygon(i);
    for (const j of voronoi.neighbors(i)) {
      if (j <= i) continue;
      const cellJ = voronoi.cellPolygon(j);
      const shared: Point[] = [];
      for (const vertex of cellI.slice(0, -1)) {
        if (cellJ.some((other) => close(vertex, other)) && !shared.some((s) => close(s, vertex))) shared.push([vertex[0], vertex[1]]);
      }
      if (shared.length !== 2) continue;
      const d = pathThrough(shared);
      if (labels[i] !== labels[j]) boundary.push(d);
      else thin.push(d);
    }
  }

  // A query point and its nearest neighbour by brute force.
  const query: Point = [3.1, 4.5];
  let nearest = 0;
  let best = Infinity;
  points.forEach(([x, y], i) => {
    const d = Math.hypot(x - query[0], y - query[1]);
    if (d < best) {
      best = d;
      nearest = i;
    }
  });
  const [qx, qy] = [panel.sx(query[0]), panel.sy(query[1])];
  const [nx, ny] = pixels[nearest];
  const star = (cx: number, cy: number, r: number) =>
    pathThrough(
      Array.from({ length: 10 }, (_, k) => {
        const angle = -Math.PI / 2 + (k * Math.PI) / 5;
        const radius = k % 2 === 0 ? r : r * 0.45;
        return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
      }),
    ) + 'Z';

  const body = [
    cells,
    el('path', { d: thin.join(''), stroke: palette.grey, 'stroke-width': 1, 'stroke-dasharray': '3 3', fill: 'none' }),
    el('path', { d: boundary.join(''), stroke: palette.black, 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' }),
    pixels.map(([x, y], i) => marker(x, y, labels[i])).join(''),
    el('line', { x1: qx, y1: qy, x2: nx, y2: ny, stroke: palette.black, 'stroke-width': 1.5, 'stroke-dasharray': '4 3' }),
    el('path', { d: star(qx, qy, 9), fill: palette.black, stroke: '#fff', 'stroke-width': 1 }),
    text(qx + 10, qy - 8, 'query', { 'font-size': 12, 'font-weight': 600 }),
    panel.axes,
    [0, 1, 2].map((label) => marker(62 + label * 92, height - 19, label) + text(74 + label * 92, height - 14, `class ${label}`, { 'font-size': 12 })).join(''),
    el('line', { x1: 330, x2: 352, y1: height - 18, y2: height - 18, stroke: palette.black, 'stroke-width': 2.5 }),
    text(358, height - 14, '1-NN boundary', { 'font-size': 12 }),
    el('line', { x1: 470, x2: 492, y1: height - 18, y2: height - 18, stroke: palette.grey, 'stroke-width': 1, 'stroke-dasharray': '3 3' }),
    text(498, height - 14, 'edge within a class', { 'font-size': 12 }),
  ].join('\n');
  return svgDocument({ width, height, title: 'Voronoi diagram of a three-class data set, cells coloured by label: the 1-NN partition', body });
}
