import type { WidgetName } from '../../../../content/live-figures.ts';
import type { AnyWidgetDefinition } from './kit/types';

/**
 * Each live figure's code, loaded only when its figure nears the viewport. Each import is its own
 * chunk (named widget-<name> in vite.config.ts); what they share goes into one widget-kit chunk.
 * A Record over every name, so a figure added to the catalogue without code fails the typecheck.
 */
export const widgetLoaders: Record<WidgetName, () => Promise<{ default: AnyWidgetDefinition }>> = {
  'least-squares': () => import('./least-squares/widget'),
  kmeans: () => import('./kmeans/widget'),
  'decision-tree': () => import('./decision-tree/widget'),
};
