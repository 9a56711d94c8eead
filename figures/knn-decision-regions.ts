/**
 * k-nearest-neighbour decision regions for k = 1, 5 and 25 on the same seeded two-class data
 * (each class a mixture of Gaussian bumps), with the Bayes boundary of the true distribution
 * dashed; the fourth panel shows training and test error against k on a log axis, with the
 * Bayes error estimated on the same test set. The k-NN classifier is a brute-force one written
 * here: Euclidean distance, majority vote among the k nearest training points (k odd, two
 * classes, so there are no tied votes).
 */
import { contours } from 'd3-contour';
import { scaleLinear } from 'd3-scale';
import { density, KNN_SEED, knnTrainingSample, sampleClass } from './lib/knn-mixture.ts';
import { createRandom } from './lib/random.ts';
import { classColours, createPanel, el, escapeXml, legend, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

type Point = [number, number];

/** Labels of the training points sorted by Euclidean distance to the query, nearest first. */
export function neighbourLabels(train: Point[], labels: number[], [qx, qy]: Point): number[] {
  const order = train.map(([x, y], i) => ({ d: (x - qx) ** 2 + (y - qy) ** 2, i }));
  order.sort((a, b) => a.d - b.d || a.i - b.i);
  return order.map(({ i }) => labels[i]);
}

/**
 * A label that starts with the site's symbol for the number of neighbours, k with the subscript nn
 * (content/notation.ts), followed by `rest`; SVG has no subscript, so the tspan shifts down and back.
 */
export function neighboursLabel(x: number, y: number, rest: string, attributes: Record<string, string | number> = {}): string {
  return el(
    'text',
    { x, y, 'font-size': 13, fill: palette.black, ...attributes },
    `k<tspan dy="3" font-size="75%">nn</tspan><tspan dy="-3">${escapeXml(rest)}</tspan>`,
  );
}

/** Fraction of class 1 among the first k labels. */
export function voteFraction(sortedLabels: number[], k: number): number {
  let ones = 0;
  for (let j = 0; j < k; j++) ones += sortedLabels[j];
  return ones / k;
}

export default function draw(): string {
  const random = createRandom(KNN_SEED);
  const { mixture, train, labels } = knnTrainingSample(random);
  const testPerClass = 2500;
  const test: Point[] = [];
  const testLabels: number[] = [];
  for (const label of [0, 1]) {
    for (const point of sampleClass(mixture, label, testPerClass, random)) {
      test.push(point);
      testLabels.push(label);
    }
  }

  // Error curves: neighbours sorted once per point, then every k reuses the order.
  const ks = Array.from({ length: 75 }, (_, i) => 2 * i + 1); // 1, 3, ..., 149
  const trainSorted = train.map((point) => neighbourLabels(train, labels, point));
  const testSorted = test.map((point) => neighbourLabels(train, labels, point));
  const errorRate = (sorted: number[][], truth: number[], k: number) =>
    sorted.reduce((wrong, s, i) => wrong + (Number(voteFraction(s, k) > 0.5) !== truth[i] ? 1 : 0), 0) / truth.length;
  const curves = ks.map((k) => ({ k, train: errorRate(trainSorted, labels, k), test: errorRate(testSorted, testLabels, k) }));
  const bayesError =
    test.reduce((wrong, point, i) => wrong + (Number(density(mixture, 1, point) > density(mixture, 0, point)) !== testLabels[i] ? 1 : 0), 0) / test.length;
  const bestK = curves.reduce((a, b) => (b.test < a.test ? b : a));

  // Layout: 2 x 2 panels; the three region panels share one data window with equal axis scales.
  const width = 680;
  const height = 480;
  const panelW = 262;
  const panelH = 178;
  // A data window around the training points with the panel's aspect ratio (equal axis scales).
  const xs = train.map(([x]) => x);
  const ys = train.map(([, y]) => y);
  const [xMin, xMax, yMin, yMax] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const unitsPerPixel = Math.max((xMax - xMin) / (panelW - 16), (yMax - yMin) / (panelH - 16));
  const xMid = (xMin + xMax) / 2;
  const yMid = (yMin + yMax) / 2;
  const xDomain: [number, number] = [xMid - (unitsPerPixel * panelW) / 2, xMid + (unitsPerPixel * panelW) / 2];
  const yDomain: [number, number] = [yMid - (unitsPerPixel * panelH) / 2, yMid + (unitsPerPixel * panelH) / 2];
  const slots = [
    { x: 50, y: 34 },
    { x: 372, y: 34 },
    { x: 50, y: 258 },
  ];
  const regionKs = [1, 5, 25];
  const nx = 150;
  const ny = Math.round((nx * panelH) / panelW);
  const gx = scaleLinear().domain([0, nx]).range(xDomain);
  const gy = scaleLinear().domain([0, ny]).range(yDomain);
  const gridSorted: number[][] = [];
  const bayesScore: number[] = [];
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const point: Point = [gx(i + 0.5), gy(j + 0.5)];
      gridSorted.push(neighbourLabels(train, labels, point));
      bayesScore.push(Math.log(density(mixture, 1, point)) - Math.log(density(mixture, 0, point)));
    }
  }

  const tint = ['#cfe3f2', '#f8e2b3'];
  const parts: string[] = [];
  const ringPath = (ring: number[][], sx: (v: number) => number, sy: (v: number) => number) =>
    pathThrough(ring.map(([u, v]) => [sx(gx(u)), sy(gy(v))] as const)) + 'Z';

  regionKs.forEach((k, index) => {
    const slot = slots[index];
    const fit = curves.find((c) => c.k === k)!;
    const panel = createPanel({
      ...slot,
      width: panelW,
      height: panelH,
      xDomain,
      yDomain,
      ticks: 0,
    });
    const votes = gridSorted.map((s) => voteFraction(s, k));
    const [region] = contours().size([nx, ny]).thresholds([0.5])(votes);
    const regionPath = region.coordinates.map((polygon) => polygon.map((ring) => ringPath(ring, panel.sx, panel.sy)).join('')).join('');
    const [bayes] = contours().size([nx, ny]).thresholds([0])(bayesScore);
    // Only the ring pieces away from the frame: the contour closes along the grid edge.
    const bayesLines = bayes.coordinates
      .flatMap((polygon) => polygon)
      .map((ring) => {
        const segments: string[] = [];
        let current: [number, number][] = [];
        for (const [u, v] of ring) {
          const onEdge = u <= 0.01 || v <= 0.01 || u >= nx - 0.01 || v >= ny - 0.01;
          if (onEdge) {
            if (current.length > 1) segments.push(pathThrough(current));
            current = [];
          } else current.push([panel.sx(gx(u)), panel.sy(gy(v))]);
        }
        if (current.length > 1) segments.push(pathThrough(current));
        return segments.join('');
      })
      .join('');
    parts.push(
      el(
        'g',
        { 'clip-path': `url(#${panel.clipId})` },
        [
          el('rect', { x: slot.x, y: slot.y, width: panelW, height: panelH, fill: tint[0] }),
          el('path', { d: regionPath, fill: tint[1], stroke: palette.black, 'stroke-width': 1.2, 'fill-rule': 'evenodd' }),
          el('path', { d: bayesLines, fill: 'none', stroke: palette.purple, 'stroke-width': 2, 'stroke-dasharray': '5 3' }),
          train
            .map(([x, y], i) =>
              labels[i] === 0
                ? el('circle', { cx: panel.sx(x), cy: panel.sy(y), r: 2.4, fill: classColours[0], stroke: '#fff', 'stroke-width': 0.5 })
                : el('rect', {
                    x: panel.sx(x) - 2.2,
                    y: panel.sy(y) - 2.2,
                    width: 4.4,
                    height: 4.4,
                    fill: classColours[1],
                    stroke: '#fff',
                    'stroke-width': 0.5,
                  }),
            )
            .join(''),
        ].join(''),
      ),
      panel.clipPath,
      panel.axes,
      neighboursLabel(slot.x + panelW / 2, slot.y - 10, ` = ${k}: train ${Math.round(fit.train * 100)}%, test ${Math.round(fit.test * 100)}% error`, {
        'text-anchor': 'middle',
        'font-weight': 600,
        'font-size': 14,
      }),
    );
  });

  // Error against k, k on a log axis.
  const ex = 372 + 10;
  const ey = 258;
  const ew = panelW - 10;
  const maxError = 0.35;
  const errorPanel = createPanel({
    x: ex,
    y: ey,
    width: ew,
    height: panelH,
    xDomain: [0, Math.log10(149)],
    yDomain: [0, maxError],
    ticks: 0,
  });
  const lx = (k: number) => errorPanel.sx(Math.log10(k));
  const ly = (e: number) => errorPanel.sy(e);
  const axisParts: string[] = [];
  for (const k of [1, 3, 10, 30, 100]) {
    axisParts.push(el('line', { x1: lx(k), x2: lx(k), y1: ey + panelH, y2: ey + panelH + 4, stroke: palette.grey }));
    axisParts.push(text(lx(k), ey + panelH + 17, String(k), { 'text-anchor': 'middle', 'font-size': 11, fill: '#444' }));
  }
  for (const e of [0, 0.1, 0.2, 0.3]) {
    axisParts.push(el('line', { x1: ex - 4, x2: ex, y1: ly(e), y2: ly(e), stroke: palette.grey }));
    axisParts.push(text(ex - 7, ly(e) + 4, `${Math.round(e * 100)}%`, { 'text-anchor': 'end', 'font-size': 11, fill: '#444' }));
  }
  axisParts.push(
    // Short enough to stay inside its panel (the longer 'error rate against the number of neighbours' ran off the figure's right edge).
    text(ex + ew / 2, ey - 10, 'train and test error rate', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }),
    neighboursLabel(ex + ew / 2, ey + panelH + 34, ' (log scale)', { 'text-anchor': 'middle', 'font-size': 12 }),
  );
  const curve = (key: 'train' | 'test', colour: string) =>
    el('path', { d: pathThrough(curves.map((c) => [lx(c.k), ly(Math.min(c[key], maxError))])), fill: 'none', stroke: colour, 'stroke-width': 2 });
  parts.push(
    errorPanel.axes,
    axisParts.join(''),
    el('line', { x1: ex, x2: ex + ew, y1: ly(bayesError), y2: ly(bayesError), stroke: palette.purple, 'stroke-width': 2, 'stroke-dasharray': '5 3' }),
    curve('train', palette.blue),
    curve('test', palette.vermillion),
    el('circle', { cx: lx(bestK.k), cy: ly(bestK.test), r: 4, fill: palette.vermillion }),
    text(lx(bestK.k), ly(bestK.test) - 10, `best: ${bestK.k} neighbours`, { 'text-anchor': 'middle', 'font-size': 11, fill: '#444' }),
    text(ex + ew - 8, ly(0.04), `dashed: Bayes error ${(bayesError * 100).toFixed(1)}%`, { 'text-anchor': 'end', 'font-size': 11, fill: palette.purple }),
    legend(ex + 6, ly(0.32), [
      { label: 'train', colour: palette.blue, shape: 'line' },
      { label: 'test', colour: palette.vermillion, shape: 'line' },
    ]),
  );

  parts.push(
    legend(40, height - 12, [
      { label: 'class 0', colour: classColours[0] },
      { label: 'class 1', colour: classColours[1], shape: 'square' },
      { label: 'Bayes boundary', colour: palette.purple, shape: 'line' },
    ]),
  );
  const title = `k-NN decision regions for 1, 5 and 25 neighbours and error against the number of neighbours (Bayes error ${(bayesError * 100).toFixed(1)}%)`;
  return svgDocument({ width, height, title, body: parts.join('\n') });
}
