/**
 * A 2-3-1 multilayer perceptron (tanh hidden units, sigmoid output, cross-entropy loss) trained by
 * backpropagation and full-batch gradient descent on the four XOR points, from a fixed seed.
 * Left: the learned decision regions, the p = 0.5 boundary and the lines where each hidden unit's
 * pre-activation is zero. Right: the training loss against the epoch.
 */
import { Matrix } from 'ml-matrix';
import { contours } from 'd3-contour';
import { createRandom, gaussian } from './lib/random.ts';
import { classColours, createPanel, el, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

export const HIDDEN = 3;
export const LEARNING_RATE = 0.5;
export const EPOCHS = 1000;
export const SEED = 3;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export interface Network {
  W1: Matrix; // HIDDEN x 2
  b1: Matrix; // HIDDEN x 1
  W2: Matrix; // 1 x HIDDEN
  b2: Matrix; // 1 x 1
}

/** Inputs as columns (2 x 4) and labels (1 x 4). */
export const X = new Matrix([
  [0, 0, 1, 1],
  [0, 1, 0, 1],
]);
export const Y = new Matrix([[0, 1, 1, 0]]);

/** Adds a column vector to every column of a matrix. */
function addColumn(A: Matrix, b: Matrix): Matrix {
  const out = A.clone();
  for (let i = 0; i < A.rows; i++) for (let j = 0; j < A.columns; j++) out.set(i, j, A.get(i, j) + b.get(i, 0));
  return out;
}

/** Applies a function to every entry, returning a new matrix. */
function map(A: Matrix, f: (value: number) => number): Matrix {
  const out = new Matrix(A.rows, A.columns);
  for (let i = 0; i < A.rows; i++) for (let j = 0; j < A.columns; j++) out.set(i, j, f(A.get(i, j)));
  return out;
}

/** Forward pass on a batch of column inputs. */
export function forward(net: Network, inputs: Matrix) {
  const Z1 = addColumn(net.W1.mmul(inputs), net.b1);
  const H = map(Z1, Math.tanh);
  const Z2 = addColumn(net.W2.mmul(H), net.b2);
  const P = map(Z2, sigmoid);
  return { Z1, H, Z2, P };
}

/** Mean binary cross-entropy. */
function loss(P: Matrix, labels: Matrix): number {
  let total = 0;
  for (let j = 0; j < P.columns; j++) {
    const p = P.get(0, j);
    const y = labels.get(0, j);
    total -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  }
  return total / P.columns;
}

/** Trains the network with backpropagation; returns it and the loss at every epoch. */
export function train(): { net: Network; losses: number[] } {
  const random = createRandom(SEED);
  const randomMatrix = (rows: number, cols: number, scale: number) => {
    const M = new Matrix(rows, cols);
    for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) M.set(i, j, scale * gaussian(random));
    return M;
  };
  const net: Network = { W1: randomMatrix(HIDDEN, 2, 1), b1: Matrix.zeros(HIDDEN, 1), W2: randomMatrix(1, HIDDEN, 1), b2: Matrix.zeros(1, 1) };
  const n = X.columns;
  const losses: number[] = [];
  for (let epoch = 0; epoch <= EPOCHS; epoch++) {
    const { Z1, H, P } = forward(net, X);
    losses.push(loss(P, Y));
    if (epoch === EPOCHS) break;
    // Output delta for sigmoid + cross-entropy: p - y (averaged over the batch).
    const D2 = Matrix.sub(P, Y).div(n);
    const gW2 = D2.mmul(H.transpose());
    const gb2 = new Matrix([[D2.sum()]]);
    // Hidden delta: (W2^T D2) elementwise tanh'(Z1) = 1 - tanh^2.
    const back = net.W2.transpose().mmul(D2);
    const D1 = back.clone();
    for (let i = 0; i < D1.rows; i++) for (let j = 0; j < D1.columns; j++) D1.set(i, j, back.get(i, j) * (1 - Math.tanh(Z1.get(i, j)) ** 2));
    const gW1 = D1.mmul(X.transpose());
    const gb1 = Matrix.columnVector(D1.sum('row'));
    net.W1.sub(gW1.mul(LEARNING_RATE));
    net.b1.sub(gb1.mul(LEARNING_RATE));
    net.W2.sub(gW2.mul(LEARNING_RATE));
    net.b2.sub(gb2.mul(LEARNING_RATE));
  }
  return { net, losses };
}

/** SVG path for a d3-contour multipolygon given a map from grid to pixel coordinates. */
function multiPolygonPath(coordinates: number[][][][], toPixel: (gx: number, gy: number) => [number, number]): string {
  return coordinates.map((polygon) => polygon.map((ring) => pathThrough(ring.map(([gx, gy]) => toPixel(gx, gy))) + 'Z').join('')).join('');
}

