/**
 * A live figure's poster: its view rendered at build time from its first state, as a standalone SVG
 * document (the page shows it until the live figure loads, and to readers without JavaScript). The
 * same view draws the live figure, so the poster and the live figure's first state cannot disagree.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { widgetCatalogue, type WidgetName } from '../../content/live-figures.ts';
import type { FigureTheme } from '../../shared/figure-colours.ts';
import type { AnyWidgetDefinition } from '../../app/features/lectures/live-figures/kit/types.ts';
import { WidgetRenderingContext } from '../../app/features/lectures/live-figures/kit/widget-context.ts';
import { encodePng } from './png.ts';

/** The poster in the site's light theme, or in its dark theme (`live-<name>-dark.svg`, shown when the page is dark). */
export async function renderPoster(name: WidgetName, theme: FigureTheme = 'light'): Promise<string> {
  const module = (await import(`../../app/features/lectures/live-figures/${name}/widget.tsx`)) as { default: AnyWidgetDefinition };
  const definition = module.default;
  const state = definition.initialState();
  const noop = () => {};
  const markup = renderToStaticMarkup(
    createElement(
      WidgetRenderingContext.Provider,
      { value: { poster: true, title: widgetCatalogue[name].title, theme, encodePng } },
      createElement(definition.View, { state, update: noop, reducedMotion: true, active: false }),
    ),
  );
  return `${markup}\n`;
}
