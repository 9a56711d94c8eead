/**
 * A small SVG toolkit for the figure scripts: a document with a light backing (figures are shown
 * as <img>, where the page's theme cannot reach, so they carry their own background; the runner
 * derives each figure's dark variant from it, figures/lib/dark-theme.ts), plot panels with axes, and a colour-blind-safe palette (Okabe-Ito).
 * Numbers are rounded so the output is byte-identical across runs and machines.
 */
import { scaleLinear, type ScaleLinear } from 'd3-scale';

import { classColours, palette } from '../../shared/palette.ts';
import { lightBacking, withTextContrast } from './dark-theme.ts';

export { classColours, palette };

/** Rounds to 2 decimals and drops trailing zeros, for short and stable SVG. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Escapes text for use inside SVG elements and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Attributes = Record<string, string | number | undefined>;

/** Renders one element; numeric attributes are rounded with `num`. */
export function el(name: string, attributes: Attributes, children = ''): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? num(value) : escapeXml(value as string)}"`)
    .join(' ');
  return children ? `<${name} ${attrs}>${children}</${name}>` : `<${name} ${attrs}/>`;
}

/**
 * A text label; `anchor` is start, middle or end. A label in a data colour (beside its curve) is
 * darkened as far as 4.5:1 contrast on the backing needs (figures/lib/dark-theme.ts).
 */
export function text(x: number, y: number, content: string, attributes: Attributes = {}): string {
  const fill = withTextContrast(String(attributes.fill ?? palette.black), lightBacking);
  return el('text', { x, y, 'font-size': 13, ...attributes, fill }, escapeXml(content));
}

/** A polyline path through points (in pixel space). */
export function pathThrough(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)},${num(y)}`).join('');
}

/** The light rounded backing every figure document starts with; the runner looks for it to write a dark variant. */
export const lightBackingRect = '<rect x="0" y="0" width=';

/**
 * The whole SVG document: fixed width and height (the lecture pipeline reads them for the <img>
 * tag), a title for assistive technology, and a light rounded backing (turned dark in the figure's
 * dark variant, figures/lib/dark-theme.ts).
 */
export function svgDocument(options: { width: number; height: number; title: string; body: string }): string {
  const { width, height, title, body } = options;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    el('rect', { x: 0, y: 0, width, height, rx: 8, fill: lightBacking }),
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** Where a plot panel sits in the document, and its data ranges. */
export interface PanelOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  xDomain: [number, number];
  yDomain: [number, number];
  title?: string;
  xLabel?: string;
  yLabel?: string;
  /** Number of ticks on each axis (0 hides the tick labels). */
  ticks?: number;
  /**
   * The tick labels' font size (11 unless given); axis labels are 2 larger and the title 3. A
   * figure read on a phone at a fraction of its size raises it (the dendrogram, the mixture's EM).
   */
  fontSize?: number;
  /** The title's font size (3 more than `fontSize` unless given). */
  titleFontSize?: number;
}

/** A plot panel: scales from data to pixels, and the axes drawn around its area. */
export interface Panel {
  sx: ScaleLinear<number, number>;
  sy: ScaleLinear<number, number>;
  /** The frame, ticks, labels and title; draw it before or after the data as needed. */
  axes: string;
  /** A clipPath id that keeps marks inside the plot area. */
  clipId: string;
  clipPath: string;
}

let clipCounter = 0;

/** Creates a panel with linear scales, a frame, tick labels and axis labels. */
export function createPanel(options: PanelOptions): Panel {
  const { x, y, width, height, xDomain, yDomain, title, xLabel, yLabel, ticks = 5, fontSize = 11, titleFontSize = fontSize + 3 } = options;
  const sx = scaleLinear()
    .domain(xDomain)
    .range([x, x + width]);
  const sy = scaleLinear()
    .domain(yDomain)
    .range([y + height, y]);
  const parts: string[] = [el('rect', { x, y, width, height, fill: 'none', stroke: palette.grey, 'stroke-width': 1 })];
  if (ticks > 0) {
    for (const tick of sx.ticks(ticks)) {
      parts.push(el('line', { x1: sx(tick), x2: sx(tick), y1: y + height, y2: y + height + 4, stroke: palette.grey }));
      parts.push(text(sx(tick), y + height + 6 + fontSize, sx.tickFormat(ticks)(tick), { 'text-anchor': 'middle', 'font-size': fontSize, fill: '#444' }));
    }
    for (const tick of sy.ticks(ticks)) {
      parts.push(el('line', { x1: x - 4, x2: x, y1: sy(tick), y2: sy(tick), stroke: palette.grey }));
      parts.push(
        text(x - 7, sy(tick) + Math.round(fontSize * 0.36), sy.tickFormat(ticks)(tick), { 'text-anchor': 'end', 'font-size': fontSize, fill: '#444' }),
      );
    }
  }
  if (xLabel) parts.push(text(x + width / 2, y + height + 25 + fontSize, xLabel, { 'text-anchor': 'middle', 'font-size': fontSize + 2 }));
  if (yLabel) {
    parts.push(
      text(0, 0, yLabel, {
        'text-anchor': 'middle',
        'font-size': fontSize + 2,
        transform: `translate(${num(x - 29 - fontSize)},${num(y + height / 2)}) rotate(-90)`,
      }),
    );
  }
  if (title) parts.push(text(x + width / 2, y - 10, title, { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': titleFontSize }));
  const clipId = `clip-${++clipCounter}`;
  const clipPath = el('clipPath', { id: clipId }, el('rect', { x, y, width, height }));
  return { sx, sy, axes: parts.join(''), clipId, clipPath };
}

/** A legend: coloured swatches with labels, laid out in a row starting at (x, y). */
export function legend(x: number, y: number, entries: readonly { label: string; colour: string; shape?: 'circle' | 'line' | 'square' }[]): string {
  let cursor = x;
  const parts: string[] = [];
  for (const { label, colour, shape = 'circle' } of entries) {
    if (shape === 'line') parts.push(el('line', { x1: cursor, x2: cursor + 18, y1: y - 4, y2: y - 4, stroke: colour, 'stroke-width': 3 }));
    else if (shape === 'square') parts.push(el('rect', { x: cursor + 3, y: y - 10, width: 12, height: 12, fill: colour }));
    else parts.push(el('circle', { cx: cursor + 9, cy: y - 4, r: 5, fill: colour }));
    parts.push(text(cursor + 24, y, label, { 'font-size': 12 }));
    cursor += 34 + label.length * 6.6;
  }
  return parts.join('');
}

/** The marker for class `label` centred at (cx, cy): circle, square or triangle, so classes differ by shape as well as colour. */
export function classMarker(label: number, cx: number, cy: number): string {
  const style = { fill: classColours[label], 'fill-opacity': 0.8, stroke: '#222', 'stroke-width': 0.5 };
  if (label === 0) return el('circle', { cx, cy, r: 3.8, ...style });
  if (label === 1) return el('rect', { x: cx - 3.4, y: cy - 3.4, width: 6.8, height: 6.8, ...style });
  return el('path', {
    d: `M${cx.toFixed(2)},${(cy - 4.6).toFixed(2)}L${(cx + 4.2).toFixed(2)},${(cy + 3).toFixed(2)}L${(cx - 4.2).toFixed(2)},${(cy + 3).toFixed(2)}Z`,
    ...style,
  });
}

/** Resets per-document counters; the runner calls it before each figure so ids are stable. */
export function resetIds(): void {
  clipCounter = 0;
}