export default function draw(): string {
  const { net, losses } = train();
  const lo = -0.5;
  const hi = 1.5;
  const grid = 80;
  const points: number[][] = [[], []];
  for (let r = 0; r < grid; r++) {
    for (let c = 0; c < grid; c++) {
      points[0].push(lo + ((c + 0.5) / grid) * (hi - lo));
      points[1].push(lo + ((r + 0.5) / grid) * (hi - lo));
    }
  }
  const probabilities = forward(net, new Matrix(points)).P.getRow(0);

  const left = createPanel({
    x: 62,
    y: 44,
    width: 280,
    height: 280,
    xDomain: [lo, hi],
    yDomain: [lo, hi],
    title: 'Decision regions after training',
    xLabel: 'x₁',
    yLabel: 'x₂',
    ticks: 4,
  });
  // d3-contour puts sample (c, r) at the centre of cell [c, c+1] x [r, r+1].
  const toPixel = (gx: number, gy: number): [number, number] => [left.sx(lo + (gx / grid) * (hi - lo)), left.sy(lo + (gy / grid) * (hi - lo))];
  const bands = contours().size([grid, grid]).thresholds([0.5])(probabilities);
  const regionBackground = el('rect', { x: left.sx(lo), y: left.sy(hi), width: 280, height: 280, fill: '#dbeaf5' });
  const classOne = bands
    .map((band) => el('path', { d: multiPolygonPath(band.coordinates as number[][][][], toPixel), fill: '#fbe3b5', stroke: palette.black, 'stroke-width': 2 }))
    .join('');

  // Lines where a hidden unit's pre-activation w1 x1 + w2 x2 + b = 0.
  const hiddenLines: string[] = [];
  for (let k = 0; k < HIDDEN; k++) {
    const [w1, w2] = net.W1.getRow(k);
    const b = net.b1.get(k, 0);
    const ends: [number, number][] = [];
    if (Math.abs(w2) > Math.abs(w1)) {
      for (const x1 of [lo, hi]) ends.push([x1, -(w1 * x1 + b) / w2]);
    } else {
      for (const x2 of [lo, hi]) ends.push([-(w2 * x2 + b) / w1, x2]);
    }
    hiddenLines.push(
      el('path', {
        d: pathThrough(ends.map(([a, c]) => [left.sx(a), left.sy(c)])),
        stroke: palette.grey,
        'stroke-width': 1.5,
        'stroke-dasharray': '5 4',
        fill: 'none',
        'clip-path': `url(#${left.clipId})`,
      }),
    );
  }

  const finalP = forward(net, X).P.getRow(0);
  const markers: string[] = [];
  for (let j = 0; j < X.columns; j++) {
    const cx = left.sx(X.get(0, j));
    const cy = left.sy(X.get(1, j));
    const label = Y.get(0, j);
    markers.push(
      label === 1
        ? el('rect', { x: cx - 8, y: cy - 8, width: 16, height: 16, fill: classColours[1], stroke: palette.black, 'stroke-width': 1.5 })
        : el('circle', { cx, cy, r: 9, fill: classColours[0], stroke: palette.black, 'stroke-width': 1.5 }),
    );
    const above = X.get(1, j) === 1;
    markers.push(text(cx, above ? cy - 15 : cy + 25, `p = ${finalP[j].toFixed(2)}`, { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 600 }));
  }

  const right = createPanel({
    x: 448,
    y: 44,
    width: 250,
    height: 280,
    xDomain: [0, EPOCHS],
    yDomain: [0, 1.2],
    title: 'Training loss',
    xLabel: 'epoch (full-batch step)',
    yLabel: 'mean cross-entropy',
    ticks: 4,
  });
  const step = 10;
  const curve = losses
    .filter((_, i) => i % step === 0 || i === losses.length - 1)
    .map((value, i, arr) => [right.sx(i === arr.length - 1 ? EPOCHS : i * step), right.sy(Math.min(value, 1.2))] as [number, number]);
  const lossPath = el('path', { d: pathThrough(curve), fill: 'none', stroke: palette.vermillion, 'stroke-width': 2.5, 'clip-path': `url(#${right.clipId})` });
  const chance = el('line', {
    x1: right.sx(0),
    x2: right.sx(EPOCHS),
    y1: right.sy(Math.log(2)),
    y2: right.sy(Math.log(2)),
    stroke: palette.grey,
    'stroke-dasharray': '4 4',
  });

  const body = [
    left.clipPath,
    right.clipPath,
    el('g', { 'clip-path': `url(#${left.clipId})` }, regionBackground + classOne),
    hiddenLines.join(''),
    left.axes,
    markers.join(''),
    right.axes,
    chance,
    text(right.sx(EPOCHS) - 6, right.sy(Math.log(2)) - 6, 'ln 2 (guessing 0.5)', { 'text-anchor': 'end', 'font-size': 12, fill: '#444' }),
    lossPath,
    text(right.sx(EPOCHS) - 6, right.sy(losses[losses.length - 1]) - 8, `final ${losses[losses.length - 1].toFixed(3)}`, {
      'text-anchor': 'end',
      'font-size': 12,
      fill: '#444',
    }),
    legend(40, 400, [
      { label: 'label 0', colour: classColours[0] },
      { label: 'label 1', colour: classColours[1], shape: 'square' },
      { label: 'predicted 1 (p > 0.5)', colour: '#fbe3b5', shape: 'square' },
    ]),
    legend(40, 424, [
      { label: 'predicted 0', colour: '#dbeaf5', shape: 'square' },
      { label: 'hidden unit: pre-activation = 0', colour: palette.grey, shape: 'line' },
    ]),
  ].join('\n');
  return svgDocument({ width: 720, height: 440, title: 'A 2-3-1 tanh network trained by backpropagation separates XOR', body });
}
