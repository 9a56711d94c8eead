/**
 * How a keyboard user drives each live figure, for the browser tests (live-figures.spec.ts) and
 * bench:widgets. A Record over every figure in content/live-figures.ts, so a figure
 * added there without a recipe fails the typecheck.
 */
import type { Locator, Page } from '@playwright/test';
import { widgetCatalogue, type WidgetName } from '../../content/live-figures';
import { scrollUntilVisible } from './fixtures';

export interface LiveFigureRecipe {
  /** The control a keyboard user changes, and the keys pressed on it: each press must change the figure's state. */
  keyboard: { control: (figure: Locator) => Locator; keys: string[] };
  /**
   * For a figure that animates or trains: the button that advances it one step. With reduced
   * motion nothing may move until it is pressed; pressing it must change the drawing.
   */
  step?: (figure: Locator) => Locator;
}

export const liveFigureRecipes: Record<WidgetName, LiveFigureRecipe> = {
  'least-squares': {
    keyboard: { control: (figure) => figure.getByRole('button', { name: /^Point 1 of/ }), keys: ['ArrowUp', 'ArrowUp', 'ArrowRight'] },
  },
  knn: {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Neighbours k' }), keys: ['ArrowRight', 'ArrowRight', 'ArrowLeft'] },
  },
  'decision-threshold': {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Threshold' }), keys: ['ArrowRight', 'ArrowRight', 'ArrowLeft'] },
  },
  'gaussian-classifiers': {
    keyboard: { control: (figure) => figure.getByRole('button', { name: /^Probe point/ }), keys: ['ArrowUp', 'ArrowLeft', 'ArrowLeft'] },
  },
  pca: {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Line angle' }), keys: ['ArrowLeft', 'ArrowLeft', 'ArrowRight'] },
  },
  'pca-3d': {
    keyboard: { control: (figure) => figure.getByRole('application', { name: /^The Iris cloud/ }), keys: ['ArrowRight', 'ArrowDown', 'ArrowUp'] },
  },
  'density-anomalies': {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Kernel width, × Scott' }), keys: ['ArrowRight', 'ArrowRight', 'ArrowLeft'] },
  },
  'gradient-descent': {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Learning rate η' }), keys: ['ArrowRight', 'ArrowRight', 'ArrowLeft'] },
    step: (figure) => figure.getByRole('button', { name: 'Step', exact: true }),
  },
  'bias-variance': {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Polynomial degree' }), keys: ['ArrowRight', 'ArrowRight', 'ArrowLeft'] },
  },
  'nn-playground': {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Units per layer' }), keys: ['ArrowRight', 'ArrowRight'] },
    step: (figure) => figure.getByRole('button', { name: 'Step', exact: true }),
  },
  'backprop-steps': {
    keyboard: { control: (figure) => figure.getByRole('button', { name: 'Next step' }), keys: ['Enter', 'Enter'] },
  },
  kmeans: {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Clusters K' }), keys: ['ArrowRight', 'ArrowRight'] },
    step: (figure) => figure.getByRole('button', { name: 'Assign', exact: true }),
  },
  'decision-tree': {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Depth' }), keys: ['ArrowRight', 'ArrowRight'] },
  },
  svm: {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Penalty C' }), keys: ['ArrowLeft', 'ArrowLeft', 'ArrowRight'] },
  },
  'attention-heatmap': {
    keyboard: { control: (figure) => figure.getByRole('slider', { name: 'Temperature ϑ' }), keys: ['ArrowLeft', 'ArrowLeft', 'ArrowRight'] },
  },
};

export function figureOf(page: Page, name: WidgetName): Locator {
  return page.locator(`figure[data-widget="${name}"]`);
}

export function lecturePathOf(name: WidgetName): string {
  return `/${widgetCatalogue[name].lecture}`;
}

/** Scrolls the figure into view and waits until its live code has replaced the poster. */
export async function scrollToLiveFigure(page: Page, name: WidgetName): Promise<Locator> {
  const figure = figureOf(page, name);
  await scrollUntilVisible(figure, page.locator(`figure[data-widget="${name}"][data-widget-ready]`));
  return figure;
}

/** The chunks of the live figures (vite.config.ts names them widget-<name> and widget-kit). */
export const liveFigureChunk = /\/assets\/widget-[a-z0-9-]+-[\w-]+\.js$/;
