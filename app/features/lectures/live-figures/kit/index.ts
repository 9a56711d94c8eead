/**
 * Everything the live figures share, behind one door: figures import from here, and the page
 * imports it (dynamically) with the first figure it shows. So the build makes it one chunk,
 * widget-kit, loaded once however many figures a lecture has, and never with the page itself.
 * A numeric library two figures need is re-exported here too, so it is counted once.
 */
export { ControlPanel, Choice, Readout, Slider, WidgetButton } from '~/features/lectures/live-figures/kit/controls';
export { FieldLayer, rgba } from '~/features/lectures/live-figures/kit/field';
export { placeLabel, placesAround, segmentMeetsBox, type LabelBox, type LabelPlace, type Segment } from '~/features/lectures/live-figures/kit/label-placement';
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
} from '~/features/lectures/live-figures/kit/gaussian';
export { WidgetFrame, tutorPrompt, ANNOUNCE_AFTER_MS } from '~/features/lectures/live-figures/kit/frame';
export { useAnimationLoop, useReducedMotion } from '~/features/lectures/live-figures/kit/loop';
export { PointSet, type Point } from '~/features/lectures/live-figures/kit/points';
export { clamp, formatNumber, linearScale, niceTicks, type LinearScale } from '~/features/lectures/live-figures/kit/scale';
export { Axes, FONT_FAMILY, Stage, type PlotBox } from '~/features/lectures/live-figures/kit/stage';
export { figureColours, useFigureColours, useSiteTheme, type FigureColours, type FigureTheme } from '~/features/lectures/live-figures/kit/theme';
export { finiteIn, integerIn } from '~/features/lectures/live-figures/kit/state-checks';
export type { AnyWidgetDefinition, WidgetDefinition, WidgetViewProps } from '~/features/lectures/live-figures/kit/types';
export { useWidgetRendering, WidgetRenderingContext, type WidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';
export { createRandom, gaussian, shuffle } from '../../../../../figures/lib/random.ts';
export { classColours, palette } from '../../../../../shared/palette.ts';
