/**
 * Everything the live figures share, behind one door: figures import from here, and the page
 * imports it (dynamically) with the first figure it shows. So the build makes it one chunk,
 * widget-kit, loaded once however many figures a lecture has, and never with the page itself.
 * A numeric library two figures need is re-exported here too, so it is counted once.
 */
export { ControlPanel, Choice, Readout, Slider, WidgetButton } from './controls';
export { FieldLayer, rgba } from './field';
export {
  determinant2,
  logJoint,
  logOdds,
  meanOf,
  sampleGaussian2,
  scaleCovariance,
  scatterOf,
  sigmoid,
  type Covariance2,
  type GaussianClass,
  type Vector2,
} from './gaussian';
export { WidgetFrame, tutorPrompt, ANNOUNCE_AFTER_MS } from './frame';
export { useAnimationLoop, useReducedMotion } from './loop';
export { PointSet, type Point } from './points';
export { clamp, formatNumber, linearScale, niceTicks, type LinearScale } from './scale';
export { Axes, FONT_FAMILY, Stage, type PlotBox } from './stage';
export type { AnyWidgetDefinition, WidgetDefinition, WidgetViewProps } from './types';
export { useWidgetRendering, WidgetRenderingContext, type WidgetRendering } from './widget-context';
export { createRandom, gaussian, shuffle } from '../../../../../figures/lib/random.ts';
export { classColours, palette } from '../../../../../shared/palette.ts';
