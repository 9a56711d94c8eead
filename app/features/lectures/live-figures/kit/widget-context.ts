import { createContext, useContext } from 'react';
import type { FigureTheme } from '../../../../../shared/figure-colours.ts';

/**
 * How a live figure is being rendered. `poster` is true while the build renders the figure's
 * poster: the view then draws its first state as a plain SVG document, with no controls and no
 * effects. In the browser the frame supplies the actions every figure shares.
 */
export interface WidgetRendering {
  poster: boolean;
  /** The figure's title, for accessible names. */
  title: string;
  /** The theme to draw in: the page's (the frame follows the theme button), or the poster's. Light when absent. */
  theme?: FigureTheme;
  /** Encodes an RGBA pixel grid as a PNG data URL: the poster's stand-in for a canvas (Node only). */
  encodePng?: (width: number, height: number, rgba: Uint8ClampedArray) => string;
  actions?: { reset(): void; link(): void; ask(): void };
}

export const WidgetRenderingContext = createContext<WidgetRendering>({ poster: false, title: '' });

export function useWidgetRendering(): WidgetRendering {
  return useContext(WidgetRenderingContext);
}
