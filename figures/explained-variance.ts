/**
 * Cumulative explained variance (the fraction of the energy sum of squared singular values) against
 * the number of kept components d′, for a seeded synthetic data set: n = 400 samples in d = 30
 * dimensions made of a rank-5 signal plus isotropic Gaussian noise. The singular values come from
 * the SVD in ml-matrix of the centred data.
 */
import { Matrix, QrDecomposition, SVD } from 'ml-matrix';
import { createRandom, gaussian } from './lib/random.ts';
import { createPanel, el, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

export const n = 400;
export const d = 30;
/** Standard deviations of the five latent factors, and of the noise added to every feature. */
export const signalScales = [5, 3.5, 2.5, 1.8, 1.3];
export const noiseScale = 0.6;

/** The data set: Z diag(signalScales) W^T + noise, with W a random d x 5 orthonormal basis. */
export function lowRankPlusNoise(): Matrix {
  const random = createRandom(2024);
  const r = signalScales.length;
  const basis = new QrDecomposition(
    Matrix.from1DArray(
      d,
      r,
      Array.from({ length: d * r }, () => gaussian(random)),
    ),
  ).orthogonalMatrix.subMatrix(0, d - 1, 0, r - 1);
  const latent = Matrix.from1DArray(
    n,
    r,
    Array.from({ length: n * r }, (_, k) => signalScales[k % r] * gaussian(random)),
  );
  const noise = Matrix.from1DArray(
    n,
    d,
    Array.from({ length: n * d }, () => noiseScale * gaussian(random)),
  );
  return latent.mmul(basis.transpose()).add(noise);
}

/** Singular values of the column-centred matrix, largest first. */
export function centredSingularValues(X: Matrix): number[] {
  const centred = X.clone().subRowVector(X.mean('column'));
  return new SVD(centred, { computeLeftSingularVectors: false, computeRightSingularVectors: false, autoTranspose: true }).diagonal;
}

export default function draw(): string {
  const sigma = centredSingularValues(lowRankPlusNoise());
  const energy = sigma.map((s) => s * s);
  const total = energy.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  energy.reduce((sum, e) => {
    cumulative.push((sum + e) / total);
    return sum + e;
  }, 0);
  const kFor = (threshold: number) => cumulative.findIndex((c) => c >= threshold) + 1;

  const panel = createPanel({
    x: 80,
    y: 40,
    width: 580,
    height: 300,
    xDomain: [0, d + 0.5],
    yDomain: [0, 1],
    xLabel: 'number of components kept, d′',
    yLabel: 'fraction of energy',
    ticks: 6,
  });
  const barWidth = (panel.sx(1) - panel.sx(0)) * 0.6;
  const bars = energy
    .map((e, j) =>
      el('rect', {
        x: panel.sx(j + 1) - barWidth / 2,
        y: panel.sy(e / total),
        width: barWidth,
        height: panel.sy(0) - panel.sy(e / total),
        fill: palette.sky,
        'fill-opacity': 0.8,
      }),
    )
    .join('');
  const line = el('path', {
    d: pathThrough(cumulative.map((c, j) => [panel.sx(j + 1), panel.sy(c)])),
    fill: 'none',
    stroke: palette.blue,
    'stroke-width': 2.5,
  });
  const dots = cumulative.map((c, j) => el('circle', { cx: panel.sx(j + 1), cy: panel.sy(c), r: 3.2, fill: palette.blue })).join('');
  const thresholds = [0.8, 0.9]
    .map((t, i) => {
      const k = kFor(t);
      const colour = i === 0 ? palette.orange : palette.vermillion;
      return (
        el('line', {
          x1: panel.sx(0),
          x2: panel.sx(d + 0.5),
          y1: panel.sy(t),
          y2: panel.sy(t),
          stroke: colour,
          'stroke-width': 1.5,
          'stroke-dasharray': '6 4',
        }) +
        el('line', { x1: panel.sx(k), x2: panel.sx(k), y1: panel.sy(t), y2: panel.sy(0), stroke: colour, 'stroke-width': 1.2, 'stroke-dasharray': '2 3' }) +
        el('circle', { cx: panel.sx(k), cy: panel.sy(cumulative[k - 1]), r: 5.5, fill: 'none', stroke: colour, 'stroke-width': 2 }) +
        text(panel.sx(d + 0.5) - 6, panel.sy(t) + (i === 0 ? 16 : -6), `${Math.round(t * 100)}% of the energy: d′ = ${k}`, {
          'text-anchor': 'end',
          'font-size': 12,
          fill: '#333',
        })
      );
    })
    .join('');
  const key = [
    el('line', { x1: 110, x2: 130, y1: 406, y2: 406, stroke: palette.blue, 'stroke-width': 2.5 }),
    text(136, 410, 'cumulative fraction (d′ largest)', { 'font-size': 12 }),
    el('rect', { x: 350, y: 399, width: 12, height: 12, fill: palette.sky, 'fill-opacity': 0.8 }),
    text(368, 410, 'fraction of component j alone', { 'font-size': 12 }),
    text(80, 434, `Seeded data: n = ${n}, d = ${d}, a rank-5 signal plus Gaussian noise (sd ${noiseScale}) on every feature.`, {
      'font-size': 12,
      fill: '#444',
    }),
  ].join('');
  const body = [panel.clipPath, panel.axes, bars, thresholds, line, dots, key].join('\n');
  return svgDocument({ width: 700, height: 448, title: 'Cumulative explained variance against the number of principal components', body });
}
