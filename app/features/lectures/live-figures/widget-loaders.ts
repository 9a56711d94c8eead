import type { WidgetName } from '../../../../content/live-figures.ts';
import type { AnyWidgetDefinition } from '~/features/lectures/live-figures/kit/types';

/**
 * Each live figure's code, loaded only when its figure nears the viewport. Each import is its own
 * chunk (named widget-<name> in vite.config.ts); what they share goes into one widget-kit chunk.
 * A Record over every name, so a figure added to the catalogue without code fails the typecheck.
 */
export const widgetLoaders: Record<WidgetName, () => Promise<{ default: AnyWidgetDefinition }>> = {
  'least-squares': () => import('~/features/lectures/live-figures/least-squares/widget'),
  knn: () => import('~/features/lectures/live-figures/knn/widget'),
  'decision-threshold': () => import('~/features/lectures/live-figures/decision-threshold/widget'),
  'gaussian-classifiers': () => import('~/features/lectures/live-figures/gaussian-classifiers/widget'),
  pca: () => import('~/features/lectures/live-figures/pca/widget'),
  'pca-3d': () => import('~/features/lectures/live-figures/pca-3d/widget'),
  'density-anomalies': () => import('~/features/lectures/live-figures/density-anomalies/widget'),
  'gradient-descent': () => import('~/features/lectures/live-figures/gradient-descent/widget'),
  'bias-variance': () => import('~/features/lectures/live-figures/bias-variance/widget'),
  'nn-playground': () => import('~/features/lectures/live-figures/nn-playground/widget'),
  'backprop-steps': () => import('~/features/lectures/live-figures/backprop-steps/widget'),
  kmeans: () => import('~/features/lectures/live-figures/kmeans/widget'),
  'decision-tree': () => import('~/features/lectures/live-figures/decision-tree/widget'),
  svm: () => import('~/features/lectures/live-figures/svm/widget'),
  'attention-heatmap': () => import('~/features/lectures/live-figures/attention-heatmap/widget'),
};
