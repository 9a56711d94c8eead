/**
 * Sinusoidal position vectors (Vaswani et al., 2017) for d_model = 64 and positions 1 to 64, as a
 * heat map, and the dot product of two position vectors as a function of their offset (divided by
 * its value at offset 0, d_model / 2), which depends on the offset only.
 */
import { createPanel, el, palette, pathThrough, svgDocument, text } from './lib/svg.ts';

export const D_MODEL = 64;
export const POSITIONS = 64;

/** The frequency of coordinate pair c: ω_c = 10000^(−2c/d_model). */
export function frequency(c: number, dModel = D_MODEL): number {
  return 10000 ** ((-2 * c) / dModel);
}

/** The position vector p_i: sin(ω_c i) at coordinate 2c, cos(ω_c i) at 2c + 1. */
export function positionVector(i: number, dModel = D_MODEL): number[] {
  return Array.from({ length: dModel }, (_, coordinate) => {
    const angle = frequency(Math.floor(coordinate / 2), dModel) * i;
    return coordinate % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
  });
}

/** p_i · p_(i+δ) / (d_model / 2) = the mean over pairs of cos(ω_c δ). */
export function offsetSimilarity(delta: number, dModel = D_MODEL): number {
  let sum = 0;
  for (let c = 0; c < dModel / 2; c++) sum += Math.cos(frequency(c, dModel) * delta);
  return sum / (dModel / 2);
}

export default function draw(): string {
  const cell = 4;
  const mapX = 70;
  const mapY = 50;
  // Each cell's shade is its value rounded to a tenth, and runs of equal cells down a column are one
  // rectangle: the slow coordinates on the right barely change, and the file stays small.
  const level = (i: number, coordinate: number) => Math.round(positionVector(i)[coordinate] * 10) / 10;
  const cells: string[] = [];
  for (let coordinate = 0; coordinate < D_MODEL; coordinate++) {
    let start = 1;
    for (let i = 2; i <= POSITIONS + 1; i++) {
      if (i <= POSITIONS && level(i, coordinate) === level(start, coordinate)) continue;
      const value = level(start, coordinate);
      if (value !== 0)
        cells.push(
          el('rect', {
            x: mapX + coordinate * cell,
            y: mapY + (start - 1) * cell,
            width: cell,
            height: (i - start) * cell,
            fill: value > 0 ? palette.orange : palette.blue,
            'fill-opacity': Math.abs(value),
          }),
        );
      start = i;
    }
  }
  const size = POSITIONS * cell;
  const map = [
    text(mapX + size / 2, mapY - 14, 'Position vectors pᵢ', { 'text-anchor': 'middle', 'font-weight': 600, 'font-size': 14 }),
    ...cells,
    el('rect', { x: mapX, y: mapY, width: size, height: size, fill: 'none', stroke: palette.grey }),
    ...[1, 16, 32, 48, 64].map((i) => text(mapX - 6, mapY + (i - 0.5) * cell + 4, String(i), { 'text-anchor': 'end', 'font-size': 11, fill: '#444' })),
    ...[0, 16, 32, 48, 63].map((c) => text(mapX + (c + 0.5) * cell, mapY + size + 16, String(c), { 'text-anchor': 'middle', 'font-size': 11, fill: '#444' })),
    text(mapX + size / 2, mapY + size + 36, 'coordinate (sin and cos pairs)', { 'text-anchor': 'middle', 'font-size': 13 }),
    text(0, 0, 'position i', { 'text-anchor': 'middle', 'font-size': 13, transform: `translate(${mapX - 34},${mapY + size / 2}) rotate(-90)` }),
    el('rect', { x: mapX, y: mapY + size + 50, width: 14, height: 14, fill: palette.blue }),
    text(mapX + 20, mapY + size + 62, '−1', { 'font-size': 12 }),
    el('rect', { x: mapX + 60, y: mapY + size + 50, width: 14, height: 14, fill: '#ffffff', stroke: palette.grey }),
    text(mapX + 80, mapY + size + 62, '0', { 'font-size': 12 }),
    el('rect', { x: mapX + 110, y: mapY + size + 50, width: 14, height: 14, fill: palette.orange }),
    text(mapX + 130, mapY + size + 62, '+1', { 'font-size': 12 }),
  ];

  const panel = createPanel({
    x: 420,
    y: mapY,
    width: 250,
    height: size,
    xDomain: [0, 63],
    yDomain: [0, 1],
    title: 'Similarity by offset',
    xLabel: 'offset δ = j − i',
    yLabel: 'pᵢ · pⱼ / (d_model / 2)',
    ticks: 5,
  });
  const offsets = Array.from({ length: 64 }, (_, delta) => delta);
  const curve = el('path', {
    d: pathThrough(offsets.map((delta) => [panel.sx(delta), panel.sy(offsetSimilarity(delta))])),
    fill: 'none',
    stroke: palette.vermillion,
    'stroke-width': 2.5,
  });
  const body = [...map, panel.axes, curve].join('\n');
  return svgDocument({ width: 700, height: 390, title: 'Sinusoidal position vectors and their similarity by offset', body });
}
