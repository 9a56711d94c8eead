/**
 * Node impurity for two classes as a function of the proportion p of class 1: Gini index
 * 2p(1 - p), entropy in bits (unscaled, maximum 1) and the same entropy halved (maximum 0.5, to
 * compare its shape with the others), and misclassification error min(p, 1 - p).
 * The dashed chord shows the Gini gain of split B of the lecture's worked example: the parent
 * (8 positives, 8 negatives, p = 1/2) is split into children with p = 2/3 (12 samples) and p = 0
 * (4 samples); the weighted child impurity lies on the chord, and the gain is the gap up to the curve.
 */
import { createPanel, el, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

const gini = (p: number) => 2 * p * (1 - p);
const entropy = (p: number) => (p <= 0 || p >= 1 ? 0 : -p * Math.log2(p) - (1 - p) * Math.log2(1 - p));
const misclassification = (p: number) => Math.min(p, 1 - p);

/** A legend of line styles (solid or dashed) laid out in a row. */
function lineLegend(x: number, y: number, entries: { label: string; colour: string; dash?: string }[]): string {
  let cursor = x;
  return entries
    .map(({ label, colour, dash }) => {
      const mark = el('line', { x1: cursor, x2: cursor + 26, y1: y - 4, y2: y - 4, stroke: colour, 'stroke-width': 2.6, 'stroke-dasharray': dash });
      const label_ = text(cursor + 32, y, label, { 'font-size': 12 });
      cursor += 44 + label.length * 6.4;
      return mark + label_;
    })
    .join('');
}

export default function draw(): string {
  const panel = createPanel({
    x: 70,
    y: 30,
    width: 580,
    height: 320,
    xDomain: [0, 1],
    yDomain: [0, 1.05],
    xLabel: 'proportion p of class 1 in the node',
    yLabel: 'impurity',
    ticks: 5,
  });
  const ps = Array.from({ length: 201 }, (_, i) => i / 200);
  const curve = (f: (p: number) => number, colour: string, dash?: string) =>
    el('path', {
      d: pathThrough(ps.map((p) => [panel.sx(p), panel.sy(f(p))])),
      fill: 'none',
      stroke: colour,
      'stroke-width': 2.6,
      'stroke-dasharray': dash,
      'stroke-linejoin': 'round',
    });

  // The worked example's split B, computed from its counts.
  const parent = { pos: 8, neg: 8 };
  const children = [
    { pos: 8, neg: 4 },
    { pos: 0, neg: 4 },
  ];
  const n = parent.pos + parent.neg;
  const pParent = parent.pos / n;
  const childPoints = children.map((c) => ({ p: c.pos / (c.pos + c.neg), weight: (c.pos + c.neg) / n }));
  const weighted = childPoints.reduce((sum, c) => sum + c.weight * gini(c.p), 0);
  const gain = gini(pParent) - weighted;
  const [a, b] = [...childPoints].sort((u, v) => u.p - v.p);

  const chord = [
    el('line', {
      x1: panel.sx(a.p),
      y1: panel.sy(gini(a.p)),
      x2: panel.sx(b.p),
      y2: panel.sy(gini(b.p)),
      stroke: palette.black,
      'stroke-width': 1.4,
      'stroke-dasharray': '5 4',
    }),
    ...childPoints.map((c) => el('circle', { cx: panel.sx(c.p), cy: panel.sy(gini(c.p)), r: 4.5, fill: palette.blue, stroke: '#fff', 'stroke-width': 1.2 })),
    el('line', { x1: panel.sx(pParent), y1: panel.sy(weighted), x2: panel.sx(pParent), y2: panel.sy(gini(pParent)), stroke: palette.black, 'stroke-width': 2 }),
    el('circle', { cx: panel.sx(pParent), cy: panel.sy(weighted), r: 4, fill: '#fff', stroke: palette.black, 'stroke-width': 1.6 }),
    el('circle', { cx: panel.sx(pParent), cy: panel.sy(gini(pParent)), r: 4, fill: palette.black }),
    text(panel.sx(b.p) + 4, panel.sy(gini(b.p)) + 20, 'p = 2/3', { 'font-size': 12, fill: '#333' }),
  ];

  const body = [
    panel.axes,
    curve(entropy, palette.vermillion),
    curve((p) => entropy(p) / 2, palette.vermillion, '7 5'),
    curve(gini, palette.blue),
    curve(misclassification, palette.orange),
    ...chord,
    lineLegend(40, 406, [
      { label: 'entropy (bits)', colour: palette.vermillion },
      { label: 'entropy / 2', colour: palette.vermillion, dash: '7 5' },
      { label: 'Gini 2p(1-p)', colour: palette.blue },
      { label: 'misclassification min(p, 1-p)', colour: palette.orange },
    ]),
    text(40, 432, `Dashed chord: split B of the worked example (parent p = 1/2, children p = 2/3 and p = 0).`, { 'font-size': 12, fill: '#333' }),
    text(
      40,
      450,
      `The black bar from the chord up to the Gini curve is its Gini gain, ${gini(pParent).toFixed(3)} - ${weighted.toFixed(3)} = ${gain.toFixed(3)}.`,
      { 'font-size': 12, fill: '#333' },
    ),
  ].join('\n');
  return svgDocument({ width: 700, height: 466, title: 'Gini index, entropy and misclassification error against the class proportion p', body });
}
