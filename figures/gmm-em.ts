/**
 * EM for a Gaussian mixture with K = 3 full-covariance components (figures/lib/gaussian-mixture.ts)
 * on 300 seeded points from three Gaussian clusters of different shapes. The start is three data
 * points drawn at random as means (all three happen to fall in the small round cluster), identity
 * covariances and equal weights; EM stops when the log-likelihood gains less than 0.001. Three panels show the
 * components as ellipses of Mahalanobis radius 2 (about 86% of each component's mass) at the start,
 * after one iteration and at convergence, with every point coloured by its most responsible component
 * and shaded by that responsibility; the fourth plots the log-likelihood against the iteration, which
 * never decreases. Two panels by two, drawn large enough to read on a phone.
 */
import { fitMixture, type EmStep } from './lib/gaussian-mixture.ts';
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

/** The three generating clusters: a mean and a lower-triangular factor L of the covariance L Lᵀ. */
const CLUSTERS: { mean: [number, number]; factor: [[number, number], [number, number]]; size: number }[] = [
  {
    mean: [-2.2, 0.2],
    factor: [
      [1.0, 0],
      [0.85, 0.45],
    ],
    size: 120,
  },
  {
    mean: [2.2, 2.0],
    factor: [
      [0.45, 0],
      [0, 0.45],
    ],
    size: 80,
  },
  {
    mean: [2.0, -1.8],
    factor: [
      [1.1, 0],
      [-0.1, 0.35],
    ],
    size: 100,
  },
];
export const GMM_SEED = 23;
export const GMM_START_SEED = 11;

/** The figure's data: 300 points from the three clusters, and the cluster each came from. */
export function mixtureData(): { points: number[][]; labels: number[] } {
  const random = createRandom(GMM_SEED);
  const points: number[][] = [];
  const labels: number[] = [];
  CLUSTERS.forEach(({ mean, factor, size }, label) => {
    for (let i = 0; i < size; i++) {
      const z = [gaussian(random), gaussian(random)];
      points.push([mean[0] + factor[0][0] * z[0], mean[1] + factor[1][0] * z[0] + factor[1][1] * z[1]]);
      labels.push(label);
    }
  });
  return { points, labels };
}

/** The figure's EM run: means at three distinct data points drawn from GMM_START_SEED. */
export function mixtureRun(): EmStep[] {
  const { points } = mixtureData();
  const pick = createRandom(GMM_START_SEED);
  const chosen: number[] = [];
  while (chosen.length < 3) {
    const i = Math.floor(pick() * points.length);
    if (!chosen.includes(i)) chosen.push(i);
  }
  const identity = () => [
    [1, 0],
    [0, 1],
  ];
  return fitMixture(
    points,
    { weights: [1 / 3, 1 / 3, 1 / 3], means: chosen.map((i) => [...points[i]]), covariances: [identity(), identity(), identity()] },
    { tolerance: 1e-3 },
  );
}

/** Points of the ellipse {x : (x − μ)ᵀ Σ⁻¹ (x − μ) = radius²}, from the eigenvectors of the 2 × 2 Σ. */
function ellipse(mean: number[], covariance: number[][], radius: number): [number, number][] {
  const [a, b, c] = [covariance[0][0], covariance[0][1], covariance[1][1]];
  const half = Math.sqrt(((a - c) / 2) ** 2 + b * b);
  const [major, minor] = [(a + c) / 2 + half, (a + c) / 2 - half];
  const angle = 0.5 * Math.atan2(2 * b, a - c);
  return Array.from({ length: 73 }, (_, s) => {
    const t = (2 * Math.PI * s) / 72;
    const [u, v] = [radius * Math.sqrt(major) * Math.cos(t), radius * Math.sqrt(minor) * Math.sin(t)];
    return [mean[0] + u * Math.cos(angle) - v * Math.sin(angle), mean[1] + u * Math.sin(angle) + v * Math.cos(angle)];
  });
}

