/**
 * The live figures: one entry per figure, the one place that names them. The lecture build reads it
 * (an MDX <LiveFigure name> must be listed here, and its poster reserves the space its controls
 * take), the figure runner renders each one's poster from it, and the browser loads each figure's
 * code (app/features/lectures/live-figures/<name>/widget.tsx) through `widget-loaders.ts` there,
 * keyed by the same names.
 *
 * `controlsRem` is the height of the controls under the drawing, in rem, at a phone's width
 * (`narrow`, below 40rem) and wider: the poster reserves it, so the page does not move when the live
 * figure replaces the poster (the browser tests compare the figure's height before and after).
 */
export const widgetCatalogue = {
  'least-squares': {
    title: 'Least squares',
    lecture: 'linear-regression',
    controlsRem: { narrow: 9.5, wide: 6 },
  },
  knn: {
    title: 'k-NN decision regions',
    lecture: 'nonparametric',
    controlsRem: { narrow: 14, wide: 8 },
  },
  'decision-threshold': {
    title: 'Decision threshold',
    lecture: 'probabilistic-classifier',
    controlsRem: { narrow: 12, wide: 7 },
  },
  'gaussian-classifiers': {
    title: 'Gaussian classifiers',
    lecture: 'probabilistic-classifier',
    controlsRem: { narrow: 18, wide: 12.5 },
  },
  pca: {
    title: 'Principal component analysis',
    lecture: 'dimensionality-reduction',
    controlsRem: { narrow: 10.75, wide: 6.5 },
  },
  'pca-3d': {
    title: 'PCA in 3-D: the best view',
    lecture: 'dimensionality-reduction',
    controlsRem: { narrow: 13.25, wide: 8 },
  },
  'density-anomalies': {
    title: 'Density and anomalies',
    lecture: 'unsupervised-learning',
    controlsRem: { narrow: 11, wide: 7.25 },
  },
  'gradient-descent': {
    title: 'Gradient descent',
    lecture: 'linear-regression',
    controlsRem: { narrow: 16.75, wide: 12.5 },
  },
  'bias-variance': {
    title: 'Bias and variance',
    lecture: 'supervised-learning',
    controlsRem: { narrow: 15.5, wide: 10 },
  },
  'nn-playground': {
    title: 'Neural-network playground',
    lecture: 'neural-networks',
    controlsRem: { narrow: 18, wide: 14 },
  },
  'backprop-steps': {
    title: 'Backpropagation step by step',
    lecture: 'neural-networks',
    controlsRem: { narrow: 7.5, wide: 6 },
  },
  kmeans: {
    title: 'k-means step by step',
    lecture: 'clustering',
    controlsRem: { narrow: 14.5, wide: 10.75 },
  },
  'decision-tree': {
    title: 'Decision tree and forest',
    lecture: 'trees',
    controlsRem: { narrow: 16, wide: 10 },
  },
  svm: {
    title: 'SVM: margins and support vectors',
    lecture: 'support-vector-machines',
    controlsRem: { narrow: 17.25, wide: 12.75 },
  },
  'attention-heatmap': {
    title: 'Attention heat map',
    lecture: 'transformers',
    controlsRem: { narrow: 19.25, wide: 14 },
  },
} as const satisfies Record<string, WidgetEntry>;

export interface WidgetEntry {
  /** The figure's name in words: the tutor hand-off and the figure's accessible name use it. */
  title: string;
  /** The slug of the lecture that shows it. */
  lecture: string;
  controlsRem: { narrow: number; wide: number };
}

export type WidgetName = keyof typeof widgetCatalogue;

export const widgetNames = Object.keys(widgetCatalogue) as WidgetName[];

export function isWidgetName(name: unknown): name is WidgetName {
  return typeof name === 'string' && Object.hasOwn(widgetCatalogue, name);
}

/** The file name (without .svg) of a live figure's build-time poster in public/media. */
export function posterName(name: WidgetName): string {
  return `live-${name}`;
}

/** The file name (without .svg) of the poster drawn in the site's dark theme, shown instead when the page is dark. */
export function darkPosterName(name: WidgetName): string {
  return `${posterName(name)}-dark`;
}
