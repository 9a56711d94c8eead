/**
 * A schematic of the SVM margin, inlined into the lecture page: the hyperplane w^T x + b = 0,
 * the two margin hyperplanes w^T x + b = +1 and -1, the normal vector w and the margin width
 * 2/||w||. Unlike the other figures it has no white backing: lines and text use currentColor
 * (plus one accent colour) on a transparent background, so it follows the page's light or dark
 * theme. The geometry is computed from a chosen w and b rather than hand-placed coordinates.
 */
import { escapeXml, num } from './lib/svg.ts';

const accent = '#D55E00';

type Vec = readonly [number, number];
const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1]];
const scale = (a: Vec, s: number): Vec => [a[0] * s, a[1] * s];

function attrs(attributes: Record<string, string | number>): string {
  return Object.entries(attributes)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join(' ');
}

function line(a: Vec, b: Vec, extra: Record<string, string | number> = {}): string {
  return `<line ${attrs({ x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: 'currentColor', 'stroke-width': 1.5, ...extra })}/>`;
}

/** A filled triangular arrowhead at `tip`, pointing along the unit vector `direction`. */
function arrowhead(tip: Vec, direction: Vec, colour: string, size = 11): string {
  const back = add(tip, scale(direction, -size));
  const side: Vec = [-direction[1], direction[0]];
  const points = [tip, add(back, scale(side, size * 0.42)), add(back, scale(side, -size * 0.42))];
  return `<polygon ${attrs({ points: points.map((p) => `${num(p[0])},${num(p[1])}`).join(' '), fill: colour })}/>`;
}

/** Text whose content may hold tspans (already escaped); `math` sets it in an italic serif. */
function label(at: Vec, content: string, extra: Record<string, string | number> = {}, math = true): string {
  const style: Record<string, string | number> = math
    ? { 'font-family': "'Times New Roman', 'STIX Two Math', serif", 'font-style': 'italic', 'font-size': 17 }
    : { 'font-size': 13 };
  return `<text ${attrs({ x: at[0], y: at[1], fill: 'currentColor', ...style, ...extra })}>${content}</text>`;
}

const bold = (symbol: string) => `<tspan font-weight="700" font-style="normal">${symbol}</tspan>`;
/** "w^T x + b = value" with bold vectors and a raised transpose sign. */
const planeLabel = (value: string) =>
  `${bold('w')}<tspan font-size="12" dy="-7">⊤</tspan><tspan dy="7" font-weight="700" font-style="normal">x</tspan> + b = ${value}`;

export default function draw(): string {
  const width = 640;
  const height = 360;
  // The normal w points at 110 degrees (up and to the left), so the hyperplanes rise gently to
  // the right. One unit of w^T x + b is `unit` pixels along w: the margin lines sit at +-unit,
  // which is the drawing's 1/||w||.
  const angle = (110 * Math.PI) / 180;
  const wHat: Vec = [Math.cos(angle), -Math.sin(angle)]; // SVG y points down
  const along: Vec = [-wHat[1], wHat[0]]; // direction of the hyperplanes, left to right
  const tilt = (Math.atan2(along[1], along[0]) * 180) / Math.PI;
  const unit = 64;
  const centre: Vec = [322, 188];
  const half = 272;
  const parts: string[] = [];

  const onPlane = (level: number, t: number) => add(add(centre, scale(wHat, level * unit)), scale(along, t));
  const rotated = (at: Vec) => ({ transform: `rotate(${num(tilt)} ${num(at[0])} ${num(at[1])})` });

  // The margin band, lightly shaded.
  const band = [onPlane(-1, -half), onPlane(1, -half), onPlane(1, half), onPlane(-1, half)];
  parts.push(`<polygon ${attrs({ points: band.map((p) => `${num(p[0])},${num(p[1])}`).join(' '), fill: 'currentColor', 'fill-opacity': 0.08 })}/>`);

  // The three hyperplanes, each labelled along its right end.
  parts.push(line(onPlane(0, -half), onPlane(0, half), { 'stroke-width': 2.5 }));
  parts.push(line(onPlane(1, -half), onPlane(1, half), { 'stroke-dasharray': '7 5' }));
  parts.push(line(onPlane(-1, -half), onPlane(-1, half), { 'stroke-dasharray': '7 5' }));
  for (const [level, value] of [
    [-1, '−1'],
    [0, '0'],
    [1, '+1'],
  ] as const) {
    const at = add(onPlane(level, half - 6), scale(wHat, 8));
    parts.push(label(at, planeLabel(value), { 'text-anchor': 'end', ...rotated(at) }));
  }

  // The normal vector w, drawn from a point on the decision hyperplane.
  const wStart = onPlane(0, -120);
  const wEnd = add(wStart, scale(wHat, 1.45 * unit));
  parts.push(line(wStart, add(wEnd, scale(wHat, -8)), { stroke: accent, 'stroke-width': 3 }));
  parts.push(arrowhead(wEnd, wHat, accent, 13));
  parts.push(`<circle ${attrs({ cx: wStart[0], cy: wStart[1], r: 3.5, fill: accent })}/>`);
  parts.push(label(add(wEnd, [8, 4]), bold('w'), { fill: accent, 'font-size': 21 }));

  // The margin width: a double arrow across the band, labelled 2/||w||.
  const mStart = onPlane(-1, 20);
  const mEnd = onPlane(1, 20);
  parts.push(line(add(mStart, scale(wHat, 9)), add(mEnd, scale(wHat, -9))));
  parts.push(arrowhead(mEnd, wHat, 'currentColor', 10));
  parts.push(arrowhead(mStart, scale(wHat, -1), 'currentColor', 10));
  const marginAt = add(onPlane(0.45, 32), [0, 0]);
  parts.push(label(marginAt, `margin = 2 / ‖${bold('w')}‖`, rotated(marginAt)));

  // Which side is which.
  const text = (symbol: string) => `<tspan font-weight="700">${symbol}</tspan>`;
  const score = `${text('w')}ᵀ${text('x')} + b`;
  const upper = onPlane(2.15, -150);
  const lower = onPlane(-2.2, 150);
  parts.push(label(upper, `predict +1 where ${score} &gt; 0`, { 'text-anchor': 'middle', ...rotated(upper) }, false));
  parts.push(label(lower, `predict −1 where ${score} &lt; 0`, { 'text-anchor': 'middle', ...rotated(lower) }, false));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fill="none">`,
    `<title>The SVM margin: decision hyperplane, the two margin hyperplanes, the normal vector w and the margin width 2/||w||</title>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
