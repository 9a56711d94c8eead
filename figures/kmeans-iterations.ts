/**
 * Lloyd's algorithm for k-means, step by step, on a seeded 2-D data set of three Gaussian blobs.
 * Each panel shows one iteration: the points coloured by the assignment step, the centroids after
 * the update step, and an arrow from where each centroid was to where it moved. The objective J
 * (the within-cluster sum of squares after the update) is printed in every panel title, so the
 * monotone decrease proved in the lecture can be read off the figure.
 */
import { BLOBS_SEED, threeBlobs } from './lib/kmeans-blobs.ts';
import { createRandom } from './lib/random.ts';
import { classColours, createPanel, el, palette, svgDocument, text } from './lib/svg.ts';

type Point = [number, number];

const squaredDistance = (a: Point, b: Point) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;

interface Iteration {
  /** Centroids before this iteration's steps. */
  before: Point[];
  /** Assignment computed from `before`. */
  labels: number[];
  /** Centroids after the update step. */
  after: Point[];
  /** Objective of (labels, after). */
  objective: number;
}

/** Plain Lloyd iterations from the given centroids until the assignment stops changing. */
function lloyd(points: Point[], initial: Point[], maxIterations = 50): Iteration[] {
  const k = initial.length;
  let centroids = initial.map((c) => [...c] as Point);
  let labels = points.map(() => -1);
  const history: Iteration[] = [];
  for (let t = 0; t < maxIterations; t++) {
    // Assignment step: nearest centroid; ties keep the current label.
    const next = points.map((p, i) => {
      let best = labels[i] >= 0 ? labels[i] : 0;
      for (let j = 0; j < k; j++) if (squaredDistance(p, centroids[j]) < squaredDistance(p, centroids[best])) best = j;
      return best;
    });
    const changed = next.some((label, i) => label !== labels[i]);
    labels = next;
    // Update step: each centroid becomes the mean of its points (an empty cluster keeps its centroid).
    const after = centroids.map((c, j) => {
      const members = points.filter((_, i) => labels[i] === j);
      if (members.length === 0) return c;
      return [members.reduce((s, p) => s + p[0], 0) / members.length, members.reduce((s, p) => s + p[1], 0) / members.length] as Point;
    });
    const objective = points.reduce((s, p, i) => s + squaredDistance(p, after[labels[i]]), 0);
    history.push({ before: centroids, labels, after, objective });
    centroids = after;
    if (!changed) break;
  }
  return history;
}

/** A centroid marker: a cross in the cluster's colour, outlined in black. */
function crossAt(x: number, y: number, colour: string): string {
  const d = `M${x - 7},${y - 7}L${x + 7},${y + 7}M${x - 7},${y + 7}L${x + 7},${y - 7}`;
  return (
    el('path', { d, stroke: palette.black, 'stroke-width': 5.5, 'stroke-linecap': 'round', fill: 'none' }) +
    el('path', { d, stroke: colour, 'stroke-width': 3, 'stroke-linecap': 'round', fill: 'none' })
  );
}

export default function draw(): string {
  const random = createRandom(BLOBS_SEED);
  const points = threeBlobs(random);
  // Initial centroids: three data points drawn at random (Forgy initialisation), from a fixed seed.
  const pick = createRandom(2);
  const chosen: number[] = [];
  while (chosen.length < 3) {
    const i = Math.floor(pick() * points.length);
    if (!chosen.includes(i)) chosen.push(i);
  }
  const history = lloyd(
    points,
    chosen.map((i) => points[i]),
  );

  // Panel 0 shows the initial centroids; then the first iterations and the last one (where the
  // assignment no longer changes).
  const shownIndices = history.length <= 5 ? history.map((_, t) => t) : [0, 1, 2, 3, history.length - 1];
  const slots: (number | 'init')[] = ['init', ...shownIndices];
  const columns = 3;
  const panelWidth = 196;
  const panelHeight = 160;
  const left = 42;
  const top = 34;
  const gapX = 36;
  const gapY = 58;
  const parts: string[] = [];
  const markers = el(
    'marker',
    { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' },
    el('path', { d: 'M0,0L10,5L0,10z', fill: palette.black }),
  );
  parts.push(`<defs>${markers}</defs>`);

  slots.forEach((slotContent, slot) => {
    const row = Math.floor(slot / columns);
    const col = slot % columns;
    const init = slotContent === 'init';
    const t = init ? 0 : slotContent;
    const iteration = history[t];
    const isLast = t === history.length - 1;
    const title = init ? 'start: 3 random data points' : `iteration ${t + 1}${isLast ? ' (last)' : ''}: J = ${iteration.objective.toFixed(1)}`;
    const panel = createPanel({
      x: left + col * (panelWidth + gapX),
      y: top + row * (panelHeight + gapY),
      width: panelWidth,
      height: panelHeight,
      xDomain: [-4, 4],
      yDomain: [-3.5, 3.5],
      title,
      ticks: 4,
    });
    parts.push(panel.clipPath, panel.axes);
    const marks: string[] = [];
    if (init) {
      for (const p of points) marks.push(el('circle', { cx: panel.sx(p[0]), cy: panel.sy(p[1]), r: 3, fill: palette.grey, 'fill-opacity': 0.6 }));
      iteration.before.forEach((c, j) => marks.push(crossAt(panel.sx(c[0]), panel.sy(c[1]), classColours[j])));
      parts.push(el('g', { 'clip-path': `url(#${panel.clipId})` }, marks.join('')));
      return;
    }
    points.forEach((p, i) => {
      marks.push(el('circle', { cx: panel.sx(p[0]), cy: panel.sy(p[1]), r: 3, fill: classColours[iteration.labels[i]], 'fill-opacity': 0.75 }));
    });
    iteration.after.forEach((c, j) => {
      const b = iteration.before[j];
      const moved = Math.hypot(panel.sx(c[0]) - panel.sx(b[0]), panel.sy(c[1]) - panel.sy(b[1]));
      // Where the centroid was (hollow) and the arrow to where it moved.
      marks.push(
        el('circle', { cx: panel.sx(b[0]), cy: panel.sy(b[1]), r: 5, fill: 'none', stroke: palette.black, 'stroke-width': 1.5, 'stroke-dasharray': '2 2' }),
      );
      if (moved > 8) {
        marks.push(
          el('line', {
            x1: panel.sx(b[0]),
            y1: panel.sy(b[1]),
            x2: panel.sx(c[0]),
            y2: panel.sy(c[1]),
            stroke: palette.black,
            'stroke-width': 1.5,
            'marker-end': 'url(#arrow)',
          }),
        );
      }
      // The new centroid: a cross in the cluster's colour, outlined in black.
      marks.push(crossAt(panel.sx(c[0]), panel.sy(c[1]), classColours[j]));
    });
    parts.push(el('g', { 'clip-path': `url(#${panel.clipId})` }, marks.join('')));
  });

  const width = left + columns * panelWidth + (columns - 1) * gapX + 20;
  const rows = Math.ceil(slots.length / columns);
  const legendY = top + rows * (panelHeight + gapY) - 18;
  parts.push(
    text(left, legendY, 'dots: assignment step (colour = nearest centroid);  cross: centroid after the update step;', { 'font-size': 12, fill: '#333' }),
  );
  parts.push(
    text(left, legendY + 17, 'dashed circle and arrow: where the centroid was before this iteration and how far it moved', { 'font-size': 12, fill: '#333' }),
  );
  return svgDocument({ width, height: legendY + 30, title: 'Lloyd iterations of k-means with K = 3 on three Gaussian blobs', body: parts.join('\n') });
}
