/**
 * The eigengap heuristic. A seeded data set of four Gaussian blobs, a fully connected similarity
 * graph with Gaussian weights exp(-|x_i - x_j|^2 / (2 sigma^2)), and the ten smallest eigenvalues
 * of its normalised Laplacian I - D^(-1/2) W D^(-1/2) (ml-matrix EigenvalueDecomposition). Four
 * eigenvalues sit near 0 and the fifth jumps up: the largest gap says k = 4. The left panel shows
 * the data coloured by Ng-Jordan-Weiss spectral clustering with that k.
 */
import { kmeans } from 'ml-kmeans';
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';
import { createRandom, gaussian } from './lib/random.ts';
import { createPanel, el, palette, svgDocument, text } from './lib/svg.ts';

type Point = [number, number];

const SIGMA = 1.2;

/** Four well-separated colours (blue, orange, green, purple) for the four clusters. */
const clusterColours = [palette.blue, palette.orange, palette.green, palette.purple, palette.sky, palette.vermillion];

function makeData(random: () => number): Point[] {
  const blobs: { centre: Point; spread: number; size: number }[] = [
    { centre: [-2.5, 1.8], spread: 0.5, size: 45 },
    { centre: [1.0, 2.2], spread: 0.6, size: 35 },
    { centre: [-1.4, -1.8], spread: 0.55, size: 40 },
    { centre: [2.3, -1.2], spread: 0.5, size: 40 },
  ];
  const points: Point[] = [];
  for (const { centre, spread, size } of blobs) {
    for (let i = 0; i < size; i++) points.push([centre[0] + spread * gaussian(random), centre[1] + spread * gaussian(random)]);
  }
  return points;
}

export default function draw(): string {
  const points = makeData(createRandom(21));
  const n = points.length;
  const weights = Matrix.zeros(n, n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const d2 = (points[i][0] - points[j][0]) ** 2 + (points[i][1] - points[j][1]) ** 2;
      const w = Math.exp(-d2 / (2 * SIGMA * SIGMA));
      weights.set(i, j, w);
      weights.set(j, i, w);
    }
  }
  const degree = Array.from({ length: n }, (_, i) => weights.getRow(i).reduce((s, w) => s + w, 0));
  const laplacian = Matrix.eye(n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) laplacian.set(i, j, laplacian.get(i, j) - weights.get(i, j) / Math.sqrt(degree[i] * degree[j]));
  }
  const evd = new EigenvalueDecomposition(laplacian, { assumeSymmetric: true });
  const order = evd.realEigenvalues.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const shown = order.slice(0, 10);
  const values = shown.map(({ value }) => Math.max(0, value));

  // The eigengap heuristic: the k (among 1..9) with the largest gap lambda_{k+1} - lambda_k.
  let k = 1;
  for (let m = 1; m < values.length - 1; m++) if (values[m + 1] - values[m] > values[k] - values[k - 1]) k = m + 1;

  // Spectral clustering with that k (rows of the first k eigenvectors, scaled to unit length).
  const rows = points.map((_, i) => {
    const row = order.slice(0, k).map(({ index }) => evd.eigenvectorMatrix.get(i, index));
    const length = Math.hypot(...row);
    return row.map((v) => v / length);
  });
  const labels = kmeans(rows, k, { initialization: 'kmeans++', seed: 1 }).clusters;

  const data = createPanel({ x: 50, y: 42, width: 270, height: 250, xDomain: [-4.5, 4], yDomain: [-3.5, 4], title: `data, ${k} clusters found`, ticks: 5 });
  const spectrum = createPanel({
    x: 400,
    y: 42,
    width: 300,
    height: 250,
    xDomain: [0.3, 10.7],
    yDomain: [0, Math.ceil(values[9] * 10 + 0.5) / 10],
    title: 'eigenvalues of the normalised Laplacian',
    xLabel: 'index m',
    yLabel: 'eigenvalue',
    ticks: 10,
  });
  const parts: string[] = [data.clipPath, spectrum.clipPath, data.axes, spectrum.axes];
  parts.push(
    el(
      'g',
      { 'clip-path': `url(#${data.clipId})` },
      points.map((p, i) => el('circle', { cx: data.sx(p[0]), cy: data.sy(p[1]), r: 3, fill: clusterColours[labels[i]], 'fill-opacity': 0.85 })).join(''),
    ),
  );

  const stems = values.map((value, m) => {
    const x = spectrum.sx(m + 1);
    const colour = m < k ? palette.blue : palette.vermillion;
    return (
      el('line', { x1: x, x2: x, y1: spectrum.sy(0), y2: spectrum.sy(value), stroke: colour, 'stroke-width': 2 }) +
      el('circle', { cx: x, cy: spectrum.sy(value), r: 4.5, fill: colour })
    );
  });
  parts.push(stems.join(''));
  // Mark the gap between lambda_k and lambda_{k+1}.
  const gapX = spectrum.sx(k + 0.5);
  parts.push(
    el('line', {
      x1: gapX,
      x2: gapX,
      y1: spectrum.sy(values[k - 1]),
      y2: spectrum.sy(values[k]),
      stroke: palette.black,
      'stroke-width': 1.5,
      'marker-start': 'url(#tip)',
      'marker-end': 'url(#tip)',
    }),
  );
  parts.unshift(
    `<defs>${el('marker', { id: 'tip', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, el('path', { d: 'M0,0L10,5L0,10z', fill: palette.black }))}</defs>`,
  );
  parts.push(
    text(gapX - 8, spectrum.sy((values[k - 1] + values[k]) / 2) + 4, `gap = ${(values[k] - values[k - 1]).toFixed(2)}`, {
      'font-size': 12,
      'text-anchor': 'end',
    }),
  );
  // Tick labels for the eigenvalue index.
  parts.push(
    text(
      50,
      352,
      `Gaussian weights with \u03c3 = ${SIGMA}.  \u03bb1..\u03bb${k} = ${values
        .slice(0, k)
        .map((v) => v.toFixed(3))
        .join(', ')};  \u03bb${k + 1} = ${values[k].toFixed(3)}`,
      { 'font-size': 12, fill: '#333' },
    ),
  );
  return svgDocument({ width: 720, height: 366, title: 'Eigengap of the normalised graph Laplacian for four Gaussian blobs', body: parts.join('\n') });
}
