/**
 * Why lines in the plane have VC dimension 3, for the supervised-learning lecture's "Generalisation
 * bounds": the eight labellings of three points at the corners of a triangle, each with the line of
 * widest margin that produces it, and two sets of four points with a labelling no line produces,
 * each with the best line there is, which still gets one point wrong. Every line is found by a
 * search over directions (`bestLine`), the same search the lecture's test counts labellings with.
 */
import { classColours, el, palette, svgDocument, text } from './lib/svg.ts';

export type Point = readonly [number, number];
/** A line w·x + b = 0 given by the angle of its normal w (a unit vector) and its offset b. */
export interface Line {
  angle: number;
  offset: number;
  /** Points on the wrong side of the line (or on it). */
  errors: number;
  /** The smallest distance to the line of a point on its right side. */
  margin: number;
}

/** The triangle whose corners lines shatter: lower left, lower right, top. */
export const triangle: readonly Point[] = [
  [0.18, 0.2],
  [0.84, 0.3],
  [0.42, 0.84],
];
/** Four corners of a square with the XOR labelling (opposite corners alike). */
export const square: readonly Point[] = [
  [0.22, 0.22],
  [0.78, 0.22],
  [0.78, 0.78],
  [0.22, 0.78],
];
export const squareLabels = [1, -1, 1, -1] as const;
/** Three corners of a triangle and a fourth point inside it, labelled against them. */
export const inside: readonly Point[] = [
  [0.12, 0.16],
  [0.88, 0.22],
  [0.46, 0.9],
  [0.48, 0.42],
];
export const insideLabels = [1, 1, 1, -1] as const;

const DIRECTIONS = 3600;

/** How far `point` lies on the +1 side of `line` (negative on the other side). */
function signedDistance(line: Pick<Line, 'angle' | 'offset'>, [x, y]: Point): number {
  return x * Math.cos(line.angle) + y * Math.sin(line.angle) + line.offset;
}
/** How far beside the points the line is drawn when every point has the same label (any line there works). */
const BESIDE = 0.08;

/**
 * The best line for a labelling: fewest points on the wrong side, then widest margin. For each of
 * 3600 directions of the normal, the threshold is placed midway between the projections where the
 * fewest points are wrong; labels all alike get a line just beside the points.
 */
export function bestLine(points: readonly Point[], labels: readonly number[]): Line {
  let best: Line | undefined;
  for (let step = 0; step < DIRECTIONS; step++) {
    const angle = (2 * Math.PI * step) / DIRECTIONS;
    const projections = points.map((point) => signedDistance({ angle, offset: 0 }, point));
    const sorted = [...projections].sort((a, b) => a - b);
    const cuts = [sorted[0] - BESIDE, ...sorted.slice(1).map((value, j) => (value + sorted[j]) / 2), sorted.at(-1)! + BESIDE];
    for (const cut of cuts) {
      const distances = projections.map((t, i) => labels[i] * (t - cut));
      const errors = distances.filter((d) => d <= 0).length;
      // The margin of the points on the right side: with a wrong point, the line still keeps clear of the others.
      const margin = Math.min(...distances.filter((d) => d > 0), Infinity);
      if (!best || errors < best.errors || (errors === best.errors && margin > best.margin + 1e-12)) best = { angle, offset: -cut, errors, margin };
    }
  }
  return best!;
}