export default function draw(): string {
  const { points } = mixtureData();
  const history = mixtureRun();
  const last = history.length - 1;
  const shown: { t: number; title: string }[] = [
    { t: 0, title: `start: ${history[0].logLikelihood.toFixed(1)}` },
    { t: 1, title: `t = 1: ${history[1].logLikelihood.toFixed(1)}` },
    { t: last, title: `t = ${last} (converged): ${history[last].logLikelihood.toFixed(1)}` },
  ];
  // Two by two, not four in a row: a phone shows the figure about 360 px wide, and four panels in
  // a row (1,024 px) shrank its labels to under 4 px there; this layout keeps them near 10 px.
  const parts: string[] = [];
  const fontSize = 14;
  const size = 200;
  const left = 44;
  const top = 36;
  // Room for the log-likelihood's tick labels (−2,500) between the columns.
  const columnStep = size + 90;
  const rowStep = size + 72;
  const slots = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ].map(([column, row]) => ({ x: left + column * columnStep, y: top + row * rowStep }));
  shown.forEach(({ t, title }, slot) => {
    const panel = createPanel({
      ...slots[slot],
      width: size,
      height: size,
      xDomain: [-5.5, 5],
      yDomain: [-5, 5.5],
      title,
      ticks: 4,
      fontSize,
      titleFontSize: 15,
    });
    parts.push(panel.clipPath, panel.axes);
    const marks: string[] = [];
    // The start has no responsibilities worth showing yet: grey points. Later panels colour each point
    // by its most responsible component (the E step of the parameters drawn), shaded by that weight.
    const responsibilities = t === 0 ? null : t === last ? history[last].responsibilities : history[t + 1].responsibilities;
    points.forEach((p, i) => {
      if (!responsibilities) {
        marks.push(el('circle', { cx: panel.sx(p[0]), cy: panel.sy(p[1]), r: 2.6, fill: palette.grey, 'fill-opacity': 0.6 }));
        return;
      }
      const r = responsibilities[i];
      const k = r.indexOf(Math.max(...r));
      marks.push(el('circle', { cx: panel.sx(p[0]), cy: panel.sy(p[1]), r: 2.6, fill: classColours[k], 'fill-opacity': 0.2 + 0.7 * r[k] }));
    });
    const { means, covariances } = history[t].parameters;
    means.forEach((mean, k) => {
      const outline = pathThrough(ellipse(mean, covariances[k], 2).map(([x, y]) => [panel.sx(x), panel.sy(y)]));
      marks.push(el('path', { d: outline, fill: 'none', stroke: palette.black, 'stroke-width': 3.5 }));
      marks.push(el('path', { d: outline, fill: 'none', stroke: classColours[k], 'stroke-width': 2 }));
      marks.push(el('circle', { cx: panel.sx(mean[0]), cy: panel.sy(mean[1]), r: 4, fill: classColours[k], stroke: palette.black, 'stroke-width': 1.5 }));
    });
    parts.push(el('g', { 'clip-path': `url(#${panel.clipId})` }, marks.join('')));
  });

  // The log-likelihood after each iteration.
  const values = history.map((step) => step.logLikelihood);
  const low = Math.floor(Math.min(...values) / 100) * 100;
  const high = Math.ceil(Math.max(...values) / 100) * 100;
  const curve = createPanel({
    ...slots[3],
    width: size,
    height: size,
    xDomain: [0, last],
    yDomain: [low, high],
    title: 'log-likelihood against t',
    xLabel: 'iteration t',
    ticks: 4,
    fontSize,
    titleFontSize: 15,
  });
  parts.push(curve.axes);
  parts.push(el('path', { d: pathThrough(values.map((v, t) => [curve.sx(t), curve.sy(v)])), fill: 'none', stroke: palette.blue, 'stroke-width': 2 }));
  values.forEach((v, t) => parts.push(el('circle', { cx: curve.sx(t), cy: curve.sy(v), r: 2.5, fill: palette.blue })));

  const legendY = slots[3].y + size + 74;
  const legendLines = [
    'titles: the log-likelihood after iteration t; dots: the means',
    'ellipses: the components at Mahalanobis radius 2 (about 86%',
    'of their mass); points: coloured by the most responsible',
    'component, fainter where that responsibility is lower',
  ];
  legendLines.forEach((line, i) => parts.push(text(16, legendY + i * 19, line, { 'font-size': fontSize, fill: '#333' })));
  const width = left + columnStep + size + 16;
  const height = legendY + (legendLines.length - 1) * 19 + 16;
  return svgDocument({ width, height, title: 'EM for a Gaussian mixture with K = 3 on 300 points', body: parts.join('\n') });
}
