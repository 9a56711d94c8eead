/**
 * For unit tests of the views: a live figure's view rendered once to static markup, as the poster
 * (`poster: true`, the drawing alone) or as the page first draws it (the drawing and its controls,
 * with no effects run). Node only (react-dom/server); the browser bundle never imports it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyWidgetDefinition } from '~/features/lectures/live-figures/kit/types';
import { WidgetRenderingContext, type WidgetRendering } from '~/features/lectures/live-figures/kit/widget-context';

export function renderView(definition: AnyWidgetDefinition, state: unknown, rendering: Partial<WidgetRendering> = {}): string {
  const noop = () => {};
  const value: WidgetRendering = { poster: false, title: 'test', encodePng: () => 'data:,', actions: { reset: noop, link: noop, ask: noop }, ...rendering };
  return renderToStaticMarkup(
    createElement(WidgetRenderingContext.Provider, { value }, createElement(definition.View, { state, update: noop, reducedMotion: true, active: false })),
  );
}

/** The text of every SVG <text> element in the markup, in document order (tags inside removed, entities decoded). */
export function svgTexts(markup: string): { attributes: string; text: string }[] {
  return [...markup.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)].map(([, attributes, inner]) => ({
    attributes,
    text: inner
      .replace(/<[^>]+>/g, '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&'),
  }));
}

/** A number attribute of an element's attribute string. */
export function numberAttribute(attributes: string, name: string): number {
  return Number(new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1]);
}