/** The part of the unit square on the +1 side of the line (Sutherland–Hodgman against one edge). */
function positiveSide(line: Line): Point[] {
  const corners: Point[] = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  const out: Point[] = [];
  corners.forEach((p, i) => {
    const q = corners[(i + 1) % corners.length];
    const [dp, dq] = [signedDistance(line, p), signedDistance(line, q)];
    if (dp >= 0) out.push(p);
    if (dp >= 0 !== dq >= 0) {
      const t = dp / (dp - dq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  });
  return out;
}

/** The line's two ends on the border of the unit square. */
function lineEnds(line: Line): Point[] {
  const [a, b, c] = [Math.cos(line.angle), Math.sin(line.angle), line.offset];
  const ends: Point[] = [];
  const push = (p: Point) => {
    if (p[0] >= -1e-9 && p[0] <= 1 + 1e-9 && p[1] >= -1e-9 && p[1] <= 1 + 1e-9 && !ends.some((e) => Math.hypot(e[0] - p[0], e[1] - p[1]) < 1e-9)) ends.push(p);
  };
  if (Math.abs(b) > 1e-12) for (const x of [0, 1]) push([x, -(a * x + c) / b]);
  if (Math.abs(a) > 1e-12) for (const y of [0, 1]) push([-(b * y + c) / a, y]);
  return ends.slice(0, 2);
}

/** A marker for label +1 (orange square) or −1 (blue circle), larger than the scatter plots' for small panels. */
function marker(label: number, cx: number, cy: number): string {
  const style = { 'fill-opacity': 0.9, stroke: palette.black, 'stroke-width': 0.8 };
  return label > 0
    ? el('rect', { x: cx - 6, y: cy - 6, width: 12, height: 12, fill: classColours[1], ...style })
    : el('circle', { cx, cy, r: 6.5, fill: classColours[0], ...style });
}

/** One small panel: the unit square at (x, y) of side `size`, the +1 side shaded, the line, the points. */
function panel(x: number, y: number, size: number, points: readonly Point[], labels: readonly number[], line: Line, extra = ''): string {
  const sx = (value: number) => x + value * size;
  const sy = (value: number) => y + (1 - value) * size;
  const shade = positiveSide(line);
  const [p, q] = lineEnds(line);
  const wrong = points
    .map((point, i) => ({ point, wrong: labels[i] * signedDistance(line, point) <= 0 }))
    .filter(({ wrong }) => wrong)
    .map(({ point }) => el('circle', { cx: sx(point[0]), cy: sy(point[1]), r: 11, fill: 'none', stroke: palette.vermillion, 'stroke-width': 2 }))
    .join('');
  return [
    el('rect', { x, y, width: size, height: size, fill: 'none', stroke: palette.grey, 'stroke-width': 1 }),
    shade.length > 2
      ? el('polygon', { points: shade.map(([u, v]) => `${sx(u).toFixed(2)},${sy(v).toFixed(2)}`).join(' '), fill: palette.orange, 'fill-opacity': 0.16 })
      : '',
    p && q ? el('line', { x1: sx(p[0]), y1: sy(p[1]), x2: sx(q[0]), y2: sy(q[1]), stroke: palette.black, 'stroke-width': 1.6 }) : '',
    extra,
    ...points.map((point, i) => marker(labels[i], sx(point[0]), sy(point[1]))),
    wrong,
  ].join('');
}

/** The eight labellings of the triangle, in binary order of (corner 1, corner 2, corner 3), +1 as 1. */
export function triangleLabellings(): number[][] {
  return Array.from({ length: 8 }, (_, code) => [0, 1, 2].map((i) => ((code >> (2 - i)) & 1 ? 1 : -1)));
}

export default function draw(): string {
  const parts: string[] = [];
  parts.push(text(360, 30, 'Lines produce all 8 labellings of three points', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 17 }));
  const size = 128;
  const gapX = (720 - 4 * size) / 5;
  triangleLabellings().forEach((labels, j) => {
    const x = gapX + (j % 4) * (size + gapX);
    const y = 48 + Math.floor(j / 4) * (size + 34);
    parts.push(panel(x, y, size, triangle, labels, bestLine(triangle, labels)));
    const signs = labels.map((label) => (label > 0 ? '+' : '−')).join(' ');
    parts.push(text(x + size / 2, y + size + 20, signs, { 'text-anchor': 'middle', 'font-size': 15, fill: '#333' }));
  });

  const top = 48 + 2 * (size + 34) + 26;
  parts.push(text(360, top, 'No line produces these labellings of four points', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 17 }));
  const big = 176;
  const left = 80;
  const right = 720 - 80 - big;
  const y = top + 18;

  // XOR on a square: the diagonals cross at a point that lies between both pairs.
  const xorLine = bestLine(square, squareLabels);
  const diagonals =
    el('line', {
      x1: left + square[0][0] * big,
      y1: y + (1 - square[0][1]) * big,
      x2: left + square[2][0] * big,
      y2: y + (1 - square[2][1]) * big,
      stroke: classColours[1],
      'stroke-width': 1.5,
      'stroke-dasharray': '5 4',
    }) +
    el('line', {
      x1: left + square[1][0] * big,
      y1: y + (1 - square[1][1]) * big,
      x2: left + square[3][0] * big,
      y2: y + (1 - square[3][1]) * big,
      stroke: classColours[0],
      'stroke-width': 1.5,
      'stroke-dasharray': '5 4',
    }) +
    el('circle', { cx: left + 0.5 * big, cy: y + 0.5 * big, r: 3, fill: palette.black }) +
    text(left + 0.5 * big + 7, y + 0.5 * big - 6, 'c', { 'font-size': 15, 'font-style': 'italic' });
  parts.push(panel(left, y, big, square, squareLabels, xorLine, diagonals));
  parts.push(text(left + big / 2, y + big + 22, 'XOR on a square', { 'text-anchor': 'middle', 'font-size': 15 }));
  parts.push(text(left + big / 2, y + big + 42, `best line: ${xorLine.errors} point wrong`, { 'text-anchor': 'middle', 'font-size': 14, fill: '#444' }));

  // A point inside the triangle of the other three: the +1 side is convex, so it holds the triangle.
  const insideLine = bestLine(inside, insideLabels);
  const hull = el('polygon', {
    points: inside
      .slice(0, 3)
      .map(([u, v]) => `${(right + u * big).toFixed(2)},${(y + (1 - v) * big).toFixed(2)}`)
      .join(' '),
    fill: 'none',
    stroke: classColours[1],
    'stroke-width': 1.5,
    'stroke-dasharray': '5 4',
  });
  parts.push(panel(right, y, big, inside, insideLabels, insideLine, hull));
  parts.push(text(right + big / 2, y + big + 22, 'a point inside the triangle', { 'text-anchor': 'middle', 'font-size': 15 }));
  parts.push(text(right + big / 2, y + big + 42, `best line: ${insideLine.errors} point wrong`, { 'text-anchor': 'middle', 'font-size': 14, fill: '#444' }));

  parts.push(
    text(360, y + big + 72, 'square: label +1, circle: label −1; shaded: the side a line labels +1; red ring: a point on the wrong side', {
      'text-anchor': 'middle',
      'font-size': 12.5,
      fill: '#444',
    }),
  );
  return svgDocument({ width: 720, height: y + big + 88, title: 'Lines in the plane shatter three points but no four', body: parts.join('\n') });
}
